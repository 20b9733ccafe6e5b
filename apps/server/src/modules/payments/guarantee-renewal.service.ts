// The NO PROBLEM guarantee's renewal after the payment: the family switches it off, or on again
// while the guarantee still covers them (spec: "the renewal can be switched off at any time").
import {
  type GuaranteeRenewal,
  guaranteeState,
  guaranteeTexts,
  requestGuarantee,
} from '@equilibrio/contract/guarantee';
import type { AppContext } from '../../context';
import { AppError } from '../../lib/app-error';
import { recordActivity } from '../workflow/request-activity.service';
import { mailCustomer, mailTutors } from '../workflow/request-mails.service';
import { mailTemplates } from '../workflow/workflow.mail';
import { lockRequest } from '../workflow/workflow.service';
import { requestBreakdown } from './payment-costs';
import {
  findGuaranteeRenewalOffAt,
  findRequestPaidAt,
  setGuaranteeRenewalOffAt,
} from './payment-request.queries';

/** The request's history in the back office says it, with the family as its author. */
const activityText = (renew: boolean) =>
  renew
    ? 'La famiglia ha riattivato il rinnovo della garanzia NO PROBLEM.'
    : 'La famiglia ha disattivato il rinnovo della garanzia NO PROBLEM.';

/**
 * PUT /v2/requests/{id}/guarantee-renewal: only on the family's own request (anyone else's reads
 * as missing), paid and not closed, whose quote has a guarantee to renew; switching it on again
 * only until the guarantee ended. Saying what already holds changes nothing and records nothing.
 */
export async function setGuaranteeRenewal(
  ctx: AppContext,
  customerUid: string,
  requestId: number,
  renew: boolean,
): Promise<GuaranteeRenewal> {
  return ctx.db.transaction(async (tx) => {
    const request = await lockRequest(tx, requestId, { role: 'customer', uid: customerUid });
    const paidAt = await findRequestPaidAt(tx, requestId);
    const breakdown = paidAt ? await requestBreakdown(ctx, tx, requestId) : null;
    const offAt = await findGuaranteeRenewalOffAt(tx, requestId);
    const now = ctx.clock.now();
    const recurring = breakdown?.recurring ?? null;
    const guarantee = requestGuarantee(
      { paidAt, status: request.status, renewalOffAt: offAt },
      recurring !== null,
      now,
    );
    if (!guarantee || !paidAt || !recurring) {
      throw new AppError('INVALID_STATE', guaranteeTexts.notRenewable);
    }
    if (renew && guarantee.kind === 'ended') {
      throw new AppError('INVALID_STATE', guaranteeTexts.ended(guarantee.lastDay));
    }
    if (renew === (offAt === null)) {
      return { guaranteeRenewalOffAt: offAt?.toISOString() ?? null };
    }
    const next = renew ? null : now;
    await setGuaranteeRenewalOffAt(tx, requestId, next);
    await recordActivity(ctx, tx, {
      requestId,
      customerUid,
      byUid: customerUid,
      text: activityText(renew),
    });
    // The tutors bill the renewals, and the family has it in writing: told by email (a request's
    // digest, so a few switches in a row make one email saying how it stands).
    const told = {
      guarantee: {
        renew,
        lastDay: guaranteeState(paidAt, next, now).lastDay,
        offAt: next?.toISOString() ?? null,
        amount: recurring.amount,
      },
    };
    await mailTutors(ctx, tx, request, mailTemplates.guaranteeRenewalChanged, told);
    await mailCustomer(ctx, tx, request, mailTemplates.guaranteeRenewalConfirmed, told);
    return { guaranteeRenewalOffAt: next?.toISOString() ?? null };
  });
}
