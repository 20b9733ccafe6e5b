import { describe, expect, it } from 'vitest';
import { callAs, injectAs, type TestUser, useTestUser } from '../../../test/helpers';
import {
  completePayment,
  createTestRequest,
  publishCandidates,
  QUOTE_2030,
  startSelection,
  useWorkflowApp,
} from '../../../test/workflow-fixtures';
import { italianDay } from '../../lib/clock';

type Detail = {
  assignedTutor: { uid: string } | null;
  serviceLinked: { id: number } | null;
  quoteSentAt: string | null;
  assistance: { id: number }[];
  notes: { kind: string; text: string; author: { uid: string } | null }[];
};

/**
 * Every tutor's write on a request takes it when nobody has (`takeIfUnassigned`), beyond the
 * moves, replies, calls and notes (tutor-act-takes-request.test.ts): the address, the quote's
 * correction, a candidate added, its reason, its removal, the family's messages marked handled,
 * the interview moved, a service round recorded or changed. A colleague's request stays theirs.
 */
describe('a tutor’s write on a request nobody has taken', () => {
  const { app, customer, tutor } = useWorkflowApp();
  /** The tutor who acts; `tutor` sets the requests up (and gives them back to nobody). */
  const actor = useTestUser(app, { role: 'tutor' });
  const colleague = useTestUser(app, { role: 'tutor' });

  const detail = (id: number) => callAs<Detail>(app, tutor, 'GET', `/v1/backoffice/requests/${id}`);
  const assignee = async (id: number) => (await detail(id)).assignedTutor?.uid ?? null;
  const assign = async (id: number, to: TestUser | null) => {
    const res = await injectAs(app, tutor, 'PUT', `/v1/backoffice/requests/${id}/assignee`, {
      tutorUid: to?.uid ?? null,
    });
    expect(res.statusCode, res.body).toBe(204);
  };
  const lastActivity = async (id: number) => {
    const activity = (await detail(id)).notes.filter((n) => n.kind === 'activity');
    return activity.map((n) => [n.text, n.author?.uid]);
  };

  /**
   * The act on a request given back to nobody makes it the actor's ('Presa in carico' by them);
   * on one a colleague follows (`act` again, as it must succeed twice) it stays the colleague's.
   */
  async function takes(id: number, act: () => Promise<{ statusCode: number; body: string }>) {
    await assign(id, null);
    const res = await act();
    expect(res.statusCode, res.body).toBeLessThan(300);
    expect(await assignee(id)).toBe(actor.uid);
    expect(await lastActivity(id)).toContainEqual(['Presa in carico', actor.uid]);
  }
  async function staysColleagues(id: number, act: () => Promise<{ statusCode: number }>) {
    await assign(id, colleague);
    expect((await act()).statusCode).toBeLessThan(300);
    expect(await assignee(id)).toBe(colleague.uid);
  }

  it('writing the address takes it; a colleague’s stays theirs', async () => {
    const id = await createTestRequest(app, customer);
    const address = (street: string) =>
      injectAs(app, actor, 'PUT', `/v1/backoffice/requests/${id}/address`, {
        street,
        city: 'Bologna',
        province: 'BO',
        postalCode: '40121',
      });
    await takes(id, () => address('Via Indipendenza 10'));
    await staysColleagues(id, () => address('Via Indipendenza 12'));
  });

  it('correcting the quote takes it; a colleague’s stays theirs', async () => {
    const id = await createTestRequest(app, customer);
    const serviceId = (
      await injectAs(
        app,
        tutor,
        'GET',
        '/v1/backoffice/services?businessLine=BABYSITTER&customerType=B2C',
      )
    ).json()[0].id;
    const sent = await injectAs(app, tutor, 'POST', `/v1/backoffice/requests/${id}/quote`, {
      serviceId,
      requestDetail: QUOTE_2030,
    });
    expect(sent.statusCode, sent.body).toBe(200);
    const correct = (netHourCost: number) =>
      injectAs(app, actor, 'PUT', `/v1/backoffice/requests/${id}/quote`, {
        serviceId,
        requestDetail: { ...QUOTE_2030, netHourCost },
      });
    await takes(id, () => correct(11));
    await staysColleagues(id, () => correct(12));
  });

  it('adding a candidate, writing its reason or removing it takes it; a colleague’s stays theirs', async () => {
    const id = await createTestRequest(app, customer);
    await startSelection(app, customer, tutor, id);
    const url = `/v1/backoffice/requests/${id}/candidates`;
    const add = (docRef: string) =>
      injectAs(app, actor, 'POST', url, { docRef, confirmBusy: true });
    const reason = (docRef: string, text: string) =>
      injectAs(app, actor, 'PATCH', `${url}/${docRef}`, { reason: text });
    const remove = (docRef: string) => injectAs(app, actor, 'DELETE', `${url}/${docRef}`);

    await takes(id, () => add('cg-martina-rossi'));
    await takes(id, () => reason('cg-martina-rossi', 'Ha già seguito due gemelli'));
    await takes(id, () => remove('cg-martina-rossi'));
    await staysColleagues(id, () => add('cg-luca-marino'));
    await staysColleagues(id, () => reason('cg-luca-marino', 'Abita vicino'));
    await staysColleagues(id, () => remove('cg-luca-marino'));
  });

  it('marking the family’s messages handled takes it; a colleague’s stays theirs', async () => {
    const id = await createTestRequest(app, customer);
    const handle = async () => {
      await callAs(app, customer, 'POST', `/v2/requests/${id}/messages`, {
        payload: { message: 'Grazie, a presto!' },
        status: 201,
      });
      const upToId = Math.max(...(await detail(id)).assistance.map((m) => m.id));
      return injectAs(app, actor, 'POST', `/v1/backoffice/requests/${id}/messages/handled`, {
        upToId,
      });
    };
    await takes(id, handle);
    await staysColleagues(id, handle);
  });

  it('moving the interview or recording a service round takes it; a colleague’s stays theirs', async () => {
    const id = await createTestRequest(app, customer);
    await startSelection(app, customer, tutor, id);
    await publishCandidates(app, tutor, id, ['cg-sofia-ricci']);
    const accepted = await injectAs(
      app,
      customer,
      'PATCH',
      `/v1/caregiver-selection/request/${id}/caregiver/cg-sofia-ricci/accept`,
    );
    expect(accepted.statusCode, accepted.body).toBe(200);
    await completePayment(app, id);

    // A service round from today, then its end written.
    const today = italianDay(app.ctx.clock.now());
    const round = () =>
      injectAs(app, actor, 'POST', `/v1/backoffice/requests/${id}/rounds`, {
        eventType: 'USAGE',
        startDate: today,
      });
    await takes(id, round);
    const roundId = (
      await injectAs(app, customer, 'GET', `/v1/request-service-records/request/${id}`)
    )
      .json()
      .find((r: { eventType: string }) => r.eventType === 'USAGE').id;
    const changeRound = () =>
      injectAs(app, actor, 'PATCH', `/v1/backoffice/rounds/${roundId}`, { endDate: today });
    await takes(id, changeRound);
    await staysColleagues(id, changeRound);

    const inDays = (days: number) =>
      new Date(app.ctx.clock.now().getTime() + days * 24 * 3600_000).toISOString();
    const booked = await injectAs(app, tutor, 'POST', `/v1/backoffice/requests/${id}/interview`, {
      dateTime: inDays(1),
      place: 'Via Roma 1, Torino',
    });
    expect(booked.statusCode, booked.body).toBe(200);
    const move = (days: number) => () =>
      injectAs(app, actor, 'PUT', `/v1/backoffice/requests/${id}/interview`, {
        dateTime: inDays(days),
        place: 'Via Roma 1, Torino',
      });
    await takes(id, move(2));
    await staysColleagues(id, move(3));
  });
});
