import { lacksCriminalRecord } from '@equilibrio/contract/criminal-record';
import type { AssistanceType, CaregiverType } from '@equilibrio/contract/enums';
import { eq } from 'drizzle-orm';
import { beforeAll } from 'vitest';
import { requests } from '../src/db/schema/requests';
import { users } from '../src/db/schema/users';
import { seedDemoData } from '../src/demo';
import { caregiverProfilesSeeder } from '../src/demo/caregiver-profiles.seed';
import { caregiversSeeder } from '../src/demo/caregivers.seed';
import { catalogSeeder } from '../src/demo/catalog.seed';
import { demo } from '../src/demo/identities';
import { runSeeders } from '../src/demo/seed';
import { createManualClock, italianDay, type ManualClock } from '../src/lib/clock';
import type { MailTransport } from '../src/modules/mail/mail-transport';
import { REQUESTS_CHANGED_CHANNEL } from '../src/modules/requests/request-list-cache';
import { recordRequestCreated, transitionRequest } from '../src/modules/workflow/workflow.service';
import {
  injectAs,
  noticesDelivered,
  signedInAs,
  type TestApp,
  type TestUser,
  useTestApp,
  useTestUser,
} from './helpers';

/** The demo data's names (customer, tutor, partner company), for tests that load it. */
export { demo };

/** The catalogue (services, prices per province, the demo partner company), as the demo loads it. */
export async function seedCatalog(app: TestApp) {
  await runSeeders(app.ctx, [catalogSeeder]);
}

/** The catalogue and the demo caregiver directory, as the demo data loads them. */
export async function seedCatalogAndCaregivers(app: TestApp) {
  await runSeeders(app.ctx, [catalogSeeder, caregiversSeeder]);
}

/** The demo caregivers' profiles, checks and proposal reasons (issue 23), on top of the directory. */
export async function seedCaregiverProfiles(app: TestApp) {
  await runSeeders(app.ctx, [caregiverProfilesSeeder]);
}

/** Where the tests' interviews are held. */
export const INTERVIEW_PLACE = 'Via Roma 1, Torino';

/**
 * The set-up of the workflow, back-office and payment tests, for the enclosing `describe`: the
 * app (`useTestApp`) with the catalogue and the demo caregiver directory, a customer and a tutor.
 */
export function useWorkflowApp(options: Parameters<typeof useTestApp>[0] = {}) {
  const app = useTestApp(options);
  beforeAll(() => seedCatalogAndCaregivers(app));
  const customer = useTestUser(app);
  const tutor = useTestUser(app, { role: 'tutor' });
  /** The customer and the tutor, as a clock's move signs them in again. */
  const pair: SignedIn[] = [
    { user: customer, role: 'customer' },
    { user: tutor, role: 'tutor' },
  ];
  /** `advanceClock`, signing the customer, the tutor and `others` in again. */
  const advance = (ms: number, others: SignedIn[] = []) =>
    advanceClock(app, ms, [...pair, ...others]);
  return { app, customer, tutor, advance, pair };
}

/** An email as the app's transport got it. */
export type SentMail = Parameters<MailTransport['send']>[0];

/**
 * `useWorkflowApp` on a manual clock, with the emails it sends kept in `sent`: `deliver(to, id)`
 * runs the jobs (the mail sender among them) and gives what they sent to `to` about request `id`.
 */
export function useMailedWorkflowApp() {
  const clock = createManualClock();
  const sent: SentMail[] = [];
  const set = useWorkflowApp({
    clock,
    mailTransport: { send: async (mail) => void sent.push(mail) },
  });
  const deliver = async (to: string, id: number) => {
    const before = sent.length;
    await set.app.jobs.runAll();
    return sent.slice(before).filter((m) => m.to === to && m.subject.includes(`#${id}`));
  };
  return { ...set, clock, sent, deliver };
}

/** The whole demo data (`seedDemoData`) for the enclosing `describe`, with a tutor to read it. */
export function useDemoApp() {
  const app = useTestApp();
  beforeAll(() => seedDemoData(app.ctx));
  return { app, tutor: useTestUser(app, { role: 'tutor' }) };
}

