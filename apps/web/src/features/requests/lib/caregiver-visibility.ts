import type { CaregiverRecord } from '@equilibrio/contract/caregivers';
import {
  type RequestStatus,
  requestStatuses,
  type SelectionPhase,
} from '@equilibrio/contract/enums';
import { withDayArticle } from '@equilibrio/contract/italian-format';
import { fullName } from '@equilibrio/contract/people';
import { toRequestStatus } from '@equilibrio/contract/status-display';
import { paidStatuses } from '@equilibrio/contract/workflow';
import { formatDay } from '@/lib/format-datetime';

/**
 * Which caregivers each request page loads (spec §4 "Caregiver visibility"):
 * - request page: the candidates (SELECTED) in INVIATO CV; the chosen caregiver (CHOSEN) in
 *   DA PAGARE, COLLOQUIO PRENOTATO, SELEZIONE COMPLETATA and IN ATTESA — and in PAGATO, where the
 *   spec shows the caregiver cards and the phone, so the paid caregiver is there to see;
 * - quote page: the candidates in SELEZIONE COMPLETATA (spec), and the cards of INVIATO CV
 *   (candidates), DA PAGARE and PAGATO (the chosen one), where the spec shows caregiver cards.
 * Any other status loads nothing.
 */
const requestPagePhase: Partial<Record<RequestStatus, SelectionPhase>> = {
  'INVIATO CV': 'SELECTED',
  'DA PAGARE': 'CHOSEN',
  PAGATO: 'CHOSEN',
  'COLLOQUIO PRENOTATO': 'CHOSEN',
  'SELEZIONE COMPLETATA': 'CHOSEN',
  'IN ATTESA': 'CHOSEN',
};
const quotePagePhase: Partial<Record<RequestStatus, SelectionPhase>> = {
  'INVIATO CV': 'SELECTED',
  'DA PAGARE': 'CHOSEN',
  PAGATO: 'CHOSEN',
  'SELEZIONE COMPLETATA': 'SELECTED',
};

export type RequestPage = 'detail' | 'quote';

/**
 * `searchingOthers`: the request is back in SELEZIONE ATTIVA after the tutor's 'Cerca altri
 * profili' (the API's `otherProfilesSearchedAt`): the request page keeps the candidates already
 * sent, to read until the new round.
 */
export function caregiverPhaseFor(
  page: RequestPage,
  rawStatus: string,
  searchingOthers = false,
): SelectionPhase | null {
  const status = toRequestStatus(rawStatus);
  if (!status) return null;
  if (page === 'detail' && searchingOthers && status === 'SELEZIONE ATTIVA') return 'SELECTED';
  return (page === 'detail' ? requestPagePhase : quotePagePhase)[status] ?? null;
}

/**
 * The caregiver's phone once the family has paid for them, in every status after the payment
 * (`paidStatuses`, the one rule; the API carries it only then, and only for that caregiver).
 */
export function phoneVisible(rawStatus: string) {
  const status = toRequestStatus(rawStatus);
  return status !== undefined && paidStatuses.includes(status);
}

/** The family chooses among the candidates only in INVIATO CV; afterwards they are listed only. */
export const choiceOpen = (rawStatus: string) => toRequestStatus(rawStatus) === 'INVIATO CV';

/**
 * The caregiver cards are what the family comes to the page for: the candidates to choose from
 * (INVIATO CV), the one chosen and held for them until they pay (DA PAGARE), or the one at work
 * — their phone, 'Sostituisci' — while the service runs or is being replaced (SELEZIONE
 * COMPLETATA, IN ATTESA). The request page then puts them first, under the status.
 */
export function caregiversLead(rawStatus: string) {
  const status = toRequestStatus(rawStatus);
  return (
    status === 'INVIATO CV' ||
    status === 'DA PAGARE' ||
    status === 'SELEZIONE COMPLETATA' ||
    status === 'IN ATTESA'
  );
}

/**
 * Spec §4: 'Accetta' for a candidate not chosen — only while the choice is open (INVIATO CV), and
 * not for one another family chose meanwhile (`takenElsewhereShown`).
 */
export function canAccept(record: CaregiverRecord, rawStatus: string) {
  return record.selected && !record.chosen && !record.takenElsewhere && choiceOpen(rawStatus);
}

/**
 * A candidate another family holds (the API's `takenElsewhere`: reserved for their payment, or
 * chosen since the tutor proposed it), while the family is choosing: the card says so
 * (`takenElsewhereNotes`, by kind) in place of 'Accetta'. The kind shown, or null.
 */
export const takenElsewhereShown = (record: CaregiverRecord, rawStatus: string) =>
  !record.chosen && choiceOpen(rawStatus) ? record.takenElsewhere : null;

/**
 * What of the request a caregiver's card reads beside its status: the substitution still open (the
 * request's `substitutionAskedAt`) and the booked interview (`interviewAt`).
 */
export type CardFacts = { substitutionAskedAt?: string | null; interviewAt?: string | null };

/**
 * The substitute of a substitution still open: chosen, and not the caregiver replaced — the one
 * confirmed before the ask carries it (`substitutionRequestedAt`, the server's rule). Not at work
 * yet: their `started` is the service's, begun with the caregiver they replace; the substitution
 * closes when their interview succeeds ('Colloquio riuscito'), and they are 'In corso' from then.
 */
export const isSubstitute = (record: CaregiverRecord, facts: CardFacts = {}) =>
  Boolean(facts.substitutionAskedAt) &&
  record.chosen &&
  !record.ended &&
  record.substitutionRequestedAt === null;

