import { describe, expect, it } from 'vitest';
import {
  callAs,
  createTestUser,
  fieldErrorsOf,
  injectAs,
  type TestUser,
  useTestApp,
  useTestUser,
} from '../../../test/helpers';
import { requests } from '../../db/schema/requests';

type Address = {
  id: number;
  isDefault: boolean;
  street: string;
  city: string;
  province: string;
  postalCode: string;
  zone: string | null;
  openRequests?: number[];
};

const fields = (user: TestUser, overrides: Record<string, unknown> = {}) => ({
  userUID: user.uid,
  active: true,
  street: 'Via Roma 1',
  city: 'Torino',
  province: 'TO',
  postalCode: '10121',
  latitude: null,
  longitude: null,
  isDefault: false,
  ...overrides,
});

describe('addresses API', () => {
  const app = useTestApp();
  const other = useTestUser(app);

  const create = (user: TestUser, overrides: Record<string, unknown> = {}) =>
    callAs<Address>(app, user, 'POST', '/v1/user-address', {
      payload: fields(user, overrides),
      status: 201,
    });
  const list = (user: TestUser) =>
    callAs<Address[]>(app, user, 'GET', `/v1/user-address?uid=${user.uid}`);
  const defaults = async (user: TestUser) =>
    (await list(user)).filter((a) => a.isDefault).map((a) => a.id);

  it('makes the first address the default and returns the created address', async () => {
    const user = await createTestUser(app);
    const first = await create(user);
    expect(first).toMatchObject({
      userUID: user.uid,
      street: 'Via Roma 1',
      city: 'Torino',
      province: 'TO',
      postalCode: '10121',
      isDefault: true,
      zone: 'Torino',
      active: true,
    });
    const second = await create(user, { street: 'Via Po 2', province: 'to' });
    expect(second.isDefault).toBe(false);
    expect((await list(user)).map((a) => a.id)).toEqual([first.id, second.id]);

    const third = await create(user, { street: 'Via Garibaldi 3', isDefault: true });
    expect(await defaults(user)).toEqual([third.id]);
  });

  it('switches the default, updates, and promotes another when the default is deleted', async () => {
    const user = await createTestUser(app);
    const a = await create(user);
    const b = await create(user, { street: 'Via Po 2' });
    const c = await create(user, { street: 'Via Nizza 3' });

    const set = await injectAs(app, user, 'PUT', `/v1/user-address/${b.id}/default`);
    expect(set.statusCode).toBe(200);
    expect(set.json()).toMatchObject({ id: b.id, isDefault: true });
    expect(await defaults(user)).toEqual([b.id]);

    const updated = await injectAs(app, user, 'PUT', `/v1/user-address/${c.id}`, {
      active: true,
      street: 'Via Nizza 30',
      city: 'Milano',
      province: 'MI',
      postalCode: '20121',
      zone: 'Milano',
      default: true,
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({ id: c.id, street: 'Via Nizza 30', isDefault: true });
    expect(await defaults(user)).toEqual([c.id]);

    const removed = await injectAs(app, user, 'DELETE', `/v1/user-address/${c.id}`);
    expect(removed.statusCode).toBe(204);
    expect(await defaults(user)).toEqual([a.id]);

    // Deleting a non-default address leaves the default alone.
    await app.inject({ method: 'DELETE', url: `/v1/user-address/${b.id}`, headers: user.headers });
    expect(await defaults(user)).toEqual([a.id]);
  });

  it('keeps exactly one default under concurrent set-default calls', async () => {
    const user = await createTestUser(app);
    const created: Address[] = [];
    for (let i = 0; i < 5; i++) created.push(await create(user, { street: `Via ${i}` }));
    const results = await Promise.all(
      [...created, ...created].map((address) =>
        injectAs(app, user, 'PUT', `/v1/user-address/${address.id}/default`),
      ),
    );
    expect(results.map((r) => r.statusCode)).toEqual(results.map(() => 200));
    expect(await defaults(user)).toHaveLength(1);
  });

  it('keeps exactly one default when first addresses are created concurrently', async () => {
    const user = await createTestUser(app);
    const results = await Promise.all(
      [1, 2, 3, 4].map((i) =>
        injectAs(app, user, 'POST', '/v1/user-address', fields(user, { street: `Via ${i}` })),
      ),
    );
    expect(results.map((r) => r.statusCode)).toEqual([201, 201, 201, 201]);
    expect(await defaults(user)).toHaveLength(1);
  });

  it('lists the open requests at each address; deleting one leaves them their own copy of it', async () => {
    const user = await createTestUser(app);
    const home = await create(user);
    const office = await create(user, { street: 'Via Roma 1' });
    const [open, second] = await app.ctx.db
      .insert(requests)
      .values([
        {
          customerUid: user.uid,
          businessLine: 'NURSE',
          status: 'NUOVA',
          addressId: home.id,
          street: home.street,
          city: home.city,
          province: home.province,
          postalCode: home.postalCode,
        },
        { customerUid: user.uid, businessLine: 'COLF', status: 'NUOVA', addressId: home.id },
      ])
      .returning({ id: requests.id });
    // A closed request does not count.
    await app.ctx.db.insert(requests).values({
      customerUid: user.uid,
      businessLine: 'COLF',
      status: 'NON RISPONDE',
      addressId: home.id,
    });
    expect((await list(user)).map((a) => [a.id, a.openRequests])).toEqual([
      [home.id, [open!.id, second!.id]],
      [office.id, []],
    ]);

    expect((await injectAs(app, user, 'DELETE', `/v1/user-address/${home.id}`)).statusCode).toBe(
      204,
    );
    expect((await list(user)).map((a) => a.id)).toEqual([office.id]);
    const request = await injectAs(app, user, 'GET', `/v2/requests/${open!.id}`);
    expect(request.json().address).toMatchObject({
      id: null,
      street: home.street,
      city: home.city,
      postalCode: home.postalCode,
    });
  });

  it('answers 401 without a token on every route', async () => {
    const user = await createTestUser(app);
    const calls = [
      { method: 'GET' as const, url: `/v1/user-address?uid=${user.uid}` },
      { method: 'POST' as const, url: '/v1/user-address', payload: fields(user) },
      { method: 'PUT' as const, url: '/v1/user-address/1', payload: fields(user) },
      { method: 'DELETE' as const, url: '/v1/user-address/1' },
      { method: 'PUT' as const, url: '/v1/user-address/1/default' },
    ];
    for (const call of calls) {
      const res = await app.inject(call);
      expect(res.statusCode, `${call.method} ${call.url}`).toBe(401);
    }
  });

  it('answers 404 for another user’s uid or address, and changes nothing', async () => {
    const user = await createTestUser(app);
    const mine = await create(user);
    const second = await create(user, { street: 'Via Po 2' });
    const calls = [
      { method: 'GET' as const, url: `/v1/user-address?uid=${user.uid}` },
      { method: 'POST' as const, url: '/v1/user-address', payload: fields(user) },
      { method: 'PUT' as const, url: `/v1/user-address/${mine.id}`, payload: fields(user) },
      { method: 'DELETE' as const, url: `/v1/user-address/${mine.id}` },
      { method: 'PUT' as const, url: `/v1/user-address/${second.id}/default` },
    ];
    for (const call of calls) {
      const res = await app.inject({ ...call, headers: other.headers });
      expect(res.statusCode, `${call.method} ${call.url}`).toBe(404);
    }
    const after = await list(user);
    expect(after).toHaveLength(2);
    expect(after[0]).toMatchObject({ id: mine.id, street: 'Via Roma 1', isDefault: true });
    expect(await list(other)).toEqual([]);
  });

  it('refuses bad bodies with 400 and the failing fields', async () => {
    const user = await createTestUser(app);
    const res = await injectAs(
      app,
      user,
      'POST',
      '/v1/user-address',
      fields(user, { street: '', city: '', province: 'XX', postalCode: '1012' }),
    );
    expect(fieldErrorsOf(res)).toEqual({
      'body.street': 'Questo campo è obbligatorio',
      'body.city': 'Questo campo è obbligatorio',
      'body.province': 'Seleziona una provincia italiana',
      'body.postalCode': 'CAP non valido',
    });
    const coords = await injectAs(
      app,
      user,
      'POST',
      '/v1/user-address',
      fields(user, { latitude: 123 }),
    );
    expect(fieldErrorsOf(coords)).toHaveProperty('body.latitude');
  });
});
