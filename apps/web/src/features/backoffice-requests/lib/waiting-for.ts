import {
  type BackofficeRequestSummary,
  callBackHoldStatuses,
  type RequestNote,
  serviceEnded,
  serviceStartsLater,
  standByResumeDue,
  standingCallBack,
} from '@equilibrio/contract/backoffice';
import type { RequestStatus } from '@equilibrio/contract/enums';
import { withDayArticle } from '@equilibrio/contract/italian-format';
import type { RequestEvent } from '@equilibrio/contract/workflow';
import { formatDateTime, formatDay, formatFromNow, italianDay } from '@/lib/format-datetime';
import { pageNow } from '@/lib/server-clock';

export type WaitingFor = {
  /** What the request waits for, in a few words ('Riserva scade tra 3 h'). */
  label: string;
  /** Who has to move: the tutors ('us'), the customer, or nobody. */
  who: 'us' | 'customer' | 'nobody';
  /** Needs attention soon (a hold about to expire, an interview to record). */
  urgent: boolean;
};

const URGENT_HOLD_MS = 3 * 3_600_000;

/**
 * The criminal records that hold the profiles back, missing and expired told apart ('manca un
 * casellario', 'un casellario scaduto', 'mancano 2 casellari e uno è scaduto'), as the caregiver's
 * page says 'Casellario giudiziale scaduto'.
 */
function criminalRecordsToGet(
  row: Pick<WaitingRow, 'unvettedCandidates' | 'expiredRecordCandidates'>,
) {
  const expired = row.expiredRecordCandidates;
  const missing = row.unvettedCandidates - expired;
  if (missing === 0)
    return expired === 1 ? 'un casellario scaduto' : `${expired} casellari scaduti`;
  const lacking = missing === 1 ? 'manca un casellario' : `mancano ${missing} casellari`;
  if (expired === 0) return lacking;
  return `${lacking} e ${expired === 1 ? 'uno è scaduto' : `${expired} sono scaduti`}`;
}

/** What `waitingFor` reads of a request. */
export type WaitingRow = Pick<
  BackofficeRequestSummary,
  | 'status'
  | 'holdExpiresAt'
  | 'interviewAt'
  | 'serviceStart'
  | 'serviceEnd'
  | 'unpublishedCandidates'
  | 'unvettedCandidates'
  | 'expiredRecordCandidates'
  | 'openAssistance'
  | 'openOtherProfiles'
  | 'openInterviewChange'
  | 'callBackAt'
> &
  Partial<Pick<BackofficeRequestSummary, 'standByResumeBy'>>;

/**
 * The call-back the latest call agreed, while it stands (`standingCallBack`): the inbox's
 * `callBackAt` as the request page works it out from the request's notes and history.
 */
export function agreedCallBack(
  status: RequestStatus,
  notes: RequestNote[],
  events: RequestEvent[],
) {
  const latest = notes.filter((note) => note.kind === 'call').at(-1);
  const changes = events
    .filter((event) => event.fromStatus !== event.toStatus)
    .map((event) => ({ at: event.createdAt, to: event.toStatus }));
  return standingCallBack(
    latest ? { at: latest.createdAt, callBackAt: latest.callBackAt } : null,
    status,
    changes,
  );
}

/**
 * Whether the request waits for our answer to the family's message rather than for its status: a
 * status that is not our move — the family's (a quote, profiles, a payment) or nobody's (a service
 * running, a pause, a closed request, a booked interview still ahead) — with a message not yet
 * handled: the family waits for us. The server's waiting order reads the same and puts it among
 * the tutors' turns, from when the message was sent.
 */
export const waitsForAnswer = (row: WaitingRow, now: Date = pageNow()) =>
  row.openAssistance > 0 && waitingForStatus(row, now).who !== 'us';

/** The inbox's "in attesa di" column, from the row's status, dates and the family's messages. */
export function waitingFor(row: WaitingRow, now: Date = pageNow()): WaitingFor {
  if (waitsForAnswer(row, now))
    return {
      label: row.openOtherProfiles
        ? 'La famiglia chiede altri profili'
        : row.openInterviewChange
          ? 'La famiglia chiede di spostare il colloquio'
          : 'Famiglia in attesa di risposta',
      who: 'us',
      urgent: false,
    };
  return waitingForStatus(row, now);
}

