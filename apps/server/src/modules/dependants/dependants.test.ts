import { eq } from 'drizzle-orm';
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
import { dependants } from '../../db/schema/people';
import { requestDependants, requests } from '../../db/schema/requests';
import { users } from '../../db/schema/users';
import { italianDay } from '../../lib/clock';

const body = (user: TestUser, overrides: Record<string, unknown> = {}) => ({
  name: 'Sofia',
  birthDate: '2021-03-15',
  gender: 'FEMALE',
  handicap: false,
  userUID: user.uid,
  type: 'PERSON',
  ...overrides,
});

describe('dependants API', () => {
  const app = useTestApp();
  const owner = useTestUser(app);
  const other = useTestUser(app);

  const create = (user: TestUser, overrides: Record<string, unknown> = {}) =>
    callAs<{ id: number; name: string }>(app, user, 'POST', '/v1/dependents/', {
      payload: body(user, overrides),
      status: 201,
    });

  it('creates, lists, updates and deletes the caller’s dependants', async () => {
    const created = await create(owner);
    expect(created).toMatchObject({
      name: 'Sofia',
      birthDate: '2021-03-15',
      gender: 'FEMALE',
      handicap: false,
      type: 'PERSON',
      userUID: owner.uid,
    });
    // The users row did not exist (createTestUser makes only the account): it was created.
    const [profile] = await app.ctx.db.select().from(users);
    expect(profile?.uid).toBeDefined();

    const dog = await create(owner, { name: 'Pepe', type: 'DOG', gender: 'MALE' });
    const list = await injectAs(app, owner, 'GET', `/v1/dependents?uid=${owner.uid}`);
    expect(list.statusCode).toBe(200);
    expect(list.json().map((d: { name: string }) => d.name)).toEqual(['Sofia', 'Pepe']);

    const updated = await injectAs(
      app,
      owner,
      'PUT',
      `/v1/dependents/${dog.id}`,
      body(owner, { name: 'Pepe II', type: 'DOG', handicap: true, gender: 'MALE' }),
    );
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({ id: dog.id, name: 'Pepe II', handicap: true });

    const removed = await injectAs(app, owner, 'DELETE', `/v1/dependents/${dog.id}`);
    expect(removed.statusCode).toBe(204);
    const after = await injectAs(app, owner, 'GET', `/v1/dependents?uid=${owner.uid}`);
    expect(after.json().map((d: { id: number }) => d.id)).toEqual([created.id]);
  });

  it('answers 401 without a token on every route', async () => {
    const calls = [
      { method: 'GET' as const, url: `/v1/dependents?uid=${owner.uid}` },
      { method: 'POST' as const, url: '/v1/dependents/', payload: body(owner) },
      { method: 'PUT' as const, url: '/v1/dependents/1', payload: body(owner) },
      { method: 'DELETE' as const, url: '/v1/dependents/1' },
    ];
    for (const call of calls) {
      const res = await app.inject(call);
      expect(res.statusCode, `${call.method} ${call.url}`).toBe(401);
    }
  });

  it('answers 404 for another user’s uid or dependant, and changes nothing', async () => {
    const mine = await create(owner, { name: 'Luca' });
    const cases = [
      { method: 'GET' as const, url: `/v1/dependents?uid=${owner.uid}` },
      { method: 'POST' as const, url: '/v1/dependents/', payload: body(owner) },
      { method: 'PUT' as const, url: `/v1/dependents/${mine.id}`, payload: body(other) },
      { method: 'PUT' as const, url: `/v1/dependents/${mine.id}`, payload: body(owner) },
      { method: 'DELETE' as const, url: `/v1/dependents/${mine.id}` },
    ];
    for (const call of cases) {
      const res = await app.inject({ ...call, headers: other.headers });
      expect(res.statusCode, `${call.method} ${call.url}`).toBe(404);
      expect(res.json().error.code).toBe('NOT_FOUND');
    }
    const list = await injectAs(app, owner, 'GET', `/v1/dependents?uid=${owner.uid}`);
    expect(list.json()).toContainEqual(expect.objectContaining({ id: mine.id, name: 'Luca' }));
    const missing = await injectAs(app, owner, 'DELETE', '/v1/dependents/999999');
    expect(missing.statusCode).toBe(404);
  });

  it('refuses bad bodies with 400 and the failing fields', async () => {
    const res = await injectAs(app, owner, 'POST', '/v1/dependents/', {
      userUID: owner.uid,
      name: ' ',
      birthDate: '2021-03-10',
      gender: 'X',
      type: 'FISH',
    });
    expect(res.json().error.code).toBe('VALIDATION_FAILED');
    expect(fieldErrorsOf(res)).toMatchObject({
      'body.name': 'Questo campo è obbligatorio',
      'body.birthDate': 'Formato data non valido',
      // A value that is none of the choices is not an empty field.
      'body.gender': 'Scegli una delle opzioni proposte',
      'body.type': 'Scegli una delle opzioni proposte',
    });
    const bad = await injectAs(app, owner, 'PUT', '/v1/dependents/abc', body(owner));
    expect(fieldErrorsOf(bad)).toHaveProperty('params.id');
  });

  it('refuses a birth month in the future', async () => {
    // Next month in Italy (the rule's calendar), whatever the hour: near midnight UTC on a month's
    // last day, Italy is already in the next one.
    const [year, month] = italianDay(app.ctx.clock.now()).split('-').map(Number) as [
      number,
      number,
    ];
    const next = new Date(Date.UTC(year, month, 15));
    const res = await injectAs(
      app,
      owner,
      'POST',
      '/v1/dependents/',
      body(owner, { birthDate: next.toISOString().slice(0, 10) }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields['body.birthDate']).toBe(
      'La data di nascita non può essere nel futuro.',
    );
  });

  it('refuses a birth year more than 120 years ago (a slip: 1200 for 2012)', async () => {
    const res = await injectAs(
      app,
      owner,
      'POST',
      '/v1/dependents/',
      body(owner, { birthDate: '1200-05-15' }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields['body.birthDate']).toBe(
      'Anno non valido: al massimo 120 anni fa.',
    );
  });

  it('refuses the same assistito twice (name, kind, birth month), on create and on edit', async () => {
    const user = await createTestUser(app);
    const nonna = await create(user, { name: 'Anna Bianchi', birthDate: '1942-06-15' });
    const again = await injectAs(
      app,
      user,
      'POST',
      '/v1/dependents/',
      body(user, { name: ' anna  bianchi ', birthDate: '1942-06-15' }),
    );
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toMatchObject({
      code: 'CONFLICT',
      message:
        'Anna Bianchi è già tra i tuoi assistiti, con lo stesso mese e anno di nascita: usa o modifica quello già inserito.',
    });
    // Another month, another kind, or another family: someone else.
    const sister = await create(user, { name: 'Anna Bianchi', birthDate: '1944-02-15' });
    await create(user, { name: 'Anna Bianchi', birthDate: '1942-06-15', type: 'CAT' });
    await create(other, { name: 'Anna Bianchi', birthDate: '1942-06-15' });
    // Editing one into the other is the same second entry; saving it unchanged is not.
    const clash = await injectAs(
      app,
      user,
      'PUT',
      `/v1/dependents/${sister.id}`,
      body(user, { name: 'Anna Bianchi', birthDate: '1942-06-15' }),
    );
    expect(clash.statusCode).toBe(409);
    const same = await injectAs(
      app,
      user,
      'PUT',
      `/v1/dependents/${nonna.id}`,
      body(user, { name: 'Anna Bianchi', birthDate: '1942-06-15', handicap: true }),
    );
    expect(same.statusCode).toBe(200);
    const list = await injectAs(app, user, 'GET', `/v1/dependents?uid=${user.uid}`);
    expect(list.json()).toHaveLength(3);
    // Two entered before this rule: either can still be edited, its identity unchanged.
    const [twin] = await app.ctx.db
      .insert(dependants)
      .values({
        userUid: user.uid,
        name: 'Anna Bianchi',
        birthDate: '1942-06-15',
        gender: 'FEMALE',
        handicap: false,
        type: 'PERSON',
        createdAt: new Date(),
      })
      .returning({ id: dependants.id });
    const edited = await injectAs(
      app,
      user,
      'PUT',
      `/v1/dependents/${twin!.id}`,
      body(user, { name: 'Anna Bianchi', birthDate: '1942-06-15', handicap: true }),
    );
    expect(edited.statusCode).toBe(200);
  });

  it('refuses to delete a dependant of an open request; archives one of closed requests only', async () => {
    const user = await createTestUser(app);
    const kid = await create(user, { name: 'Marta' });
    const [request] = await app.ctx.db
      .insert(requests)
      .values({ customerUid: user.uid, businessLine: 'BABYSITTER', status: 'INVIATO PREVENTIVO' })
      .returning({ id: requests.id });
    await app.ctx.db
      .insert(requestDependants)
      .values({ requestId: request!.id, dependantId: kid.id });

    const refused = await injectAs(app, user, 'DELETE', `/v1/dependents/${kid.id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toMatchObject({
      code: 'CONFLICT',
      message: expect.stringContaining(`richiesta in corso (#${request!.id})`),
    });

    await app.ctx.db.update(requests).set({ status: 'NON RISPONDE' });
    const archived = await injectAs(app, user, 'DELETE', `/v1/dependents/${kid.id}`);
    expect(archived.statusCode).toBe(204);
    const list = await injectAs(app, user, 'GET', `/v1/dependents?uid=${user.uid}`);
    expect(list.json()).toEqual([]);
    // Still there for the closed request's history.
    const rows = await app.ctx.db.select({ id: dependants.id }).from(dependants);
    expect(rows.map((r) => r.id)).toContain(kid.id);
    const again = await injectAs(app, user, 'DELETE', `/v1/dependents/${kid.id}`);
    expect(again.statusCode).toBe(404);
  });

  it('keeps an assistito of an open request fit for its service: a child named for a babysitter cannot become a dog', async () => {
    const user = await createTestUser(app);
    const kid = await create(user, { name: 'Marta' });
    const [request] = await app.ctx.db
      .insert(requests)
      .values({ customerUid: user.uid, businessLine: 'BABYSITTER', status: 'INVIATO PREVENTIVO' })
      .returning({ id: requests.id });
    await app.ctx.db
      .insert(requestDependants)
      .values({ requestId: request!.id, dependantId: kid.id });
    const edit = (overrides: Record<string, unknown>) =>
      injectAs(
        app,
        user,
        'PUT',
        `/v1/dependents/${kid.id}`,
        body(user, { name: 'Marta', ...overrides }),
      );

    // The list says which open requests name the assistito (the page says it cannot go).
    const listed = await injectAs(app, user, 'GET', `/v1/dependents?uid=${user.uid}`);
    expect(listed.json().find((d: { id: number }) => d.id === kid.id).openRequests).toEqual([
      request!.id,
    ]);

    const refused = await edit({ type: 'DOG', birthDate: '2020-06-15' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toBe(
      `Non puoi cambiarne il tipo: è nella richiesta #${request!.id} e la babysitter si prende cura di persone.`,
    );
    const [row] = await app.ctx.db
      .select({ type: dependants.type })
      .from(dependants)
      .where(eq(dependants.id, kid.id));
    expect(row!.type).toBe('PERSON');

    // Any other change is fine; once the request is closed, so is the kind.
    expect((await edit({ handicap: true })).statusCode).toBe(200);
    await app.ctx.db
      .update(requests)
      .set({ status: 'NON RISPONDE' })
      .where(eq(requests.id, request!.id));
    expect((await edit({ type: 'DOG', birthDate: '2020-06-15' })).statusCode).toBe(200);
  });
});