/** Each of the demo customer's requests as the back office shows it (its request page's data). */
export async function demoRequestDetails<T>(app: TestApp, tutor: TestUser): Promise<T[]> {
  const get = async (url: string) => {
    const res = await app.inject({ method: 'GET', url, headers: tutor.headers });
    if (res.statusCode !== 200) throw new Error(`${url}: ${res.statusCode} ${res.body}`);
    return res.json();
  };
  const email = encodeURIComponent(demo.customer.email);
  const list = await get(`/v1/backoffice/requests?q=${email}&pageSize=100`);
  const details: T[] = [];
  for (const { id } of list.content as { id: number }[]) {
    details.push(await get(`/v1/backoffice/requests/${id}`));
  }
  return details;
}

export async function setUserName(app: TestApp, user: TestUser, name: string, surname: string) {
  await app.ctx.db.update(users).set({ name, surname }).where(eq(users.uid, user.uid));
}

/**
 * A NUOVA request of the customer with its first history row, as the requests module creates
 * one (POST /v2/requests belongs to another module).
 */
export async function createTestRequest(
  app: TestApp,
  customer: TestUser,
  options: {
    businessLine?: 'BABYSITTER' | 'PETSITTER' | 'NURSE' | 'COLF';
    province?: string;
    welfare?: boolean;
    companyId?: string | null;
  } = {},
) {
  return app.ctx.db.transaction(async (tx) => {
    const now = app.ctx.clock.now();
    const [row] = await tx
      .insert(requests)
      .values({
        customerUid: customer.uid,
        businessLine: options.businessLine ?? 'BABYSITTER',
        province: options.province ?? 'TO',
        city: 'Torino',
        street: 'Via Roma 1',
        postalCode: '10121',
        languages: ['italian'],
        welfare: options.welfare ?? false,
        companyId: options.companyId ?? null,
        contactDate: now,
        createdAt: now,
        updatedAt: now,
      })
      .returning({
        id: requests.id,
        customerUid: requests.customerUid,
        businessLine: requests.businessLine,
        assignedTutorUid: requests.assignedTutorUid,
      });
    await recordRequestCreated(app.ctx, tx, {
      request: row!,
      actor: { role: 'customer', uid: customer.uid },
    });
    return row!.id;
  });
}

/** The id of the catalogue's first service of `line` for families (B2C), as the back office lists it. */
async function familyServiceId(app: TestApp, tutor: TestUser, line: string): Promise<number> {
  const res = await injectAs(
    app,
    tutor,
    'GET',
    `/v1/backoffice/services?businessLine=${line}&customerType=B2C`,
  );
  return res.json()[0].id;
}

export const babysitterServiceId = (app: TestApp, tutor: TestUser) =>
  familyServiceId(app, tutor, 'BABYSITTER');
export const petSitterServiceId = (app: TestApp, tutor: TestUser) =>
  familyServiceId(app, tutor, 'PETSITTER');

/** The quote's terms the workflow tests send unless told: 10 € an hour through 2030. */
export const QUOTE_2030 = {
  serviceStart: '2030-01-01',
  serviceEnd: '2030-12-31',
  netHourCost: 10,
  packageFlatCost: null,
};

/** POST /v1/requests/confirm-quotation as the customer: the answer. */
export const acceptQuote = (app: TestApp, customer: TestUser, id: number) =>
  injectAs(app, customer, 'POST', `/v1/requests/confirm-quotation?requestID=${id}`);

/** A tutor's POST on a request of the back office (`/v1/backoffice/requests/{id}/{path}`), which must succeed. */
async function tutorMove(
  app: TestApp,
  tutor: TestUser,
  id: number,
  path: string,
  payload?: object,
) {
  const res = await app.inject({
    method: 'POST',
    url: `/v1/backoffice/requests/${id}/${path}`,
    headers: tutor.headers,
    ...(payload ? { payload } : {}),
  });
  if (res.statusCode >= 300) throw new Error(`${path}: ${res.statusCode} ${res.body}`);
  return res.json();
}

