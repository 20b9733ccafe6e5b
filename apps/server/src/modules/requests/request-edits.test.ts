import { requestStatuses } from '@equilibrio/contract/enums';
import { statusDisplayTable } from '@equilibrio/contract/status-display';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  callAs,
  dayFromToday,
  fieldErrorsOf,
  injectAs,
  type TestUser,
  useTestUser,
} from '../../../test/helpers';
import { setRequestStatus } from '../../../test/request-fixtures';
import { useRequestsApp } from '../../../test/requests-api';
import { mailOutbox } from '../../db/schema/mail';
import { requestDependants, requestNotes, requests } from '../../db/schema/requests';
import type { ManualClock } from '../../lib/clock';

// Reading one request and changing it: the owner only, the statuses that allow it.

describe('requests API', () => {
  const { app, customer, other, ids, form, create } = useRequestsApp();

  describe('GET /v2/requests/{id}', () => {
    it('answers the owner and 404 to anyone else, exactly like a missing id', async () => {
      const id = (await create(customer, form())).json().id;
      const own = await injectAs(app, customer, 'GET', `/v2/requests/${id}`);
      expect(own.statusCode).toBe(200);
      expect(own.json().id).toBe(id);

      const foreign = await injectAs(app, other, 'GET', `/v2/requests/${id}`);
      const missing = await injectAs(app, other, 'GET', '/v2/requests/2000000000');
      expect(foreign.statusCode).toBe(404);
      expect(missing.statusCode).toBe(404);
      expect(foreign.json()).toEqual(missing.json());

      const noToken = await app.inject({ method: 'GET', url: `/v2/requests/${id}` });
      expect(noToken.statusCode).toBe(401);
    });

    it('answers 400 for an id that is not a number', async () => {
      const res = await injectAs(app, customer, 'GET', '/v2/requests/abc');
      expect(fieldErrorsOf(res)).toHaveProperty('params.id');
    });
  });

  describe('PUT /v2/requests/{id}', () => {
    const update = (user: TestUser, id: number, body: unknown) =>
      injectAs(app, user, 'PUT', `/v2/requests/${id}`, body as object);
    /** The request still says what the form first sent. */
    const expectUnchanged = async (id: number) => {
      const [row] = await app.ctx.db
        .select({ message: requests.message })
        .from(requests)
        .where(eq(requests.id, id));
      expect(row!.message).toBe('Due pomeriggi a settimana');
    };

    it('changes a NUOVA or DA RICHIAMARE request, dependants included', async () => {
      const id = (await create(customer, form())).json().id;
      const res = await update(
        customer,
        id,
        form({
          businessline: 'NURSE',
          dependant: [ids.elder],
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
        dependantIds: [ids.elder],
        languages: ['spanish'],
        message: 'Assistenza notturna',
      });
      const links = await app.ctx.db
        .select()
        .from(requestDependants)
        .where(eq(requestDependants.requestId, id));
      expect(links.map((l) => l.dependantId)).toEqual([ids.elder]);

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
          facts: {
            requestId: id,
            news: [
              { template: 'tutor-request-submitted', count: 1 },
              { template: 'tutor-request-updated', count: 2 },
            ],
          },
        });
        expect(notice.text).toContain('babysitter');
      }
      expect(again.json()).toMatchObject({
        status: 'DA RICHIAMARE',
        message: 'Ancora una modifica',
      });
    });

    it('refuses a form opened before its terms changed (409 RECORD_CHANGED), never putting the old fields back; a tutor taking the request changes none', async () => {
      const id = (await create(customer, form())).json().id;
      const version = async () =>
        (await injectAs(app, customer, 'GET', `/v2/requests/${id}`)).json().termsUpdatedAt;
      const at = (read: string) => `/v2/requests/${id}?termsUpdatedAt=${encodeURIComponent(read)}`;
      const clock = app.ctx.clock as ManualClock;
      const opened = await version();
      // The request moves on without its terms changing (taken in charge, a message): no refusal.
      clock.advance(1000);
      await app.ctx.db.update(requests).set({ updatedAt: clock.now() }).where(eq(requests.id, id));
      expect(await version()).toBe(opened);
      // One tab saves first, from the version both opened.
      clock.advance(1000);
      const first = await injectAs(app, customer, 'PUT', at(opened), form({ notes: 'Scheda 1' }));
      expect(first.statusCode, first.body).toBe(200);
      // The other, still on that version: refused, the first tab's note kept.
      const second = await injectAs(app, customer, 'PUT', at(opened), form({ notes: 'Scheda 2' }));
      expect(second.statusCode).toBe(409);
      expect(second.json().error).toMatchObject({
        code: 'RECORD_CHANGED',
        message: expect.stringContaining('La richiesta è stata modificata dopo che hai aperto'),
      });
      const [row] = await app.ctx.db
        .select({ message: requests.message })
        .from(requests)
        .where(eq(requests.id, id));
      expect(row!.message).toBe('Scheda 1');
      // From the version it reads now, it saves.
      const again = await injectAs(
        app,
        customer,
        'PUT',
        at(await version()),
        form({ notes: 'Scheda 2' }),
      );
      expect(again.statusCode, again.body).toBe(200);
      expect(
        fieldErrorsOf(await injectAs(app, customer, 'PUT', at('ieri'), form())),
      ).toHaveProperty('querystring.termsUpdatedAt');
    });

    it('keeps an address the form cannot name (typed on the first call) when the edit names none', async () => {
      const typed = { address: 'Via Po 18', city: 'Torino', province: 'TO', postalCode: '10123' };
      const id = (await create(customer, form({ addressID: null, ...typed }))).json().id;
      const res = await update(customer, id, form({ addressID: null, notes: 'Solo le note' }));
      expect(res.statusCode).toBe(200);
      expect(res.json().address).toEqual({
        id: null,
        street: 'Via Po 18',
        city: 'Torino',
        province: 'TO',
        postalCode: '10123',
      });
      // A saved address chosen instead replaces it, as before.
      const chosen = await update(customer, id, form());
      expect(chosen.json().address.id).toBe(ids.home);
      expect(chosen.json().address.street).not.toBe('Via Po 18');
    });

    it.each(requestStatuses.filter((s) => s !== 'NUOVA' && s !== 'DA RICHIAMARE'))(
      'answers 409 INVALID_STATE once the request is %s, and changes nothing',
      async (status) => {
        const id = (await create(customer, form())).json().id;
        await setRequestStatus(app, id, status);
        const res = await update(customer, id, form({ notes: 'Troppo tardi' }));
        expect(res.statusCode).toBe(409);
        expect(res.json().error.code).toBe('INVALID_STATE');
        expect(res.json().error.message).toContain(`«${statusDisplayTable[status].label}»`);
        await expectUnchanged(id);
      },
    );

    it('answers 404 for another customer’s request and leaves it untouched', async () => {
      const id = (await create(customer, form())).json().id;
      const otherKid = ids.othersDependant;
      const res = await update(other, id, form({ dependant: [otherKid], addressID: null }));
      expect(res.statusCode).toBe(404);
      await expectUnchanged(id);
    });

    describe('what the family changed, in the back office’s history', () => {
      const tutor = useTestUser(app, { role: 'tutor' });
      const schedule = {
        startDate: dayFromToday(60),
        days: ['mon', 'wed'],
        timeSlots: ['aft'],
        timeSlotsToBeDefined: false,
        frequency: 'continuous',
      };
      /** The request's history entries the back office records itself (its activities). */
      const activities = async (id: number) =>
        (
          await app.ctx.db
            .select({ kind: requestNotes.kind, text: requestNotes.text })
            .from(requestNotes)
            .where(eq(requestNotes.requestId, id))
        ).map((note) => `${note.kind}: ${note.text}`);

      it('records one activity by the customer naming what changed, shown to the tutor only', async () => {
        const id = (await create(customer, form({ schedule }))).json().id;
        // Days and time slots changed; the same languages in another order, the same start and
        // frequency: not changes.
        const edited = await update(
          customer,
          id,
          form({
            languages: ['english', 'italian'],
            notes: 'Tre pomeriggi, anche la sera',
            schedule: { ...schedule, days: ['fri', 'mon', 'wed'], timeSlots: ['eve', 'aft'] },
          }),
        );
        expect(edited.statusCode).toBe(200);
        // Then the service, the assistiti and the address; a client that sends no 'Quando'
        // leaves it as it was.
        await update(
          customer,
          id,
          form({
            businessline: 'NURSE',
            dependant: [ids.elder],
            addressID: null,
            address: 'Via Po 3',
            city: 'Torino',
            province: 'TO',
            postalCode: '10123',
            notes: 'Tre pomeriggi, anche la sera',
          }),
        );
        expect(await activities(id)).toEqual([
          'activity: Richiesta modificata dalla famiglia: giorni, fasce orarie, messaggio',
          'activity: Richiesta modificata dalla famiglia: assistiti, indirizzo, servizio',
        ]);

        const detail = await callAs<{
          notes: { kind: string; text: string; author: object | null }[];
        }>(app, tutor, 'GET', `/v1/backoffice/requests/${id}`);
        expect(detail.notes[0]).toMatchObject({
          kind: 'activity',
          text: 'Richiesta modificata dalla famiglia: giorni, fasce orarie, messaggio',
          author: { uid: customer.uid, name: 'Anna', surname: 'Rossi' },
        });
        // The family's own view of the request says nothing of the back office's history.
        const own = await injectAs(app, customer, 'GET', `/v2/requests/${id}`);
        expect(own.body).not.toContain('modificata dalla famiglia');
      });

      it('records nothing for a save that changes nothing, nor for a refused one', async () => {
        const id = (await create(customer, form({ schedule }))).json().id;
        const same = await update(
          customer,
          id,
          form({
            languages: ['english', 'italian', 'english'],
            notes: '  Due pomeriggi a settimana ',
            schedule: { ...schedule, days: ['wed', 'mon'] },
          }),
        );
        expect(same.statusCode).toBe(200);
        // Without 'Quando' the section is kept: no change either.
        expect((await update(customer, id, form())).statusCode).toBe(200);
        expect(await activities(id)).toEqual([]);

        await setRequestStatus(app, id, 'INVIATO PREVENTIVO');
        expect((await update(customer, id, form({ notes: 'Troppo tardi' }))).statusCode).toBe(409);
        expect(await activities(id)).toEqual([]);
      });
    });

    it('answers 400 with fields for a bad body and for a foreign dependant', async () => {
      const id = (await create(customer, form())).json().id;
      const bad = await update(customer, id, { businessline: 'BABYSITTER' });
      expect(fieldErrorsOf(bad)).toHaveProperty('body.dependant');

      const foreign = await update(customer, id, form({ dependant: [ids.othersDependant] }));
      expect(fieldErrorsOf(foreign)).toHaveProperty('dependant');
    });
  });
});
