import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/helpers';
import { seedCatalog } from '../../../test/workflow-fixtures';
import { mailOutbox } from '../../db/schema/mail';
import { requests } from '../../db/schema/requests';
import type { ManualClock } from '../../lib/clock';

const IT = '/identitytoolkit.googleapis.com/v1/accounts';
const CLAIM = '/api/v1/user-controller/claim-account';

/**
 * The whole path of a visitor who leaves after step 1 of the sign-up page: an anonymous account
 * sends its first request, the identity service emails the claim link half an hour later, and the
 * link sets email + password on that same account, which keeps its request.
 */
describe('first request, then the account claim', () => {
  const app = useTestApp();
  beforeAll(() => seedCatalog(app));

  const identity = (path: string, payload: object) =>
    app.inject({ method: 'POST', url: `${IT}:${path}?key=k`, payload });

  it('lets the visitor claim the account that owns the request', async () => {
    const email = `lasciato.${Date.now().toString(36)}@example.it`;
    const anonymous = await identity('signUp', { returnSecureToken: true });
    const { localId: uid, idToken } = anonymous.json();

    const sent = await app.inject({
      method: 'POST',
      url: '/v2/requests/first-request',
      headers: { authorization: `Bearer ${idToken}` },
      payload: {
        uid,
        name: 'Luca',
        surname: 'Verdi',
        email,
        phone: '+39 340 111 2233',
        needs: 'Badante',
        conditions: true,
      },
    });
    expect(sent.statusCode).toBe(201);
    const requestId = sent.json().id;

    (app.ctx.clock as ManualClock).advance(31 * 60_000);
    await app.jobs.runAll();
    const [mail] = await app.ctx.db
      .select({ text: mailOutbox.text })
      .from(mailOutbox)
      .where(eq(mailOutbox.template, 'claim-account'));
    const link = new URL(mail!.text!.match(/https?:\/\/\S+/)![0]);
    expect(link.pathname).toBe('/email-confirmed');
    const oobCode = link.searchParams.get('oobCode')!;

    const check = await app.inject({ method: 'GET', url: `${CLAIM}?oobCode=${oobCode}` });
    expect(check.json()).toEqual({ email });
    const claimed = await app.inject({
      method: 'POST',
      url: CLAIM,
      payload: { oobCode, password: 'Ritrovata!2025' },
    });
    expect(claimed.statusCode).toBe(200);

    const signIn = await identity('signInWithPassword', {
      email,
      password: 'Ritrovata!2025',
      returnSecureToken: true,
    });
    expect(signIn.json().localId).toBe(uid);
    const [owned] = await app.ctx.db
      .select({ customerUid: requests.customerUid })
      .from(requests)
      .where(eq(requests.id, requestId));
    expect(owned!.customerUid).toBe(uid);
  });
});
