import type { RequestSchedule } from '@equilibrio/contract/request-schedule';
import type { RequestValues } from './request-writes.queries';
import type { RequestRow } from './requests.queries';

/**
 * The parts of a request the family may change ("Aggiungi Info"), by the names the back office
 * gives them (the request page's 'Richiesta' and 'Famiglia' cards, the form's 'Quando'), in the
 * order the activity lists them.
 */
const requestFieldLabels = {
  startDate: 'data di inizio',
  days: 'giorni',
  timeSlots: 'fasce orarie',
  frequency: 'frequenza',
  languages: 'lingue',
  dependants: 'assistiti',
  address: 'indirizzo',
  welfare: 'welfare',
  businessLine: 'servizio',
  message: 'messaggio',
} as const;
type RequestField = keyof typeof requestFieldLabels;

/** The request as stored before the edit: its values and its assistiti. */
export type RequestBefore = Pick<
  RequestRow,
  | 'businessLine'
  | 'message'
  | 'languages'
  | 'street'
  | 'city'
  | 'province'
  | 'postalCode'
  | 'welfare'
  | 'schedule'
  | 'dependantIds'
>;

const text = (value: string | null | undefined) => value?.trim() ?? '';
const sameSet = (
  a: readonly unknown[] | null | undefined,
  b: readonly unknown[] | null | undefined,
) => {
  const left = new Set(a ?? []);
  const right = new Set(b ?? []);
  return left.size === right.size && [...left].every((item) => right.has(item));
};

/** What changed in the 'Quando' section (null: nothing said). */
function scheduleChanges(before: RequestSchedule | null, after: RequestSchedule | null) {
  const changed: RequestField[] = [];
  if ((before?.startDate ?? null) !== (after?.startDate ?? null)) changed.push('startDate');
  if (!sameSet(before?.days, after?.days)) changed.push('days');
  if (
    !sameSet(before?.timeSlots, after?.timeSlots) ||
    Boolean(before?.timeSlotsToBeDefined) !== Boolean(after?.timeSlotsToBeDefined)
  ) {
    changed.push('timeSlots');
  }
  if ((before?.frequency ?? null) !== (after?.frequency ?? null)) changed.push('frequency');
  return changed;
}

/**
 * The labels of what an edit changes, by comparing the stored request with the values about to
 * be written (lists as sets; a 'Quando' the client did not send is left as stored).
 */
export function changedRequestFields(
  before: RequestBefore,
  after: RequestValues & { dependantIds: readonly number[] },
): string[] {
  const changed = new Set<RequestField>(
    after.schedule === undefined ? [] : scheduleChanges(before.schedule, after.schedule),
  );
  if (!sameSet(before.languages, after.languages)) changed.add('languages');
  if (!sameSet(before.dependantIds, after.dependantIds)) changed.add('dependants');
  const place = ['street', 'city', 'province', 'postalCode'] as const;
  if (place.some((key) => text(before[key]) !== text(after[key]))) changed.add('address');
  if (before.welfare !== after.welfare) changed.add('welfare');
  if (before.businessLine !== after.businessLine) changed.add('businessLine');
  if (text(before.message) !== text(after.message)) changed.add('message');
  return (Object.keys(requestFieldLabels) as RequestField[])
    .filter((field) => changed.has(field))
    .map((field) => requestFieldLabels[field]);
}

/** The history's line for the family's edit: 'Richiesta modificata dalla famiglia: giorni, …'. */
export const requestEditedActivity = (labels: readonly string[]) =>
  `Richiesta modificata dalla famiglia: ${labels.join(', ')}`;