/**
 * The customer's NUOVA request `id` taken through the workflow's real API to SELEZIONE ATTIVA:
 * the quote sent (the BABYSITTER service at 10 € an hour through 2030, unless told) and
 * accepted, the selection started. Answers the service quoted.
 */
export async function startSelection(
  app: TestApp,
  customer: TestUser,
  tutor: TestUser,
  id: number,
  quote: { serviceId?: number; requestDetail?: object } = {},
) {
  const serviceId = quote.serviceId ?? (await babysitterServiceId(app, tutor));
  await tutorMove(app, tutor, id, 'quote', {
    serviceId,
    requestDetail: quote.requestDetail ?? QUOTE_2030,
  });
  const accepted = await acceptQuote(app, customer, id);
  if (accepted.statusCode !== 200) throw new Error(`confirm-quotation: ${accepted.body}`);
  await tutorMove(app, tutor, id, 'start-selection');
  return serviceId;
}

/**
 * The tutor records today, through the back office's API, the criminal record of each caregiver
 * of `docRefs` that the rule asks it of and who lacks it (or has only one older than six months): a babysitter or a badante is sent to a
 * family only once it has been seen (the contract's `lacksCriminalRecord`; the refusal itself is
 * tested in workflow-selection.test.ts), and the demo directory the tests load records no checks.
 */
export async function recordCriminalRecords(app: TestApp, tutor: TestUser, docRefs: string[]) {
  for (const docRef of docRefs) {
    const url = `/v1/backoffice/caregivers/${docRef}`;
    const caregiver = await injectAs(app, tutor, 'GET', url);
    const checks = await injectAs(app, tutor, 'GET', `${url}/checks`);
    if (caregiver.statusCode !== 200 || checks.statusCode !== 200) {
      throw new Error(`${docRef}: ${caregiver.body} ${checks.body}`);
    }
    const type = caregiver.json().type as CaregiverType;
    const criminalRecordOn =
      (checks.json() as { kind: string; checkedOn: string }[])
        .filter((check) => check.kind === 'criminal-record')
        .map((check) => check.checkedOn)
        .sort()
        .at(-1) ?? null;
    const today = italianDay(app.ctx.clock.now());
    if (!lacksCriminalRecord({ type, criminalRecordOn }, today)) continue;
    const recorded = await injectAs(app, tutor, 'POST', `${url}/checks`, {
      kind: 'criminal-record',
      checkedOn: today,
    });
    if (recorded.statusCode !== 200) throw new Error(`${docRef}: ${recorded.body}`);
  }
}

/**
 * The tutor proposes the caregivers and publishes them: the request goes to INVIATO CV. A
 * caregiver busy on another of the test's requests is proposed anyway (`confirmBusy`: the
 * refusal itself is tested in caregiver-profiles.test.ts); one who may be sent only once their
 * criminal record is seen has it recorded first (`recordCriminalRecords`).
 */
export async function publishCandidates(
  app: TestApp,
  tutor: TestUser,
  id: number,
  candidates: string[],
) {
  for (const docRef of candidates)
    await tutorMove(app, tutor, id, 'candidates', { docRef, confirmBusy: true });
  await recordCriminalRecords(app, tutor, candidates);
  const published = await tutorMove(app, tutor, id, 'publish-candidates');
  if (published.status !== 'INVIATO CV') throw new Error(`publish: ${JSON.stringify(published)}`);
}

/**
 * A new request of the customer taken through the workflow's real API to INVIATO CV
 * (`startSelection`, then `publishCandidates`). Answers its id and the service quoted.
 */
export async function requestWithCandidates(
  app: TestApp,
  customer: TestUser,
  tutor: TestUser,
  candidates: string[],
  options: { province?: string; requestDetail?: object } = {},
) {
  const id = await createTestRequest(app, customer, { province: options.province });
  const serviceId = await startSelection(app, customer, tutor, id, {
    requestDetail: options.requestDetail,
  });
  await publishCandidates(app, tutor, id, candidates);
  return { id, serviceId };
}

