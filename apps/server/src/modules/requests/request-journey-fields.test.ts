import { describe, expect, it } from 'vitest';
import { injectAs, noticesDelivered, useTestUser } from '../../../test/helpers';
import { chooseCaregiver } from '../../../test/payment-fixtures';
import {
  completePayment,
  createTestRequest,
  requestWithCandidates,
  useWorkflowApp,
} from '../../../test/workflow-fixtures';
import { REQUESTS_CHANGED_CHANNEL } from './request-list-cache';

const HOUR = 3_600_000;

/**
 * What the family's request cards need to say where a request stands (issue 21, item 2): the
 * deadline of the 24-hour hold while DA PAGARE, and the status a paused request left.
 */
describe('request journey fields: hold deadline and paused status', () => {
  const { app, customer, tutor } = useWorkflowApp();
  const stranger = useTestUser(app);

  const list = async () =>
    (
      await injectAs(app, customer, 'GET', `/v2/requests/${customer.uid}/requests?active=true`)
    ).json().content as {
      id: number;
      holdExpiresAt: string | null;
      interviewAt?: string | null;
      statusBeforeStandBy: string;
    }[];
  const one = async (id: number) =>
    (
      await app.inject({ method: 'GET', url: `/v2/requests/${id}`, headers: customer.headers })
    ).json();

  it('shows until when the chosen caregiver is held, on the list and the request, then no more once paid', async () => {
    const { id } = await requestWithCandidates(app, customer, tutor, ['cg-martina-rossi']);
    expect((await one(id)).holdExpiresAt).toBeNull();

    const chosenAt = app.ctx.clock.now().getTime();
    const accepted = await chooseCaregiver(app, customer, id, 'cg-martina-rossi');
    expect(accepted.statusCode).toBe(200);
    const deadline = new Date(chosenAt + 24 * HOUR).toISOString();
    expect(await one(id)).toMatchObject({ status: 'DA PAGARE', holdExpiresAt: deadline });
    expect((await list()).find((request) => request.id === id)?.holdExpiresAt).toBe(deadline);

    await completePayment(app, id);
    expect(await one(id)).toMatchObject({ status: 'PAGATO', holdExpiresAt: null });
    expect((await list()).find((request) => request.id === id)?.holdExpiresAt).toBeNull();
  });

  it('says when the booked interview is on the family’s list, the new time once moved — and never on another family’s', async () => {
    const { id } = await requestWithCandidates(app, customer, tutor, ['cg-martina-rossi']);
    expect((await chooseCaregiver(app, customer, id, 'cg-martina-rossi')).statusCode).toBe(200);
    await completePayment(app, id);
    const interviewAt = async () =>
      (await list()).find((request) => request.id === id)?.interviewAt;
    expect(await interviewAt()).toBeNull();

    const interview = (method: 'POST' | 'PUT', hours: number) =>
      injectAs(app, tutor, method, `/v1/backoffice/requests/${id}/interview`, {
        dateTime: new Date(app.ctx.clock.now().getTime() + hours * HOUR).toISOString(),
        place: 'Via Roma 1, Torino',
      });
    const booked = await interview('POST', 48);
    expect(booked.json().status).toBe('COLLOQUIO PRENOTATO');
    const bookedAt = new Date(app.ctx.clock.now().getTime() + 48 * HOUR).toISOString();
    await noticesDelivered(app.database, REQUESTS_CHANGED_CHANNEL);
    expect(await interviewAt()).toBe(bookedAt);
    expect((await one(id)).interviewAt).toBe(bookedAt);

    // Moved: a new appointment, no request row written — the list kept in memory still hears it.
    expect((await interview('PUT', 72)).statusCode).toBe(200);
    await noticesDelivered(app.database, REQUESTS_CHANGED_CHANNEL);
    expect(await interviewAt()).toBe(
      new Date(app.ctx.clock.now().getTime() + 72 * HOUR).toISOString(),
    );

    // Another family: their own list never carries it, and the owner's list is not theirs to read.
    const theirs = await injectAs(app, stranger, 'GET', `/v2/requests/${stranger.uid}/requests`);
    expect(theirs.statusCode).toBe(200);
    const content = theirs.json().content as { id: number; interviewAt?: string | null }[];
    expect(content.some((request) => request.id === id || request.interviewAt)).toBe(false);
    expect(
      (await injectAs(app, stranger, 'GET', `/v2/requests/${customer.uid}/requests`)).statusCode,
    ).toBe(404);
  });

  it('names the status a closed request was closed in — through a pause, the one it was paused in', async () => {
    const move = (id: number, path: string, payload?: object) =>
      injectAs(app, tutor, 'POST', `/v1/backoffice/requests/${id}/${path}`, payload);
    const close = (id: number) =>
      move(id, 'close', { outcome: "NON PIU' INTERESSATO", note: 'Ha trovato aiuto altrove' });
    const selecting = await requestWithCandidates(app, customer, tutor, ['cg-martina-rossi']);
    expect(await one(selecting.id)).toMatchObject({ statusBeforeClosing: null });
    expect((await close(selecting.id)).statusCode).toBe(200);
    expect(await one(selecting.id)).toMatchObject({
      status: "NON PIU' INTERESSATO",
      statusBeforeClosing: 'INVIATO CV',
    });

    const paused = await createTestRequest(app, customer);
    expect((await move(paused, 'mark-to-call', { note: 'Richiamare' })).statusCode).toBe(200);
    expect((await move(paused, 'stand-by', { reason: 'FAMILY_REQUEST' })).statusCode).toBe(200);
    expect((await close(paused)).statusCode).toBe(200);
    expect(await one(paused)).toMatchObject({ statusBeforeClosing: 'DA RICHIAMARE' });
    // The list says it too (the cards' tracker).
    const closed = (
      await injectAs(app, customer, 'GET', `/v2/requests/${customer.uid}/requests?active=false`)
    ).json().content as { id: number; statusBeforeClosing: string | null }[];
    expect(closed.find((request) => request.id === paused)?.statusBeforeClosing).toBe(
      'DA RICHIAMARE',
    );
  });

  it('names the status a paused request left, and nothing once it resumed', async () => {
    const id = await createTestRequest(app, customer);
    const move = (path: string, payload?: object) =>
      injectAs(app, tutor, 'POST', `/v1/backoffice/requests/${id}/${path}`, payload);
    expect((await move('stand-by', { reason: 'FAMILY_REQUEST' })).statusCode).toBe(200);
    expect(await one(id)).toMatchObject({ status: 'STAND BY', statusBeforeStandBy: 'NUOVA' });
    expect((await move('resume')).statusCode).toBe(200);
    expect(await one(id)).toMatchObject({ status: 'NUOVA', statusBeforeStandBy: null });
  });
});
