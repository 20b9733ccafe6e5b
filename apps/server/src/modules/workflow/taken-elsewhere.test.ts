import { reservedElsewhereMessage, takenElsewhereMessage } from '@equilibrio/contract/caregivers';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { injectAs, type TestApp, type TestUser, useTestUser } from '../../../test/helpers';
import {
  advanceClock,
  completePayment,
  createTestRequest,
  mailsTo,
  requestWithCandidates,
  startSelection,
  useWorkflowApp,
} from '../../../test/workflow-fixtures';
import { caregiverSelections, caregivers } from '../../db/schema/caregivers';
import { requests } from '../../db/schema/requests';
import { sweepExpiredHolds } from './hold-sweeper';

/** The caregiver two families are proposed, and another one beside them. */
const SHARED = 'cg-chiara-esposito';
const OTHER = 'cg-luca-marino';
const TAKEN_TEMPLATE = 'tutor-caregiver-taken-elsewhere';

const accept = (app: TestApp, family: TestUser, requestId: number, docRef = SHARED) =>
  injectAs(
    app,
    family,
    'PATCH',
    `/v1/caregiver-selection/request/${requestId}/caregiver/${docRef}/accept`,
  );

const familyProfiles = async (app: TestApp, family: TestUser, requestId: number) => {
  const res = await injectAs(
    app,
    family,
    'GET',
    `/v1/caregiver-selection/request/${requestId}/phase/SELECTED`,
  );
  expect(res.statusCode).toBe(200);
  return { body: res.body, records: res.json() as { docRef: string; takenElsewhere: unknown }[] };
};

const backofficeCandidate = async (
  app: TestApp,
  tutor: TestUser,
  requestId: number,
  docRef = SHARED,
) => {
  const res = await injectAs(app, tutor, 'GET', `/v1/backoffice/requests/${requestId}`);
  const candidates = res.json().candidates as {
    caregiver: { docRef: string };
    phase: string;
    holdExpiresAt: string | null;
    busyOn: number[];
    takenElsewhere: { kind: string; requestIds: number[]; until: string | null } | null;
  }[];
  return candidates.find((candidate) => candidate.caregiver.docRef === docRef)!;
};

const takenMails = async (app: TestApp, tutor: TestUser) =>
  (await mailsTo(app, tutor.email)).filter((mail) => mail.template === TAKEN_TEMPLATE);

/** The current rows of the shared caregiver chosen by a family. */
const choicesOfShared = async (app: TestApp) =>
  app.ctx.db
    .select({ requestId: caregiverSelections.requestId })
    .from(caregiverSelections)
    .innerJoin(caregivers, eq(caregivers.id, caregiverSelections.caregiverId))
    .where(
      and(
        eq(caregivers.docRef, SHARED),
        eq(caregiverSelections.phase, 'CHOSEN'),
        isNull(caregiverSelections.endedAt),
      ),
    );

/** Resolves once `count` sessions of the test database wait for a row lock (PostgreSQL). */
async function waitForLockWaiters(app: TestApp, count: number) {
  for (let tries = 0; tries < 200; tries += 1) {
    const [row] = await app.ctx.db
      .select({ waiting: sql<number>`count(*)::int` })
      .from(sql`pg_stat_activity`)
      .where(sql`datname = current_database() and wait_event_type = 'Lock'`);
    if ((row?.waiting ?? 0) >= count) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`${count} accepts never waited for the request locks`);
}

/**
 * A caregiver another family holds for its payment ('reserved', whatever the tutor vouched for),
 * or chose and paid for since the tutor proposed them here ('chosen'), can no longer be accepted:
 * the rule `takenElsewhereOf`, which the family's card, the back office and the accept all read.
 */
