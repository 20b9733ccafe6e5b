import type { CaregiverCheckInput } from '@equilibrio/contract/caregiver-checks';
import type { AppContext } from '../../context';
import { AppError } from '../../lib/app-error';
import type { AuthUser } from '../../plugins/auth';
import { requireCaregiver } from '../caregivers/caregivers.service';
import { deleteCheck, insertCheck } from './applications.queries';
import { listChecks, refuseFutureCheck } from './applications.service';

/** The checks of a caregiver of the directory (the back office's caregiver page). */
export async function listCaregiverChecks(ctx: AppContext, docRef: string) {
  const caregiver = await requireCaregiver(ctx.db, docRef);
  return listChecks(ctx.db, { caregiverId: caregiver.id });
}

/** A tutor records a check on a caregiver already in the directory. */
export async function recordCaregiverCheck(
  ctx: AppContext,
  tutor: AuthUser,
  docRef: string,
  input: CaregiverCheckInput,
) {
  refuseFutureCheck(ctx, input);
  const caregiver = await requireCaregiver(ctx.db, docRef);
  await insertCheck(
    ctx.db,
    { caregiverId: caregiver.id },
    { ...input, tutorUid: tutor.uid, createdAt: ctx.clock.now() },
  );
  return listChecks(ctx.db, { caregiverId: caregiver.id });
}

export async function removeCaregiverCheck(ctx: AppContext, docRef: string, checkId: number) {
  const caregiver = await requireCaregiver(ctx.db, docRef);
  if (!(await deleteCheck(ctx.db, { caregiverId: caregiver.id }, checkId))) {
    throw new AppError('NOT_FOUND', 'Verifica non trovata.');
  }
  return listChecks(ctx.db, { caregiverId: caregiver.id });
}
