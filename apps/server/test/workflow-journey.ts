import type { RequestStatus } from '@equilibrio/contract/enums';
import { backofficeStatusTable, statusDisplayTable } from '@equilibrio/contract/status-display';
import { beforeAll, expect } from 'vitest';
import type { ManualClock } from '../src/lib/clock';
import { italianDay } from '../src/lib/clock';
import { injectAs } from './helpers';
import { chooseCaregiver } from './payment-fixtures';
import {
  acceptQuote,
  advanceToInterview,
  babysitterServiceId,
  completePayment,
  createTestRequest,
  INTERVIEW_PLACE,
  publishCandidates,
  setUserName,
  useWorkflowApp,
} from './workflow-fixtures';

export const TUTOR_TEAM = 'tutor-team@equilibrio.test';
export const HOUR = 3_600_000;
export { INTERVIEW_PLACE };

type Answer = { statusCode: number; json(): { error: { code: string; message: string } } };

/**
 * The set-up of the request workflow's journey tests, for the enclosing `describe`: the app
 * (`useWorkflowApp`, tutors told at TUTOR_TEAM), the customer Giulia Bianchi and a tutor, and
 * the moves of the journey through the real API, bound to them.
 */
export function useWorkflowJourney() {
  const { app, customer, tutor, advance, pair } = useWorkflowApp({
    env: { TUTOR_NOTIFY_EMAILS: TUTOR_TEAM },
  });
  let babysitterService = 0;
  beforeAll(async () => {
    await setUserName(app, customer, 'Giulia', 'Bianchi');
    babysitterService = await babysitterServiceId(app, tutor);
  });

  const clock = () => app.ctx.clock as ManualClock;

  /** A tutor's call on `/v1/backoffice/requests{path}`: the answer. */
  const asTutor = (method: 'POST' | 'PUT' | 'DELETE' | 'GET', path: string, payload?: object) =>
    app.inject({
      method,
      url: `/v1/backoffice/requests${path}`,
      headers: tutor.headers,
      ...(payload ? { payload } : {}),
    });
  /** The request as the back office shows it. */
  const detail = async (id: number) => (await asTutor('GET', `/${id}`)).json();
  /** The customer's candidates of the request in a phase. */
  const selection = async (id: number, phase: 'SELECTED' | 'CHOSEN') =>
    (
      await injectAs(app, customer, 'GET', `/v1/caregiver-selection/request/${id}/phase/${phase}`)
    ).json();
  /** The customer accepts the quote. */
  const confirmQuote = (id: number) => acceptQuote(app, customer, id);
  /** The customer chooses a candidate. */
  const accept = (id: number, docRef: string) => chooseCaregiver(app, customer, id, docRef);
  /** Moves the clock to an interview's time (its outcome is recorded from its day on). */
  const toInterview = (at: string) => advanceToInterview(app, at, pair);
  /** 409 naming the current status as its reader knows it: the family's portal's or the back office's. */
  const expectInvalidState = (
    res: Answer,
    status: RequestStatus,
    reader: 'customer' | 'staff' = 'staff',
  ) => {
    expect(res.statusCode).toBe(409);
    expect(res.json().error.code).toBe('INVALID_STATE');
    const table = reader === 'customer' ? statusDisplayTable : backofficeStatusTable;
    expect(res.json().error.message).toContain(`«${table[status].label}»`);
  };
  /** A babysitting quote from `start` to `end`, at 10,50 € an hour. */
  const quote = (start: string, end: string) => ({
    serviceId: babysitterService,
    requestDetail: {
      serviceStart: start,
      serviceEnd: end,
      contract: 'part',
      netHourCost: 10.5,
      packageFlatCost: null,
      taxisitter: false,
      requiredLanguage: ['italian', 'english'],
      requestedExp: 2,
      workDays: 'mon-wed-fri',
      workHours: 'aft',
      numberOfChildren: 2,
    },
  });
  /** The request's history, one line per change: `from → to (role)`. */
  const history = async (id: number) =>
    (await detail(id)).events.map(
      (e: { fromStatus: string | null; toStatus: string; actor: { role: string } }) =>
        `${e.fromStatus ?? '—'} → ${e.toStatus} (${e.actor.role})`,
    );
  /** The docRefs of the customer's candidates in a phase. */
  const docRefs = async (id: number, phase: 'SELECTED' | 'CHOSEN') =>
    (await selection(id, phase)).map((c: { docRef: string }) => c.docRef);

  /** A new request with the quote (from today to 2099) sent and accepted: PREVENTIVO ACCETTATO. */
  async function acceptedRequest() {
    const id = await createTestRequest(app, customer);
    const today = italianDay(clock().now());
    await asTutor('POST', `/${id}/quote`, quote(today, '2099-12-31'));
    expect((await confirmQuote(id)).statusCode).toBe(200);
    return { id, today };
  }

  /** A request taken to SELEZIONE COMPLETATA with `docRef` hired (candidates: `docRefs`). */
  async function hiredRequest(docRef: string, candidates = [docRef]) {
    const { id } = await acceptedRequest();
    await asTutor('POST', `/${id}/start-selection`);
    await publish(id, candidates);
    await hire(id, docRef, new Date(clock().now().getTime() + 48 * HOUR).toISOString());
    return id;
  }

  /**
   * From SELEZIONE ATTIVA: the candidates proposed (even when busy elsewhere), vetted as the
   * rule asks, and published (INVIATO CV): the fixtures' `publishCandidates`.
   */
  const publish = (id: number, docRefs: string[]) => publishCandidates(app, tutor, id, docRefs);

  /** From INVIATO CV: the caregiver chosen, paid and interviewed: SELEZIONE COMPLETATA. */
  async function hire(id: number, docRef: string, interviewAt: string) {
    expect((await accept(id, docRef)).statusCode).toBe(200);
    await completePayment(app, id);
    await asTutor('POST', `/${id}/interview`, { dateTime: interviewAt, place: INTERVIEW_PLACE });
    await toInterview(interviewAt);
    expect((await asTutor('POST', `/${id}/interview-done`)).json().status).toBe(
      'SELEZIONE COMPLETATA',
    );
  }

  return {
    app,
    customer,
    tutor,
    clock,
    asTutor,
    detail,
    selection,
    docRefs,
    confirmQuote,
    accept,
    advance,
    toInterview,
    expectInvalidState,
    quote,
    history,
    acceptedRequest,
    publish,
    hire,
    hiredRequest,
    babysitterService: () => babysitterService,
  };
}

type WorkflowJourney = Pick<
  ReturnType<typeof useWorkflowJourney>,
  'app' | 'asTutor' | 'accept' | 'acceptedRequest' | 'publish' | 'clock'
>;

/**
 * A request of the journey's customer with `docRef` chosen among `candidates`, paid and its
 * interview booked `hoursAhead` from now: its id and the interview's time (ISO).
 */
export async function bookedInterview(
  journey: WorkflowJourney,
  docRef: string,
  candidates = [docRef],
  hoursAhead = 48,
) {
  const { app, asTutor } = journey;
  const { id } = await journey.acceptedRequest();
  await asTutor('POST', `/${id}/start-selection`);
  await journey.publish(id, candidates);
  expect((await journey.accept(id, docRef)).statusCode).toBe(200);
  await completePayment(app, id);
  const at = new Date(journey.clock().now().getTime() + hoursAhead * HOUR).toISOString();
  const booked = await asTutor('POST', `/${id}/interview`, {
    dateTime: at,
    place: INTERVIEW_PLACE,
  });
  expect(booked.json().status).toBe('COLLOQUIO PRENOTATO');
  return { id, at };
}