/** What the request waits for by its status and dates alone, the family's messages aside. */
export function waitingForStatus(row: WaitingRow, now: Date = pageNow()): WaitingFor {
  const us = (label: string, urgent = false): WaitingFor => ({ label, who: 'us', urgent });
  const customer = (label: string, urgent = false): WaitingFor => ({
    label,
    who: 'customer',
    urgent,
  });
  // A call agreed when to call the family back (while it stands: standingCallBack): come due,
  // it is said first; still ahead, it holds the request where it is what comes next.
  if (row.callBackAt) {
    if (Date.parse(row.callBackAt) <= now.getTime()) {
      return us(
        `Richiamata in ritardo: era per ${withDayArticle('il', formatDateTime(row.callBackAt))}`,
        true,
      );
    }
    if (callBackHoldStatuses.includes(row.status)) {
      return {
        label: `Richiamata concordata: ${formatDateTime(row.callBackAt)}`,
        who: 'nobody',
        urgent: false,
      };
    }
  }
  switch (row.status) {
    case 'NUOVA':
      return us('Preventivo da inviare');
    case 'DA RICHIAMARE':
      return us('Da richiamare');
    case 'INVIATO PREVENTIVO':
      return customer('In attesa della famiglia: preventivo');
    case 'PREVENTIVO ACCETTATO':
      return us('Selezione da avviare');
    case 'SELEZIONE ATTIVA':
      // Held back until a criminal record of the last six months is recorded: not 'pronti'.
      if (row.unvettedCandidates > 0) return us(`Profili da inviare: ${criminalRecordsToGet(row)}`);
      return row.unpublishedCandidates > 0
        ? us(
            `Profili da inviare (${row.unpublishedCandidates} ${row.unpublishedCandidates === 1 ? 'pronto' : 'pronti'})`,
          )
        : us('Candidati da cercare');
    case 'INVIATO CV':
      return customer('In attesa della famiglia: scelta del profilo');
    case 'DA PAGARE': {
      if (!row.holdExpiresAt) return customer('In attesa del pagamento');
      const left = Date.parse(row.holdExpiresAt) - now.getTime();
      return left > 0
        ? customer(`Riserva scade ${formatFromNow(row.holdExpiresAt, now)}`, left <= URGENT_HOLD_MS)
        : customer('Riserva scaduta: in rilascio', true);
    }
    case 'PAGATO':
      return us('Colloquio da prenotare');
    case 'COLLOQUIO PRENOTATO':
      return row.interviewAt && Date.parse(row.interviewAt) > now.getTime()
        ? { label: `Colloquio ${formatDateTime(row.interviewAt)}`, who: 'nobody', urgent: false }
        : us('Esito del colloquio da registrare', true);
    case 'SELEZIONE COMPLETATA': {
      // Chosen and confirmed, the first day still ahead: not 'in corso' yet; its estimated last
      // day gone by (Italy's day): no longer 'in corso' (the request stays as it is).
      const today = italianDay(now);
      return {
        label: serviceStartsLater(row.serviceStart, today)
          ? `Inizio servizio ${formatDay(row.serviceStart!)}`
          : serviceEnded(row.serviceEnd, today)
            ? `Servizio concluso ${withDayArticle('il', formatDay(row.serviceEnd!))}`
            : 'Servizio in corso',
        who: 'nobody',
        urgent: false,
      };
    }
    case 'IN ATTESA':
      return us('Sostituto da cercare');
    case 'STAND BY': {
      // From its 'Riprendi entro il' day a pause is the tutors' turn again (ARCHITECTURE.md).
      const by = row.standByResumeBy ?? null;
      if (standByResumeDue(by, italianDay(now)))
        return us(`Da riprendere (${withDayArticle('da', formatDay(by!))})`, true);
      return {
        label: by ? `In pausa: riprendi entro ${withDayArticle('il', formatDay(by))}` : 'In pausa',
        who: 'nobody',
        urgent: false,
      };
    }
    case "NON PIU' INTERESSATO":
    case 'NON RISPONDE':
      return { label: 'Chiusa', who: 'nobody', urgent: false };
  }
}

/**
 * How long a request has been in its status, in the inbox's short form: '12 min', '3 h', '2 giorni'
 * (under a minute: 'meno di 1 min').
 */
export function waitedFor(since: string, now: Date = pageNow()) {
  const minutes = Math.floor((now.getTime() - Date.parse(since)) / 60_000);
  if (minutes < 1) return 'meno di 1 min';
  if (minutes < 60) return `${minutes} min`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return `${hours} h`;
  const days = Math.floor(hours / 24);
  return days === 1 ? '1 giorno' : `${days} giorni`;
}
