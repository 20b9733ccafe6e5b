import { requestStatuses } from '@equilibrio/contract/enums';
import { accountExportSchema } from '@equilibrio/contract/privacy';
import { statusDisplay } from '@equilibrio/contract/status-display';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestUser, useMadeApp } from '../../../test/helpers';
import { createPrivacyCustomers, privacyCalls } from '../../../test/privacy-calls';
import { FORM_START_DATE, identifiersOf } from '../../../test/privacy-fixtures';
import { users } from '../../db/schema/users';
import { escapeHtml } from '../../lib/html';

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

import { dataRegistry } from './data-registry';

/** The values at a registry path (`requests[].history[]`), arrays flattened. */
function valuesAt(data: unknown, path: string): unknown[] {
  let current: unknown[] = [data];
  for (const segment of path.split('.')) {
    const key = segment.replace('[]', '');
    current = current.flatMap((value) => {
      const next = (value as Record<string, unknown> | null)?.[key];
      if (segment.endsWith('[]')) return Array.isArray(next) ? next : [];
      return next === undefined || next === null ? [] : [next];
    });
  }
  return current.filter((value) => !(Array.isArray(value) && value.length === 0));
}

describe('privacy self-service: export and deletion', () => {
  const { app, tutor, a, b } = useMadeApp('The privacy customers', createPrivacyCustomers);
  const { exportOf } = privacyCalls(() => app);

  describe('GET /api/v1/user-controller/{uid}/export', () => {
    it('answers only the signed-in owner', async () => {
      const anonymous = await app.inject({
        method: 'GET',
        url: `/api/v1/user-controller/${a.user.uid}/export`,
      });
      expect(anonymous.statusCode).toBe(401);
      expect((await exportOf(b.user, a.user.uid)).statusCode).toBe(404);
      expect((await exportOf(tutor, a.user.uid)).statusCode).toBe(404);
      expect((await exportOf(a.user, 'nessunutente')).statusCode).toBe(404);
    });

    it('covers every table the registry says holds customer data', async () => {
      const res = await exportOf(a.user);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-disposition']).toMatch(
        /^attachment; filename="equilibrio-dati-\d{4}-\d{2}-\d{2}\.json"$/,
      );
      expect(res.headers['cache-control']).toBe('no-store');
      const data = accountExportSchema.parse(res.json());
      const empty = Object.entries(dataRegistry)
        .filter(([, entry]) => entry.holds === 'customer-data')
        .filter(
          ([, entry]) =>
            entry.holds === 'customer-data' && valuesAt(data, entry.exportedAt).length === 0,
        )
        .map(
          ([table, entry]) =>
            `${table} → ${entry.holds === 'customer-data' ? entry.exportedAt : ''}`,
        );
      expect(empty, 'sections without data: extend populateCustomer or the export').toEqual([]);

      expect(data.account).toMatchObject({
        uid: a.user.uid,
        email: a.person.email,
        anonymous: false,
      });
      expect(data.profile).toMatchObject({
        name: a.person.name,
        surname: a.person.surname,
        phone: a.person.phone,
        fiscalCode: a.person.fiscalCode,
        vatNumber: a.person.vatNumber,
        contactPreference: 'WHATSAPP',
      });
      expect(data.dependants.map((d) => d.name).sort()).toEqual(
        [a.person.dependantName, a.person.petName].sort(),
      );
      expect(data.requests.map((r) => r.id)).toEqual(a.requestIds);
      expect(data.requests.find((r) => r.id === a.requestIds[2])?.schedule).toMatchObject({
        startDate: FORM_START_DATE,
        days: ['mon'],
        timeSlots: ['mor'],
      });
      // The tutor's call, with the call-back it agreed; the rest, the requests taken by the first
      // contact (the call, a quote sent).
      const notes = data.requests.flatMap((r) => r.tutorNotes);
      expect(notes.filter((n) => n.kind === 'call')).toEqual([
        expect.objectContaining({ kind: 'call', callBackAt: expect.any(String) }),
      ]);
      // …and the service round the tutor recorded (a line of the request's history).
      const others = notes.filter((n) => n.kind !== 'call');
      expect(others.map((n) => n.kind)).toEqual(others.map(() => 'activity'));
      expect(others.filter((n) => n.text !== 'Presa in carico').map((n) => n.text)).toEqual([
        expect.stringMatching(/^Turno registrato: attivazione /),
      ]);
      const paid = data.requests.find((r) => r.id === a.requestIds[1])!;
      expect(paid.history.map((h) => h.toStatus)).toContain('PAGATO');
      expect(paid.caregivers.some((c) => c.phase === 'CHOSEN' && c.acceptedAt)).toBe(true);
      expect(paid.serviceRounds[0]).toMatchObject({ eventType: 'ACTIVATION' });
      expect(data.payments).toEqual([
        expect.objectContaining({ requestId: paid.id, status: 'paid', provider: 'sandbox' }),
      ]);
      // The sign-up's ticked box: both texts, with the version and hash of what was served.
      const legal = await app.inject({ method: 'GET', url: '/v1/legal/privacy' });
      expect(data.consents).toEqual(
        expect.arrayContaining([
          expect.objectContaining({
            document: 'privacy',
            version: legal.json().version,
            contentHash: legal.json().contentHash,
            source: 'sign-up',
            requestId: a.requestIds[0],
          }),
          expect.objectContaining({ document: 'terms', source: 'sign-up' }),
          expect.objectContaining({
            document: 'terms',
            source: 'request-form',
            requestId: a.requestIds[2],
          }),
        ]),
      );
      expect(data.npsScores).toEqual([
        expect.objectContaining({ score: 9, notes: a.person.npsNotes, email: a.person.email }),
      ]);
      expect(data.emails.length).toBeGreaterThan(0);
    });

    it('contains exactly the caller’s data: none of another customer’s values', async () => {
      const text = (await exportOf(a.user)).body;
      for (const value of identifiersOf(a.person)) expect(text, value).toContain(value);
      for (const value of [...identifiersOf(b.person), b.user.uid]) {
        expect(text, value).not.toContain(value);
      }
      const other = (await exportOf(b.user)).body;
      for (const value of [...identifiersOf(a.person), a.user.uid]) {
        expect(other, value).not.toContain(value);
      }
    });

    it('exports the account’s facts, never a password hash, a token or an emailed code', async () => {
      const reset = await app.inject({
        method: 'POST',
        url: '/identitytoolkit.googleapis.com/v1/accounts:sendOobCode?key=chiave',
        payload: { requestType: 'PASSWORD_RESET', email: a.person.email },
      });
      expect(reset.statusCode).toBe(200);
      const codes = await app.inject({
        method: 'GET',
        url: '/emulator/v1/projects/equilibrio-local/oobCodes',
      });
      const code = (codes.json().oobCodes as { email: string; oobCode: string }[]).find(
        (c) => c.email === a.person.email,
      )!.oobCode;
      const text = (await exportOf(a.user)).body;
      expect(text).toContain('oobCode=[rimosso]');
      expect(text).not.toContain(code);
      expect(text).not.toContain('test-only-not-a-real-hash');
      expect(text).not.toMatch(/passwordHash|password_hash|tokenHash|refreshToken/);
      expect(text).not.toContain(a.user.token);
    });

    it('offers a readable HTML summary, every value escaped', async () => {
      const customer = await createTestUser(app);
      await app.ctx.db
        .update(users)
        .set({ name: '<script>alert(1)</script>', surname: 'D’Amico & "figli"' })
        .where(eq(users.uid, customer.uid));
      const res = await exportOf(customer, customer.uid, 'html');
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(res.headers['content-disposition']).toMatch(/filename="equilibrio-dati-[\d-]+\.html"/);
      expect(res.body).toMatch(/^<!doctype html>\n<html lang="it">/);
      expect(res.body).not.toContain('<script');
      expect(res.body).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
      expect(res.body).toContain('D’Amico &amp; &quot;figli&quot;');

      const full = await exportOf(a.user, a.user.uid, 'html');
      for (const heading of [
        'Profilo',
        'Disattivazioni e riattivazioni',
        'Assistiti',
        'Richieste',
        'Pagamenti',
        'Accettazioni',
      ]) {
        expect(full.body).toContain(heading);
      }
      expect(full.body).toContain(a.person.dependantName);
      // The assistiti in the words of the family's cards: a girl born in 2019, a dog.
      expect(full.body).toContain(`<td>${a.person.dependantName}</td><td>Bambina</td>`);
      expect(full.body).toContain(`<td>${a.person.petName}</td><td>Cane</td>`);
      expect(full.body).not.toContain('<td>Persona</td>');
      // Its columns named as the family's form names the fields.
      expect(full.body).toContain(
        '<th scope="col">Sesso</th><th scope="col">Disabilità o esigenze particolari</th>',
      );
      expect(full.body).not.toContain('Genere');
      expect(full.body).toContain(`Richiesta #${a.requestIds[1]}`);
      expect(full.body).not.toContain(b.person.name);
      // Read by a family: the quote and the statuses in the words of its pages, never stored keys.
      expect(full.body).toContain('<h4>Preventivo</h4><dl>');
      expect(full.body).toContain('<dt>Orari</dt><dd>pomeriggio (1,5 ore per fascia)</dd>');
      // The caregiver chosen, and the day the family paid for the choice.
      expect(full.body).toContain('<th scope="col">Scelto il</th><th scope="col">Pagato il</th>');
      expect(full.body).not.toMatch(/"(netHourCost|workDays|serviceStart)"/);
      const codes = requestStatuses.map((status) => escapeRegExp(escapeHtml(status))).join('|');
      expect(full.body).not.toMatch(new RegExp(`<(td|dd)>(${codes})</`));
      expect(full.body).toContain(`<dd>${escapeHtml(statusDisplay('NUOVA').label)}</dd>`);
      expect(full.body).not.toMatch(/\d{5} \S+, \(/);
      // The history's steps by their one name each: never 'Selezione attiva → Selezione attiva'.
      const histories = [
        ...full.body.matchAll(/<th scope="col">Da<\/th><th scope="col">A<\/th>.*?<\/table>/gs),
      ].map(([table]) => table);
      const steps = histories.flatMap((table) => [
        ...table.matchAll(/<tr><td>[^<]*<\/td><td>([^<]*)<\/td><td>([^<]*)<\/td>/g),
      ]);
      expect(steps.length).toBeGreaterThan(0);
      for (const [, from, to] of steps) expect(from).not.toBe(to);
      expect(full.body).toContain('<dt>Codice cliente (da citare all’assistenza)</dt>');
      // The conversation named as the family's pages name it.
      expect(full.body).toContain('<h2>Messaggi con il family tutor</h2>');
    });
  });
});
