import { beforeAll, describe, expect, it } from 'vitest';
import { createTestUser, fieldErrorsOf, useTestApp, useTestUser } from '../../../test/helpers';
import { babysitterServiceId, seedCatalog } from '../../../test/workflow-fixtures';

describe('GET /v1/services/{serviceId}/summary', () => {
  const app = useTestApp();
  const user = useTestUser(app);
  let babysitter: number;

  beforeAll(async () => {
    await seedCatalog(app);
    const tutor = await createTestUser(app, { role: 'tutor' });
    babysitter = await babysitterServiceId(app, tutor);
  });

  const summary = (query: string, id = babysitter) =>
    app.inject({ method: 'GET', url: `/v1/services/${id}/summary${query}`, headers: user.headers });

  it('answers the province’s own prices, in cents', async () => {
    const res = await summary('?province=MI');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      serviceId: babysitter,
      province: 'MI',
      products: [
        { productType: 'SERVICE', amount: 17_900 },
        { productType: 'SUBSCRIPTION', amount: 3_500 },
      ],
    });
    expect((await summary('?province=mi')).json().province).toBe('MI');
  });

  it('falls back to the default prices ("Altre province") for a province without its own', async () => {
    const defaults = {
      serviceId: babysitter,
      province: null,
      products: [
        { productType: 'SERVICE', amount: 14_900 },
        { productType: 'SUBSCRIPTION', amount: 2_900 },
      ],
    };
    expect((await summary('?province=VR')).json()).toEqual(defaults);
    expect((await summary('')).json()).toEqual(defaults);
  });

  it('answers 404 for an unknown service, 400 for a bad province, 401 without a token', async () => {
    expect((await summary('?province=TO', 999_999)).statusCode).toBe(404);
    const bad = await summary('?province=Milano');
    expect(fieldErrorsOf(bad)).toHaveProperty('querystring.province');
    const anonymous = await app.inject({
      method: 'GET',
      url: `/v1/services/${babysitter}/summary`,
    });
    expect(anonymous.statusCode).toBe(401);
  });
});
