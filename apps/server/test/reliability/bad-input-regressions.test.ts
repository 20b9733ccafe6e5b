import { validationMessages } from '@equilibrio/contract/validation';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestUser, injectAs, useTestApp, useTestUser } from '../helpers';
import { seedCatalogAndCaregivers } from '../workflow-fixtures';
import { changedTables, dbFingerprint } from './db-fingerprint';

/** Inputs the bad-input property test found answered without our envelope or with a 500. */
describe('bad input: cases found by fuzzing', () => {
  const app = useTestApp();
  const tutor = useTestUser(app, { role: 'tutor' });
  beforeAll(() => seedCatalogAndCaregivers(app));

  it('answers a malformed percent-encoding in the path with the 400 envelope', async () => {
    for (const url of [
      '/v1/legal/%E0%A4%A',
      '/v2/requests/%',
      '/identitytoolkit.googleapis.com/v1/accounts:%C0%AE',
    ]) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(400);
      expect(res.json().error.code, url).toBe('BAD_REQUEST');
    }
  });

  it('answers a path parameter over the length limit with the 414 envelope', async () => {
    const res = await app.inject({ method: 'GET', url: `/v1/b2b-companies/${'x'.repeat(500)}` });
    expect(res.statusCode).toBe(414);
    expect(res.json().error).toEqual({
      code: 'URI_TOO_LONG',
      message: 'L’indirizzo della richiesta è troppo lungo.',
    });
  });

  it('refuses a NUL character in any text with 400 naming the field, nothing stored', async () => {
    const user = await createTestUser(app);
    const before = await dbFingerprint(app);
    const calls = [
      {
        url: '/v1/user-address',
        payload: {
          userUID: user.uid,
          street: 'Via\u0000Roma',
          city: 'Torino',
          province: 'TO',
          postalCode: '10121',
        },
        field: 'street',
      },
      {
        url: '/v1/dependents/',
        payload: {
          userUID: user.uid,
          name: 'a\u0000',
          birthDate: '2019-03-15',
          gender: 'MALE',
          type: 'PERSON',
        },
        field: 'name',
      },
      {
        url: '/api/v1/user-controller/assistance',
        payload: { message: '\u0000', type: 'GENERIC' },
        field: 'message',
      },
    ];
    for (const { url, payload, field } of calls) {
      const res = await app.inject({ method: 'POST', url, headers: user.headers, payload });
      expect(res.statusCode, url).toBe(400);
      expect(res.json().error.fields[field], url).toMatch(/non ammesso/);
    }
    const query = await injectAs(app, user, 'GET', `/v1/dependents?uid=${user.uid}%00`);
    expect(query.statusCode).toBe(400);
    expect(query.json().error.fields['querystring.uid']).toMatch(/non ammesso/);
    expect(changedTables(before, await dbFingerprint(app))).toEqual([]);
  });

  it('refuses an emoji-only street or name with 400 in Italian, nothing stored', async () => {
    const user = await createTestUser(app);
    const before = await dbFingerprint(app);
    const calls = [
      {
        url: '/v1/user-address',
        payload: {
          userUID: user.uid,
          street: '🏠🏠🏠',
          city: 'Torino',
          province: 'TO',
          postalCode: '10121',
        },
        field: 'street',
        message: validationMessages.placeLetters,
      },
      {
        url: '/v1/dependents/',
        payload: {
          userUID: user.uid,
          name: '😀😀',
          birthDate: '2019-03-15',
          gender: 'MALE',
          type: 'PERSON',
        },
        field: 'name',
        message: validationMessages.nameLetters,
      },
    ];
    for (const { url, payload, field, message } of calls) {
      const res = await app.inject({ method: 'POST', url, headers: user.headers, payload });
      expect(res.statusCode, url).toBe(400);
      expect(res.json().error, url).toMatchObject({ fields: { [`body.${field}`]: message } });
    }
    expect(changedTables(before, await dbFingerprint(app))).toEqual([]);
  });

  it('answers a malformed multipart upload with 400 and stores nothing', async () => {
    const before = await dbFingerprint(app);
    for (const contentType of ['multipart/form-data', 'multipart/form-data; boundary=x']) {
      const res = await app.inject({
        method: 'PUT',
        url: '/v1/backoffice/caregivers/cg-martina-rossi/photo',
        headers: { ...tutor.headers, 'content-type': contentType },
        payload: 'a=1&b=%ZZ&c',
      });
      expect(res.statusCode, contentType).toBe(400);
      expect(res.json().error.fields.file).toMatch(/multipart\/form-data/);
    }
    expect(changedTables(before, await dbFingerprint(app))).toEqual([]);
  });
});
