import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestUser, injectAs, type TestApp, type TestUser } from '../../../test/helpers';
import { type OpenStream, openLiveStream, secondProcessOf } from '../../../test/live-stream';
import {
  acceptQuote,
  askAssistance,
  babysitterServiceId,
  createTestRequest,
  QUOTE_2030,
  useWorkflowApp,
} from '../../../test/workflow-fixtures';
import { identityUsers } from '../../db/schema/identity';
import { liveEvents } from '../../db/schema/live-events';
import { purgeOldLiveEvents } from './events.service';
import { createLiveEventHub } from './live-event-hub';

const readyOf = (stream: Awaited<ReturnType<typeof openLiveStream>>) =>
  stream.waitFor((frame) => frame.event === 'ready');

describe('GET /v1/events', () => {
  const { app, customer, tutor } = useWorkflowApp({ liveHeartbeatMs: 200 });
  let other: TestUser;
  let mine: number;
  let theirs: number;
  let serviceId: number;
  beforeAll(async () => {
    other = await createTestUser(app);
    mine = await createTestRequest(app, customer);
    theirs = await createTestRequest(app, other);
    serviceId = await babysitterServiceId(app, tutor);
  });

  /** The streams of `users` on `server`, opened one after the other, once each is ready. */
  const openReady = async <U extends TestUser[]>(users: [...U], server: TestApp = app) => {
    const streams: OpenStream[] = [];
    for (const user of users) streams.push(await openLiveStream(server, user));
    await Promise.all(streams.map(readyOf));
    return streams as { [K in keyof U]: OpenStream };
  };
  /** Opens a ready stream of `user`, applies `change` to the account: resolves once it has ended. */
  const endedBy = async (user: TestUser, change: Partial<typeof identityUsers.$inferInsert>) => {
    const [stream] = await openReady([user]);
    await app.ctx.db.update(identityUsers).set(change).where(eq(identityUsers.uid, user.uid));
    await stream.ended;
  };

  const sendQuote = (requestId: number, on: TestApp = app) =>
    injectAs(on, tutor, 'POST', `/v1/backoffice/requests/${requestId}/quote`, {
      serviceId,
      requestDetail: QUOTE_2030,
    });

  it('sends a family its own requests’ changes and never another customer’s; tutors get all', async () => {
    const [family, otherFamily, team] = await openReady([customer, other, tutor]);
    expect(family.status).toBe(200);
    expect(family.headers.get('content-type')).toContain('text/event-stream');
    expect(family.headers.get('x-accel-buffering')).toBe('no');

    expect((await sendQuote(mine)).statusCode).toBe(200);
    expect(
      (await askAssistance(app, other, theirs, 'Avrei una domanda sul preventivo')).statusCode,
    ).toBe(201);
    expect((await sendQuote(theirs)).statusCode).toBe(200);
    const accepted = await acceptQuote(app, customer, mine);
    expect(accepted.statusCode).toBe(200);

    // The tutor hears of every change, in order; by then each family has heard of its own.
    await team.waitFor(
      (frame) =>
        frame.event === 'change' &&
        (frame.data as { requestId: number }).requestId === mine &&
        team.changes().filter((c) => c.requestId === mine).length >= 2,
    );
    await team.waitFor(() =>
      team.changes().some((c) => c.requestId === theirs && c.kind === 'assistance'),
    );
    await family.waitFor(() => family.changes().length >= 2);
    await otherFamily.waitFor(() => otherFamily.changes().some((c) => c.kind === 'assistance'));

    expect(new Set(family.changes().map((c) => c.requestId))).toEqual(new Set([mine]));
    expect(new Set(otherFamily.changes().map((c) => c.requestId))).toEqual(new Set([theirs]));
    expect(new Set(team.changes().map((c) => c.requestId))).toEqual(new Set([mine, theirs]));
    expect(team.changes().map((c) => c.kind)).toContain('assistance');
    // Ids grow, and a frame carries the id and kind of a change, nothing of the request.
    const ids = team.changes().map((c) => c.id);
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
    for (const frame of family.frames.filter((f) => f.event === 'change')) {
      expect(Object.keys(frame.data as object).sort()).toEqual(['id', 'kind', 'requestId']);
      expect(frame.id).toBe(String((frame.data as { id: number }).id));
    }
    // Heartbeats keep the connection alive through proxies.
    await family.waitFor((frame) => frame.comment === 'ping');
    for (const stream of [family, otherFamily, team]) stream.close();
  });

  it('resumes after Last-Event-ID: a reconnect gets what happened while it was away', async () => {
    const first = await openLiveStream(app, customer);
    const ready = await readyOf(first);
    first.close();
    await askAssistance(app, customer, mine, 'Vorrei cambiare orario');
    await askAssistance(app, other, theirs, 'Domanda di un altro cliente');

    const again = await openLiveStream(app, customer, ready.id);
    const resumed = await readyOf(again);
    // The message, then its request's change (a family's message moves its 'aggiornata').
    expect(again.changes()).toEqual([
      expect.objectContaining({ kind: 'assistance', requestId: mine }),
      expect.objectContaining({ kind: 'request', requestId: mine }),
    ]);
    expect(Number(resumed.id)).toBeGreaterThan(Number(ready.id));
    again.close();

    // The polling fallback: the same, as JSON, without Accept: text/event-stream.
    const polled = await app.inject({
      method: 'GET',
      url: '/v1/events',
      headers: { ...customer.headers, 'last-event-id': ready.id! },
    });
    expect(polled.statusCode).toBe(200);
    expect(polled.json()).toMatchObject({
      reset: false,
      events: [
        { kind: 'assistance', requestId: mine },
        { kind: 'request', requestId: mine },
      ],
    });
    expect(polled.json().lastEventId).toBe(Number(resumed.id));
    const tutorPolled = await app.inject({
      method: 'GET',
      url: '/v1/events',
      headers: { ...tutor.headers, 'last-event-id': ready.id! },
    });
    expect(tutorPolled.json().events.map((e: { requestId: number }) => e.requestId)).toEqual([
      mine,
      mine,
      theirs,
      theirs,
    ]);
  });

  it('says reset when the events after Last-Event-ID are no longer kept, or never were', async () => {
    const [oldest] = await app.ctx.db
      .select({ id: sql<number>`min(${liveEvents.id})::int` })
      .from(liveEvents);
    await app.ctx.db.update(liveEvents).set({ createdAt: sql`now() - interval '2 days'` });
    await askAssistance(app, customer, mine, 'Un’altra domanda');
    expect(await purgeOldLiveEvents(app.ctx)).toBeGreaterThan(0);

    const stale = await openLiveStream(app, customer, oldest!.id);
    const first = await stale.waitFor((frame) => frame.event === 'reset');
    await readyOf(stale);
    expect(stale.frames[0]).toBe(first);
    stale.close();

    const foreign = await app.inject({
      method: 'GET',
      url: '/v1/events',
      headers: { ...customer.headers, 'last-event-id': '999999999' },
    });
    expect(foreign.json()).toMatchObject({ reset: true, events: [] });
  });

  it('refuses a malformed Last-Event-ID and a missing or bad token', async () => {
    const bad = await app.inject({
      method: 'GET',
      url: '/v1/events',
      headers: { ...customer.headers, 'last-event-id': 'abc' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.code).toBe('VALIDATION_FAILED');
    const anonymous = await openLiveStream(app, { headers: { authorization: '' } });
    expect(anonymous.status).toBe(401);
    const garbage = await openLiveStream(app, { headers: { authorization: 'Bearer nope' } });
    expect(garbage.status).toBe(401);
  });

  it('ends the stream when the account’s sessions are revoked', async () => {
    await endedBy(await createTestUser(app), {
      validSince: new Date(app.ctx.clock.now().getTime() + 60_000),
    });
    expect(app.ctx.liveEvents.size()).toBeLessThan(10);
  });

  it('sends the events of a family’s general conversation to that family only, live and on resume', async () => {
    const [family, otherFamily, team] = await openReady([customer, other, tutor]);
    const ready = await readyOf(family);

    const asked = await injectAs(app, customer, 'POST', '/api/v1/user-controller/assistance', {
      type: 'GENERIC',
      message: 'Una domanda che non riguarda una richiesta',
    });
    expect(asked.statusCode).toBe(201);
    const replied = await injectAs(
      app,
      tutor,
      'POST',
      `/v1/backoffice/assistance/${asked.json().id}/thread`,
      { message: 'Eccoci, ti rispondiamo qui.' },
    );
    expect(replied.statusCode).toBe(201);
    await family.waitFor(() => family.changes().length >= 2);
    await team.waitFor(() => team.changes().length >= 2);
    expect(family.changes()).toEqual([
      expect.objectContaining({ kind: 'assistance', requestId: null }),
      expect.objectContaining({ kind: 'assistance', requestId: null }),
    ]);
    // The other family hears of its own general conversation, never of this one.
    const theirsAsked = await injectAs(app, other, 'POST', '/api/v1/user-controller/assistance', {
      type: 'GENERIC',
      message: 'Domanda dell’altra famiglia',
    });
    expect(theirsAsked.statusCode).toBe(201);
    await otherFamily.waitFor(() => otherFamily.changes().length >= 1);
    await team.waitFor(() => team.changes().length >= 3);
    expect(otherFamily.changes()).toHaveLength(1);
    expect(family.changes()).toHaveLength(2);
    for (const stream of [family, otherFamily, team]) stream.close();

    // On resume (the polling fallback reads the same): its own, not the other family's.
    const polled = await app.inject({
      method: 'GET',
      url: '/v1/events',
      headers: { ...customer.headers, 'last-event-id': ready.id! },
    });
    expect(polled.json().events).toEqual([
      expect.objectContaining({ kind: 'assistance', requestId: null }),
      expect.objectContaining({ kind: 'assistance', requestId: null }),
    ]);
    const theirsPolled = await app.inject({
      method: 'GET',
      url: '/v1/events',
      headers: { ...other.headers, 'last-event-id': ready.id! },
    });
    expect(theirsPolled.json().events).toHaveLength(1);
  });

  it('reads a family’s catch-up by customer: others’ traffic never resets it', async () => {
    const before = await app.inject({ method: 'GET', url: '/v1/events', headers: tutor.headers });
    const from = String(before.json().lastEventId);
    await app.ctx.db.execute(
      sql`insert into live_events (id, request_id, kind)
          select nextval('live_events_id_seq'), ${theirs}, 'request' from generate_series(1, 600)`,
    );
    await askAssistance(app, customer, mine, 'Scritto dopo tanto traffico altrui');
    const family = await app.inject({
      method: 'GET',
      url: '/v1/events',
      headers: { ...customer.headers, 'last-event-id': from },
    });
    expect(family.json()).toMatchObject({
      reset: false,
      events: [
        { kind: 'assistance', requestId: mine },
        { kind: 'request', requestId: mine },
      ],
    });
    const team = await app.inject({
      method: 'GET',
      url: '/v1/events',
      headers: { ...tutor.headers, 'last-event-id': from },
    });
    expect(team.json()).toMatchObject({ reset: true, events: [] });
    expect(family.json().lastEventId).toBe(team.json().lastEventId);
  });

  it('ends the stream when the account changes role or is disabled', async () => {
    await endedBy(await createTestUser(app), { role: 'tutor' });
    await endedBy(await createTestUser(app, { role: 'tutor' }), { disabled: true });
  });

  it('ends at once a stream that subscribes once the close has begun (nothing keeps the close waiting)', async () => {
    const hub = await createLiveEventHub(app.ctx.database, app.log);
    const early = { closed: false };
    const late = { closed: false };
    const subscriber = (state: { closed: boolean }) => ({
      deliver: () => {},
      heartbeat: () => {},
      close: () => {
        state.closed = true;
      },
    });
    hub.subscribe(subscriber(early));
    hub.closeAll();
    expect(early.closed).toBe(true);
    // A request already past its checks when the close began subscribes now.
    hub.subscribe(subscriber(late));
    await Promise.resolve();
    expect(late.closed).toBe(true);
    expect(hub.size()).toBe(0);
    await hub.stop();
  });

  describe('two server processes on one database', () => {
    let second: TestApp;
    let open = false;
    beforeAll(async () => {
      second = await secondProcessOf(app);
      open = true;
    });
    afterAll(async () => {
      if (open) await second.close();
    });

    it('brings a change made on one process to a client of the other, and only to its family', async () => {
      const [family, otherFamily, team] = await openReady([customer, other, tutor], second);
      await askAssistance(app, customer, mine, 'Scritto sul primo processo');
      const heard = await family.waitFor((frame) => frame.event === 'change');
      expect(heard.data).toMatchObject({ kind: 'assistance', requestId: mine });
      await team.waitFor((frame) => frame.event === 'change');
      expect(otherFamily.changes()).toEqual([]);
      for (const stream of [family, otherFamily, team]) stream.close();
    });

    it('closes its streams when the process shuts down', async () => {
      const stream = await openLiveStream(second, customer);
      await readyOf(stream);
      open = false;
      const closing = second.close();
      await stream.ended;

      await closing;
      expect(second.ctx.liveEvents.size()).toBe(0);
    });
  });
});
