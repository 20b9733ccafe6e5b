// The criminal-record rule: who needs one, how long it counts, and the words that say so.

import {
  type CheckKind,
  checkExpiredLabels,
  checkKindLabels,
  checkKinds,
  type ExpiringCheckKind,
  expiredCheckMissing,
  vettingProgress,
} from './caregiver-checks';
import type { CaregiverType } from './enums';
import { dayMonthYear, isoDate, isoDateParts, italianList, withDayArticle } from './italian-format';
import { fullName } from './people';

/**
 * The back office's badge for a babysitter's or badante's certificate never recorded (the
 * caregiver page's header, the directory, the picker): one wording beside 'Casellario scaduto'.
 */
export const criminalRecordMissingBadge = 'Casellario da registrare';

/**
 * The one check a caregiver needs before being sent to a family: whoever works with children
 * (babysitter) or frail adults (badante) is proposed only once their criminal record has been
 * seen ('criminal-record'). A parent of young children reading «Casellario non ancora verificato»
 * on a profile they may accept either distrusts the whole screening or picks someone unvetted.
 * The API refuses to publish such a profile (the tutor's 'Invia profili alla famiglia', the one way
 * a candidate becomes visible to the family, substitutes included); the tutor's request page
 * disables that button and says who lacks it. Pet sitters and colf are not covered: their card
 * keeps telling the family the checks still pending (`pendingVettingChecks`), as it does for the
 * other checks of everyone.
 */
export const criminalRecordRequiredTypes = [
  'babysitter',
  'badante',
] as const satisfies readonly CaregiverType[];

/**
 * A caregiver to send whose references the agency has not verified yet, among those who look
 * after children or frail adults (`criminalRecordRequiredTypes`: babysitter, badante). Unlike the
 * criminal record it holds nothing back: the tutor's 'Invia profili alla famiglia' names them and
 * asks to send anyway, knowingly (the family's card says 'Referenze non ancora verificate', as
 * for everyone). `passed`: the checks the caregiver has passed.
 */
export const referencesToConfirm = (
  caregiver: { type: CaregiverType },
  passed: readonly CheckKind[],
) =>
  (criminalRecordRequiredTypes as readonly CaregiverType[]).includes(caregiver.type) &&
  !passed.includes('references');

/**
 * How long a criminal-record check counts: the certificate del casellario giudiziale is valid six
 * months from its issue (DPR 445/2000, art. 41). A check older than that is as good as none: a
 * babysitter whose certificate is of 2015 is not sent to a family with small children.
 */
export const criminalRecordValidityMonths = 6;

/**
 * The oldest day a criminal-record check may bear to count on `today` (both 'yyyy-mm-dd', Italy's
 * calendar): `criminalRecordValidityMonths` back, the day clamped to the month's end as
 * PostgreSQL's `date - interval` does (the inbox's SQL twin reads the same day).
 */
export function oldestValidCriminalRecordDay(today: string) {
  const { year, month, day } = isoDateParts(today);
  const months = year * 12 + (month - 1) - criminalRecordValidityMonths;
  const back = { year: Math.floor(months / 12), month: (months % 12) + 1 };
  const lastDay = new Date(Date.UTC(back.year, back.month, 0)).getUTCDate();
  return isoDate({ ...back, day: Math.min(day, lastDay) });
}

/**
 * What the rule reads of a caregiver: the type, and the day of the latest criminal-record check
 * recorded (null: none).
 */
export type CriminalRecordVetting = { type: CaregiverType; criminalRecordOn: string | null };

/**
 * Where a caregiver stands with the rule above on `today`: 'not-required' (neither babysitter
 * nor badante), 'valid', 'missing' (never recorded) or 'expired' (the latest is older than
 * `criminalRecordValidityMonths`).
 */
export function criminalRecordState(caregiver: CriminalRecordVetting, today: string) {
  if (!(criminalRecordRequiredTypes as readonly CaregiverType[]).includes(caregiver.type)) {
    return 'not-required' as const;
  }
  return criminalRecordCheckState(caregiver.criminalRecordOn, today);
}

