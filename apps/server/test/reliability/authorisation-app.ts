import { expect } from 'vitest';
import { createTestApp, createTestUser, injectAs, type TestApp } from '../helpers';
import { populateCustomer } from '../privacy-fixtures';
import { multipartForm, sampleFiles } from '../upload-fixtures';
import { seedCatalogAndCaregivers } from '../workflow-fixtures';
import type { Fixture } from './authorisation-fixtures';

// How the authorisation matrix (the tables of authorisation-fixtures.ts) walks the app's routes,
// and the app it is checked on.

/** The GET route a HEAD route answers for (Fastify adds `/prefix/` twins of `/prefix`). */
export const getTwin = (url: string) =>
  url.length > 1 && url.endsWith('/') ? url.slice(0, -1) : url;
export const isTutorRoute = (url: string) => url.startsWith('/v1/backoffice/');
export const routeKey = (method: string, url: string) => `${method} ${url}`;
/** Any value for each path parameter: authentication is checked before the path is read. */
export const fillParams = (url: string) => url.replace(/:\w+/g, '1').replace(/\*$/, 'x');

export function routesOf(app: TestApp) {
  return app.registeredRoutes.filter((route) => route.method !== 'HEAD');
}

/** What of customer A must never reach customer B. */
export function aIdentifiers(f: Fixture) {
  return [f.a.user.uid, f.a.person.email, f.a.person.surname, f.a.person.fiscalCode];
}

/** The app the matrix is checked on: a tutor, customer A with everything, customer B. */
export async function createMatrixFixture(): Promise<{ app: TestApp; fixture: Fixture }> {
  const app = await createTestApp();
  await seedCatalogAndCaregivers(app);
  const tutor = await createTestUser(app, { role: 'tutor' });
  const a = await populateCustomer(app, tutor);
  const get = async (url: string) =>
    (await app.inject({ method: 'GET', url, headers: a.user.headers })).json();
  const [firstRequestId, paidRequestId, formRequestId] = a.requestIds as [number, number, number];
  const paid = await get(`/v2/requests/${paidRequestId}`);
  const dependants = await get(`/v1/dependents?uid=${a.user.uid}`);
  const addresses = await get(`/v1/user-address?uid=${a.user.uid}`);
  const services = await injectAs(
    app,
    tutor,
    'GET',
    '/v1/backoffice/services?businessLine=BABYSITTER&customerType=B2C',
  );
  const form = multipartForm(
    { message: 'Allego il certificato' },
    { data: sampleFiles.pdf(), fileName: 'certificato.pdf', contentType: 'application/pdf' },
  );
  const withFile = await app.inject({
    method: 'POST',
    url: `/v2/requests/${paidRequestId}/messages`,
    headers: { ...a.user.headers, ...form.headers },
    payload: form.payload,
  });
  const fixture: Fixture = {
    a: {
      ...a,
      attachmentMessageId: withFile.json().messages.at(-1).id,
      firstRequestId,
      paidRequestId,
      formRequestId,
      dependantId: dependants[0].id,
      addressId: addresses[0].id,
      caregiver: 'cg-martina-rossi',
      serviceId: services.json()[0].id,
    },
    b: await createTestUser(app),
  };
  expect(paid.id).toBe(paidRequestId);
  return { app, fixture };
}
