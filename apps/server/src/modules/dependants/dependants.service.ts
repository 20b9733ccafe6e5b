import {
  type DependantType,
  dependantsMismatch,
  dependantTypeChangeRefused,
} from '@equilibrio/contract/enums';
import {
  type Dependant,
  type DependantInput,
  dependantBirthProblem,
  dependantTwiceMessage,
  inUseByOpenRequests,
  sameDependant,
} from '@equilibrio/contract/people';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { AuthUser } from '../../plugins/auth';
import { withProfileRow } from '../users/user-lock';
import {
  archiveDependant,
  dependantItems,
  findRequestsOfDependant,
  openRequestsOfDependants,
} from './dependants.queries';

export const dependantMessages = {
  notFound: 'Assistito non trovato.',
  inUse: (ids: number[]) => inUseByOpenRequests('questo assistito', ids),
} as const;

const toDependant = (row: { gender: string; type: string }) => row as Dependant;

/** The customer's dependants, oldest first (archived ones excluded). */
export async function listDependants(ctx: AppContext, uid: string): Promise<Dependant[]> {
  const rows = await dependantItems.list(ctx.db, uid);
  const open = await openRequestsOfDependants(
    ctx.db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => ({ ...toDependant(row), openRequests: open.get(row.id) ?? [] }));
}

const kindOf = (dependant: { id: number; type: string }) => ({
  id: dependant.id,
  type: dependant.type as DependantType,
});

/** Which of `ids` are the customer's live dependants, each with its kind (a person, a cat, a dog). */
export async function findOwnedDependants(ctx: AppContext, uid: string, ids: number[]) {
  if (ids.length === 0) return [];
  const wanted = new Set(ids);
  // All the owner's live dependants (a family has a few), read by one prepared statement.
  return (await dependantItems.list(ctx.db, uid))
    .filter((dependant) => wanted.has(dependant.id))
    .map(kindOf);
}

/**
 * The same, inside the caller's transaction and share-locked until it ends: a kind change or a
 * deletion racing it waits, or is waited for and read as it ended (a request naming them).
 */
export async function shareOwnedDependants(tx: Db, uid: string, ids: number[]) {
  return (await dependantItems.share(tx, uid, ids)).map(kindOf);
}

function checkBirthDate(ctx: AppContext, birthDate: string) {
  const problem = dependantBirthProblem(birthDate, ctx.clock.now());
  if (problem) throw new AppError('VALIDATION_FAILED', problem, { 'body.birthDate': problem });
}

/**
 * Refuses an assistito the customer has already (`sameDependant`; `except`: the one being edited).
 * Read before the write, not under a lock: it stops the same person entered again, not two saves
 * racing (the form sends one at a time).
 */
async function refuseSecondEntry(db: Db, uid: string, input: DependantInput, except?: number) {
  const same = (await dependantItems.list(db, uid)).find(
    (existing) => existing.id !== except && sameDependant(existing, input),
  );
  if (same) throw new AppError('CONFLICT', dependantTwiceMessage(same.name));
}

const values = (input: DependantInput) => ({
  name: input.name,
  birthDate: input.birthDate,
  gender: input.gender,
  handicap: input.handicap,
  type: input.type,
});

export async function createDependant(
  ctx: AppContext,
  user: AuthUser,
  input: DependantInput,
): Promise<Dependant> {
  checkBirthDate(ctx, input.birthDate);
  await refuseSecondEntry(ctx.db, user.uid, input);
  const row = await withProfileRow(ctx, user, () =>
    dependantItems.insert(ctx.db, {
      ...values(input),
      userUid: user.uid,
      createdAt: ctx.clock.now(),
    }),
  );
  return toDependant(row);
}

export async function updateDependant(
  ctx: AppContext,
  user: AuthUser,
  id: number,
  input: DependantInput,
): Promise<Dependant> {
  checkBirthDate(ctx, input.birthDate);
  const row = await ctx.db.transaction(async (tx) => {
    const db = tx as Db;
    const current = await dependantItems.lock(db, user.uid, id);
    if (!current) throw new AppError('NOT_FOUND', dependantMessages.notFound);
    // Its name, kind and month unchanged: not a second entry of anyone (two entered before this
    // rule can still be edited).
    if (!sameDependant(current, input)) await refuseSecondEntry(db, user.uid, input, id);
    // A child named by an open babysitter request cannot become a dog (dependantTypesFor).
    if (current.type !== input.type) {
      const { openLines } = await findRequestsOfDependant(db, id);
      const clash = openLines.find((r) => dependantsMismatch(r.businessLine, [input.type]));
      if (clash) {
        throw new AppError('CONFLICT', dependantTypeChangeRefused(clash.businessLine, clash.id));
      }
    }
    return dependantItems.update(db, user.uid, id, {
      ...values(input),
      updatedAt: ctx.clock.now(),
    });
  });
  return toDependant(row!);
}

/**
 * Deletes a dependant. Refused while an open request names it; archived (kept for the history)
 * when only closed requests do; removed otherwise.
 */
export async function removeDependant(ctx: AppContext, user: AuthUser, id: number) {
  await ctx.db.transaction(async (tx) => {
    const db = tx as Db;
    if (!(await dependantItems.lock(db, user.uid, id))) {
      throw new AppError('NOT_FOUND', dependantMessages.notFound);
    }
    const { open, closed } = await findRequestsOfDependant(db, id);
    if (open.length > 0) throw new AppError('CONFLICT', dependantMessages.inUse(open));
    if (closed.length > 0) await archiveDependant(db, user.uid, id, ctx.clock.now());
    else await dependantItems.remove(db, user.uid, id);
  });
}