describe('a caregiver taken by another family meanwhile', () => {
  const { app, customer: first, tutor } = useWorkflowApp();
  const second = useTestUser(app);
  const signedIn = () => [
    { user: first, role: 'customer' as const },
    { user: second, role: 'customer' as const },
    { user: tutor, role: 'tutor' as const },
  ];
  // Each case starts with the shared caregiver free: the families' earlier requests close
  // ('Non più interessato'), so an earlier case's hold reserves nobody.
  beforeEach(async () => {
    await app.ctx.db
      .update(requests)
      .set({ status: "NON PIU' INTERESSATO" })
      .where(inArray(requests.customerUid, [first.uid, second.uid]));
  });

  /** Both families are proposed the shared caregiver; a minute later, they may choose. */
  const twoFamilies = async () => {
    const firstRequest = (await requestWithCandidates(app, first, tutor, [SHARED, OTHER])).id;
    const secondRequest = (await requestWithCandidates(app, second, tutor, [SHARED, OTHER])).id;
    await advanceClock(app, 60_000, signedIn());
    return { firstRequest, secondRequest };
  };

  it("refuses the second family's accept (409, nothing written), tells the tutor once, and the tutor's confirmation lets them accept", async () => {
    const { firstRequest, secondRequest } = await twoFamilies();
    const before = (await takenMails(app, tutor)).length;
    expect((await accept(app, first, firstRequest)).statusCode).toBe(200);

    // The tutors of the other request hear of it once, when the first family chooses.
    const told = await takenMails(app, tutor);
    expect(told).toHaveLength(before + 1);
    expect(told[0]!.subject).toBe(
      `Il profilo di Chiara Esposito è stato scelto da un’altra famiglia — richiesta #${secondRequest}`,
    );
    expect(told[0]!.text).toContain('conferma la sua disponibilità');
    // Their hold waits for its payment: nothing to vouch for until then.
    expect(told[0]!.text).toContain('resta riservato all’altra famiglia fino al suo pagamento');

    // The second family's card says it is reserved; the profile beside it is still theirs.
    const { body, records } = await familyProfiles(app, second, secondRequest);
    expect(records.find((record) => record.docRef === SHARED)!.takenElsewhere).toBe('reserved');
    expect(records.find((record) => record.docRef === OTHER)!.takenElsewhere).toBeNull();
    // The kind only: never which request or which family took them.
    expect(body).not.toContain(first.email);
    expect(body).not.toContain('requestIds');
    // The tutor's card names the other request and until when its hold lasts.
    const reserved = await backofficeCandidate(app, tutor, secondRequest);
    const hold = (await backofficeCandidate(app, tutor, firstRequest)).holdExpiresAt;
    expect(hold).not.toBeNull();
    expect(reserved.takenElsewhere).toEqual({
      kind: 'reserved',
      requestIds: [firstRequest],
      until: hold,
    });

    // Their accept in a stale tab: refused, nothing written; a second click tells nobody again.
    for (let click = 0; click < 2; click += 1) {
      const refused = await accept(app, second, secondRequest);
      expect(refused.statusCode).toBe(409);
      expect(refused.json().error.message).toBe(reservedElsewhereMessage);
    }
    expect(await takenMails(app, tutor)).toHaveLength(before + 1);
    const detail = await injectAs(app, tutor, 'GET', `/v1/backoffice/requests/${secondRequest}`);
    expect(detail.json().status).toBe('INVIATO CV');
    expect(await choicesOfShared(app)).toEqual([{ requestId: firstRequest }]);

    // Paid for by the first family: chosen since the tutor proposed them here, still taken.
    await completePayment(app, firstRequest);
    const paid = await accept(app, second, secondRequest);
    expect(paid.statusCode).toBe(409);
    expect(paid.json().error.message).toBe(takenElsewhereMessage);
    expect(
      (await familyProfiles(app, second, secondRequest)).records.find(
        (record) => record.docRef === SHARED,
      )!.takenElsewhere,
    ).toBe('chosen');

    // The tutor's candidate card names the other request; the first family's own says nothing.
    expect((await backofficeCandidate(app, tutor, secondRequest)).takenElsewhere).toEqual({
      kind: 'chosen',
      requestIds: [firstRequest],
      until: null,
    });
    expect((await backofficeCandidate(app, tutor, firstRequest)).takenElsewhere).toBeNull();

    // 'Conferma disponibilità': the caregiver can follow both families.
    const confirmed = await injectAs(
      app,
      tutor,
      'POST',
      `/v1/backoffice/requests/${secondRequest}/candidates/${SHARED}/availability`,
    );
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json().takenElsewhere).toBeNull();
    expect(
      (await familyProfiles(app, second, secondRequest)).records.find(
        (record) => record.docRef === SHARED,
      )!.takenElsewhere,
    ).toBeNull();
    await advanceClock(app, 60_000, signedIn());
    expect((await accept(app, second, secondRequest)).statusCode).toBe(200);
  });

  it("does not count the same family's other request", async () => {
    const one = (await requestWithCandidates(app, first, tutor, [SHARED, OTHER])).id;
    const two = (await requestWithCandidates(app, first, tutor, [SHARED, OTHER])).id;
    await advanceClock(app, 60_000, signedIn());
    const before = (await takenMails(app, tutor)).length;
    expect((await accept(app, first, one)).statusCode).toBe(200);
    const other = await backofficeCandidate(app, tutor, two);
    expect(other.takenElsewhere).toBeNull();
    // The tutor still sees where the caregiver is held ('Scelto su #…'), never their own request.
    expect(other.busyOn).toEqual([one]);
    expect((await backofficeCandidate(app, tutor, one)).busyOn).toEqual([]);
    expect(await takenMails(app, tutor)).toHaveLength(before);
    expect((await accept(app, first, two)).statusCode).toBe(200);
  });

  it('does not count a paid engagement the tutor knew of when proposing the caregiver', async () => {
    const firstRequest = (await requestWithCandidates(app, first, tutor, [SHARED, OTHER])).id;
    await advanceClock(app, 60_000, signedIn());
    expect((await accept(app, first, firstRequest)).statusCode).toBe(200);
    await completePayment(app, firstRequest);
    await advanceClock(app, 60_000, signedIn());
    // Proposed afterwards (the tutor confirms the 'Scelto su #…').
    const secondRequest = (await requestWithCandidates(app, second, tutor, [SHARED, OTHER])).id;
    expect((await backofficeCandidate(app, tutor, secondRequest)).takenElsewhere).toBeNull();
    expect((await accept(app, second, secondRequest)).statusCode).toBe(200);
  });

  it('keeps a hold exclusive even where the tutor proposed the caregiver knowing of it, until it is paid', async () => {
    const firstRequest = (await requestWithCandidates(app, first, tutor, [SHARED, OTHER])).id;
    await advanceClock(app, 60_000, signedIn());
    expect((await accept(app, first, firstRequest)).statusCode).toBe(200);
    await advanceClock(app, 60_000, signedIn());
    // Proposed while the first family's hold waits for its payment: a second hold is refused.
    const secondRequest = (await requestWithCandidates(app, second, tutor, [SHARED, OTHER])).id;
    const refused = await accept(app, second, secondRequest);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toBe(reservedElsewhereMessage);
    expect(await choicesOfShared(app)).not.toContainEqual({ requestId: secondRequest });
    // Every reader says so: the family's card, and the tutor's (reserved, whatever was vouched).
    expect(
      (await familyProfiles(app, second, secondRequest)).records.find(
        (record) => record.docRef === SHARED,
      )!.takenElsewhere,
    ).toBe('reserved');
    expect((await backofficeCandidate(app, tutor, secondRequest)).takenElsewhere).toMatchObject({
      kind: 'reserved',
      requestIds: [firstRequest],
    });
    // Vouching again cannot lift another family's hold.
    const vouched = await injectAs(
      app,
      tutor,
      'POST',
      `/v1/backoffice/requests/${secondRequest}/candidates/${SHARED}/availability`,
    );
    expect(vouched.json().takenElsewhere).toMatchObject({ kind: 'reserved' });
    expect((await accept(app, second, secondRequest)).json().error.message).toBe(
      reservedElsewhereMessage,
    );
    // Paid: the engagement the tutor vouched for stands, and the second family may choose.
    await completePayment(app, firstRequest);
    expect((await accept(app, second, secondRequest)).statusCode).toBe(200);
  });

  it('frees the caregiver once the other hold is released', async () => {
    const firstRequest = (await requestWithCandidates(app, first, tutor, [SHARED, OTHER])).id;
    await advanceClock(app, 60_000, signedIn());
    expect((await accept(app, first, firstRequest)).statusCode).toBe(200);
    const secondRequest = (await requestWithCandidates(app, second, tutor, [SHARED, OTHER])).id;
    expect((await accept(app, second, secondRequest)).statusCode).toBe(409);
    await advanceClock(app, 25 * 3_600_000, signedIn());
    expect(await sweepExpiredHolds(app.ctx)).toBeGreaterThanOrEqual(1);
    expect((await accept(app, second, secondRequest)).statusCode).toBe(200);
  });

  it('counts a hold past its time until the sweeper releases it, then frees the caregiver', async () => {
    const { firstRequest, secondRequest } = await twoFamilies();
    expect((await accept(app, first, firstRequest)).statusCode).toBe(200);
    // 25 hours later the hold has run out, but its checkout could still confirm.
    await advanceClock(app, 25 * 3_600_000, signedIn());
    expect((await accept(app, second, secondRequest)).statusCode).toBe(409);
    expect(await sweepExpiredHolds(app.ctx)).toBeGreaterThanOrEqual(1);
    expect((await backofficeCandidate(app, tutor, secondRequest)).takenElsewhere).toBeNull();
    expect((await accept(app, second, secondRequest)).statusCode).toBe(200);
  });

  it('tells the tutor of a request back in selection with the profiles sent, not of one still unpublished', async () => {
    const firstRequest = (await requestWithCandidates(app, first, tutor, [SHARED, OTHER])).id;
    // Being prepared: the caregiver is added but not sent yet.
    const drafting = await createTestRequest(app, second);
    await startSelection(app, second, tutor, drafting);
    const added = await injectAs(
      app,
      tutor,
      'POST',
      `/v1/backoffice/requests/${drafting}/candidates`,
      {
        docRef: SHARED,
        confirmBusy: true,
      },
    );
    expect(added.statusCode).toBe(201);
    // Sent, then the tutor looks for others ('Cerca altri profili'): the profiles stay to read.
    const searching = (await requestWithCandidates(app, second, tutor, [SHARED, OTHER])).id;
    const back = await injectAs(
      app,
      tutor,
      'POST',
      `/v1/backoffice/requests/${searching}/search-other-profiles`,
    );
    expect(back.statusCode).toBe(200);
    await advanceClock(app, 60_000, signedIn());
    const before = (await takenMails(app, tutor)).length;
    expect((await accept(app, first, firstRequest)).statusCode).toBe(200);
    const all = await takenMails(app, tutor);
    // Newest first: this accept's (the earlier tests' requests released by the sweeper are told too).
    const about = (id: number) =>
      all.slice(0, all.length - before).filter((mail) => mail.subject.endsWith(`richiesta #${id}`));
    expect(about(searching)).toHaveLength(1);
    expect(about(drafting)).toEqual([]);
    // Once sent, the unpublished one is taken too: the tutor's card says so.
    expect((await backofficeCandidate(app, tutor, drafting)).takenElsewhere).toMatchObject({
      kind: 'reserved',
      requestIds: [firstRequest],
    });
  });

  // Two families accept the same caregiver at the same moment. On PostgreSQL both accepts are
  // held at their request's lock until both wait there, then let go together: without the
  // caregiver's row lock both would read the other's choice as not made yet and both would win.
  // (PGlite runs one statement at a time: there they take turns anyway.)
  it('lets exactly one of two simultaneous accepts of the same caregiver win', async () => {
    const { firstRequest, secondRequest } = await twoFamilies();
    const both = () =>
      Promise.all([accept(app, first, firstRequest), accept(app, second, secondRequest)]);
    let answers: Awaited<ReturnType<typeof both>>;
    if (process.env.TEST_DATABASE_URL) {
      let pending: ReturnType<typeof both> | undefined;
      await app.ctx.db.transaction(async (tx) => {
        await tx
          .select({ id: requests.id })
          .from(requests)
          .where(inArray(requests.id, [firstRequest, secondRequest]))
          .for('update');
        pending = both();
        await waitForLockWaiters(app, 2);
      });
      answers = await pending!;
    } else {
      answers = await both();
    }
    expect(answers.map((res) => res.statusCode).sort()).toEqual([200, 409]);
    // The winner's hold waits for its payment: the other is told it is reserved.
    const refused = answers.find((res) => res.statusCode === 409)!;
    expect(refused.json().error.message).toBe(reservedElsewhereMessage);
    const winner = answers[0]!.statusCode === 200 ? firstRequest : secondRequest;
    const chosen = (await choicesOfShared(app)).filter((row) =>
      [firstRequest, secondRequest].includes(row.requestId),
    );
    expect(chosen).toEqual([{ requestId: winner }]);
  });
});
