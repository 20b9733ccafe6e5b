import { describe, expect, it } from 'vitest';
import { injectAs, type TestUser, useTestApp, useTestUser } from '../../../test/helpers';
import { createTestRequest } from '../../../test/workflow-fixtures';

describe('the family’s saved addresses, for the tutor', () => {
  const app = useTestApp();
  const tutor = useTestUser(app, { role: 'tutor' });
  const family = useTestUser(app);
  const otherFamily = useTestUser(app);

  const saveAddress = (user: TestUser, street: string, city: string, province: string) =>
    injectAs(app, user, 'POST', '/v1/user-address', {
      userUID: user.uid,
      active: true,
      isDefault: false,
      street,
      city,
      zone: city,
      province,
      postalCode: province === 'TO' ? '10123' : '20122',
    });

  it('lists the saved addresses of the request’s family only, to staff only', async () => {
    expect((await saveAddress(family, 'Via Po 12', 'Torino', 'TO')).statusCode).toBe(201);
    expect((await saveAddress(family, 'Corso Francia 3', 'Torino', 'TO')).statusCode).toBe(201);
    expect((await saveAddress(otherFamily, 'Via Dante 1', 'Milano', 'MI')).statusCode).toBe(201);
    const id = await createTestRequest(app, family);
    const url = `/v1/backoffice/requests/${id}/family-addresses`;

    const res = await injectAs(app, tutor, 'GET', url);
    expect(res.statusCode).toBe(200);
    expect(res.json().map((a: { street: string }) => a.street)).toEqual([
      'Via Po 12',
      'Corso Francia 3',
    ]);
    expect(res.json()[0]).toMatchObject({ city: 'Torino', province: 'TO', isDefault: true });

    // Neither the family itself nor another family reads them here.
    for (const user of [family, otherFamily]) {
      const denied = await injectAs(app, user, 'GET', url);
      expect(denied.statusCode).toBe(403);
      expect(denied.body).not.toContain('Via Po 12');
    }
    expect((await app.inject({ method: 'GET', url })).statusCode).toBe(401);
    expect(
      (await injectAs(app, tutor, 'GET', '/v1/backoffice/requests/999999/family-addresses'))
        .statusCode,
    ).toBe(404);
  });
});
