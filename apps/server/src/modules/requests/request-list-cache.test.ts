import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  injectAs,
  noticesDelivered,
  type TestUser,
  useTestApp,
  useTestUser,
  withTestApp,
} from '../../../test/helpers';
import {
  addAddress,
  addDependant,
  createCompany,
  createCustomer,
  useCustomer,
} from '../../../test/request-fixtures';
import { createTestRequest, seedCatalogAndCaregivers } from '../../../test/workflow-fixtures';
import { b2bCompanies, services } from '../../db/schema/catalog';
import { requestDependants, requests } from '../../db/schema/requests';
import { users } from '../../db/schema/users';
import { REQUESTS_CHANGED_CHANNEL } from './request-list-cache';

/**
 * The request list is kept in memory per customer (requests.service.ts, migration 0002): these
 * checks show that it is, and that no change — through the API or behind it — is missed.
 */
describe('request list cache', () => {
  const app = useTestApp();
  beforeAll(() => seedCatalogAndCaregivers(app));
  const customer = useCustomer(app);
  const tutor = useTestUser(app, { role: 'tutor' });
  let requestId: number;

  /** The first page of `owner`'s list as `user` asks for it (the owner unless told). */
  const listOf = (owner: TestUser, user = owner) =>
    injectAs(app, user, 'GET', `/v2/requests/${owner.uid}/requests?page=0&pageSize=10`);
  const list = async (user = customer) => {
    const res = await listOf(user);
    expect(res.statusCode).toBe(200);
    return res.json() as {
      totalElements: number;
      content: {
        id: number;
        status: string;
        dependantIds: number[];
        serviceLinked: { name: string; customerType: string } | null;
        customer: { workInfo: { b2bCompany: { name: string } | null } };
      }[];
    };
  };
  const first = async () => (await list()).content.find((request) => request.id === requestId)!;

  beforeAll(async () => {
    requestId = await createTestRequest(app, customer);
  });

  /** Every notice of what the test made so far is in: a list read now is kept. */
  const settled = () => noticesDelivered(app.database, REQUESTS_CHANGED_CHANNEL);

  it('answers from memory until the database announces a change', async () => {
    // The notice of the request made in beforeAll may still be on its way: a read it arrives
    // during, or a value it arrives after, is not kept.
    await settled();
    expect((await first()).status).toBe('NUOVA');
    // A change the database does not announce (triggers off for this transaction) stays unseen:
    // the list really comes from memory…
    await app.ctx.db.transaction(async (tx) => {
      await tx.execute(sql`set local session_replication_role = replica`);
      await tx.update(requests).set({ status: 'DA RICHIAMARE' }).where(eq(requests.id, requestId));
    });
    expect((await first()).status).toBe('NUOVA');
    // …until the notice for this customer arrives.
    await app.ctx.db.execute(sql`select pg_notify('requests_changed', ${customer.uid})`);
    await expect.poll(async () => (await first()).status).toBe('DA RICHIAMARE');
  });

  it('sees every change made behind the app: status, dependants, company, service', async () => {
    await list();
    await app.ctx.db.update(requests).set({ status: 'NUOVA' }).where(eq(requests.id, requestId));
    await expect.poll(async () => (await first()).status).toBe('NUOVA');

    const dependant = await addDependant(app, customer.uid);
    await list();
    await app.ctx.db.insert(requestDependants).values({ requestId, dependantId: dependant });
    await expect.poll(async () => (await first()).dependantIds).toEqual([dependant]);

    const companyId = await createCompany(app, ['BABYSITTER']);
    await list();
    await app.ctx.db
      .update(users)
      .set({ b2bCompanyId: companyId })
      .where(eq(users.uid, customer.uid));
    await expect
      .poll(async () => (await first()).customer.workInfo.b2bCompany?.name)
      .toBe('Azienda Prova S.r.l.');
    // A company's new name reaches every list that shows it.
    await app.ctx.db
      .update(b2bCompanies)
      .set({ name: 'Azienda Rinominata S.p.A.' })
      .where(eq(b2bCompanies.id, companyId));
    await expect
      .poll(async () => (await first()).customer.workInfo.b2bCompany?.name)
      .toBe('Azienda Rinominata S.p.A.');

    const [service] = await app.ctx.db.select({ id: services.id }).from(services).limit(1);
    await app.ctx.db
      .update(requests)
      .set({ serviceId: service!.id })
      .where(eq(requests.id, requestId));
    await expect.poll(async () => (await first()).serviceLinked).not.toBeNull();
    // A catalogue change reaches every list that shows the service (its name is the family's:
    // the business line's, whatever the catalogue calls it).
    await app.ctx.db
      .update(services)
      .set({ name: 'Servizio rinominato', customerType: 'B2B' })
      .where(eq(services.id, service!.id));
    await expect.poll(async () => (await first()).serviceLinked?.customerType).toBe('B2B');
    expect((await first()).serviceLinked?.name).toBe('Babysitter');

    await app.ctx.db.delete(requestDependants).where(eq(requestDependants.requestId, requestId));
    await expect.poll(async () => (await first()).dependantIds).toEqual([]);
  });

  it('sees a pause waiting for the family answered: a message is announced too (migration 0030)', async () => {
    const paused = await createTestRequest(app, customer);
    const res = await injectAs(app, tutor, 'POST', `/v1/backoffice/requests/${paused}/stand-by`, {
      reason: 'WAITING_FAMILY',
      familyMessage: 'Ci servono gli orari di uscita da scuola.',
    });
    expect(res.statusCode, res.body).toBe(200);
    const waits = async () =>
      ((await list()).content.find((request) => request.id === paused) as unknown as {
        standByWaitsForFamily: boolean;
      })!.standByWaitsForFamily;
    await expect.poll(waits).toBe(true);
    await settled();
    expect(await waits()).toBe(true);
    const answer = await injectAs(app, customer, 'POST', `/v2/requests/${paused}/messages`, {
      message: 'Esce alle 16:30.',
    });
    expect(answer.statusCode).toBe(201);
    await expect.poll(waits).toBe(false);
  });

  it("shows the customer's own change at once, and a tutor's as soon as it is announced", async () => {
    const before = await list();
    const created = await injectAs(app, customer, 'POST', '/v2/requests', {
      dependant: [await addDependant(app, customer.uid)],
      addressID: await addAddress(app, customer.uid),
      businessline: 'COLF',
      languages: ['italian'],
      conditions: true,
      welfare: false,
    });
    expect(created.statusCode, created.body).toBe(201);
    expect((await list()).totalElements).toBe(before.totalElements + 1);
    // The new request's notice is in and the list is kept: only the customer's next change
    // below can drop it.
    await settled();
    await list();

    // Any change the customer makes drops their cached pages before its answer leaves, without
    // waiting for the database's notice: here a change the database never announces shows up
    // after an unrelated one (a satisfaction score).
    await app.ctx.db.transaction(async (tx) => {
      await tx.execute(sql`set local session_replication_role = replica`);
      await tx.update(requests).set({ status: 'DA RICHIAMARE' }).where(eq(requests.id, requestId));
    });
    const nps = await injectAs(app, customer, 'POST', '/v1/nps-scores', {
      id: null,
      score: 9,
      email: customer.email,
      timestamp: new Date().toISOString(),
    });
    expect(nps.statusCode, nps.body).toBe(201);
    expect((await first()).status).toBe('DA RICHIAMARE');

    const close = await injectAs(app, tutor, 'POST', `/v1/backoffice/requests/${requestId}/close`, {
      outcome: 'NON RISPONDE',
      note: 'Tre chiamate senza risposta',
    });
    expect(close.statusCode, close.body).toBe(200);
    await expect.poll(async () => (await first()).status).toBe('NON RISPONDE');
  });

  it('keeps each customer to their own list', async () => {
    const other = await createCustomer(app);
    await createTestRequest(app, other);
    const mine = await list();
    const theirs = await list(other);
    expect(theirs.content.map((request) => request.id)).not.toContain(requestId);
    expect(mine.content.map((request) => request.id)).toContain(requestId);
    expect((await listOf(customer, other)).statusCode).toBe(404);
  });

  it('reads every list from the database with CACHE_REQUEST_LISTS=false', async () => {
    await withTestApp({ env: { CACHE_REQUEST_LISTS: 'false' } }, async (uncached) => {
      const owner = await createCustomer(uncached);
      const id = await createTestRequest(uncached, owner);
      const status = async () => {
        const res = await injectAs(uncached, owner, 'GET', `/v2/requests/${owner.uid}/requests`);
        return res.json().content.find((request: { id: number }) => request.id === id).status;
      };
      expect(await status()).toBe('NUOVA');
      await uncached.ctx.db.transaction(async (tx) => {
        await tx.execute(sql`set local session_replication_role = replica`);
        await tx.update(requests).set({ status: 'DA RICHIAMARE' }).where(eq(requests.id, id));
      });
      expect(await status()).toBe('DA RICHIAMARE');
    });
  });
});