/**
 * Spec §4: 'Sostituisci' for the chosen caregiver whose service has started — not while the
 * request is already waiting for a substitute (IN ATTESA, 'Sostituzione in corso'), nor once the
 * service has ended ('Terminata': nobody left to replace; the API refuses it too), nor for a
 * substitute before their interview succeeds (not at work yet: the service started with another).
 */
export function canSubstitute(record: CaregiverRecord, rawStatus: string, facts: CardFacts = {}) {
  return (
    record.chosen &&
    record.started &&
    !record.ended &&
    toRequestStatus(rawStatus) !== 'IN ATTESA' &&
    !isSubstitute(record, facts)
  );
}

/** A substitute's tag: the interview booked ('Sostituto · colloquio il 10 dic 2026'), or chosen. */
type SubstituteTag = 'Sostituto scelto' | `Sostituto · colloquio ${string}`;

export type CaregiverTag =
  | 'Accettato'
  | 'In corso'
  | 'Da sostituire'
  | 'Terminata'
  | 'Nuovo'
  | SubstituteTag;

/**
 * The substitution of a caregiver the family asked to replace is under way: the tutor took it up
 * (the request left SELEZIONE COMPLETATA), and their service has not ended.
 */
const substitutionStarted = (record: CaregiverRecord, rawStatus?: string) =>
  !record.ended &&
  Boolean(record.substitutionRequestedAt) &&
  rawStatus !== undefined &&
  toRequestStatus(rawStatus) !== 'SELEZIONE COMPLETATA';

/**
 * The statuses of a substitution past the search: the new profiles proposed (INVIATO CV), the
 * family's choice to confirm (DA PAGARE, at no new charge), then the interview to book and hold.
 */
const substituteFoundStatuses: readonly RequestStatus[] = requestStatuses.slice(
  requestStatuses.indexOf('INVIATO CV'),
  requestStatuses.indexOf('SELEZIONE COMPLETATA'),
);

/**
 * The tutor is looking for the substitute of a caregiver the family asked to replace
 * (`substitutionStarted`), and has not proposed the new profiles yet: once proposed ('ti
 * avviseremo quando i nuovi profili saranno pronti' read beside them) or chosen, the search is
 * over, though the caregiver stays 'Da sostituire' until the substitute's interview succeeds.
 */
export function substituteSought(record: CaregiverRecord, rawStatus?: string) {
  const status = toRequestStatus(rawStatus);
  return (
    substitutionStarted(record, rawStatus) && !(status && substituteFoundStatuses.includes(status))
  );
}

/**
 * Spec §4 tags: 'Terminata' once the estimated end has passed, 'In corso' between start and end,
 * 'Accettato' when chosen and not yet started. A caregiver the family asked to replace is 'Da
 * sostituire' until the substitute comes, and while the tutor looks for them (the request read
 * 'Sostituzione in corso' above a card still 'In corso'); their substitute is 'Sostituto scelto',
 * then 'Sostituto · colloquio il …' (`isSubstitute`), until the interview succeeds. A candidate
 * sent since the family last chose among the profiles is 'Nuovo' (the API's `isNew`), beside
 * those they had already seen.
 */
export function caregiverTag(
  record: CaregiverRecord,
  rawStatus?: string,
  facts: CardFacts = {},
): CaregiverTag | null {
  if (record.ended) return 'Terminata';
  // Not 'In corso' (the service's start is the replaced caregiver's) nor 'Accettato': who they
  // are, and their interview when booked (the request's, in COLLOQUIO PRENOTATO).
  if (isSubstitute(record, facts)) {
    return facts.interviewAt && toRequestStatus(rawStatus) === 'COLLOQUIO PRENOTATO'
      ? `Sostituto · colloquio ${withDayArticle('il', formatDay(facts.interviewAt))}`
      : 'Sostituto scelto';
  }
  // Asked to be replaced once serving; once the substitution is under way (the substitute
  // sought, or chosen and not yet at work), started or not — never 'Accettato' again. (Not 'In
  // sostituzione': on the card of the caregiver replaced, it read as the substitute.)
  if ((record.started && record.substitutionRequestedAt) || substitutionStarted(record, rawStatus))
    return 'Da sostituire';
  if (record.started) return 'In corso';
  if (record.chosen) return 'Accettato';
  if (record.isNew) return 'Nuovo';
  return null;
}

/** The profile under its type key (spec §3 "Caregiver record"). */
export function caregiverProfile(record: CaregiverRecord) {
  return record.babysitter ?? record.petsitter ?? record.nurse ?? record.colf ?? null;
}

/**
 * What a choice refused as outdated (409) leaves true, as the family reads it again: the
 * caregiver they chose meanwhile (in another tab: held for the payment, or already paid for),
 * or else the server's account of where the request stands now.
 */
export function outdatedChoiceMessage(
  status: string | null,
  chosen: readonly CaregiverRecord[],
  serverMessage: string,
) {
  const latest = chosen
    .filter((record) => record.chosen && record.chosenAt)
    .sort((a, b) => (a.chosenAt! < b.chosenAt! ? 1 : -1))[0];
  const profile = latest ? caregiverProfile(latest) : undefined;
  const known = status ? toRequestStatus(status) : undefined;
  if (profile && (known === 'DA PAGARE' || (known && paidStatuses.includes(known)))) {
    const name = fullName(profile.info.name, profile.info.surname);
    return known === 'DA PAGARE'
      ? `Hai già scelto ${name}: è riservato per te fino al pagamento. La pagina ora mostra la tua scelta.`
      : `Hai già scelto ${name}: la pagina ora mostra la tua scelta.`;
  }
  return serverMessage;
}
