import { z } from 'zod';
import { isActiveStatus, type RequestStatus } from './enums';
import {
  dayMonthYear,
  isoDate,
  isoDateParts,
  isoDayAfter,
  romeParts,
  withDayArticle,
} from './italian-format';

// The NO PROBLEM guarantee after the payment (spec: 30 days, renewed every 30 days, and "the
// renewal can be switched off at any time"): its periods, and the family's switch.

/** Days of one period of the guarantee, the first from the payment. */
export const GUARANTEE_DAYS = 30;

/** PUT /v2/requests/{id}/guarantee-renewal: `renew` false switches the renewal off, true on again. */
export const guaranteeRenewalInputSchema = z.object({ renew: z.boolean() });
export type GuaranteeRenewalInput = z.infer<typeof guaranteeRenewalInputSchema>;

/** Its answer: when the renewal was switched off, while it stays off; null: it renews. */
export const guaranteeRenewalSchema = z.object({ guaranteeRenewalOffAt: z.string().nullable() });
export type GuaranteeRenewal = z.infer<typeof guaranteeRenewalSchema>;

/**
 * The last day of the period running on `now`, in Rome's calendar ('yyyy-mm-dd'): paid on 4
 * December, the first period runs to 2 January (30 days, the day of the payment the first), the
 * next to 1 February. The day the guarantee ends when its renewal is off, and the eve of the next
 * renewal when it is on.
 */
export function guaranteePeriodLastDay(paidAt: Date, now: Date) {
  const paidDay = isoDate(romeParts(paidAt));
  const today = isoDate(romeParts(now));
  let next = isoDayAfter(paidDay, GUARANTEE_DAYS);
  while (next <= today) next = isoDayAfter(next, GUARANTEE_DAYS);
  return isoDayAfter(next, -1);
}

/**
 * A request's guarantee, where it has one — paid (`paidAt`: the request's, its settled payments'
 * latest), still open, and its quote renews the guarantee (`renews`: the quote's breakdown has a
 * recurring line) — and where it stands; null where it has none. The family's card, the API that
 * switches it and the tutor's 'Pagamenti' read this one rule.
 */
export function requestGuarantee(
  request: { paidAt: Date | null; status: RequestStatus; renewalOffAt: Date | null },
  renews: boolean,
  now: Date,
) {
  if (!request.paidAt || !isActiveStatus(request.status) || !renews) return null;
  return guaranteeState(request.paidAt, request.renewalOffAt, now);
}
export type GuaranteeState = ReturnType<typeof guaranteeState>;

/**
 * Where the guarantee stands: renewing (`lastDay` the eve of its next renewal), switched off
 * (covering to `lastDay`, the end of the period it was switched off in), or ended after that.
 */
export function guaranteeState(paidAt: Date, renewalOffAt: Date | null, now: Date) {
  if (renewalOffAt === null) {
    return { kind: 'renewing', lastDay: guaranteePeriodLastDay(paidAt, now) } as const;
  }
  const lastDay = guaranteePeriodLastDay(paidAt, renewalOffAt);
  const kind = isoDate(romeParts(now)) > lastDay ? 'ended' : 'off';
  return { kind, lastDay } as const;
}

/** A 'yyyy-mm-dd' day as the family reads it: '2 gennaio 2027'. */
const longDay = (day: string) => dayMonthYear(isoDateParts(day));
/** 'fino al 2 gennaio 2027', 'fino all’1 febbraio 2027'. */
const until = (day: string) => `fino ${withDayArticle('a', longDay(day))}`;

/** What the request page says of the guarantee, and its button. */
export const guaranteeTexts = {
  title: 'Garanzia NO PROBLEM',
  /** Renewing: until when the period runs, and what then. */
  renewing: (lastDay: string, amount: string) =>
    `Attiva ${until(lastDay)} compreso: se il caregiver non fa per te, lo sostituiamo senza costi aggiuntivi. Poi si rinnova per altri ${GUARANTEE_DAYS} giorni (${amount}).`,
  /** Switched off: until when it still covers, and that nothing renews. */
  off: (lastDay: string) =>
    `Rinnovo disattivato: la garanzia resta attiva ${until(lastDay)} compreso, poi termina senza altri costi.`,
  /**
   * While a substitution runs ('Sostituzione in corso'): it stays free whatever the guarantee
   * does next — the card and the switch's question said only that the substitution would no
   * longer be covered, and a family waiting for a substitute wondered whether it would pay.
   */
  substitutionRunning:
    'La sostituzione già in corso resta compresa: scegliere il sostituto non comporta nuovi addebiti.',
  switchOff: 'Disattiva il rinnovo',
  switchOn: 'Riattiva il rinnovo',
  confirmTitle: 'Disattivare il rinnovo della garanzia?',
  confirmText: (lastDay: string) =>
    `La garanzia resta attiva ${until(lastDay)} compreso; dopo, se il caregiver non fa per te, la sostituzione non è più compresa. Puoi riattivare il rinnovo quando vuoi, fino a quel giorno.`,
  /** After the last day of a guarantee switched off (and the 409 of switching it on then). */
  ended: (lastDay: string) =>
    `La garanzia è terminata ${withDayArticle('il', longDay(lastDay))}: per attivarla di nuovo scrivi al tuo family tutor.`,
  switchedOff: 'Rinnovo della garanzia disattivato.',
  switchedOn: 'Rinnovo della garanzia riattivato.',
  failed: 'Non è stato possibile cambiare il rinnovo della garanzia. Riprova tra poco.',
  /** 409: no guarantee to renew (not paid, closed, or a quote without the guarantee). */
  notRenewable: 'Per questa richiesta non c’è una garanzia da rinnovare.',
  /** 409: switched on again after the guarantee ended. */
  endedRefused: (lastDay: string) =>
    `La garanzia è terminata ${withDayArticle('il', longDay(lastDay))}: per attivarla di nuovo scrivi al tuo family tutor.`,
} as const;

/**
 * The tutor's line under 'Pagamenti' (tutors bill the renewals): until when it covers, and whether
 * to renew it. `offAt`: when the family switched the renewal off.
 */
export function guaranteeTutorLine(state: GuaranteeState, offAt: string | null, amount: string) {
  const switchedOff = offAt
    ? `rinnovo disattivato dalla famiglia ${withDayArticle('il', longDay(isoDate(romeParts(new Date(offAt)))))}`
    : '';
  if (state.kind === 'renewing') {
    return `Garanzia NO PROBLEM: copre ${until(state.lastDay)} compreso, poi si rinnova per altri ${GUARANTEE_DAYS} giorni (${amount}).`;
  }
  if (state.kind === 'off') {
    return `Garanzia NO PROBLEM: ${switchedOff}, copre ${until(state.lastDay)} compreso; non va rinnovata.`;
  }
  return `Garanzia NO PROBLEM terminata ${withDayArticle('il', longDay(state.lastDay))} (${switchedOff}).`;
}