/**
 * A new request of `family`'s paid for `candidates[0]`, chosen among `candidates` (Martina Rossi
 * unless told), for a service at 10 € an hour from `serviceStart` (today unless told) through
 * 2099, its interview booked a minute from now: its id and the interview's time (move the clock
 * there, `advanceToInterview`, to record how it went).
 */
export async function paidWithInterviewSoon(
  app: TestApp,
  family: TestUser,
  tutor: TestUser,
  options: { candidates?: string[]; serviceStart?: string } = {},
) {
  const [chosen, ...others] = options.candidates ?? ['cg-martina-rossi'];
  const id = await createTestRequest(app, family);
  await startSelection(app, family, tutor, id, {
    requestDetail: {
      serviceStart: options.serviceStart ?? italianDay(app.ctx.clock.now()),
      serviceEnd: '2099-12-31',
      netHourCost: 10,
      packageFlatCost: null,
    },
  });
  await publishCandidates(app, tutor, id, [chosen!, ...others]);
  const url = `/v1/caregiver-selection/request/${id}/caregiver/${chosen}/accept`;
  const accepted = await injectAs(app, family, 'PATCH', url);
  if (accepted.statusCode !== 200) throw new Error(`${url}: ${accepted.statusCode}`);
  await completePayment(app, id);
  const at = new Date(app.ctx.clock.now().getTime() + 60_000);
  await tutorMove(app, tutor, id, 'interview', {
    dateTime: at.toISOString(),
    place: INTERVIEW_PLACE,
  });
  return { id, at };
}

/** POST /v2/requests/{id}/assistance as the customer (GENERIC unless told): the answer. */
export const askAssistance = (
  app: TestApp,
  customer: TestUser,
  requestId: number,
  message: string,
  type: AssistanceType = 'GENERIC',
) => injectAs(app, customer, 'POST', `/v2/requests/${requestId}/assistance`, { message, type });

/**
 * What the payments module will do when the checkout completes. Made behind the API, so the
 * caches hear of it by the database's notice: it resolves once the notice is in, and a list read
 * next shows the payment (on PostgreSQL the notice can otherwise arrive after that read).
 */
export async function completePayment(app: TestApp, requestId: number) {
  const result = await app.ctx.db.transaction((tx) =>
    transitionRequest(app.ctx, tx, {
      requestId,
      action: 'confirmPayment',
      actor: { role: 'provider' },
      note: 'Pagamento di prova',
    }),
  );
  await noticesDelivered(app.database, REQUESTS_CHANGED_CHANNEL);
  return result;
}

/**
 * Emails queued to an address (newest first), through the dev mailbox; `sentAt` null: still
 * waiting (a digest's window, a retry).
 */
export async function mailsTo(app: TestApp, to: string) {
  const res = await app.inject({
    method: 'GET',
    url: `/dev/mailbox/messages?limit=200&to=${encodeURIComponent(to)}`,
  });
  return res.json().messages as {
    subject: string;
    template: string;
    text: string;
    sentAt: string | null;
  }[];
}

/** A user whose ID token `advanceClock` signs again, with their role. */
type SignedIn = { user: TestUser; role: 'customer' | 'tutor' };

/**
 * Moves the manual clock and signs new ID tokens for the users (tokens live one hour), so a test
 * can jump past the 24-hour payment hold and keep calling the API.
 */
export async function advanceClock(app: TestApp, ms: number, signedIn: SignedIn[]) {
  (app.ctx.clock as ManualClock).advance(ms);
  for (const { user, role } of signedIn) {
    const { token } = await signedInAs(app, { uid: user.uid, email: user.email, role });
    user.token = token;
    user.headers.authorization = `Bearer ${token}`;
  }
}

/**
 * Moves the clock to an interview's time, signing the users in again: its outcome is recorded
 * from the interview's day on.
 */
export const advanceToInterview = (app: TestApp, at: string | Date, signedIn: SignedIn[]) =>
  advanceClock(app, Math.max(0, new Date(at).getTime() - app.ctx.clock.now().getTime()), signedIn);
