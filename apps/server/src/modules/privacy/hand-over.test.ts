import fs from 'node:fs';
import path from 'node:path';
import { HAND_OVER_PAGE, handOverMessages } from '@equilibrio/contract/privacy';
import { and, eq, getTableName, is } from 'drizzle-orm';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  createTestUser,
  fieldErrorsOf,
  injectAs,
  signedInAs,
  type TestUser,
  useTestApp,
} from '../../../test/helpers';
import { addAddress, createCompany } from '../../../test/request-fixtures';
import { seedCatalog } from '../../../test/workflow-fixtures';
import { b2bCompanies } from '../../db/schema/catalog';
import { identityUsers } from '../../db/schema/identity';
import { mailOutbox } from '../../db/schema/mail';
import { userAddresses } from '../../db/schema/people';
import { consentRecords } from '../../db/schema/privacy';
import { requestNotes, requests } from '../../db/schema/requests';
import { users } from '../../db/schema/users';
import type { ManualClock } from '../../lib/clock';
import { handedOverColumns, staysWithTheVisitor } from './hand-over.queries';
import { handOverActivity, leftProgrammeActivity } from './hand-over.service';

const schemaDir = path.resolve(import.meta.dirname, '../../db/schema');

describe('the sign-up hand-over (a first request sent before signing in)', () => {
  const app = useTestApp({ env: { TUTOR_NOTIFY_EMAILS: 'richieste@equilibrio.it' } });
  beforeAll(() => seedCatalog(app));

  let counter = 0;
  /** An account with its email and, unless told, no name or phone in its profile yet. */
  async function owner(profile: Partial<typeof users.$inferInsert> = {}) {
    counter += 1;
    const user = await createTestUser(app, {
      email: `famiglia.${counter}.${Date.now()}@example.it`,
    });
    if (Object.keys(profile).length > 0) {
      await app.ctx.db.update(users).set(profile).where(eq(users.uid, user.uid));
    }
    return user;
  }

  /** A visitor of the sign-up page: an anonymous session that sends its first request. */
  async function visitorRequest(email: string, from: { companyId?: string; needs?: string } = {}) {
    const visitor = await createTestUser(app, { anonymous: true });
    const res = await injectAs(app, visitor, 'POST', '/v2/requests/first-request', {
      uid: visitor.uid,
      name: 'Marta',
      surname: 'Bianchi',
      email: email.toUpperCase(),
      phone: '+39 347 555 1234',
      needs: 'Badante',
      details: 'Per mia madre, dal lunedì al venerdì',
      conditions: true,
      ...from,
    });
    expect(res.statusCode, res.body).toBe(201);
    return { visitor, requestId: res.json().id as number };
  }

  const handOver = (user: TestUser, token: string, uid = user.uid) =>
    injectAs(app, user, 'POST', `/api/v1/user-controller/${uid}/hand-over`, {
      anonymousIdToken: token,
    });

  const receiptsTo = (email: string) =>
    app.ctx.db
      .select({ subject: mailOutbox.subject, text: mailOutbox.text })
      .from(mailOutbox)
      .where(and(eq(mailOutbox.to, email), eq(mailOutbox.template, 'customer-request-received')));

  it('holds the receipt back, then moves the request, its consents and the missing contact details to the account', async () => {
    const family = await owner({ name: 'Marta', surname: null, phone: null });
    const { visitor, requestId } = await visitorRequest(family.email);

    // Nobody proved the address yet: its owner gets no receipt of a request their account lacks;
    // the tutors hear of it as of any request.
    expect(await receiptsTo(family.email)).toEqual([]);
    const tutorsMail = await app.ctx.db
      .select({ to: mailOutbox.to })
      .from(mailOutbox)
      .where(eq(mailOutbox.subject, `Nuova richiesta #${requestId}`));
    expect(tutorsMail.map((m) => m.to)).toContain('richieste@equilibrio.it');
    const before = await injectAs(app, family, 'GET', `/v2/requests/${requestId}`);
    expect(before.statusCode).toBe(404);
    // Nor any later news of it: a tutor's reply reaches no one until the owner signs in here.
    const tutor = await createTestUser(app, { role: 'tutor' });
    const reply = await injectAs(
      app,
      tutor,
      'POST',
      `/v1/backoffice/requests/${requestId}/messages`,
      {
        message: 'Buongiorno, la richiamiamo domani.',
      },
    );
    expect(reply.statusCode, reply.body).toBe(201);
    expect(
      await app.ctx.db
        .select({ id: mailOutbox.id })
        .from(mailOutbox)
        .where(eq(mailOutbox.to, family.email)),
    ).toEqual([]);
    // The tutor's page says why the family hears nothing from us yet.
    const waiting = await injectAs(app, tutor, 'GET', `/v1/backoffice/requests/${requestId}`);
    expect(waiting.json().customer.waitingForOwner).toBe(true);

    const res = await handOver(family, visitor.token);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ requestIds: [requestId] });

    const detail = await injectAs(app, family, 'GET', `/v2/requests/${requestId}`);
    expect(detail.statusCode, detail.body).toBe(200);
    const joined = await injectAs(app, tutor, 'GET', `/v1/backoffice/requests/${requestId}`);
    expect(joined.json().customer.waitingForOwner).toBe(false);
    const list = await injectAs(app, family, 'GET', `/v2/requests/${family.uid}/requests`);
    expect(JSON.stringify(list.json())).toContain(`"id":${requestId}`);

    const [profile] = await app.ctx.db
      .select({ name: users.name, surname: users.surname, phone: users.phone })
      .from(users)
      .where(eq(users.uid, family.uid));
    // The account's own name stays; what it lacked comes from what the visitor typed.
    expect(profile).toEqual({ name: 'Marta', surname: 'Bianchi', phone: '+39 347 555 1234' });
    const consents = await app.ctx.db
      .select({ uid: consentRecords.userUid })
      .from(consentRecords)
      .where(eq(consentRecords.requestId, requestId));
    expect(consents.length).toBeGreaterThan(0);
    expect(consents.every((c) => c.uid === family.uid)).toBe(true);

    const notes = await app.ctx.db
      .select({ text: requestNotes.text, author: requestNotes.authorUid })
      .from(requestNotes)
      .where(eq(requestNotes.requestId, requestId));
    expect(notes).toContainEqual({ text: handOverActivity, author: family.uid });
    const receipts = await receiptsTo(family.email);
    expect(receipts.map((m) => m.subject)).toEqual([
      `Abbiamo ricevuto la tua richiesta #${requestId} (badante)`,
    ]);

    // The anonymous account is gone: its session opens nothing any more, and a replay is refused.
    const gone = await app.ctx.db
      .select({ uid: identityUsers.uid })
      .from(identityUsers)
      .where(eq(identityUsers.uid, visitor.uid));
    expect(gone).toEqual([]);
    expect(
      (await injectAs(app, visitor, 'GET', `/v2/requests/${visitor.uid}/requests`)).statusCode,
    ).toBe(401);
    expect(fieldErrorsOf(await handOver(family, visitor.token))).toHaveProperty(
      'body.anonymousIdToken',
    );
  });

  it('a request from another company’s welfare link than the account’s programme becomes a private one, said in its history', async () => {
    const programme = await createCompany(app, ['NURSE']);
    const family = await owner({ name: 'Marco', b2bCompanyId: programme });
    const other = await createCompany(app, ['NURSE']);
    await app.ctx.db
      .update(b2bCompanies)
      .set({ name: 'Beta Servizi S.r.l.' })
      .where(eq(b2bCompanies.id, other));
    const { visitor, requestId } = await visitorRequest(family.email, {
      companyId: other,
      needs: 'NURSE welfare',
    });
    const res = await handOver(family, visitor.token);
    expect(res.statusCode, res.body).toBe(200);
    const [moved] = await app.ctx.db
      .select({ companyId: requests.companyId, welfare: requests.welfare })
      .from(requests)
      .where(eq(requests.id, requestId));
    expect(moved).toEqual({ companyId: null, welfare: false });
    const [profile] = await app.ctx.db
      .select({ company: users.b2bCompanyId })
      .from(users)
      .where(eq(users.uid, family.uid));
    expect(profile!.company).toBe(programme);
    const notes = await app.ctx.db
      .select({ text: requestNotes.text })
      .from(requestNotes)
      .where(eq(requestNotes.requestId, requestId));
    expect(notes.map((n) => n.text)).toContain(leftProgrammeActivity('Beta Servizi S.r.l.'));
    // Its receipt: no programme named.
    const [receipt] = await receiptsTo(family.email);
    expect(receipt!.text).not.toContain('welfare');
  });

  it('a request from the account’s own programme’s link keeps it, and its receipt names it', async () => {
    const programme = await createCompany(app, ['NURSE']);
    const family = await owner({ name: 'Marco', b2bCompanyId: programme });
    const { visitor, requestId } = await visitorRequest(family.email, {
      companyId: programme,
      needs: 'NURSE welfare',
    });
    expect((await handOver(family, visitor.token)).statusCode).toBe(200);
    const [moved] = await app.ctx.db
      .select({ companyId: requests.companyId, welfare: requests.welfare })
      .from(requests)
      .where(eq(requests.id, requestId));
    expect(moved).toEqual({ companyId: programme, welfare: true });
    const [receipt] = await receiptsTo(family.email);
    expect(receipt!.text).toContain('Richiesta con il programma welfare di Azienda Prova S.r.l.');
  });

  describe('from another device: the link emailed to the account', () => {
    /** The job 31 minutes on; the hand-over link emailed to `email`, if any. */
    async function emailedLink(email: string) {
      (app.ctx.clock as ManualClock).advance(31 * 60_000);
      await app.jobs.runAll();
      const mails = await app.ctx.db
        .select({ text: mailOutbox.text, template: mailOutbox.template })
        .from(mailOutbox)
        .where(and(eq(mailOutbox.to, email), eq(mailOutbox.template, 'hand-over')));
      if (mails.length === 0) return null;
      const link = new URL(mails[0]!.text!.match(/https?:\/\/\S+/)![0]);
      expect(link.pathname).toBe(HAND_OVER_PAGE);
      return link.searchParams.get('oobCode')!;
    }
    const handOverByLink = (user: TestUser, oobCode: string) =>
      injectAs(app, user, 'POST', `/api/v1/user-controller/${user.uid}/hand-over`, { oobCode });

    it('brings the request in once the account signs in anywhere, once', async () => {
      const family = await owner();
      const { requestId } = await visitorRequest(family.email);
      const code = await emailedLink(family.email);
      expect(code).toBeTruthy();
      // Another family holding the link takes nothing: it was sent to this address.
      const stranger = await owner();
      const refused = await handOverByLink(stranger, code!);
      expect(refused.statusCode, refused.body).toBe(409);
      expect(refused.json().error.message).toBe(handOverMessages.linkForOtherEmail);
      // Nor is it a code the identity service takes (a password reset with it, say).
      const reset = await app.inject({
        method: 'POST',
        url: '/identitytoolkit.googleapis.com/v1/accounts:resetPassword?key=k',
        payload: { oobCode: code, newPassword: 'Segreta!123' },
      });
      expect(reset.statusCode).toBe(400);
      expect(reset.json().error.message).toBe('INVALID_OOB_CODE');

      const res = await handOverByLink(family, code!);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toEqual({ requestIds: [requestId] });
      const detail = await injectAs(app, family, 'GET', `/v2/requests/${requestId}`);
      expect(detail.statusCode).toBe(200);
      expect((await receiptsTo(family.email)).map((m) => m.subject)).toEqual([
        `Abbiamo ricevuto la tua richiesta #${requestId} (badante)`,
      ]);
      // Used: a second click says so and moves nothing.
      const again = await handOverByLink(family, code!);
      expect(again.statusCode).toBe(404);
      expect(again.json().error.message).toBe(handOverMessages.linkNotValid);
    });

    it('is void once the request came in at sign-in, after 7 days, and for a tutor’s address', async () => {
      const family = await owner();
      const { visitor } = await visitorRequest(family.email);
      const code = await emailedLink(family.email);
      expect((await handOver(family, visitor.token)).statusCode).toBe(200);
      expect((await handOverByLink(family, code!)).statusCode).toBe(404);

      const later = await owner();
      await visitorRequest(later.email);
      const old = await emailedLink(later.email);
      (app.ctx.clock as ManualClock).advance(7 * 24 * 3_600_000 + 1000);
      const signedInAgain = await signedInAs(app, later);
      expect((await handOverByLink(signedInAgain, old!)).statusCode).toBe(404);

      // A visitor's account suspended meanwhile hands nothing over.
      const third = await owner();
      const suspended = await visitorRequest(third.email);
      const link = await emailedLink(third.email);
      await app.ctx.db
        .update(identityUsers)
        .set({ disabled: true })
        .where(eq(identityUsers.uid, suspended.visitor.uid));
      const fresh = await signedInAs(app, third);
      expect((await handOverByLink(fresh, link!)).statusCode).toBe(404);

      const tutor = await createTestUser(app, {
        role: 'tutor',
        email: `tutor.${Date.now()}@equilibrio.it`,
      });
      await visitorRequest(tutor.email);
      expect(await emailedLink(tutor.email)).toBeNull();
    });
  });

  it('keeps the account’s default address when the visitor had one too', async () => {
    const family = await owner();
    const home = await addAddress(app, family.uid);
    await app.ctx.db
      .update(userAddresses)
      .set({ isDefault: true })
      .where(eq(userAddresses.id, home));
    const { visitor } = await visitorRequest(family.email);
    const visitorsHome = await addAddress(app, visitor.uid);
    await app.ctx.db
      .update(userAddresses)
      .set({ isDefault: true })
      .where(eq(userAddresses.id, visitorsHome));

    expect((await handOver(family, visitor.token)).statusCode).toBe(200);
    const addresses = await app.ctx.db
      .select({ id: userAddresses.id, isDefault: userAddresses.isDefault })
      .from(userAddresses)
      .where(eq(userAddresses.userUid, family.uid));
    expect(addresses).toEqual(
      expect.arrayContaining([
        { id: home, isDefault: true },
        { id: visitorsHome, isDefault: false },
      ]),
    );
  });

  it('leaves a request sent with another address where it is', async () => {
    const family = await owner();
    const { visitor, requestId } = await visitorRequest(`altra.${counter}@example.it`);
    const res = await handOver(family, visitor.token);
    expect(res.statusCode).toBe(409);
    const [row] = await app.ctx.db
      .select({ customer: requests.customerUid })
      .from(requests)
      .where(eq(requests.id, requestId));
    expect(row?.customer).toBe(visitor.uid);
    // The visitor's session still works: nothing of theirs was touched.
    expect((await injectAs(app, visitor, 'GET', `/v2/requests/${requestId}`)).statusCode).toBe(200);
  });

  it('refuses what is not a visitor’s session, a foreign account, a tutor and a visitor', async () => {
    const family = await owner();
    const { visitor } = await visitorRequest(family.email);
    const other = await owner();
    expect(fieldErrorsOf(await handOver(family, 'not-a-token'))).toHaveProperty(
      'body.anonymousIdToken',
    );
    // Another customer's session is no visitor's: nothing of theirs moves.
    expect(fieldErrorsOf(await handOver(family, other.token))).toHaveProperty(
      'body.anonymousIdToken',
    );
    expect((await handOver(family, visitor.token, other.uid)).statusCode).toBe(404);
    const tutor = await createTestUser(app, { role: 'tutor' });
    expect((await handOver(tutor, visitor.token)).statusCode).toBe(403);
    expect((await handOver(visitor, visitor.token)).statusCode).toBe(403);
    expect(
      (
        await app.inject({
          method: 'POST',
          url: `/api/v1/user-controller/${family.uid}/hand-over`,
          payload: { anonymousIdToken: visitor.token },
        })
      ).statusCode,
    ).toBe(401);
    // Still the visitor's, for the real owner to collect.
    expect((await handOver(family, visitor.token)).statusCode).toBe(200);
  });

  it('moves every table that points at the visitor’s profile', async () => {
    const listed = new Set([
      ...handedOverColumns.map(({ table, owner }) => `${getTableName(table)}.${owner.name}`),
      ...staysWithTheVisitor,
    ]);
    const pointing: string[] = [];
    for (const file of fs.readdirSync(schemaDir).filter((f) => f.endsWith('.ts'))) {
      const module = (await import(path.join(schemaDir, file))) as Record<string, unknown>;
      for (const value of Object.values(module)) {
        if (!is(value, PgTable)) continue;
        for (const key of getTableConfig(value).foreignKeys) {
          const reference = key.reference();
          if (getTableName(reference.foreignTable) !== 'users') continue;
          for (const column of reference.columns) {
            pointing.push(`${getTableName(value)}.${column.name}`);
          }
        }
      }
    }
    expect(pointing.length).toBeGreaterThan(5);
    expect(
      pointing.filter((column) => !listed.has(column)),
      'a table pointing at users must move with the hand-over (privacy/hand-over.queries.ts)',
    ).toEqual([]);
  });
});
