import { closedStatuses, type RequestStatus, requestStatuses } from './enums';

/**
 * How the portal shows each request status (spec §4 "Request statuses and display"): one table,
 * read by the cards (colour by kind), the list (tag colour), the buttons and the list filter.
 *
 * Decisions where the spec is silent (see the report / README):
 * - PREVENTIVO ACCETTATO and SELEZIONE ATTIVA: 'Visualizza dettagli' opens the quote page, which
 *   in those statuses shows that the family tutor is selecting caregivers (spec §4 "Quote").
 * - COLLOQUIO PRENOTATO: shown as 'Colloquio prenotato' (spec's display-only status), pending
 *   (the customer waits for the interview), 'Visualizza dettagli' to the request page.
 * - IN ATTESA: WORKFLOW.md uses it while a substitution is pending (SELEZIONE COMPLETATA → IN
 *   ATTESA when the customer asks to replace the caregiver). It is shown as 'Sostituzione in
 *   corso' — not 'In attesa', which the spec already gives to PAGATO — pending, with
 *   'Visualizza dettagli' to the request page, where the current caregiver stays shown.
 */

/** Card colour: action is red, pending is yellow, done is green. */
export type StatusKind = 'action' | 'pending' | 'done';
/** List tag colour (spec §4): the theme's secondary or primary colour, "pending", or none. */
export type StatusTagColor = 'secondary' | 'primary' | 'pending' | 'none';
/** Where a status button leads; `payment` starts the checkout (spec §4 Payment). */
export type StatusButtonTarget =
  | 'request-creation'
  | 'request-quote'
  | 'request-detail'
  | 'payment';
export type StatusButton = { label: string; target: StatusButtonTarget };

export type StatusDisplay = {
  label: string;
  kind: StatusKind;
  tagColor: StatusTagColor;
  button: StatusButton | null;
};

const addInfo: StatusButton = { label: 'Aggiungi Info', target: 'request-creation' };
const viewQuote: StatusButton = { label: 'Visualizza preventivo', target: 'request-quote' };
const viewDetail: StatusButton = { label: 'Visualizza dettagli', target: 'request-detail' };
const viewSelection: StatusButton = { label: 'Visualizza dettagli', target: 'request-quote' };
const viewProfiles: StatusButton = { label: 'Visualizza profili', target: 'request-detail' };
const pay: StatusButton = { label: 'Effettua pagamento', target: 'payment' };

/**
 * Whether a status's button says it shows the request's details ('Visualizza dettagli'), wherever
 * it leads (in selection, to the quote page and its waiting message): never on the details page
 * itself, where it read as a button to the page the family is on.
 */
export const saysDetails = (button: StatusButton) => button.label === viewDetail.label;

/** The table, keyed by the stored (spaced) spelling. */
export const statusDisplayTable: Record<RequestStatus, StatusDisplay> = {
  NUOVA: { label: 'Nuova', kind: 'action', tagColor: 'secondary', button: addInfo },
  'DA RICHIAMARE': { label: 'Nuova', kind: 'action', tagColor: 'pending', button: addInfo },
  'INVIATO PREVENTIVO': {
    label: 'Preventivo inviato',
    kind: 'action',
    tagColor: 'secondary',
    button: viewQuote,
  },
  'PREVENTIVO ACCETTATO': {
    label: 'Selezione attiva',
    kind: 'pending',
    tagColor: 'primary',
    button: viewSelection,
  },
  'SELEZIONE ATTIVA': {
    label: 'Selezione attiva',
    kind: 'pending',
    tagColor: 'primary',
    button: viewSelection,
  },
  'INVIATO CV': {
    label: 'Ricerca completata',
    kind: 'action',
    tagColor: 'secondary',
    button: viewProfiles,
  },
  'DA PAGARE': { label: 'Da pagare', kind: 'action', tagColor: 'secondary', button: pay },
  PAGATO: { label: 'In attesa', kind: 'pending', tagColor: 'secondary', button: viewDetail },
  'COLLOQUIO PRENOTATO': {
    label: 'Colloquio prenotato',
    kind: 'pending',
    tagColor: 'none',
    button: viewDetail,
  },
  'SELEZIONE COMPLETATA': {
    label: 'Selezione completata',
    kind: 'done',
    tagColor: 'pending',
    button: viewDetail,
  },
  'IN ATTESA': {
    label: 'Sostituzione in corso',
    kind: 'pending',
    tagColor: 'none',
    button: viewDetail,
  },
  'STAND BY': { label: 'Stand-by', kind: 'pending', tagColor: 'none', button: null },
  "NON PIU' INTERESSATO": { label: 'Chiusa', kind: 'done', tagColor: 'none', button: null },
  'NON RISPONDE': { label: 'Chiusa', kind: 'done', tagColor: 'none', button: null },
};

