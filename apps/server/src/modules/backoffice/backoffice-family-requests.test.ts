import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestUser, injectAs, useTestApp, useTestUser } from '../../../test/helpers';
import { createTestRequest, setUserName } from '../../../test/workflow-fixtures';
import { requests } from '../../db/schema/requests';

/**
 * A mother with a babysitter request for her child in Bologna and a badante request for her
 * father in Modena: the tutor reading one sees the other on the request's page, found by her
 * account — never another family's, not even one with her very name.
 */
describe('the family’s other requests, on the tutor’s request page', () => {
  const app = useTestApp();
  const tutor = useTestUser(app, { role: 'tutor' });
  const mother = useTestUser(app);
  const namesake = useTestUser(app);

  const otherRequestsOf = async (id: number) => {
    const res = await injectAs(app, tutor, 'GET', `/v1/backoffice/requests/${id}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().customer.otherRequests;
  };
  const place = (id: number, city: string, province: string) =>
    app.ctx.db.update(requests).set({ city, province }).where(eq(requests.id, id));

  it('lists the same family’s other requests, open ones first, and never another family’s', async () => {
    await setUserName(app, mother, 'Giulia', 'Bianchi');
    await setUserName(app, namesake, 'Giulia', 'Bianchi');
    const closed = await createTestRequest(app, mother, { businessLine: 'COLF' });
    await app.ctx.db
      .update(requests)
      .set({ status: 'NON RISPONDE' })
      .where(eq(requests.id, closed));
    const babysitter = await createTestRequest(app, mother);
    await place(babysitter, 'Bologna', 'BO');
    const badante = await createTestRequest(app, mother, { businessLine: 'NURSE' });
    await place(badante, 'Modena', 'MO');
    const strangers = await createTestRequest(app, namesake, { businessLine: 'PETSITTER' });

    expect(await otherRequestsOf(badante)).toEqual([
      { id: babysitter, status: 'NUOVA', type: 'Babysitter', city: 'Bologna', province: 'BO' },
      { id: closed, status: 'NON RISPONDE', type: 'Colf', city: 'Torino', province: 'TO' },
    ]);
    expect((await otherRequestsOf(babysitter)).map((r: { id: number }) => r.id)).toEqual([
      badante,
      closed,
    ]);
    // The namesake's only request: nothing else of hers, nothing of the mother's.
    expect(await otherRequestsOf(strangers)).toEqual([]);
  });

  it('shows at most five, the most recent', async () => {
    const family = await createTestUser(app);
    const ids: number[] = [];
    for (let i = 0; i < 7; i++) ids.push(await createTestRequest(app, family));
    const listed = (await otherRequestsOf(ids[0]!)).map((r: { id: number }) => r.id);
    expect(listed).toEqual([ids[6], ids[5], ids[4], ids[3], ids[2]]);
  });
});
