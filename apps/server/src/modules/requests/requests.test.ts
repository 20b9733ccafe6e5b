import { requestStatuses } from '@equilibrio/contract/enums';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestUser } from '../../../test/helpers';
import {
  addAddress,
  addDependant,
  createCompany,
  createCustomer,
  setRequestStatus,
} from '../../../test/request-fixtures';
import { mailOutbox } from '../../db/schema/mail';
import { requestDependants, requestEvents, requests } from '../../db/schema/requests';

describe('requests API', () => {
  let app: TestApp;
  let customer: TestUser;
  let other: TestUser;
  let child: number;
  let elder: number;
  let home: number;
  let othersDependant: number;
  let othersAddress: number;

  const form = (overrides: Record<string, unknown> = {}) => ({
    dependant: [child],
    addressID: home,
    businessline: 'BABYSITTER',
    notes: 'Due pomeriggi a settimana',
    languages: ['italian', 'english'],
    conditions: true,
    welfare: false,
    ...overrides,
  });

  const create = (user: TestUser, body: unknown, headers: Record<string, string> = {}) =>
    app.inject({
      method: 'POST',
      url: '/v2/requests',
      headers: { ...user.headers, ...headers },
      payload: body as object,
    });

  beforeAll(async () => {
    app = await createTestApp({
      env: {
        TUTOR_NOTIFY_EMAILS: 'tutor1@example.it,tutor2@example.it',
        // The rules of requests, not their limits (request-limits.test.ts): many per account here.
        REQUEST_CREATES_PER_HOUR: '1000',
        REQUEST_EDITS_PER_HOUR: '1000',
      },
    });
    customer = await createCustomer(app);
    other = await createCustomer(app);
    child = await addDependant(app, customer.uid);
    elder = await addDependant(app, customer.uid, { name: 'Nonna Pia', birthDate: '1940-02-15' });
    home = await addAddress(app, customer.uid);
    othersDependant = await addDependant(app, other.uid);
    othersAddress = await addAddress(app, other.uid);
  });
  afterAll(async () => {
    await app.close();
  });

  describe('POST /v2/requests', () => {
    it('creates a NUOVA request with its dependants, address, history row and tutor emails', async () => {
      const res = await create(customer, form({ dependant: [child, elder, child] }));
      expect(res.statusCode).toBe(201);
      const body = res.json();
      expect(body).toMatchObject({
        status: 'NUOVA',
        businessLine: 'BABYSITTER',
        type: 'Babysitter',
        message: 'Due pomeriggi a settimana',
        languages: ['italian', 'english'],
        dependantIds: [child, elder].sort((a, b) => a - b),
        address: {
          id: home,
          street: 'Via Roma 1',
          city: 'Torino',
          province: 'TO',
          postalCode: '10121',
        },
        province: 'TO',
        welfare: false,
        serviceLinked: null,
        customer: { uid: customer.uid, workInfo: { b2bCompany: null } },
        requestDetail: null,
      });
      expect(new Date(body.contactDate).getTime()).toBe(app.ctx.clock.now().getTime());

      const events = await app.ctx.db
        .select()
        .from(requestEvents)
        .where(eq(requestEvents.requestId, body.id));
      expect(events).toEqual([
        expect.objectContaining({
          fromStatus: null,
          toStatus: 'NUOVA',
          actorUid: customer.uid,
          actorRole: 'customer',
        }),
      ]);

      const mails = await app.ctx.db
        .select({ to: mailOutbox.to, subject: mailOutbox.subject, text: mailOutbox.text })
        .from(mailOutbox)
        .where(eq(mailOutbox.template, 'tutor-request-submitted'));
      const forThis = mails.filter((m) => m.subject.includes(`#${body.id}`));
      expect(forThis.map((m) => m.to).sort()).toEqual(['tutor1@example.it', 'tutor2@example.it']);
      expect(forThis[0]!.text).toContain('Anna Rossi');
    });

    it('drops the languages of a pet-sitting request', async () => {
      const res = await create(
        customer,
        form({ businessline: 'PETSITTER', languages: ['german'] }),
      );
      expect(res.statusCode).toBe(201);
      expect(res.json().languages).toEqual([]);
    });

    it('accepts a request without an address', async () => {
      const res = await create(customer, form({ addressID: null }));
      expect(res.statusCode).toBe(201);
      expect(res.json().address).toBeNull();
    });

    it.each([
      ['no business line', { businessline: undefined }, 'body.businessline'],
      ['an unknown business line', { businessline: 'GARDENER' }, 'body.businessline'],
      ['no dependants', { dependant: [] }, 'body.dependant'],
      ['no languages for a babysitter', { languages: [] }, 'body.languages'],
      ['an unknown language', { languages: ['klingon'] }, 'body.languages.0'],
      ['a non-numeric address', { addressID: 'casa' }, 'body.addressID'],
      ['notes that are too long', { notes: 'x'.repeat(2001) }, 'body.notes'],
    ])('answers 400 with the field for %s', async (_name, overrides, field) => {
      const res = await create(customer, form(overrides));
      expect(res.statusCode).toBe(400);
      expect(res.json().error.code).toBe('VALIDATION_FAILED');
      expect(Object.keys(res.json().error.fields)).toContain(field);
    });

    it('never attaches another customer’s dependant or address, and stores nothing', async () => {
      const before = await app.ctx.db.select({ id: requests.id }).from(requests);
      const foreignDependant = await create(
        customer,
        form({ dependant: [child, othersDependant] }),
      );
      expect(foreignDependant.statusCode).toBe(400);
      expect(foreignDependant.json().error.fields).toHaveProperty('dependant');

      const missingDependant = await create(customer, form({ dependant: [999_999] }));
      expect(missingDependant.statusCode).toBe(400);
      expect(missingDependant.json().error.fields.dependant).toBe(
        foreignDependant.json().error.fields.dependant,
      );

      const foreignAddress = await create(customer, form({ addressID: othersAddress }));
      expect(foreignAddress.statusCode).toBe(400);
      expect(foreignAddress.json().error.fields).toHaveProperty('addressID');

      const after = await app.ctx.db.select({ id: requests.id }).from(requests);
      expect(after.length).toBe(before.length);
    });

    it('refuses a deleted (archived) dependant, like a missing one, and stores nothing', async () => {
      const gone = await addDependant(app, customer.uid, { name: 'Luca' });
      // On a closed request, so deleting it archives it (the old request keeps showing it).
      const old = await create(customer, form({ dependant: [gone] }));
      await app.ctx.db
        .update(requests)
        .set({ status: 'NON RISPONDE' })
        .where(eq(requests.id, old.json().id));
      const removed = await app.inject({
        method: 'DELETE',
        url: `/v1/dependents/${gone}`,
        headers: customer.headers,
      });
      expect(removed.statusCode).toBe(204);
      const before = await app.ctx.db.select({ id: requests.id }).from(requests);

      const res = await create(customer, form({ dependant: [child, gone] }));
      expect(res.statusCode).toBe(400);
      expect(res.json().error.fields.dependant).toBe(
        'Assistito non trovato: aggiorna la pagina e riprova.',
      );
      expect(await app.ctx.db.select({ id: requests.id }).from(requests)).toHaveLength(
        before.length,
      );
    });

    it('returns the same request when a create is retried with its idempotency key', async () => {
      const key = 'retry-key-0001';
      const first = await create(customer, form(), { 'idempotency-key': key });
      const second = await create(customer, form(), { 'idempotency-key': key });
      expect(first.statusCode).toBe(201);
      expect(second.json().id).toBe(first.json().id);
    });

    it('requires a token', async () => {
      const res = await app.inject({ method: 'POST', url: '/v2/requests', payload: form() });
      expect(res.statusCode).toBe(401);
    });
  });

  describe('welfare', () => {
    it('limits a welfare request to the services of the customer’s company', async () => {
      const companyId = await createCompany(app, ['BABYSITTER', 'NURSE']);
      const employee = await createCustomer(app, { companyId });
      const kid = await addDependant(app, employee.uid);

      const ok = await create(employee, form({ dependant: [kid], addressID: null, welfare: true }));
      expect(ok.statusCode).toBe(201);
      expect(ok.json()).toMatchObject({
        welfare: true,
        customer: { workInfo: { b2bCompany: { id: companyId, name: 'Azienda Prova S.r.l.' } } },
      });
      const [stored] = await app.ctx.db
        .select({ companyId: requests.companyId })
        .from(requests)
        .where(eq(requests.id, ok.json().id));
      expect(stored!.companyId).toBe(companyId);

      const notOffered = await create(
        employee,
        form({ dependant: [kid], addressID: null, welfare: true, businessline: 'COLF' }),
      );
      expect(notOffered.statusCode).toBe(400);
      expect(notOffered.json().error.fields).toHaveProperty('businessline');

      const withoutWelfare = await create(
        employee,
        form({ dependant: [kid], addressID: null, welfare: false, businessline: 'COLF' }),
      );
      expect(withoutWelfare.statusCode).toBe(201);
      expect(withoutWelfare.json().welfare).toBe(false);
    });

    it('refuses welfare to a customer without a company', async () => {
      const res = await create(customer, form({ welfare: true }));
      expect(res.statusCode).toBe(400);
      expect(res.json().error.fields).toHaveProperty('welfare');
    });
  });

  describe('GET /v2/requests/{id}', () => {
    it('answers the owner and 404 to anyone else, exactly like a missing id', async () => {
      const id = (await create(customer, form())).json().id;
      const own = await app.inject({
        method: 'GET',
        url: `/v2/requests/${id}`,
        headers: customer.headers,
      });
      expect(own.statusCode).toBe(200);
      expect(own.json().id).toBe(id);

      const foreign = await app.inject({
        method: 'GET',
        url: `/v2/requests/${id}`,
        headers: other.headers,
      });
      const missing = await app.inject({
        method: 'GET',
        url: '/v2/requests/2000000000',
        headers: other.headers,
      });
      expect(foreign.statusCode).toBe(404);
      expect(missing.statusCode).toBe(404);
      expect(foreign.json()).toEqual(missing.json());

      const noToken = await app.inject({ method: 'GET', url: `/v2/requests/${id}` });
      expect(noToken.statusCode).toBe(401);
    });

    it('answers 400 for an id that is not a number', async () => {
      const res = await app.inject({
        method: 'GET',
        url: '/v2/requests/abc',
        headers: customer.headers,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().error.fields).toHaveProperty('params.id');
    });
  });

  describe('PUT /v2/requests/{id}', () => {
    const update = (user: TestUser, id: number, body: unknown) =>
      app.inject({
        method: 'PUT',
        url: `/v2/requests/${id}`,
        headers: user.headers,
        payload: body as object,
      });

    it('changes a NUOVA or DA RICHIAMARE request, dependants included', async () => {
      const id = (await create(customer, form())).json().id;
      const res = await update(
        customer,
        id,
        form({
          businessline: 'NURSE',
          dependant: [elder],
          languages: ['spanish'],
          notes: 'Assistenza notturna',
        }),
      );
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({
        id,
        status: 'NUOVA',
        businessLine: 'NURSE',
        type: 'Badante',
        dependantIds: [elder],
        languages: ['spanish'],
        message: 'Assistenza notturna',
      });
      const links = await app.ctx.db
        .select()
        .from(requestDependants)
        .where(eq(requestDependants.requestId, id));
      expect(links.map((l) => l.dependantId)).toEqual([elder]);

      await setRequestStatus(app, id, 'DA RICHIAMARE');
      const again = await update(customer, id, form({ notes: 'Ancora una modifica' }));
      expect(again.statusCode).toBe(200);
      // Nothing was sent yet: the tutors' "new request" email waiting for each of them now tells
      // the latest state, and stands for both changes (request-notices.test.ts: the timing).
      const notices = await app.ctx.db
        .select({
          to: mailOutbox.to,
          template: mailOutbox.template,
          text: mailOutbox.text,
          facts: mailOutbox.facts,
        })
        .from(mailOutbox)
        .where(eq(mailOutbox.batchKey, `request:${id}`));
      expect(notices.map((m) => m.to).sort()).toEqual(['tutor1@example.it', 'tutor2@example.it']);
      for (const notice of notices) {
        expect(notice).toMatchObject({
          template: 'tutor-request-submitted',
          facts: { requestId: id, changes: 2 },
        });
        expect(notice.text).toContain('babysitter');
      }
      expect(again.json()).toMatchObject({
        status: 'DA RICHIAMARE',
        message: 'Ancora una modifica',
      });
    });

    it.each(requestStatuses.filter((s) => s !== 'NUOVA' && s !== 'DA RICHIAMARE'))(
      'answers 409 INVALID_STATE once the request is %s, and changes nothing',
      async (status) => {
        const id = (await create(customer, form())).json().id;
        await setRequestStatus(app, id, status);
        const res = await update(customer, id, form({ notes: 'Troppo tardi' }));
        expect(res.statusCode).toBe(409);
        expect(res.json().error.code).toBe('INVALID_STATE');
        expect(res.json().error.message).toContain(status);
        const [row] = await app.ctx.db
          .select({ message: requests.message })
          .from(requests)
          .where(eq(requests.id, id));
        expect(row!.message).toBe('Due pomeriggi a settimana');
      },
    );

    it('answers 404 for another customer’s request and leaves it untouched', async () => {
      const id = (await create(customer, form())).json().id;
      const otherKid = othersDependant;
      const res = await update(other, id, form({ dependant: [otherKid], addressID: null }));
      expect(res.statusCode).toBe(404);
      const [row] = await app.ctx.db
        .select({ message: requests.message })
        .from(requests)
        .where(eq(requests.id, id));
      expect(row!.message).toBe('Due pomeriggi a settimana');
    });

    it('answers 400 with fields for a bad body and for a foreign dependant', async () => {
      const id = (await create(customer, form())).json().id;
      const bad = await update(customer, id, { businessline: 'BABYSITTER' });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().error.fields).toHaveProperty('body.dependant');

      const foreign = await update(customer, id, form({ dependant: [othersDependant] }));
      expect(foreign.statusCode).toBe(400);
      expect(foreign.json().error.fields).toHaveProperty('dependant');
    });
  });

  describe('GET /v2/requests/{uid}/requests', () => {
    let lister: TestUser;
    const statuses = [
      'NUOVA',
      'DA RICHIAMARE',
      'INVIATO PREVENTIVO',
      'DA PAGARE',
      'NON RISPONDE',
    ] as const;
    const ids: number[] = [];

    const list = (user: TestUser, uid: string, query = '') =>
      app.inject({
        method: 'GET',
        url: `/v2/requests/${uid}/requests${query}`,
        headers: user.headers,
      });

    beforeAll(async () => {
      lister = await createCustomer(app);
      const kid = await addDependant(app, lister.uid);
      const pet = await addDependant(app, lister.uid, { name: 'Fido', type: 'DOG' });
      for (let i = 0; i < 12; i++) {
        const res = await create(
          lister,
          form({ dependant: i % 2 ? [kid, pet] : [kid], addressID: null }),
        );
        ids.push(res.json().id);
        await setRequestStatus(app, res.json().id, statuses[i % statuses.length]!);
      }
    });

    it('pages 10 at a time from page 0, newest first, with totals', async () => {
      const first = await list(lister, lister.uid);
      expect(first.statusCode).toBe(200);
      const page0 = first.json();
      expect(page0).toMatchObject({
        page: 0,
        size: 10,
        numberOfElements: 10,
        totalElements: 12,
        totalPages: 2,
      });
      expect(page0.content.map((r: { id: number }) => r.id)).toEqual(
        [...ids].reverse().slice(0, 10),
      );

      const page1 = (await list(lister, lister.uid, '?page=1&pageSize=10')).json();
      expect(page1).toMatchObject({ page: 1, numberOfElements: 2, totalElements: 12 });
      expect(page1.content.map((r: { id: number }) => r.id)).toEqual([ids[1], ids[0]]);
    });

    it('aggregates each request’s dependants in the same answer', async () => {
      const page = (await list(lister, lister.uid, '?pageSize=2')).json();
      const lengths = page.content.map((r: { dependantIds: number[] }) => r.dependantIds.length);
      expect(lengths.sort()).toEqual([1, 2]);
    });

    it('keeps only active requests with active=true, only closed ones with active=false', async () => {
      const active = (await list(lister, lister.uid, '?active=true&pageSize=50')).json();
      const closed = (await list(lister, lister.uid, '?active=false&pageSize=50')).json();
      expect(active.totalElements).toBe(10);
      expect(active.content.every((r: { status: string }) => r.status !== 'NON RISPONDE')).toBe(
        true,
      );
      expect(closed.totalElements).toBe(2);
      expect(closed.content.every((r: { status: string }) => r.status === 'NON RISPONDE')).toBe(
        true,
      );
    });

    it('filters by one or more statuses, in either spelling', async () => {
      const one = (await list(lister, lister.uid, '?status=DA_PAGARE')).json();
      expect(one.totalElements).toBe(2);
      expect(one.content.every((r: { status: string }) => r.status === 'DA PAGARE')).toBe(true);

      const two = (
        await list(
          lister,
          lister.uid,
          `?status=NUOVA&status=${encodeURIComponent('DA RICHIAMARE')}`,
        )
      ).json();
      expect(two.totalElements).toBe(6);
      expect(new Set(two.content.map((r: { status: string }) => r.status))).toEqual(
        new Set(['NUOVA', 'DA RICHIAMARE']),
      );
    });

    it('answers 400 for bad paging or an unknown status', async () => {
      for (const query of [
        '?page=-1',
        '?pageSize=0',
        '?pageSize=500',
        '?status=BOH',
        '?active=forse',
      ]) {
        const res = await list(lister, lister.uid, query);
        expect(res.statusCode, query).toBe(400);
        expect(res.json().error.code).toBe('VALIDATION_FAILED');
      }
    });

    it('answers 404 for another customer’s uid and 401 without a token', async () => {
      const foreign = await list(customer, lister.uid);
      expect(foreign.statusCode).toBe(404);
      const noToken = await app.inject({
        method: 'GET',
        url: `/v2/requests/${lister.uid}/requests`,
      });
      expect(noToken.statusCode).toBe(401);
    });

    it('answers an empty page for a customer without requests', async () => {
      const fresh = await createCustomer(app);
      const page = (await list(fresh, fresh.uid)).json();
      expect(page).toEqual({
        content: [],
        page: 0,
        size: 10,
        numberOfElements: 0,
        totalElements: 0,
        totalPages: 0,
      });
    });
  });
});
