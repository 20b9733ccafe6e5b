import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  createTestUser,
  fieldErrorsOf,
  type TestUser,
  useTestApp,
  useTestUser,
} from '../../../test/helpers';
import { demo, seedCatalog } from '../../../test/workflow-fixtures';
import { b2bCompanies } from '../../db/schema/catalog';
import { mailOutbox } from '../../db/schema/mail';
import { requestEvents, requests } from '../../db/schema/requests';
import { users } from '../../db/schema/users';

const url = '/v2/requests/first-request';

let counter = 0;
function body(user: TestUser, overrides: Record<string, unknown> = {}) {
  counter += 1;
  return {
    uid: user.uid,
    name: 'Anna',
    surname: 'Rossi',
    email: `anna.rossi.${counter}.${user.uid}@example.it`,
    phone: '+39 333 765 4321',
    needs: 'Taxi-sitter',
    details: 'Due bambini, uscita da scuola alle 16',
    conditions: true,
    companyId: null,
    ...overrides,
  };
}

describe('POST /v2/requests/first-request', () => {
  const app = useTestApp({ env: { TUTOR_NOTIFY_EMAILS: 'Richieste@Equilibrio.it' } });
  const tutor = useTestUser(app, { role: 'tutor' });
  beforeAll(() => seedCatalog(app));

  const post = (user: TestUser | null, payload: unknown) =>
    app.inject({ method: 'POST', url, headers: user?.headers, payload: payload as object });

  const requestsOf = (uid: string) =>
    app.ctx.db
      .select({
        id: requests.id,
        status: requests.status,
        businessLine: requests.businessLine,
        needs: requests.needs,
        message: requests.message,
        source: requests.source,
        welfare: requests.welfare,
        companyId: requests.companyId,
      })
      .from(requests)
      .where(eq(requests.customerUid, uid));

  /** The contact details the first request would have saved (none while nothing was saved). */
  const profileOf = async (uid: string) =>
    (
      await app.ctx.db
        .select({ name: users.name, surname: users.surname, phone: users.phone })
        .from(users)
        .where(eq(users.uid, uid))
    ).filter((row) => row.name || row.surname || row.phone);

  const mailsAbout = (requestId: number) =>
    app.ctx.db
      .select({ to: mailOutbox.to, subject: mailOutbox.subject, text: mailOutbox.text })
      .from(mailOutbox)
      .where(eq(mailOutbox.subject, `Nuova richiesta #${requestId}`));

  it('creates the profile, a NUOVA request, its history and the tutors’ emails', async () => {
    const visitor = await createTestUser(app, { anonymous: true });
    const payload = body(visitor, { email: '  Anna.Rossi.Maiuscole@Example.IT ' });
    const res = await post(visitor, payload);
    expect(res.statusCode).toBe(201);
    const { id, status } = res.json();
    expect(status).toBe('NUOVA');

    expect(await requestsOf(visitor.uid)).toEqual([
      {
        id,
        status: 'NUOVA',
        businessLine: 'BABYSITTER',
        needs: 'Taxi-sitter',
        message: 'Due bambini, uscita da scuola alle 16',
        source: 'sign-up',
        welfare: false,
        companyId: null,
      },
    ]);
    const [profile] = await app.ctx.db.select().from(users).where(eq(users.uid, visitor.uid));
    expect(profile).toMatchObject({
      email: 'anna.rossi.maiuscole@example.it',
      name: 'Anna',
      surname: 'Rossi',
      phone: '+39 333 765 4321',
      b2bCompanyId: null,
    });
    const events = await app.ctx.db
      .select()
      .from(requestEvents)
      .where(eq(requestEvents.requestId, id));
    expect(events).toEqual([
      expect.objectContaining({
        fromStatus: null,
        toStatus: 'NUOVA',
        actorUid: visitor.uid,
        actorRole: 'customer',
      }),
    ]);
    // The workflow's new-request email: the configured address and, as nobody has taken the
    // request yet, every tutor account.
    const mails = await mailsAbout(id);
    expect(mails.map((m) => m.to).sort()).toEqual(['richieste@equilibrio.it', tutor.email].sort());
    expect(mails[0]!.text).toContain(`Anna Rossi ha inviato una richiesta`);
    expect(mails[0]!.text).toContain(`#${id}`);
  });

  it('answers an identical retry with the same request, creating nothing more', async () => {
    const visitor = await createTestUser(app, { anonymous: true });
    const payload = body(visitor);
    const first = await post(visitor, payload);
    const again = await post(visitor, payload);
    expect(again.statusCode).toBe(201);
    expect(again.json()).toEqual(first.json());
    expect(await requestsOf(visitor.uid)).toHaveLength(1);
    const events = await app.ctx.db
      .select()
      .from(requestEvents)
      .where(eq(requestEvents.requestId, first.json().id));
    expect(events).toHaveLength(1);
    expect(await mailsAbout(first.json().id)).toHaveLength(2);
  });

  it('resolves two identical calls racing to one request', async () => {
    const visitor = await createTestUser(app, { anonymous: true });
    const payload = body(visitor);
    const [a, b] = await Promise.all([post(visitor, payload), post(visitor, payload)]);
    expect([a.statusCode, b.statusCode]).toEqual([201, 201]);
    expect(a.json().id).toBe(b.json().id);
    expect(await requestsOf(visitor.uid)).toHaveLength(1);
  });

  it('creates a second request when the content differs', async () => {
    const visitor = await createTestUser(app, { anonymous: true });
    const payload = body(visitor);
    await post(visitor, payload);
    const other = await post(visitor, { ...payload, needs: 'Badante', details: null });
    expect(other.statusCode).toBe(201);
    const rows = await requestsOf(visitor.uid);
    expect(rows.map((r) => r.businessLine).sort()).toEqual(['BABYSITTER', 'NURSE']);
  });

  it('maps every service choice to its business line', async () => {
    const expected = {
      Babysitter: 'BABYSITTER',
      'Aiuto compiti': 'BABYSITTER',
      Petsitter: 'PETSITTER',
      Badante: 'NURSE',
    };
    for (const [needs, line] of Object.entries(expected)) {
      const visitor = await createTestUser(app, { anonymous: true });
      expect((await post(visitor, body(visitor, { needs }))).statusCode).toBe(201);
      expect((await requestsOf(visitor.uid))[0]!.businessLine).toBe(line);
    }
  });

  it('answers 404 when the uid is not the caller’s, and 401 without a token', async () => {
    const visitor = await createTestUser(app, { anonymous: true });
    const other = await createTestUser(app, { anonymous: true });
    const foreign = await post(visitor, body(other));
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().error.code).toBe('NOT_FOUND');
    expect(await requestsOf(other.uid)).toHaveLength(0);
    expect(await requestsOf(visitor.uid)).toHaveLength(0);

    const anonymousCall = await post(null, body(visitor));
    expect(anonymousCall.statusCode).toBe(401);
  });

  it('refuses staff accounts', async () => {
    const res = await post(tutor, body(tutor, { email: tutor.email }));
    expect(res.statusCode).toBe(403);
  });

  it('gives the same answer whoever else carries the typed email, and never reveals a registration', async () => {
    const registered = await createTestUser(app, { email: 'gia.registrata@example.it' });
    const shared = `condivisa.${Date.now().toString(36)}@example.it`;
    const first = await createTestUser(app, { anonymous: true });
    const second = await createTestUser(app, { anonymous: true });
    const third = await createTestUser(app, { anonymous: true });

    // Two visitors type the same unverified address; a third types a registered customer's one.
    const answers = [
      await post(first, body(first, { email: shared })),
      await post(second, body(second, { email: shared.toUpperCase() })),
      await post(third, body(third, { email: 'Gia.Registrata@example.it' })),
    ];
    for (const [res, visitor] of [
      [answers[0]!, first],
      [answers[1]!, second],
      [answers[2]!, third],
    ] as const) {
      expect(res.statusCode).toBe(201);
      expect(Object.keys(res.json()).sort()).toEqual(['id', 'status']);
      expect(res.json().status).toBe('NUOVA');
      expect(await requestsOf(visitor.uid)).toEqual([
        expect.objectContaining({ id: res.json().id, status: 'NUOVA' }),
      ]);
    }
    // The answers differ only in the request's id: same headers, same body shape.
    const headerNames = (res: (typeof answers)[number]) =>
      Object.keys(res.headers)
        .filter((name) => !['date', 'content-length', 'x-request-id'].includes(name))
        .sort();
    expect(headerNames(answers[2]!)).toEqual(headerNames(answers[0]!));
    const emails = await app.ctx.db
      .select({ uid: users.uid, email: users.email })
      .from(users)
      .where(eq(users.email, shared));
    expect(emails.map((row) => row.uid).sort()).toEqual([first.uid, second.uid].sort());

    // The identity conflict is settled when a password is set: the first one gets the address,
    // the others are told by the identity service, as any sign-up with a taken address is.
    const link = (visitor: TestUser, email: string) =>
      app.inject({
        method: 'POST',
        url: '/identitytoolkit.googleapis.com/v1/accounts:signUp?key=k',
        payload: { idToken: visitor.token, email, password: 'Segreta!123' },
      });
    expect((await link(first, shared)).statusCode).toBe(200);
    for (const [visitor, email] of [
      [second, shared],
      [third, registered.email],
    ] as const) {
      const refused = await link(visitor, email);
      expect(refused.statusCode).toBe(400);
      expect(refused.json().error.message).toBe('EMAIL_EXISTS');
    }
  });

  it('lets a signed-in customer send it with their own email only', async () => {
    const customer = await createTestUser(app);
    const own = await post(customer, body(customer, { email: customer.email.toUpperCase() }));
    expect(own.statusCode).toBe(201);
    const other = await post(customer, body(customer));
    expect(other.statusCode).toBe(409);
    expect(other.json().error.fields['body.email']).toContain(customer.email);
  });

  it('limits how many first requests one account can send in a short time', async () => {
    const visitor = await createTestUser(app, { anonymous: true });
    const codes: number[] = [];
    for (let i = 0; i < 11; i++) codes.push((await post(visitor, body(visitor))).statusCode);
    expect(codes.slice(0, 10).every((code) => code === 201)).toBe(true);
    expect(codes[10]).toBe(429);
    const other = await createTestUser(app, { anonymous: true });
    expect((await post(other, body(other))).statusCode).toBe(201);
  });

  describe('through a partner company', () => {
    it('links the profile to the company and the request to its welfare programme', async () => {
      const visitor = await createTestUser(app, { anonymous: true });
      const res = await post(
        visitor,
        body(visitor, { needs: 'Badante welfare', companyId: demo.company.id }),
      );
      expect(res.statusCode).toBe(201);
      expect(await requestsOf(visitor.uid)).toEqual([
        expect.objectContaining({
          businessLine: 'NURSE',
          needs: 'Badante welfare',
          welfare: true,
          companyId: demo.company.id,
        }),
      ]);
      const [profile] = await app.ctx.db.select().from(users).where(eq(users.uid, visitor.uid));
      expect(profile!.b2bCompanyId).toBe(demo.company.id);
    });

    it('accepts only the company’s own services', async () => {
      const visitor = await createTestUser(app, { anonymous: true });
      for (const needs of ['Petsitter welfare', 'Babysitter']) {
        const res = await post(visitor, body(visitor, { needs, companyId: demo.company.id }));
        expect(res.statusCode).toBe(400);
        expect(res.json().error.fields['body.needs']).toBe(
          'Scegli uno dei servizi proposti: Babysitter welfare, Badante welfare.',
        );
      }
      expect(await requestsOf(visitor.uid)).toHaveLength(0);
    });

    it('offers the spec’s choices while the company offers no service yet: an ordinary request, the family in the company', async () => {
      await app.ctx.db
        .insert(b2bCompanies)
        .values({ id: 'nuova-spa', name: 'Nuova S.p.A.' })
        .onConflictDoNothing();
      const visitor = await createTestUser(app, { anonymous: true });
      const res = await post(visitor, body(visitor, { needs: 'Badante', companyId: 'nuova-spa' }));
      expect(res.statusCode).toBe(201);
      expect(await requestsOf(visitor.uid)).toEqual([
        expect.objectContaining({
          businessLine: 'NURSE',
          needs: 'Badante',
          welfare: false,
          companyId: null,
        }),
      ]);
      const [profile] = await app.ctx.db.select().from(users).where(eq(users.uid, visitor.uid));
      expect(profile!.b2bCompanyId).toBe('nuova-spa');
    });

    it('does not move an account already in another company’s programme, saving nothing', async () => {
      await app.ctx.db
        .insert(b2bCompanies)
        .values({ id: 'altra-spa', name: 'Altra S.p.A.' })
        .onConflictDoNothing();
      const employee = await createTestUser(app, { anonymous: true });
      const joined = await post(
        employee,
        body(employee, { needs: 'Badante', companyId: 'altra-spa' }),
      );
      expect(joined.statusCode).toBe(201);
      // The same account on another company's page: refused, its company and requests as they were.
      const res = await post(
        employee,
        body(employee, { needs: 'Badante welfare', companyId: demo.company.id }),
      );
      expect(res.statusCode).toBe(409);
      expect(res.json().error.message).toContain('già collegato al programma welfare');
      const [profile] = await app.ctx.db.select().from(users).where(eq(users.uid, employee.uid));
      expect(profile!.b2bCompanyId).toBe('altra-spa');
      expect(await requestsOf(employee.uid)).toHaveLength(1);
      // Its own company's page again: a request, as before.
      const again = await post(
        employee,
        body(employee, { needs: 'Babysitter', companyId: 'altra-spa' }),
      );
      expect(again.statusCode).toBe(201);
    });

    it('answers 404 with a clear message for an unknown company, saving nothing', async () => {
      const visitor = await createTestUser(app, { anonymous: true });
      const res = await post(visitor, body(visitor, { companyId: 'non-esiste' }));
      expect(res.statusCode).toBe(404);
      expect(res.json().error.message).toContain('Azienda non trovata');
      expect(await requestsOf(visitor.uid)).toHaveLength(0);
      expect(await profileOf(visitor.uid)).toEqual([]);
    });
  });

  describe('bad bodies', () => {
    it('answers 400 naming every failing field with the spec’s messages', async () => {
      const visitor = await createTestUser(app, { anonymous: true });
      const res = await post(visitor, {
        uid: visitor.uid,
        name: '  ',
        surname: '',
        email: 'non-una-email',
        phone: 'abc',
        needs: '',
        conditions: false,
      });
      expect(res.json().error.code).toBe('VALIDATION_FAILED');
      expect(fieldErrorsOf(res)).toMatchObject({
        'body.name': 'Questo campo è obbligatorio',
        'body.surname': 'Questo campo è obbligatorio',
        'body.email': 'Formato email non corretto',
        'body.phone': 'Numero di telefono non valido',
        'body.needs': 'Questo campo è obbligatorio',
        'body.conditions': 'Devi accettare i termini e le condizioni',
      });
    });

    it('answers 400 for a need outside the service choices', async () => {
      const visitor = await createTestUser(app, { anonymous: true });
      const res = await post(visitor, body(visitor, { needs: 'Giardiniere' }));
      expect(res.statusCode).toBe(400);
      expect(res.json().error.fields['body.needs']).toContain('Babysitter, Taxi-sitter');
    });

    it('answers 400 for a missing or malformed JSON body', async () => {
      const visitor = await createTestUser(app, { anonymous: true });
      const empty = await post(visitor, undefined);
      expect(empty.statusCode).toBe(400);
      const broken = await app.inject({
        method: 'POST',
        url,
        headers: { ...visitor.headers, 'content-type': 'application/json' },
        payload: '{"uid":',
      });
      expect(broken.statusCode).toBe(400);
      expect(broken.json().error.code).toBe('BAD_REQUEST');
    });

    it('answers 400 for over-long texts', async () => {
      const visitor = await createTestUser(app, { anonymous: true });
      const res = await post(visitor, body(visitor, { details: 'x'.repeat(2001) }));
      expect(res.statusCode).toBe(400);
      expect(res.json().error.fields['body.details']).toBe('Massimo 2000 caratteri');
    });
  });
});
