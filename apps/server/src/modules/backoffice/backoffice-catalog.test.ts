import fs from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { fieldErrorsOf, injectAs } from '../../../test/helpers';
import { putFile, sampleFiles } from '../../../test/upload-fixtures';
import { useWorkflowApp } from '../../../test/workflow-fixtures';

type Price = { id: number; province: string | null; productType: string; amountCents: number };
type Service = {
  id: number;
  name: string;
  businessLine: string;
  customerType: string;
  active: boolean;
  prices: Price[];
  companyIds: string[];
};

describe('back-office catalogue', () => {
  const { app, customer, tutor } = useWorkflowApp();

  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    injectAs(app, tutor, method, url, payload);

  const services = async (query = '') =>
    (await call('GET', `/v1/backoffice/catalog/services${query}`)).json() as Service[];

  it('lists every service with its prices (default row first) and companies', async () => {
    const all = await services();
    expect(all).toHaveLength(7);
    const babysitterB2b = all.find(
      (s) => s.businessLine === 'BABYSITTER' && s.customerType === 'B2B',
    )!;
    expect(babysitterB2b.companyIds).toEqual(['acme-welfare']);
    expect(babysitterB2b.prices[0]).toMatchObject({ province: null, productType: 'SERVICE' });
    expect(babysitterB2b.prices.length).toBe(14);
    const b2c = await services('?businessLine=COLF&customerType=B2C');
    expect(b2c.map((s) => s.name)).toEqual(['Colf']);
  });

  it('creates, renames and deactivates a service', async () => {
    const created = await call('POST', '/v1/backoffice/catalog/services', {
      businessLine: 'COLF',
      customerType: 'B2B',
      name: 'Colf welfare',
      description: 'Pulizie con il welfare',
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ name: 'Colf welfare', active: true, prices: [] });
    const id = created.json().id;

    const changed = await call('PUT', `/v1/backoffice/catalog/services/${id}`, {
      name: 'Colf welfare plus',
      description: null,
      active: false,
    });
    expect(changed.json()).toMatchObject({
      name: 'Colf welfare plus',
      description: null,
      active: false,
    });
    // Inactive services are not offered for quotes.
    const quotable = (await call('GET', '/v1/backoffice/services?businessLine=COLF')).json();
    expect(quotable.map((s: { id: number }) => s.id)).not.toContain(id);

    const bad = await call('POST', '/v1/backoffice/catalog/services', {
      businessLine: 'GARDENER',
      customerType: 'B2C',
      name: ' ',
    });
    expect(Object.keys(fieldErrorsOf(bad))).toEqual(
      expect.arrayContaining(['body.businessLine', 'body.name']),
    );
    expect(
      (await call('PUT', '/v1/backoffice/catalog/services/999999', { name: 'X' })).statusCode,
    ).toBe(404);
  });

  it('refuses a second service of a line and customer type with the same name', async () => {
    const service = (name: string, customerType = 'B2C') => ({
      businessLine: 'NURSE',
      customerType,
      name,
    });
    const first = await call('POST', '/v1/backoffice/catalog/services', service('Badante notte'));
    expect(first.statusCode).toBe(201);
    const again = await call('POST', '/v1/backoffice/catalog/services', service(' badante NOTTE '));
    expect(again.statusCode).toBe(400);
    expect(fieldErrorsOf(again).name).toContain('Esiste già un servizio «badante NOTTE»');
    // For companies it is another service; renamed onto another's name, refused too.
    expect(
      (await call('POST', '/v1/backoffice/catalog/services', service('Badante notte', 'B2B')))
        .statusCode,
    ).toBe(201);
    const other = await call('POST', '/v1/backoffice/catalog/services', service('Badante giorno'));
    const renamed = await call('PUT', `/v1/backoffice/catalog/services/${other.json().id}`, {
      name: 'Badante notte',
      description: null,
      active: true,
    });
    expect(renamed.statusCode).toBe(400);
    // Its own name kept (another field changed): not a clash with itself.
    const kept = await call('PUT', `/v1/backoffice/catalog/services/${first.json().id}`, {
      name: 'Badante notte',
      description: 'Assistenza notturna',
      active: true,
    });
    expect(kept.statusCode).toBe(200);
  });

  it('edits prices in cents, one per province and product type, never negative', async () => {
    const colf = (await services('?businessLine=COLF&customerType=B2C'))[0]!;
    const summary = async (province: string) =>
      (
        await injectAs(app, customer, 'GET', `/v1/services/${colf.id}/summary?province=${province}`)
      ).json();

    // PD has no prices of its own: the default row applies.
    expect((await summary('PD')).province).toBeNull();
    const added = await call('POST', `/v1/backoffice/catalog/services/${colf.id}/prices`, {
      province: 'pd',
      productType: 'SERVICE',
      amountCents: 13_550,
    });
    expect(added.statusCode).toBe(201);
    expect(added.json()).toMatchObject({
      province: 'PD',
      productType: 'SERVICE',
      amountCents: 13_550,
    });
    expect(await summary('PD')).toEqual({
      serviceId: colf.id,
      province: 'PD',
      products: [{ productType: 'SERVICE', amount: 13_550 }],
    });

    const duplicate = await call('POST', `/v1/backoffice/catalog/services/${colf.id}/prices`, {
      province: 'PD',
      productType: 'SERVICE',
      amountCents: 1,
    });
    expect(duplicate.statusCode).toBe(400);
    expect(duplicate.json().error.fields.province).toMatch(
      /Esiste già un prezzo «Selezione del caregiver» per Padova \(PD\)/,
    );

    const defaultService = colf.prices.find(
      (p) => p.province === null && p.productType === 'SERVICE',
    )!;
    const moveOnto = await call('PUT', `/v1/backoffice/catalog/prices/${added.json().id}`, {
      province: null,
      productType: 'SERVICE',
      amountCents: 100,
    });
    expect(moveOnto.statusCode).toBe(400);
    expect(moveOnto.json().error.fields.province).toMatch(/Altre province/);

    for (const amountCents of [-1, 10.5, 'dieci', 1_000_001, 9_999_999_900]) {
      const res = await call('PUT', `/v1/backoffice/catalog/prices/${defaultService.id}`, {
        province: null,
        productType: 'SERVICE',
        amountCents,
      });
      expect(res.statusCode, String(amountCents)).toBe(400);
      expect(res.json().error.fields['body.amountCents']).toBeTruthy();
    }
    const negative = await call('PUT', `/v1/backoffice/catalog/prices/${defaultService.id}`, {
      province: null,
      productType: 'SERVICE',
      amountCents: -1,
    });
    expect(negative.json().error.fields['body.amountCents']).toBe(
      'L’importo non può essere negativo',
    );
    // No family service costs more than 10.000 €: a digit too many is named, with the limit.
    const tooHigh = await call('PUT', `/v1/backoffice/catalog/prices/${defaultService.id}`, {
      province: null,
      productType: 'SERVICE',
      amountCents: 1_000_001,
    });
    expect(tooHigh.json().error.fields['body.amountCents']).toBe(
      'Importo troppo alto: al massimo 10.000,00 €',
    );
    const highest = await call('PUT', `/v1/backoffice/catalog/prices/${defaultService.id}`, {
      province: null,
      productType: 'SERVICE',
      amountCents: 1_000_000,
    });
    expect(highest.json()).toMatchObject({ amountCents: 1_000_000 });

    const edited = await call('PUT', `/v1/backoffice/catalog/prices/${defaultService.id}`, {
      province: null,
      productType: 'SERVICE',
      amountCents: 0,
    });
    expect(edited.json()).toMatchObject({ amountCents: 0 });
    expect((await summary('AO')).products).toContainEqual({ productType: 'SERVICE', amount: 0 });

    const keepDefault = await call('DELETE', `/v1/backoffice/catalog/prices/${defaultService.id}`);
    expect(keepDefault.statusCode).toBe(409);
    expect(
      (await call('DELETE', `/v1/backoffice/catalog/prices/${added.json().id}`)).statusCode,
    ).toBe(204);
    expect((await summary('PD')).province).toBeNull();
    expect(
      (await call('DELETE', `/v1/backoffice/catalog/prices/${added.json().id}`)).statusCode,
    ).toBe(404);
  });

  it('manages partner companies: B2B services only, unique ids, a logo, the sign-up link', async () => {
    const all = await services();
    const b2b = all.filter((s) => s.customerType === 'B2B').map((s) => s.id);
    const b2c = all.find((s) => s.customerType === 'B2C')!.id;

    const created = await call('POST', '/v1/backoffice/catalog/companies', {
      id: 'beta-spa',
      name: 'Beta S.p.A.',
      serviceIds: [b2b[0], b2b[0], b2b[1]],
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      id: 'beta-spa',
      name: 'Beta S.p.A.',
      logoUrl: null,
      active: true,
      serviceIds: [b2b[0], b2b[1]].sort((a, b) => a! - b!),
      signUpPath: '/sign-up/beta-spa',
    });

    const taken = await call('POST', '/v1/backoffice/catalog/companies', {
      id: 'beta-spa',
      name: 'Altra',
    });
    expect(taken.statusCode).toBe(400);
    expect(taken.json().error.fields.id).toBe('Esiste già un’azienda con questo identificativo');

    const badId = await call('POST', '/v1/backoffice/catalog/companies', {
      id: 'Beta SpA',
      name: 'X',
    });
    expect(badId.json().error.fields['body.id']).toBe(
      'Usa solo lettere minuscole, numeri e trattini',
    );

    const withB2c = await call('PUT', '/v1/backoffice/catalog/companies/beta-spa', {
      name: 'Beta S.p.A.',
      serviceIds: [b2c],
    });
    expect(withB2c.statusCode).toBe(400);
    expect(withB2c.json().error.fields.serviceIds).toBe('Scegli solo servizi B2B del catalogo');

    const changed = await call('PUT', '/v1/backoffice/catalog/companies/beta-spa', {
      name: 'Beta Group',
      active: false,
      serviceIds: [],
    });
    expect(changed.json()).toMatchObject({ name: 'Beta Group', active: false, serviceIds: [] });

    const logo = sampleFiles.webp(1024);
    const uploadLogo = (data: Buffer, options: Parameters<typeof putFile>[4]) =>
      putFile(app, tutor, '/v1/backoffice/catalog/companies/beta-spa/logo', data, options);
    const uploaded = await uploadLogo(logo, { fileName: 'logo.webp', contentType: 'image/webp' });
    expect(uploaded.statusCode).toBe(200);
    const logoUrl = uploaded.json().logoUrl;
    expect(logoUrl).toMatch(/^\/files\/uploads\/companies\/beta-spa-[0-9a-f]+\.webp$/);
    const served = await app.inject({ method: 'GET', url: logoUrl });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');

    const refused = await uploadLogo(sampleFiles.pdf(), {
      fileName: 'logo.png',
      contentType: 'image/png',
    });
    expect(refused.statusCode).toBe(400);

    const removed = await call('DELETE', '/v1/backoffice/catalog/companies/beta-spa/logo');
    expect(removed.json().logoUrl).toBeNull();
    expect((await app.inject({ method: 'GET', url: logoUrl })).statusCode).toBe(404);
    const files = await fs
      .readdir(path.join(app.ctx.config.dataDir, 'files/public/companies'))
      .catch(() => []);
    expect(files).toEqual([]);

    const list = (await call('GET', '/v1/backoffice/catalog/companies')).json();
    expect(list.map((c: { id: string }) => c.id)).toEqual(['acme-welfare', 'beta-spa']);
    expect(
      (await call('PUT', '/v1/backoffice/catalog/companies/nessuna', { name: 'X' })).statusCode,
    ).toBe(404);
  });
});