/** A criminal-record check of `checkedOn` (null: none) on `today`, whoever it is of. */
export const criminalRecordCheckState = (checkedOn: string | null, today: string) =>
  checkedOn === null
    ? ('missing' as const)
    : checkedOn < oldestValidCriminalRecordDay(today)
      ? ('expired' as const)
      : ('valid' as const);

/**
 * The last day a criminal-record check of `checkedOn` counts ('yyyy-mm-dd'): the day
 * `criminalRecordValidityMonths` later, or that month's last day when it has no such day (or the
 * check is of a month's last day), as `oldestValidCriminalRecordDay` reads it the other way.
 */
export function criminalRecordValidUntil(checkedOn: string) {
  const { year, month, day } = isoDateParts(checkedOn);
  const months = year * 12 + (month - 1) + criminalRecordValidityMonths;
  const ahead = { year: Math.floor(months / 12), month: (months % 12) + 1 };
  const lastDay = (y: number, m: number) => new Date(Date.UTC(y, m, 0)).getUTCDate();
  const aheadLast = lastDay(ahead.year, ahead.month);
  return isoDate({
    ...ahead,
    day: day === lastDay(year, month) ? aheadLast : Math.min(day, aheadLast),
  });
}

/**
 * The checks a family is told of on `today`, from the kinds recorded with their latest day: those
 * that count (`passed`, the card's badges) and those that no longer do (`expired`: a criminal
 * record older than `criminalRecordValidityMonths`, of whoever it is). A certificate of 2015 is
 * never read by a family as 'Casellario verificato'.
 */
export function checksInForce(recorded: ReadonlyMap<CheckKind, string>, today: string) {
  const lapsed = (kind: CheckKind) =>
    kind === 'criminal-record' &&
    criminalRecordCheckState(recorded.get(kind) ?? null, today) === 'expired';
  const kinds = checkKinds.filter((kind) => recorded.has(kind));
  return {
    passed: kinds.filter((kind) => !lapsed(kind)),
    expired: kinds.filter(lapsed) as ExpiringCheckKind[],
  };
}

/**
 * The agency's checks not in force on `today` (`checksInForce`), each named as the tutor reads it:
 * missing ('Casellario giudiziale visionato') or expired ('Casellario giudiziale in corso di validità
 * (quello registrato è scaduto)'). What switching a caregiver
 * on, or accepting an application, asks about first.
 */
export function checksNotInForce(recorded: ReadonlyMap<CheckKind, string>, today: string) {
  const { passed, expired } = checksInForce(recorded, today);
  return checkKinds
    .filter((kind) => !passed.includes(kind))
    .map((kind) =>
      (expired as readonly CheckKind[]).includes(kind)
        ? expiredCheckMissing[kind as ExpiringCheckKind]
        : checkKindLabels[kind],
    );
}

/** Whether a caregiver may not be sent to a family yet: the rule above, on `today`. */
export const lacksCriminalRecord = (caregiver: CriminalRecordVetting, today: string) => {
  const state = criminalRecordState(caregiver, today);
  return state === 'missing' || state === 'expired';
};

/**
 * A caregiver's vetting at a glance, for the back office's caregiver page (its header's badge),
 * from the kinds recorded with their latest day, on `today`:
 * - 'criminal-record-missing' / 'criminal-record-expired': a babysitter or badante whose profile
 *   cannot be sent to a family yet (`lacksCriminalRecord`, the API's rule): 'Casellario da
 *   registrare', 'Casellario scaduto';
 * - 'complete': every check in force, first aid too (`vettingProgress`: 'Verifiche complete');
 * - 'incomplete': one still to do (a colf's references, a first-aid course), none of them holding
 *   profiles back: 'Verifiche: 4 su 5', as the 'Aggiungi candidati' picker counts them.
 */
