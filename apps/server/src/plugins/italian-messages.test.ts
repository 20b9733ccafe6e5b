import { describe, expect, it } from 'vitest';
import { fieldErrorsOf, type TestUser, useTestUser } from '../../test/helpers';
import { useRequestsApp } from '../../test/requests-api';

// The API's field messages are Italian in every field, also where a schema gives no text of
// its own (zod's defaults go through the contract's one Italian error map).

describe('validation messages of the API', () => {
  const { app, customer, ids } = useRequestsApp();
  const tutor = useTestUser(app, { role: 'tutor' });

  const call = (user: TestUser, method: 'GET' | 'POST', url: string, payload?: object) =>
    app.inject({ method, url, headers: user.headers, ...(payload ? { payload } : {}) });

  it('a number expected, a choice outside the list, a missing field (request form)', async () => {
    const res = await call(customer, 'POST', '/v2/requests', {
      dependant: ['Sofia'],
      languages: ['klingon'],
      notes: 'x'.repeat(2001),
    });
    expect(fieldErrorsOf(res)).toEqual({
      'body.dependant.0': 'Inserisci un numero',
      'body.languages.0': 'Scegli una delle opzioni proposte',
      'body.businessline': 'Questo campo è obbligatorio',
      'body.notes': 'Massimo 2000 caratteri',
    });
  });

  it('a text too long and a number expected (NPS score)', async () => {
    const res = await call(customer, 'POST', '/v1/nps-scores', {
      score: 7,
      email: `${'a'.repeat(250)}@example.it`,
      id: 'primo',
    });
    expect(fieldErrorsOf(res)).toEqual({
      'body.email': 'Massimo 254 caratteri',
      'body.id': 'Inserisci un numero',
    });
  });

  it('a page that is not a number (request list query)', async () => {
    const res = await call(customer, 'GET', `/v2/requests/${customer.uid}/requests?page=primo`);
    expect(fieldErrorsOf(res)).toEqual({ 'querystring.page': 'Inserisci un numero' });
  });

  it('a missing field and a wrong kind (dependant form)', async () => {
    const res = await call(customer, 'POST', '/v1/dependents/', {
      birthDate: '2020-05-15',
      gender: 'FEMALE',
      handicap: 'forse',
      userUID: customer.uid,
      type: 'PERSON',
    });
    expect(fieldErrorsOf(res)).toEqual({
      'body.name': 'Questo campo è obbligatorio',
      'body.handicap': 'Scegli sì o no',
    });
    expect(ids.child).toBeGreaterThan(0);
  });

  it('the back office answers in Italian too (quote with a cost that is not a number)', async () => {
    const res = await call(tutor, 'POST', '/v1/backoffice/requests/1/quote', {
      serviceId: 'uno',
      requestDetail: { serviceStart: '2026-12-01', serviceEnd: null, netHourCost: 'dieci' },
    });
    const fields = fieldErrorsOf(res) as Record<string, string>;
    expect(fields['body.serviceId']).toBe('Inserisci un numero');
    expect(fields['body.requestDetail.netHourCost']).toBe('Inserisci un numero');
    for (const message of Object.values(fields)) expect(message).not.toMatch(/invalid|expected/i);
  });
});
