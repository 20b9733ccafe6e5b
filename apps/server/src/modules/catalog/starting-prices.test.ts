import type { BusinessLine } from '@equilibrio/contract/enums';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/helpers';
import { seedCatalog } from '../../../test/workflow-fixtures';
import { serviceProducts, services } from '../../db/schema/catalog';

/** The 'Come funziona' page's prices: 'da …' per service, read by visitors who are signed out. */
describe('GET /v1/services/starting-prices', () => {
  const app = useTestApp();
  beforeAll(() => seedCatalog(app));

  const get = () => app.inject({ method: 'GET', url: '/v1/services/starting-prices' });
  const serviceOf = async (line: BusinessLine, customerType: string) => {
    const [row] = await app.ctx.db
      .select({ id: services.id })
      .from(services)
      .where(and(eq(services.businessLine, line), eq(services.customerType, customerType)));
    return row!.id;
  };

  it('answers signed out, per line, the lowest price a family pays (service + guarantee), cached', async () => {
    const res = await get();
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=300');
    // The demo catalogue's default rows ("Altre province") are the cheapest; B2B prices (20%
    // lower, welfare only) are not offered to a visitor.
    expect(res.json()).toEqual([
      { businessLine: 'BABYSITTER', fromCents: 14_900 + 2_900 },
      { businessLine: 'PETSITTER', fromCents: 9_900 + 1_900 },
      { businessLine: 'NURSE', fromCents: 24_900 + 3_900 },
      { businessLine: 'COLF', fromCents: 12_900 + 2_400 },
    ]);
  });

  it('follows the catalogue: a cheaper province counts, an inactive service does not', async () => {
    const babysitter = await serviceOf('BABYSITTER', 'B2C');
    await app.ctx.db.insert(serviceProducts).values([
      { serviceId: babysitter, province: 'AO', productType: 'SERVICE', amountCents: 12_000 },
      { serviceId: babysitter, province: 'AO', productType: 'SUBSCRIPTION', amountCents: 2_000 },
    ]);
    expect((await get()).json()[0]).toEqual({ businessLine: 'BABYSITTER', fromCents: 14_000 });

    const colf = await serviceOf('COLF', 'B2C');
    await app.ctx.db.update(services).set({ active: false }).where(eq(services.id, colf));
    expect((await get()).json().map((p: { businessLine: string }) => p.businessLine)).toEqual([
      'BABYSITTER',
      'PETSITTER',
      'NURSE',
    ]);
  });
});
