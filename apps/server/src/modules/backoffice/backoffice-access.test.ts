import { describe, expect, it } from 'vitest';
import { injectAs, type TestApp, useTestApp, useTestUser } from '../../../test/helpers';

type Operation = { method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'; url: string };

/** Every back-office route, read from the OpenAPI description (so a new route is covered too). */
function backofficeOperations(app: TestApp): Operation[] {
  const spec = app.swagger() as { paths: Record<string, Record<string, unknown>> };
  return Object.entries(spec.paths)
    .filter(([path]) => path.startsWith('/v1/backoffice/'))
    .flatMap(([path, methods]) =>
      Object.keys(methods).map((method) => ({
        method: method.toUpperCase() as Operation['method'],
        url: path
          .replace('{requestId}', '1')
          .replace('{roundId}', '1')
          .replace('{messageId}', '1')
          .replace('{serviceId}', '1')
          .replace('{priceId}', '1')
          .replace('{companyId}', 'acme-welfare')
          .replace('{docRef}', 'cg-martina-rossi')
          .replace('{customerUid}', 'cliente1'),
      })),
    );
}

describe('back-office access', () => {
  const app = useTestApp();
  const customer = useTestUser(app);
  const tutor = useTestUser(app, { role: 'tutor' });

  it('covers the whole tutor API', () => {
    const urls = backofficeOperations(app).map((op) => `${op.method} ${op.url}`);
    expect(urls.length).toBeGreaterThanOrEqual(40);
    for (const expected of [
      'GET /v1/backoffice/requests',
      'GET /v1/backoffice/requests/facets',
      'PUT /v1/backoffice/caregivers/cg-martina-rossi/photo',
      'PUT /v1/backoffice/caregivers/cg-martina-rossi/cv',
      'POST /v1/backoffice/catalog/services/1/prices',
      'PUT /v1/backoffice/catalog/companies/acme-welfare/logo',
      'GET /v1/backoffice/nps',
      'POST /v1/backoffice/customers/cliente1/disable',
      'POST /v1/backoffice/customers/cliente1/enable',
    ]) {
      expect(urls).toContain(expected);
    }
  });

  it('answers 401 without a token and 403 to a customer, on every route', async () => {
    for (const op of backofficeOperations(app)) {
      const anonymous = await app.inject({ method: op.method, url: op.url });
      expect(anonymous.statusCode, `${op.method} ${op.url} without a token`).toBe(401);
      const asCustomer = await app.inject({
        method: op.method,
        url: op.url,
        headers: customer.headers,
      });
      expect(asCustomer.statusCode, `${op.method} ${op.url} as a customer`).toBe(403);
      expect(asCustomer.json().error.code).toBe('FORBIDDEN');
    }
  });

  it('lets a tutor through', async () => {
    const res = await injectAs(app, tutor, 'GET', '/v1/backoffice/requests/facets');
    expect(res.statusCode).toBe(200);
  });
});
