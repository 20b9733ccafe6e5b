import { beforeAll, describe, expect, it } from 'vitest';
import { injectAs, type TestUser } from '../../../test/helpers';
import { addDependant, createCustomer, setRequestStatus } from '../../../test/request-fixtures';
import { useRequestsApp } from '../../../test/requests-api';

// The customer's request list: paging, dependants, active and closed, status filters.

describe('requests API', () => {
  const { app, customer, form, create } = useRequestsApp();

  describe('GET /v2/requests/{uid}/requests', () => {
    let lister: TestUser;
    const statuses = [
      'NUOVA',
      'DA RICHIAMARE',
      'INVIATO PREVENTIVO',
      'DA PAGARE',
      'NON RISPONDE',
    ] as const;
    const ids: number[] = [];

    const list = (user: TestUser, uid: string, query = '') =>
      injectAs(app, user, 'GET', `/v2/requests/${uid}/requests${query}`);

    beforeAll(async () => {
      lister = await createCustomer(app);
      const kid = await addDependant(app, lister.uid);
      const pet = await addDependant(app, lister.uid, { name: 'Fido', type: 'DOG' });
      for (let i = 0; i < 12; i++) {
        const res = await create(
          lister,
          // A colf's house holds both: the family's child and its dog.
          form({
            dependant: i % 2 ? [kid, pet] : [kid],
            addressID: null,
            businessline: i % 2 ? 'COLF' : 'BABYSITTER',
          }),
        );
        ids.push(res.json().id);
        await setRequestStatus(app, res.json().id, statuses[i % statuses.length]!);
      }
    });

    it('pages 10 at a time from page 0, those waiting for the family first, then the open ones, each newest first, with totals', async () => {
      // A quote to read or a payment to make before the others, however newer; the closed ones
      // (NON RISPONDE) after every open one.
      const rank = (id: number) =>
        ({ 'INVIATO PREVENTIVO': 0, 'DA PAGARE': 0, 'NON RISPONDE': 2 })[
          statuses[ids.indexOf(id) % statuses.length]! as string
        ] ?? 1;
      const order = [...ids].reverse().sort((a, b) => rank(a) - rank(b));
      const first = await list(lister, lister.uid);
      expect(first.statusCode).toBe(200);
      const page0 = first.json();
      expect(page0).toMatchObject({
        page: 0,
        size: 10,
        numberOfElements: 10,
        totalElements: 12,
        totalPages: 2,
      });
      expect(page0.content.map((r: { id: number }) => r.id)).toEqual(order.slice(0, 10));
      expect(page0.content.some((r: { status: string }) => r.status === 'NON RISPONDE')).toBe(
        false,
      );

      const page1 = (await list(lister, lister.uid, '?page=1&pageSize=10')).json();
      expect(page1).toMatchObject({ page: 1, numberOfElements: 2, totalElements: 12 });
      expect(page1.content.map((r: { id: number }) => r.id)).toEqual(order.slice(10));
      expect(page0.content.slice(0, 5).map((r: { status: string }) => r.status)).toEqual([
        'DA PAGARE',
        'INVIATO PREVENTIVO',
        'DA PAGARE',
        'INVIATO PREVENTIVO',
        'DA RICHIAMARE',
      ]);
    });

    it('aggregates each request’s dependants in the same answer', async () => {
      const page = (await list(lister, lister.uid, '?pageSize=2')).json();
      const lengths = page.content.map((r: { dependantIds: number[] }) => r.dependantIds.length);
      expect(lengths.sort()).toEqual([1, 2]);
    });

    it('keeps only active requests with active=true, only closed ones with active=false', async () => {
      const active = (await list(lister, lister.uid, '?active=true&pageSize=50')).json();
      const closed = (await list(lister, lister.uid, '?active=false&pageSize=50')).json();
      expect(active.totalElements).toBe(10);
      expect(active.content.every((r: { status: string }) => r.status !== 'NON RISPONDE')).toBe(
        true,
      );
      expect(closed.totalElements).toBe(2);
      expect(closed.content.every((r: { status: string }) => r.status === 'NON RISPONDE')).toBe(
        true,
      );
    });

    it('filters by one or more statuses, in either spelling', async () => {
      const one = (await list(lister, lister.uid, '?status=DA_PAGARE')).json();
      expect(one.totalElements).toBe(2);
      expect(one.content.every((r: { status: string }) => r.status === 'DA PAGARE')).toBe(true);

      const two = (
        await list(
          lister,
          lister.uid,
          `?status=NUOVA&status=${encodeURIComponent('DA RICHIAMARE')}`,
        )
      ).json();
      expect(two.totalElements).toBe(6);
      expect(new Set(two.content.map((r: { status: string }) => r.status))).toEqual(
        new Set(['NUOVA', 'DA RICHIAMARE']),
      );
    });

    it('answers 400 for bad paging or an unknown status', async () => {
      for (const query of [
        '?page=-1',
        '?pageSize=0',
        '?pageSize=500',
        '?status=BOH',
        '?active=forse',
      ]) {
        const res = await list(lister, lister.uid, query);
        expect(res.statusCode, query).toBe(400);
        expect(res.json().error.code).toBe('VALIDATION_FAILED');
      }
    });

    it('answers 404 for another customer’s uid and 401 without a token', async () => {
      const foreign = await list(customer, lister.uid);
      expect(foreign.statusCode).toBe(404);
      const noToken = await app.inject({
        method: 'GET',
        url: `/v2/requests/${lister.uid}/requests`,
      });
      expect(noToken.statusCode).toBe(401);
    });

    it('answers an empty page for a customer without requests', async () => {
      const fresh = await createCustomer(app);
      const page = (await list(fresh, fresh.uid)).json();
      expect(page).toEqual({
        content: [],
        page: 0,
        size: 10,
        numberOfElements: 0,
        totalElements: 0,
        totalPages: 0,
      });
    });
  });
});
