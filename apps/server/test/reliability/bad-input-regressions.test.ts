import { validationMessages } from '@equilibrio/contract/validation';
import { beforeAll, describe, expect, it } from 'vitest';
import { applicationForm, submitApplication } from '../application-fixtures';
import { createTestUser, injectAs, useTestApp, useTestUser } from '../helpers';
import { multipartForm } from '../upload-fixtures';
import { createTestRequest, seedCatalogAndCaregivers } from '../workflow-fixtures';
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

  it('refuses a NUL character in a multipart form’s text, and in the JSON a part carries', async () => {
    const family = await createTestUser(app);
    const requestId = await createTestRequest(app, family);
    const before = await dbFingerprint(app);
    // The message as a form's part (the JSON body's is refused before the route reads it).
    const message = multipartForm({ message: 'ci\u0000ao' });
    const sent = await app.inject({
      method: 'POST',
      url: `/v2/requests/${requestId}/messages`,
      headers: { ...family.headers, ...message.headers },
      payload: message.payload,
    });
    expect(sent.statusCode).toBe(400);
    expect(sent.json().error.fields).toEqual({
      message: 'Il testo contiene un carattere non ammesso (NUL).',
    });
    // A caregiver's application: its JSON part escapes the NUL ('\\u0000').
    const applied = await submitApplication(
      app,
      applicationForm({ presentation: `Sono paziente.${'\u0000'} Ho esperienza.` }),
    );
    expect(applied.statusCode).toBe(400);
    expect(applied.json().error.fields).toEqual({
      presentation: 'Il testo contiene un carattere non ammesso (NUL).',
    });
    expect(changedTables(before, await dbFingerprint(app))).toEqual([]);
  });

  it('answers headers over the size limit (an oversized cookie) in Italian, with the envelope', async () => {
    const address = await app.listen({ port: 0, host: '127.0.0.1' });
    const res = await fetch(`${address}/readyz`, {
      headers: { cookie: `x=${'a'.repeat(20_000)}` },
    });
    expect(res.status).toBe(431);
    expect(await res.json()).toEqual({
      error: {
        code: 'HEADERS_TOO_LARGE',
        message: 'La richiesta è troppo grande: cancella i cookie del sito nel browser e riprova.',
      },
    });
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
