import { eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { callAs, createTestUser, injectAs, useTestApp } from '../../../test/helpers';
import { paymentsOf, requestToPay } from '../../../test/payment-fixtures';
import {
  findAnywhere,
  firstRequestOf,
  type Person,
  payOnSandbox,
  uniquePerson,
} from '../../../test/privacy-fixtures';
import { seedCatalogAndCaregivers } from '../../../test/workflow-fixtures';
import { identityUsers } from '../../db/schema/identity';
import { consentRecords } from '../../db/schema/privacy';
import { requestEvents, requests } from '../../db/schema/requests';
import { users } from '../../db/schema/users';
import type { ManualClock } from '../../lib/clock';
import { sweepAbandonedSignUps } from './retention';

const DAY = 86_400_000;

describe('retention of unfinished sign-ups (ANONYMOUS_RETENTION_DAYS)', () => {
  const app = useTestApp({ env: { ANONYMOUS_RETENTION_DAYS: '30' } });
  beforeAll(() => seedCatalogAndCaregivers(app));
  const clock = () => app.ctx.clock as ManualClock;

  /** A visitor who sent the sign-up's first request and never set a password. */
  async function abandonedSignUp(person: Person = uniquePerson()) {
    const user = await createTestUser(app, { anonymous: true });
    const payload = firstRequestOf(user, person);
    const sent = await callAs<{ id: number }>(app, user, 'POST', '/v2/requests/first-request', {
      payload,
      status: 201,
    });
    return { user, person, requestId: sent.id };
  }

  const accountExists = async (uid: string) =>
    (await app.ctx.db.select().from(identityUsers).where(eq(identityUsers.uid, uid))).length > 0;
  const values = (person: Person) => [
    person.email,
    person.name,
    person.surname,
    person.phone,
    person.details,
  ];

  it('deletes an anonymous sign-up inactive for the configured days, with its request, and nothing else', async () => {
    const abandoned = await abandonedSignUp();
    const registered = await createTestUser(app);
    const registeredRequest = await injectAs(
      app,
      registered,
      'POST',
      '/v2/requests/first-request',
      {
        uid: registered.uid,
        name: 'Carla',
        surname: 'Verdi',
        email: registered.email,
        phone: '+39 333 444 5555',
        needs: 'Badante',
        conditions: true,
      },
    );
    expect(registeredRequest.statusCode).toBe(201);

    clock().advance(29 * DAY);
    const active = await abandonedSignUp(); // inactive for 1 day only, at the deadline
    await app.jobs.runAll();
    expect(await accountExists(abandoned.user.uid)).toBe(true);

    clock().advance(2 * DAY);
    // The job is registered with the app: runAll runs it with the other jobs.
    await app.jobs.runAll();

    expect(await accountExists(abandoned.user.uid)).toBe(false);
    expect(await app.ctx.db.select().from(users).where(eq(users.uid, abandoned.user.uid))).toEqual(
      [],
    );
    expect(
      await app.ctx.db.select().from(requests).where(eq(requests.id, abandoned.requestId)),
    ).toEqual([]);
    expect(
      await app.ctx.db
        .select()
        .from(requestEvents)
        .where(eq(requestEvents.requestId, abandoned.requestId)),
    ).toEqual([]);
    expect(
      await app.ctx.db
        .select()
        .from(consentRecords)
        .where(eq(consentRecords.userUid, abandoned.user.uid)),
    ).toEqual([]);
    expect(await findAnywhere(app, values(abandoned.person))).toEqual([]);

    // A finished sign-up and a recent visitor stay.
    expect(await accountExists(registered.uid)).toBe(true);
    expect(await accountExists(active.user.uid)).toBe(true);
    expect(
      await app.ctx.db.select().from(requests).where(eq(requests.id, registeredRequest.json().id)),
    ).toHaveLength(1);
    expect((await findAnywhere(app, [active.person.email])).length).toBeGreaterThan(0);
  });

  it('counts inactivity from the last token refresh, not from the creation', async () => {
    const visitor = await abandonedSignUp();
    clock().advance(40 * DAY);
    await app.ctx.db
      .update(identityUsers)
      .set({ lastRefreshAt: new Date(clock().now().getTime() - 5 * DAY) })
      .where(eq(identityUsers.uid, visitor.user.uid));
    await sweepAbandonedSignUps(app.ctx);
    expect(await accountExists(visitor.user.uid)).toBe(true);
  });

  it('keeps an account that signs in with email links, though it has no password', async () => {
    const linked = await abandonedSignUp();
    await app.ctx.db
      .update(identityUsers)
      .set({ email: linked.person.email.toLowerCase(), emailVerified: true, emailLinkSignin: true })
      .where(eq(identityUsers.uid, linked.user.uid));
    clock().advance(40 * DAY);
    await sweepAbandonedSignUps(app.ctx);
    expect(await accountExists(linked.user.uid)).toBe(true);
  });

  it('waits while a caregiver is held; keeps the anonymised payments of one that paid', async () => {
    const tutor = await createTestUser(app, { role: 'tutor' }); // a token valid at this hour
    const held = await abandonedSignUp();
    const { id: heldId } = await requestToPay(app, held.user, tutor);
    const paying = await abandonedSignUp();
    // Another caregiver than the one held: a hold is exclusive.
    const { id: paidId } = await requestToPay(app, paying.user, tutor, {
      choose: 'cg-chiara-esposito',
    });
    await payOnSandbox(app, paying.user, paidId, `${paying.person.name} ${paying.person.surname}`);
    const paymentsBefore = await paymentsOf(app, paidId);
    expect(paymentsBefore.map((p) => p.status)).toEqual(['paid']);

    // Both look abandoned, but the hold is still running.
    await app.ctx.db
      .update(identityUsers)
      .set({ lastRefreshAt: new Date(clock().now().getTime() - 31 * DAY) })
      .where(inArray(identityUsers.uid, [held.user.uid, paying.user.uid]));
    await sweepAbandonedSignUps(app.ctx);

    expect(await accountExists(held.user.uid)).toBe(true);
    const [heldRequest] = await app.ctx.db
      .select({ status: requests.status })
      .from(requests)
      .where(eq(requests.id, heldId));
    expect(heldRequest?.status).toBe('DA PAGARE');

    expect(await accountExists(paying.user.uid)).toBe(false);
    expect(await findAnywhere(app, values(paying.person))).toEqual([]);
    const paymentsAfter = await paymentsOf(app, paidId);
    expect(paymentsAfter.map((p) => [p.id, p.amountCents, p.status])).toEqual(
      paymentsBefore.map((p) => [p.id, p.amountCents, p.status]),
    );
    const [kept] = await app.ctx.db
      .select({ status: requests.status, message: requests.message })
      .from(requests)
      .where(eq(requests.id, paidId));
    expect(kept).toEqual({ status: "NON PIU' INTERESSATO", message: null });
  });

  it('handles each account once when several processes sweep at the same time', async () => {
    const visitors = await Promise.all(Array.from({ length: 6 }, () => abandonedSignUp()));
    clock().advance(31 * DAY);
    const counts = await Promise.all([
      sweepAbandonedSignUps(app.ctx),
      sweepAbandonedSignUps(app.ctx),
      sweepAbandonedSignUps(app.ctx),
    ]);
    // The six visitors, plus whoever earlier tests left behind and is now old enough.
    expect(counts.reduce((sum, n) => sum + n, 0)).toBeGreaterThanOrEqual(6);
    for (const visitor of visitors) expect(await accountExists(visitor.user.uid)).toBe(false);
    expect(await sweepAbandonedSignUps(app.ctx)).toBe(0);
  });
});