export function vettingAtAGlance(
  type: CaregiverType,
  recorded: ReadonlyMap<CheckKind, string>,
  today: string,
) {
  const record = criminalRecordState(
    { type, criminalRecordOn: recorded.get('criminal-record') ?? null },
    today,
  );
  if (record === 'missing')
    return { state: 'criminal-record-missing', label: criminalRecordMissingBadge } as const;
  if (record === 'expired')
    return {
      state: 'criminal-record-expired',
      label: checkExpiredLabels['criminal-record'],
    } as const;
  const progress = vettingProgress(checksInForce(recorded, today).passed);
  return progress.complete
    ? ({ state: 'complete', label: progress.label, missing: progress.missing } as const)
    : ({ state: 'incomplete', label: progress.label, missing: progress.missing } as const);
}

/** A check's day in a sentence: '1 gennaio 2015'. */
const checkDay = (checkedOn: string) => dayMonthYear(isoDateParts(checkedOn));

/**
 * The expired certificate in a few words (the candidate's row, the suggestions, the picker):
 * 'Casellario scaduto: quello registrato è dell’1 gennaio 2015, ne serve uno degli ultimi 6
 * mesi'.
 */
export const criminalRecordExpiredText = (checkedOn: string) =>
  `Casellario scaduto: quello registrato è ${withDayArticle('di', checkDay(checkedOn))}, ne serve uno degli ultimi ${criminalRecordValidityMonths} mesi`;

/**
 * The caregiver's own page, in the list of checks, where 'Casellario giudiziale visionato' would
 * be: the certificate's lapse said once, with the last day it counted ('Casellario giudiziale
 * scaduto: valeva fino al 15 luglio 2025, ne serve uno degli ultimi 6 mesi'); the check's own day
 * is in the list of those recorded below it.
 */
export const criminalRecordLapsedText = (checkedOn: string) =>
  `Casellario giudiziale scaduto: valeva fino ${withDayArticle('a', checkDay(criminalRecordValidUntil(checkedOn)))}, ne serve uno degli ultimi ${criminalRecordValidityMonths} mesi`;

/**
 * Why this one caregiver may not be sent yet, for the row that shows them (the request's
 * candidate, a suggestion: each says what to do next); null when they may.
 */
export function criminalRecordProblem(caregiver: CriminalRecordVetting, today: string) {
  const state = criminalRecordState(caregiver, today);
  if (state === 'missing') return 'Manca il casellario giudiziale';
  if (state === 'expired') return criminalRecordExpiredText(caregiver.criminalRecordOn!);
  return null;
}

/**
 * Why the profiles cannot be sent, naming the caregivers who lack the criminal record or whose
 * one has expired, with its day (the API's 409 and the tutor's disabled button say the same);
 * null when none does.
 */
export function criminalRecordMissingMessage(
  caregivers: readonly (CriminalRecordVetting & { name: string; surname: string })[],
  today: string,
) {
  const nameOf = (c: { name: string; surname: string }) => fullName(c.name, c.surname);
  const missing = caregivers.filter((c) => criminalRecordState(c, today) === 'missing');
  const expired = caregivers.filter((c) => criminalRecordState(c, today) === 'expired');
  const count = missing.length + expired.length;
  if (count === 0) return null;
  const where =
    count === 1
      ? 'registralo nella sua scheda o togli il profilo dalla richiesta'
      : 'registralo nelle loro schede o togli i loro profili dalla richiesta';
  const recent = `degli ultimi ${criminalRecordValidityMonths} mesi per ${italianList(
    expired.map(
      (c) =>
        `${nameOf(c)} (quello registrato è ${withDayArticle('di', checkDay(c.criminalRecordOn!))})`,
    ),
  )}`;
  const needs = [
    missing.length ? `il casellario giudiziale di ${italianList(missing.map(nameOf))}` : null,
    expired.length
      ? missing.length
        ? `uno ${recent}`
        : `un casellario giudiziale ${recent}`
      : null,
  ]
    .filter(Boolean)
    .join(', e ');
  return `Prima di inviare i profili serve ${needs}: ${where}.`;
}
