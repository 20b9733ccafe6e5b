import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  createTestUser,
  injectAs,
  type TestUser,
  useTestApp,
  useTestUser,
} from '../../../test/helpers';
import { changedTables, dbFingerprint } from '../../../test/reliability/db-fingerprint';
import { createTestRequest, setUserName } from '../../../test/workflow-fixtures';
import { accountEvents } from '../../db/schema/identity';

const IT = '/identitytoolkit.googleapis.com/v1/accounts';
const PASSWORD = 'Cliente!2345';

describe('back office: disabling and re-enabling a customer account', () => {
  const app = useTestApp();
  const tutor = useTestUser(app, { role: 'tutor', email: 'marco.tutor@equilibrio.test' });
  beforeAll(() => setUserName(app, tutor, 'Marco', 'Ferri'));
  const otherTutor = useTestUser(app, { role: 'tutor' });

  /** A customer who signs up with a password (so signing in again can be tried). */
  let customers = 0;
  async function signedUpCustomer() {
    const email = `cliente.${++customers}.${Date.now().toString(36)}@example.it`;
    const res = await app.inject({
      method: 'POST',
      url: `${IT}:signUp?key=k`,
      payload: { email, password: PASSWORD, returnSecureToken: true },
    });
    const { localId, idToken } = res.json() as { localId: string; idToken: string };
    const user: TestUser = {
      uid: localId,
      email,
      token: idToken,
      headers: { authorization: `Bearer ${idToken}` },
    };
    return user;
  }
  const signIn = (email: string) =>
    app.inject({
      method: 'POST',
      url: `${IT}:signInWithPassword?key=k`,
      payload: { email, password: PASSWORD, returnSecureToken: true },
    });
  const change = (
    action: 'disable' | 'enable',
    uid: string,
    payload: unknown,
    headers = tutor.headers,
  ) =>
    app.inject({
      method: 'POST',
      url: `/v1/backoffice/customers/${uid}/${action}`,
      headers,
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  const history = (uid: string) =>
    app.ctx.db.select().from(accountEvents).where(eq(accountEvents.uid, uid));

  it('a tutor disables a customer with a reason: recorded, and the customer is shut out at once', async () => {
    const customer = await signedUpCustomer();
    const requestId = await createTestRequest(app, customer);
    const session = () =>
      app.inject({ method: 'GET', url: '/api/v1/session', headers: customer.headers });
    expect((await session()).statusCode).toBe(200);

    const res = await change('disable', customer.uid, { reason: '  Segnalazione di abuso  ' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      disabled: true,
      history: [
        {
          action: 'disabled',
          reason: 'Segnalazione di abuso',
          by: { uid: tutor.uid, name: 'Marco', surname: 'Ferri' },
        },
      ],
    });
    expect(await history(customer.uid)).toMatchObject([
      { action: 'disabled', reason: 'Segnalazione di abuso', actorUid: tutor.uid },
    ]);

    // The customer's ID token is refused by the very next call, and signing in is refused.
    expect((await session()).statusCode).toBe(401);
    expect((await injectAs(app, customer, 'GET', `/v2/requests/${requestId}`)).statusCode).toBe(
      401,
    );
    expect((await signIn(customer.email)).json().error.message).toBe('USER_DISABLED');

    // The request page shows the account's state to every tutor.
    const detail = await injectAs(app, otherTutor, 'GET', `/v1/backoffice/requests/${requestId}`);
    expect(detail.json().customer.account).toMatchObject({
      disabled: true,
      history: [{ action: 'disabled', reason: 'Segnalazione di abuso' }],
    });

    // Disabling again is refused and adds nothing to the history.
    const again = await change('disable', customer.uid, { reason: 'Ancora una volta' });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe('L’account è già disattivato.');
    expect(await history(customer.uid)).toHaveLength(1);

    // Re-enabled with a reason: signing in works again; the old tokens stay revoked.
    const enabled = await change('enable', customer.uid, { reason: 'Chiarito con la famiglia' });
    expect(enabled.statusCode).toBe(200);
    expect(enabled.json()).toMatchObject({
      disabled: false,
      history: [
        { action: 'enabled', reason: 'Chiarito con la famiglia', by: { uid: tutor.uid } },
        { action: 'disabled', reason: 'Segnalazione di abuso' },
      ],
    });
    expect((await signIn(customer.email)).statusCode).toBe(200);
    expect((await session()).statusCode).toBe(401);
  });

  it('refuses a missing, short or long reason with an Italian message, writing nothing', async () => {
    const customer = await createTestUser(app);
    const before = await dbFingerprint(app);
    const cases: [unknown, string][] = [
      [{}, 'Questo campo è obbligatorio'],
      [{ reason: '   ' }, 'Questo campo è obbligatorio'],
      [{ reason: ' ciao ' }, 'Il motivo deve contenere almeno 5 caratteri'],
      [{ reason: 'x'.repeat(501) }, 'Il motivo può contenere al massimo 500 caratteri'],
    ];
    for (const [payload, message] of cases) {
      for (const action of ['disable', 'enable'] as const) {
        const res = await change(action, customer.uid, payload);
        expect(res.statusCode, JSON.stringify(payload)).toBe(400);
        expect(res.json().error).toMatchObject({
          code: 'VALIDATION_FAILED',
          fields: { 'body.reason': message },
        });
      }
    }
    expect(changedTables(before, await dbFingerprint(app))).toEqual([]);
    expect(
      (await app.inject({ method: 'GET', url: '/api/v1/session', headers: customer.headers }))
        .statusCode,
    ).toBe(200);
  });

  it('refuses customers (403), staff accounts and the tutor themselves (403), unknown ids (404)', async () => {
    const customer = await createTestUser(app);
    const other = await createTestUser(app);
    const before = await dbFingerprint(app);
    const reason = { reason: 'Motivo sufficiente' };

    const byCustomer = await change('disable', other.uid, reason, customer.headers);
    expect(byCustomer.statusCode).toBe(403);
    expect(byCustomer.json().error.code).toBe('FORBIDDEN');

    for (const target of [otherTutor.uid, tutor.uid]) {
      const res = await change('disable', target, reason);
      expect(res.statusCode).toBe(403);
      expect(res.json().error).toEqual({
        code: 'FORBIDDEN',
        message:
          'Gli account dei family tutor possono essere disattivati solo dagli amministratori.',
      });
    }
    const unknown = await change('disable', 'nessuno-con-questo-uid', reason);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.message).toBe('Famiglia non trovata.');
    const notDisabled = await change('enable', other.uid, reason);
    expect(notDisabled.statusCode).toBe(409);
    expect(notDisabled.json().error.message).toBe('L’account è già attivo.');

    expect(changedTables(before, await dbFingerprint(app))).toEqual([]);
    expect(
      (await app.inject({ method: 'GET', url: '/api/v1/session', headers: tutor.headers }))
        .statusCode,
    ).toBe(200);
  });
});
