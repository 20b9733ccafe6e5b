import { type AccountExport, accountExportSchema } from '@equilibrio/contract/privacy';
import { eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  createTestUser,
  injectAs,
  signedInAs,
  useMadeApp,
  withTestApp,
} from '../../../test/helpers';
import {
  euro,
  HOUR,
  paymentsOf,
  requestPayment,
  requestToPay,
} from '../../../test/payment-fixtures';
import { createPrivacyCustomers, privacyCalls } from '../../../test/privacy-calls';
import { findAnywhere, identifiersOf, uniquePerson } from '../../../test/privacy-fixtures';
import { advanceClock, mailsTo, seedCatalogAndCaregivers } from '../../../test/workflow-fixtures';
import { identityUsers } from '../../db/schema/identity';
import { pageSessions } from '../../db/schema/page-sessions';
import { consentRecords } from '../../db/schema/privacy';
import { requestEvents, requests } from '../../db/schema/requests';
import { users } from '../../db/schema/users';
import { sweepExpiredHolds } from '../workflow/hold-sweeper';

describe('privacy self-service: export and deletion', () => {
  const { app, tutor, a, b } = useMadeApp('The privacy customers', createPrivacyCustomers);
  const { exportOf, deleteAccount } = privacyCalls(() => app);

  describe('DELETE /api/v1/user-controller/{uid}', () => {
    it('answers only the signed-in customer who owns the uid', async () => {
      expect((await deleteAccount(null, a.user.uid)).statusCode).toBe(401);
      expect((await deleteAccount(b.user, a.user.uid)).statusCode).toBe(404);
      const staff = await deleteAccount(tutor, tutor.uid);
      expect(staff.statusCode).toBe(403);
      expect(staff.json().error.message).toContain('back office');
    });

    it('needs a sign-in of the last 5 minutes', async () => {
      const customer = await createTestUser(app);
      const { token: stale } = await signedInAs(app, {
        ...customer,
        authTime: new Date(app.ctx.clock.now().getTime() - 6 * 60_000),
      });
      const res = await app.inject({
        method: 'DELETE',
        url: `/api/v1/user-controller/${customer.uid}`,
        headers: { authorization: `Bearer ${stale}` },
      });
      expect(res.statusCode).toBe(403);
      expect(res.json().error).toEqual({
        code: 'RECENT_LOGIN_REQUIRED',
        message: 'Per eliminare l’account conferma la tua password e riprova.',
      });
      const [account] = await app.ctx.db
        .select({ uid: identityUsers.uid })
        .from(identityUsers)
        .where(eq(identityUsers.uid, customer.uid));
      expect(account).toBeDefined();
    });

    it('is refused while a caregiver is held for payment, then while a checkout is open', async () => {
      // Its own app: the clock jumps a day.
      await withTestApp({}, async (own) => {
        await seedCatalogAndCaregivers(own);
        const staff = await createTestUser(own, { role: 'tutor' });
        const customer = await createTestUser(own);
        const remove = () =>
          injectAs(own, customer, 'DELETE', `/api/v1/user-controller/${customer.uid}`);
        const { id } = await requestToPay(own, customer, staff);
        const held = await remove();
        expect(held.statusCode).toBe(409);
        expect(held.json().error.message).toBe(
          `Non puoi eliminare l’account mentre il profilo scelto per la richiesta #${id} è riservato in attesa di pagamento (stato «Da pagare»). Completa il pagamento o attendi che scadano le 24 ore della riserva, poi riprova.`,
        );

        // The hold expires: the checkout is closed here, but not yet expired at the provider.
        expect((await requestPayment(own, customer, id)).statusCode).toBe(200);
        await advanceClock(own, 25 * HOUR, [{ user: customer, role: 'customer' }]);
        await sweepExpiredHolds(own.ctx);
        const open = await remove();
        expect(open.statusCode).toBe(409);
        expect(open.json().error.message).toBe(
          'Un pagamento appena chiuso è ancora in verifica presso il fornitore dei pagamenti: riprova a eliminare l’account tra qualche minuto.',
        );
        expect((await paymentsOf(own, id))[0]).toMatchObject({
          status: 'canceled',
          providerClosedAt: null,
        });
        expect(
          await own.ctx.db.select().from(identityUsers).where(eq(identityUsers.uid, customer.uid)),
        ).toHaveLength(1);
      });
    });

    it('erases every personal value of the customer, keeps the payments anonymised, and nobody else’s', async () => {
      const paymentsBefore = await paymentsOf(app, a.requestIds[1]!);
      // Before: the values are in many tables (profile, requests, history, emails, …).
      const before = await findAnywhere(app, identifiersOf(a.person));
      for (const table of ['users', 'dependants', 'requests', 'request_events', 'mail_outbox']) {
        expect(
          before.some((hit) => hit.startsWith(`${table}.`)),
          table,
        ).toBe(true);
      }

      // A browser where the customer is signed in: its page session draws nothing afterwards.
      const pageSession = await injectAs(app, a.user, 'PUT', '/api/v1/session/page');
      expect(pageSession.statusCode).toBe(204);
      const sessionsOf = () =>
        app.ctx.db.select().from(pageSessions).where(eq(pageSessions.uid, a.user.uid));
      expect(await sessionsOf()).toHaveLength(1);

      const res = await deleteAccount(a.user, a.user.uid);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ deleted: true });
      expect(await sessionsOf()).toEqual([]);

      expect(await findAnywhere(app, identifiersOf(a.person))).toEqual([]);

      // Payments kept for tax purposes, with their amounts, pointing at the emptied profile.
      const paymentsAfter = await paymentsOf(app, a.requestIds[1]!);
      expect(paymentsAfter.map((p) => [p.id, p.amountCents, p.status, p.customerUid])).toEqual(
        paymentsBefore.map((p) => [p.id, p.amountCents, p.status, a.user.uid]),
      );
      expect(paymentsAfter.every((p) => p.checkoutUrl === null)).toBe(true);
      const [profile] = await app.ctx.db.select().from(users).where(eq(users.uid, a.user.uid));
      expect(profile).toMatchObject({ email: null, name: null, phone: null, fiscalCode: null });
      expect(profile!.deletedAt).toBeInstanceOf(Date);
      expect(
        await app.ctx.db.select().from(identityUsers).where(eq(identityUsers.uid, a.user.uid)),
      ).toEqual([]);
      // The consents stay as proof of the accepted terms.
      expect(
        await app.ctx.db
          .select()
          .from(consentRecords)
          .where(eq(consentRecords.userUid, a.user.uid)),
      ).toHaveLength(4);

      // Open requests closed by the system, with a note; the history otherwise without notes.
      const rows = await app.ctx.db
        .select({ id: requests.id, status: requests.status, schedule: requests.schedule })
        .from(requests)
        .where(inArray(requests.id, a.requestIds));
      expect(rows.map((r) => r.status)).toEqual(a.requestIds.map(() => "NON PIU' INTERESSATO"));
      // The family's 'Quando' goes with the rest of what they wrote.
      expect(rows.map((r) => r.schedule)).toEqual(a.requestIds.map(() => null));
      const notes = await app.ctx.db
        .select({ note: requestEvents.note, role: requestEvents.actorRole })
        .from(requestEvents)
        .where(inArray(requestEvents.requestId, a.requestIds));
      expect(notes.filter((n) => n.note !== null)).toEqual(
        a.requestIds.map(() => ({
          note: 'La famiglia ha eliminato il suo account.',
          role: 'system',
        })),
      );

      // The old session is over.
      const again = await app.inject({
        method: 'GET',
        url: `/api/v1/user-controller/${a.user.uid}`,
        headers: a.user.headers,
      });
      expect(again.statusCode).toBe(401);

      // The tutors were told, without the customer's name.
      const told = (await mailsTo(app, tutor.email)).filter(
        (m) => m.template === 'tutor-customer-deleted',
      );
      expect(told.map((m) => m.subject).sort()).toEqual(
        a.requestIds
          .map((id) => `Richiesta #${id} chiusa: la famiglia ha eliminato l’account`)
          .sort(),
      );
      // The paid one says what was paid and that nobody refunded it; the others say nothing of money.
      const paidNotice = told.find((m) => m.subject.startsWith(`Richiesta #${a.requestIds[1]} `));
      expect(paidNotice!.text).toContain(
        `La famiglia aveva pagato ${euro(paymentsBefore[0]!.amountCents)} per questa richiesta: il pagamento resta registrato e non è stato rimborsato.`,
      );
      expect(told.filter((m) => m.text.includes('aveva pagato'))).toHaveLength(1);

      // The other customer keeps everything.
      const other = accountExportSchema.parse((await exportOf(b.user)).json()) as AccountExport;
      expect(other.profile.name).toBe(b.person.name);
      expect(other.dependants).toHaveLength(2);
      expect(other.requests).toHaveLength(3);
      expect(
        (await findAnywhere(app, [b.person.email, b.person.fiscalCode])).length,
      ).toBeGreaterThan(0);
    });

    it('erases the same way when the identity SDK deletes the account (accounts:delete)', async () => {
      const person = uniquePerson();
      const identity = (method: string, payload: object) =>
        app.inject({
          method: 'POST',
          url: `/identitytoolkit.googleapis.com/v1/accounts:${method}?key=chiave`,
          payload,
        });
      const { idToken, localId } = (
        await identity('signUp', {
          email: person.email,
          password: 'Prova!2345',
          returnSecureToken: true,
        })
      ).json();
      const first = await app.inject({
        method: 'POST',
        url: '/v2/requests/first-request',
        headers: { authorization: `Bearer ${idToken}` },
        payload: {
          uid: localId,
          name: person.name,
          surname: person.surname,
          email: person.email,
          phone: person.phone,
          needs: 'Petsitter',
          details: person.details,
          conditions: true,
        },
      });
      expect(first.statusCode).toBe(201);
      const values = [person.email, person.name, person.surname, person.phone, person.details];
      expect(await findAnywhere(app, values)).not.toEqual([]);

      const deleted = await identity('delete', { idToken });
      expect(deleted.json()).toEqual({ kind: 'identitytoolkit#DeleteAccountResponse' });
      expect(await findAnywhere(app, values)).toEqual([]);
      const [request] = await app.ctx.db
        .select({ status: requests.status })
        .from(requests)
        .where(eq(requests.id, first.json().id));
      expect(request?.status).toBe("NON PIU' INTERESSATO");
    });

    it('shows the back office a deleted customer without personal data', async () => {
      const [id] = a.requestIds;
      const detail = await injectAs(app, tutor, 'GET', `/v1/backoffice/requests/${id}`);
      expect(detail.statusCode).toBe(200);
      expect(detail.json()).toMatchObject({
        id,
        status: "NON PIU' INTERESSATO",
        message: null,
        address: null,
        dependants: [],
        customer: {
          uid: a.user.uid,
          name: null,
          surname: null,
          email: null,
          phone: null,
          deleted: true,
        },
      });
      const list = await injectAs(app, tutor, 'GET', '/v1/backoffice/requests?pageSize=100');
      expect(list.statusCode).toBe(200);
      const rows = list.json().content as {
        id: number;
        customer: { deleted: boolean; name: string | null };
      }[];
      expect(rows.find((r) => r.id === id)?.customer).toMatchObject({ deleted: true, name: null });
      expect(rows.find((r) => r.id === b.requestIds[0])?.customer).toMatchObject({
        deleted: false,
        name: b.person.name,
      });
      const paid = await injectAs(app, tutor, 'GET', `/v1/backoffice/requests/${a.requestIds[1]}`);
      expect(paid.json().payments).toEqual([expect.objectContaining({ status: 'paid' })]);
    });
  });
});
