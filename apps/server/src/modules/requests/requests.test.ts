import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { fieldErrorsOf, injectAs } from '../../../test/helpers';
import { addDependant, createCompany, createCustomer } from '../../../test/request-fixtures';
import { useRequestsApp } from '../../../test/requests-api';
import { mailOutbox } from '../../db/schema/mail';
import { dependants } from '../../db/schema/people';
import { requestEvents, requests } from '../../db/schema/requests';

// Creating a request: its rows, dependants and address, ownership, retries, welfare.
// Reading and changing one: request-edits.test.ts; the customer's list: request-list.test.ts.

describe('requests API', () => {
  const { app, customer, ids, form, create } = useRequestsApp();

  describe('POST /v2/requests', () => {
    it('creates a NUOVA request with its dependants, address, history row and tutor emails', async () => {
      const res = await create(customer, form({ dependant: [ids.child, ids.elder, ids.child] }));
      expect(res.statusCode).toBe(201);
      const body = res.json();
      expect(body).toMatchObject({
        status: 'NUOVA',
        businessLine: 'BABYSITTER',
        type: 'Babysitter',
        message: 'Due pomeriggi a settimana',
        languages: ['italian', 'english'],
        dependantIds: [ids.child, ids.elder].sort((a, b) => a - b),
        address: {
          id: ids.home,
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
        form({ businessline: 'PETSITTER', dependant: [ids.dog], languages: ['german'] }),
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
        form({ dependant: [ids.child, ids.othersDependant] }),
      );
      expect(fieldErrorsOf(foreignDependant)).toHaveProperty('dependant');

      const missingDependant = await create(customer, form({ dependant: [999_999] }));
      expect(missingDependant.statusCode).toBe(400);
      expect(missingDependant.json().error.fields.dependant).toBe(
        foreignDependant.json().error.fields.dependant,
      );

      const foreignAddress = await create(customer, form({ addressID: ids.othersAddress }));
      expect(fieldErrorsOf(foreignAddress)).toHaveProperty('addressID');

      const after = await app.ctx.db.select({ id: requests.id }).from(requests);
      expect(after.length).toBe(before.length);
    });

    it('names only assistiti the service is for: no dog for a babysitter, no child for a petsitter', async () => {
      const before = await app.ctx.db.select({ id: requests.id }).from(requests);
      for (const [line, dependant, message] of [
        [
          'BABYSITTER',
          [ids.child, ids.dog],
          'La babysitter si prende cura di persone: togli gli animali dagli assistiti.',
        ],
        [
          'NURSE',
          [ids.dog],
          'La badante si prende cura di persone: togli gli animali dagli assistiti.',
        ],
        [
          'PETSITTER',
          [ids.dog, ids.child],
          'Il petsitter si prende cura di animali: togli le persone dagli assistiti.',
        ],
      ] as const) {
        const res = await create(customer, form({ businessline: line, dependant: [...dependant] }));
        expect(fieldErrorsOf(res), line).toEqual({ dependant: message });
      }
      expect(await app.ctx.db.select({ id: requests.id }).from(requests)).toHaveLength(
        before.length,
      );
      // A colf works in a house where both live; an edit is checked the same way.
      const colf = await create(
        customer,
        form({ businessline: 'COLF', dependant: [ids.child, ids.dog] }),
      );
      expect(colf.statusCode).toBe(201);
      const edited = await injectAs(
        app,
        customer,
        'PUT',
        `/v2/requests/${colf.json().id}`,
        form({ businessline: 'BABYSITTER', dependant: [ids.child, ids.dog] }),
      );
      expect(fieldErrorsOf(edited)).toHaveProperty('dependant');
    });

    it('refuses a deleted (archived) dependant, like a missing one, and stores nothing', async () => {
      const gone = await addDependant(app, customer.uid, { name: 'Luca' });
      // On a closed request, so deleting it archives it (the old request keeps showing it).
      const old = await create(customer, form({ dependant: [gone] }));
      await app.ctx.db
        .update(requests)
        .set({ status: 'NON RISPONDE' })
        .where(eq(requests.id, old.json().id));
      const removed = await injectAs(app, customer, 'DELETE', `/v1/dependents/${gone}`);
      expect(removed.statusCode).toBe(204);
      const before = await app.ctx.db.select({ id: requests.id }).from(requests);

      const res = await create(customer, form({ dependant: [ids.child, gone] }));
      expect(res.statusCode).toBe(400);
      expect(res.json().error.fields.dependant).toBe(
        'Assistito non trovato: aggiorna la pagina e riprova.',
      );
      expect(await app.ctx.db.select({ id: requests.id }).from(requests)).toHaveLength(
        before.length,
      );
    });

    // PostgreSQL only: PGlite runs one statement at a time, so the request's first check (before
    // its transaction) would already wait for the change and refuse without the lock.
    it.runIf(process.env.TEST_DATABASE_URL)(
      'refuses a request whose assistito changes kind while it is being written (another tab)',
      async () => {
        const pet = await addDependant(app, customer.uid, { name: 'Nuvola' });
        const before = await app.ctx.db.select({ id: requests.id }).from(requests);
        // The other tab's change holds the assistito's row while the request arrives: on
        // PostgreSQL the request's checks before its transaction still read a person.
        let pending: ReturnType<typeof create> | undefined;
        await app.ctx.db.transaction(async (tx) => {
          await tx.select().from(dependants).where(eq(dependants.id, pet)).for('update');
          await tx.update(dependants).set({ type: 'CAT' }).where(eq(dependants.id, pet));
          pending = create(customer, form({ businessline: 'BABYSITTER', dependant: [pet] }));
          await new Promise((resolve) => setTimeout(resolve, 600));
        });
        const res = await pending!;
        expect(fieldErrorsOf(res)).toEqual({
          dependant: 'La babysitter si prende cura di persone: togli gli animali dagli assistiti.',
        });
        expect(await app.ctx.db.select({ id: requests.id }).from(requests)).toHaveLength(
          before.length,
        );
      },
    );

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
      // The family's receipt and the tutors' email say it is the company's welfare programme.
      const mails = await app.ctx.db
        .select({
          template: mailOutbox.template,
          subject: mailOutbox.subject,
          text: mailOutbox.text,
        })
        .from(mailOutbox);
      const about = mails.filter((m) => m.subject.includes(`#${ok.json().id}`));
      for (const template of ['customer-request-received', 'tutor-request-submitted']) {
        expect(about.find((m) => m.template === template)?.text).toContain(
          'Richiesta con il programma welfare di Azienda Prova S.r.l.',
        );
      }

      const notOffered = await create(
        employee,
        form({ dependant: [kid], addressID: null, welfare: true, businessline: 'COLF' }),
      );
      expect(fieldErrorsOf(notOffered)).toHaveProperty('businessline');

      const withoutWelfare = await create(
        employee,
        form({ dependant: [kid], addressID: null, welfare: false, businessline: 'COLF' }),
      );
      expect(withoutWelfare.statusCode).toBe(201);
      expect(withoutWelfare.json().welfare).toBe(false);
    });

    it('refuses welfare to a customer without a company', async () => {
      const res = await create(customer, form({ welfare: true }));
      expect(fieldErrorsOf(res)).toHaveProperty('welfare');
    });
  });
});
