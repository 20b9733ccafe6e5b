import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { fieldErrorsOf, useTestApp } from '../../../test/helpers';
import { demo, seedCatalog } from '../../../test/workflow-fixtures';
import { b2bCompanies, companyServices, services } from '../../db/schema/catalog';

describe('partner companies (public)', () => {
  const app = useTestApp();
  beforeAll(() => seedCatalog(app));

  it('answers a company with its logo, without a token', async () => {
    const res = await app.inject({ method: 'GET', url: `/v1/b2b-companies/${demo.company.id}` });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      id: 'acme-welfare',
      name: demo.company.name,
      logoUrl: '/files/companies/acme-welfare.svg',
    });
    const logo = await app.inject({ method: 'GET', url: res.json().logoUrl });
    expect(logo.statusCode).toBe(200);
    expect(logo.headers['content-type']).toContain('image/svg+xml');
  });

  it('lists only the services the company offers', async () => {
    const res = await app.inject({ method: 'GET', url: `/v1/services/b2b/${demo.company.id}` });
    expect(res.statusCode).toBe(200);
    const list = res.json() as { name: string; businessLine: string; customerType: string }[];
    expect(list.map((s) => [s.name, s.businessLine, s.customerType])).toEqual([
      ['Babysitter welfare', 'BABYSITTER', 'B2B'],
      ['Badante welfare', 'NURSE', 'B2B'],
    ]);
  });

  it('leaves out services that are no longer active', async () => {
    const [badante] = await app.ctx.db
      .select({ id: services.id })
      .from(services)
      .where(eq(services.name, 'Badante welfare'));
    await app.ctx.db.update(services).set({ active: false }).where(eq(services.id, badante!.id));
    try {
      const res = await app.inject({ method: 'GET', url: `/v1/services/b2b/${demo.company.id}` });
      expect(res.json().map((s: { name: string }) => s.name)).toEqual(['Babysitter welfare']);
    } finally {
      await app.ctx.db.update(services).set({ active: true }).where(eq(services.id, badante!.id));
    }
  });

  it('answers 404 with a clear message for an unknown company', async () => {
    for (const url of ['/v1/b2b-companies/non-esiste', '/v1/services/b2b/non-esiste']) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(404);
      expect(res.json().error).toEqual({
        code: 'NOT_FOUND',
        message: expect.stringContaining('Azienda non trovata'),
      });
    }
  });

  it('treats an inactive company as unknown', async () => {
    await app.ctx.db.insert(b2bCompanies).values({ id: 'ex-partner', name: 'Ex', active: false });
    const [service] = await app.ctx.db.select({ id: services.id }).from(services).limit(1);
    await app.ctx.db
      .insert(companyServices)
      .values({ companyId: 'ex-partner', serviceId: service!.id });
    expect(
      (await app.inject({ method: 'GET', url: '/v1/b2b-companies/ex-partner' })).statusCode,
    ).toBe(404);
    expect(
      (await app.inject({ method: 'GET', url: '/v1/services/b2b/ex-partner' })).statusCode,
    ).toBe(404);
  });

  it('answers 400 naming the field for a malformed company id', async () => {
    const res = await app.inject({ method: 'GET', url: '/v1/b2b-companies/Not%20A%20Slug' });
    expect(fieldErrorsOf(res)).toEqual({ 'params.companyId': 'Azienda non valida' });
  });
});
