import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  fieldErrorsOf,
  injectAs,
  type TestUser,
  useTestApp,
  useTestUser,
} from '../../../test/helpers';
import { users } from '../../db/schema/users';

const personalInfo = (overrides: Record<string, unknown> = {}) => ({
  name: 'Giulia',
  surname: 'Bianchi',
  phone: '+39 333 123 4567',
  contactPreference: 'WHATSAPP',
  fiscalCode: 'bncgli90a41l219w',
  vatNumber: '',
  useDefaultAddress: false,
  fiscalAddress: { street: 'Via Po 1', city: 'Torino', province: 'TO', postalCode: '10123' },
  ...overrides,
});

describe('profile API', () => {
  const app = useTestApp();
  const user = useTestUser(app, { email: 'Giulia.Profilo@Example.it' });
  const other = useTestUser(app);
  const third = useTestUser(app, { email: 'terzo.profilo@example.it' });

  const get = (as: TestUser, uid = as.uid) =>
    app.inject({ method: 'GET', url: `/api/v1/user-controller/${uid}`, headers: as.headers });
  const patch = (as: TestUser, body: unknown, uid = as.uid) =>
    injectAs(
      app,
      as,
      'PATCH',
      `/api/v1/user-controller/${uid}/update-profile`,
      body as Record<string, unknown>,
    );

  it('creates the missing profile row from the token and answers the profile', async () => {
    const res = await get(user);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      uid: user.uid,
      email: 'giulia.profilo@example.it',
      emailVerified: true,
      isAnonymous: false,
      name: null,
      surname: null,
      phone: null,
      photoURL: null,
      contactSettings: { contactPreference: null },
      fiscalInfo: { fiscalCode: null, vatNumber: null, address: null, useDefaultAddress: false },
      addresses: [],
      dependants: [],
      workInfo: { b2bCompany: null },
    });
  });

  it('updates contact and fiscal data, upper-casing the fiscal code', async () => {
    const res = await patch(user, personalInfo({ email: 'giulia.profilo@example.it' }));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      name: 'Giulia',
      surname: 'Bianchi',
      phone: '+39 333 123 4567',
      contactSettings: { contactPreference: 'WHATSAPP' },
      fiscalInfo: {
        fiscalCode: 'BNCGLI90A41L219W',
        vatNumber: null,
        useDefaultAddress: false,
        address: { street: 'Via Po 1', city: 'Torino', province: 'TO', postalCode: '10123' },
      },
    });
    const again = await get(user);
    expect(again.json().fiscalInfo.fiscalCode).toBe('BNCGLI90A41L219W');
  });

  it('bills the default address when useDefaultAddress is on, and refuses it without one', async () => {
    const refused = await patch(user, personalInfo({ useDefaultAddress: true }));
    expect(fieldErrorsOf(refused)).toHaveProperty('body.useDefaultAddress');

    await injectAs(app, user, 'POST', '/v1/user-address', {
      userUID: user.uid,
      active: true,
      street: 'Corso Francia 10',
      city: 'Torino',
      province: 'TO',
      postalCode: '10143',
      isDefault: true,
    });
    const res = await patch(user, personalInfo({ useDefaultAddress: true, fiscalAddress: null }));
    expect(res.statusCode).toBe(200);
    expect(res.json().fiscalInfo).toMatchObject({
      useDefaultAddress: true,
      address: { street: 'Corso Francia 10', city: 'Torino', province: 'TO', postalCode: '10143' },
    });
    expect(res.json().addresses).toHaveLength(1);
    // The custom billing address is kept for when the switch goes off again.
    const [row] = await app.ctx.db
      .select({ fiscalAddress: users.fiscalAddress })
      .from(users)
      .where(eq(users.uid, user.uid));
    expect(row?.fiscalAddress).toMatchObject({ street: 'Via Po 1' });
  });

  it('refuses a changed email, a wrong fiscal code and a wrong VAT number with 400 and fields', async () => {
    const email = await patch(user, personalInfo({ email: 'altro@example.it' }));
    expect(fieldErrorsOf(email)).toEqual({
      'body.email': "L'indirizzo email non si può modificare da qui.",
    });

    const bad = await patch(user, {
      ...personalInfo({ fiscalCode: 'RSSMRA85T10A562X', vatNumber: '01234567890' }),
      name: '',
      phone: 'abc',
    });
    expect(fieldErrorsOf(bad)).toMatchObject({
      'body.name': 'Questo campo è obbligatorio',
      'body.phone': 'Numero di telefono non valido',
      'body.fiscalCode': 'Codice fiscale non valido',
      'body.vatNumber': expect.stringContaining('Partita IVA non valida'),
    });
    const missing = await patch(user, { name: 'Giulia' });
    expect(fieldErrorsOf(missing)).toHaveProperty('body.fiscalCode');
  });

  it('creates a missing profile row on the first update, and writes nothing it refuses', async () => {
    const created = await patch(third, personalInfo({ name: 'Prima' }));
    expect(created.statusCode).toBe(200);
    expect(created.json()).toMatchObject({ name: 'Prima', email: 'terzo.profilo@example.it' });
    const sameEmail = await patch(
      third,
      personalInfo({ name: 'Seconda', email: 'terzo.profilo@example.it' }),
    );
    expect(sameEmail.json().name).toBe('Seconda');
    const otherEmail = await patch(third, personalInfo({ name: 'Terza', email: 'x@example.it' }));
    expect(otherEmail.statusCode).toBe(400);
    await app.ctx.db.update(users).set({ deletedAt: new Date() }).where(eq(users.uid, third.uid));
    const erased = await patch(third, personalInfo({ name: 'Quarta' }));
    expect(erased.statusCode).toBe(404);
    const [row] = await app.ctx.db
      .select({ name: users.name })
      .from(users)
      .where(eq(users.uid, third.uid));
    expect(row?.name).toBe('Seconda');
  });

  it('answers 404 for another user’s uid and 401 without a token', async () => {
    expect((await get(other, user.uid)).statusCode).toBe(404);
    expect((await patch(other, personalInfo(), user.uid)).statusCode).toBe(404);
    const profile = await get(user);
    expect(profile.json().name).toBe('Giulia');
    const anonymous = await app.inject({
      method: 'GET',
      url: `/api/v1/user-controller/${user.uid}`,
    });
    expect(anonymous.statusCode).toBe(401);
    const anonymousPatch = await app.inject({
      method: 'PATCH',
      url: `/api/v1/user-controller/${user.uid}/update-profile`,
      payload: personalInfo(),
    });
    expect(anonymousPatch.statusCode).toBe(401);
  });
});
