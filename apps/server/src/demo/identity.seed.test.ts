import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/helpers';
import { sessionWith } from '../../test/identity-fixtures';
import { identityUsers } from '../db/schema/identity';
import { users } from '../db/schema/users';
import { demo } from './identities';
import { runSeeders } from './seed';
import { demoSeeders } from './seeders';

const SIGN_IN = '/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=k';

describe('demo accounts', () => {
  const app = useTestApp();
  beforeAll(() => runSeeders(app.ctx, demoSeeders));

  const signIn = (email: string, password: string) =>
    app.inject({
      method: 'POST',
      url: SIGN_IN,
      payload: { email, password, returnSecureToken: true },
    });

  it('signs the demo customer in, a verified welfare employee of the demo company', async () => {
    const res = await signIn(demo.customer.email, demo.customer.password);
    expect(res.statusCode).toBe(200);
    expect(res.json().localId).toBe(demo.customer.uid);
    const session = await sessionWith(app, res.json().idToken);
    expect(session.json()).toMatchObject({
      uid: demo.customer.uid,
      email: demo.customer.email,
      emailVerified: true,
      isAnonymous: false,
      role: 'customer',
    });
    const [profile] = await app.ctx.db
      .select({
        email: users.email,
        name: users.name,
        surname: users.surname,
        phone: users.phone,
        company: users.b2bCompanyId,
      })
      .from(users)
      .where(eq(users.uid, demo.customer.uid));
    expect(profile).toEqual({
      email: demo.customer.email,
      name: demo.customer.name,
      surname: demo.customer.surname,
      phone: demo.customer.phone,
      company: demo.company.id,
    });
  });

  it('signs the demo tutor in with the tutor role', async () => {
    const res = await signIn(demo.tutor.email, demo.tutor.password);
    expect(res.statusCode).toBe(200);
    const session = await sessionWith(app, res.json().idToken);
    expect(session.json()).toMatchObject({
      uid: demo.tutor.uid,
      role: 'tutor',
      emailVerified: true,
    });
    const claims = JSON.parse(
      Buffer.from(res.json().idToken.split('.')[1], 'base64url').toString(),
    );
    expect(claims.role).toBe('tutor');
  });

  it('stores only scrypt hashes of the demo passwords', async () => {
    const rows = await app.ctx.db
      .select({ hash: identityUsers.passwordHash })
      .from(identityUsers)
      .where(eq(identityUsers.uid, demo.customer.uid));
    expect(rows[0]?.hash).toMatch(/^scrypt\$\d+\$8\$1\$/);
    expect(rows[0]?.hash).not.toContain(demo.customer.password);
  });

  it('runs once: a second run changes nothing', async () => {
    expect(await runSeeders(app.ctx, demoSeeders)).toEqual([]);
  });
});