/** Raised for a status the table does not know (spec §4: "An unknown status raises an error"). */
export class UnknownStatusError extends Error {
  override name = 'UnknownStatusError';
  constructor(readonly status: unknown) {
    super(`Stato della richiesta sconosciuto: ${String(status)}`);
  }
}

const byUnderscored = new Map<string, RequestStatus>(
  requestStatuses.map((status) => [status.replaceAll(' ', '_'), status]),
);

/** The stored spelling of a status given in either spelling (`DA_PAGARE` → `DA PAGARE`). */
export function toRequestStatus(raw: unknown): RequestStatus | undefined {
  if (typeof raw !== 'string') return undefined;
  if ((requestStatuses as readonly string[]).includes(raw)) return raw as RequestStatus;
  return byUnderscored.get(raw);
}

/**
 * A request closed: nothing more happens to it (no service to be urgent about, no quote to pay).
 * A status in either spelling; one the app does not know is not closed. The one rule of the API
 * and the pages.
 */
export function isClosedStatus(raw: unknown): boolean {
  const status = toRequestStatus(raw);
  return status !== undefined && (closedStatuses as readonly string[]).includes(status);
}

/** The display of a status in either spelling; throws UnknownStatusError for anything else. */
export function statusDisplay(raw: unknown): StatusDisplay {
  const status = toRequestStatus(raw);
  if (!status) throw new UnknownStatusError(raw);
  return statusDisplayTable[status];
}

/** The distinct display labels, in workflow order (the list's status filter). */
export const statusFilterOptions: { label: string; statuses: RequestStatus[] }[] = (() => {
  const options: { label: string; statuses: RequestStatus[] }[] = [];
  for (const status of requestStatuses) {
    const { label } = statusDisplayTable[status];
    const existing = options.find((option) => option.label === label);
    if (existing) existing.statuses.push(status);
    else options.push({ label, statuses: [status] });
  }
  return options;
})();

// ── The back office's view of a status (issue 22 item 6) ───────────────────────────────────

/**
 * Who has to move next in each status, as the tutors see it: the family (a quote to accept, a
 * profile to choose, a payment), the tutors (a call, a quote, a selection, an interview to book
 * or record), or nobody (the service runs, the request is paused or closed). The back office
 * colours its status badges by it and its inbox puts the requests nobody has to move last.
 */
export type StatusActor = 'family' | 'tutor' | 'nobody';

export type BackofficeStatusDisplay = {
  label: string;
  actor: StatusActor;
  /** The label already says the request waits ('In attesa'): the inbox does not say it twice. */
  saysWaiting?: true;
};

export const backofficeStatusTable: Record<RequestStatus, BackofficeStatusDisplay> = {
  NUOVA: { label: 'Nuova', actor: 'tutor' },
  'DA RICHIAMARE': { label: 'Da richiamare', actor: 'tutor' },
  'INVIATO PREVENTIVO': { label: 'Inviato preventivo', actor: 'family' },
  'PREVENTIVO ACCETTATO': { label: 'Preventivo accettato', actor: 'tutor' },
  'SELEZIONE ATTIVA': { label: 'Selezione attiva', actor: 'tutor' },
  'INVIATO CV': { label: 'Inviato CV', actor: 'family' },
  'DA PAGARE': { label: 'Da pagare', actor: 'family' },
  PAGATO: { label: 'Pagato', actor: 'tutor' },
  'COLLOQUIO PRENOTATO': { label: 'Colloquio prenotato', actor: 'tutor' },
  'SELEZIONE COMPLETATA': { label: 'Selezione completata', actor: 'nobody' },
  'IN ATTESA': { label: 'In attesa', actor: 'tutor', saysWaiting: true },
  'STAND BY': { label: 'Stand-by', actor: 'nobody' },
  "NON PIU' INTERESSATO": { label: 'Non più interessato', actor: 'nobody' },
  'NON RISPONDE': { label: 'Non risponde', actor: 'nobody' },
};

/** The statuses in which nobody has to move (the inbox's waiting order puts them last). */
export const statusesNobodyActsOn: RequestStatus[] = requestStatuses.filter(
  (status) => backofficeStatusTable[status].actor === 'nobody',
);

/** The statuses in which the family has to move (the inbox's waiting order puts them after the tutors' turns). */
export const statusesFamilyActsOn: RequestStatus[] = requestStatuses.filter(
  (status) => backofficeStatusTable[status].actor === 'family',
);

/** 'Tocca alla famiglia' — the badge's title, said in words as well as in colour. */
export const statusActorLabels: Record<StatusActor, string> = {
  family: 'Tocca alla famiglia',
  tutor: 'Tocca a noi',
  nobody: 'Nessuna azione in attesa',
};
