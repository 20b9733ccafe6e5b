import type { InterviewAppointment } from '@equilibrio/contract/workflow';
import { describe, expect, it } from 'vitest';
import { createTestUser, injectAs } from '../../../test/helpers';
import { completePayment, mailsTo } from '../../../test/workflow-fixtures';
import {
  bookedInterview,
  HOUR,
  INTERVIEW_PLACE,
  TUTOR_TEAM,
  useWorkflowJourney,
} from '../../../test/workflow-journey';
import { formatItalianDateTime } from './mail-facts';

// 'Chiedi di spostarlo': a family who cannot make the booked interview asks the family tutor to
// move it (INTERVIEW_CHANGE), saying when they could. The ask stands until a tutor moves the
// interview, calls it off or marks it handled; it is asked once, only while the interview is ahead.

describe('request workflow: the family asks to move the booked interview', () => {
  const { app, customer, tutor, asTutor, detail, accept, ...journey } = useWorkflowJourney();

  const bookedRequest = (docRef = 'cg-martina-rossi', candidates = [docRef]) =>
    bookedInterview({ ...journey, app, asTutor, accept }, docRef, candidates);
  const ask = (id: number, message: string, as = customer) =>
    injectAs(app, as, 'POST', `/v2/requests/${id}/assistance`, {
      type: 'INTERVIEW_CHANGE',
      message,
    });
  const familyAppointment = async (id: number) =>
    (
      await injectAs(app, customer, 'GET', `/v1/scheduled-appointments/find/${id}`)
    ).json() as InterviewAppointment;
  const openAsks = async (id: number) => {
    const url = '/v1/backoffice/assistance?type=INTERVIEW_CHANGE&pageSize=100';
    const asks = (await injectAs(app, tutor, 'GET', url)).json().content as {
      id: number;
      requestId: number;
    }[];
    return asks.filter((message) => message.requestId === id);
  };

  /** The request's row in the tutors' inbox. */
  const listed = async (id: number) =>
    (await injectAs(app, tutor, 'GET', `/v1/backoffice/requests?q=${id}`)).json().content[0];

  it('tells the tutors at once, shows on both pages, and a move answers it', async () => {
    const { id, at } = await bookedRequest();
    expect((await familyAppointment(id)).changeAskedAt).toBeNull();

    const res = await ask(id, 'Giovedì dopo le 18, oppure venerdì mattina');
    expect(res.statusCode).toBe(201);
    const askedAt = (await familyAppointment(id)).changeAskedAt;
    expect(askedAt).toEqual(expect.any(String));
    expect((await detail(id)).appointment.changeAskedAt).toBe(askedAt);
    expect(await openAsks(id)).toEqual([expect.objectContaining({ requestId: id })]);
    // The inbox says what the family waits for: their turn passed to us.
    expect(await listed(id)).toMatchObject({ openAssistance: 1, openInterviewChange: true });

    // The tutors hear of it at once (folded with the request's news of these minutes), with the
    // family's words.
    const mail = (await mailsTo(app, TUTOR_TEAM))[0]!;
    expect(mail.template).toBe('tutor-assistance-requested');
    expect(mail.text).toContain(
      'La famiglia chiede di spostare il colloquio: Giovedì dopo le 18, oppure venerdì mattina',
    );
    // …and with the interview as it stands, so they know how close it is.
    expect(mail.text).toContain(
      `Il colloquio con Martina Rossi fissato per ${formatItalianDateTime(new Date(at))} resta valido finché non lo sposti o lo annulli.`,
    );

    // Once is enough: a second ask is refused while the first stands.
    const again = await ask(id, 'Anche sabato');
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toMatch(
      /^Hai già chiesto di spostare il colloquio (il |l’)\d/,
    );

    // The tutor moves it: the ask is answered and handled, and the family may ask again.
    const later = new Date(journey.clock().now().getTime() + 72 * HOUR).toISOString();
    const moved = await app.inject({
      method: 'PUT',
      url: `/v1/backoffice/requests/${id}/interview`,
      headers: tutor.headers,
      payload: { dateTime: later, place: INTERVIEW_PLACE },
    });
    expect(moved.statusCode).toBe(200);
    expect(moved.json().changeAskedAt).toBeNull();
    expect((await familyAppointment(id)).changeAskedAt).toBeNull();
    expect(await openAsks(id)).toEqual([]);
    expect(await listed(id)).toMatchObject({ openAssistance: 0, openInterviewChange: false });
    expect((await ask(id, 'Scusate, di nuovo: lunedì?')).statusCode).toBe(201);
  });

  it('calling the interview off, or marking the ask handled, answers it too', async () => {
    const { id } = await bookedRequest();
    await ask(id, 'La settimana prossima');
    const [open] = await openAsks(id);
    const handled = await injectAs(
      app,
      tutor,
      'POST',
      `/v1/backoffice/assistance/${open!.id}/handled`,
    );
    expect(handled.statusCode).toBe(204);
    expect((await familyAppointment(id)).changeAskedAt).toBeNull();

    await ask(id, 'Non riusciamo proprio');
    expect(await openAsks(id)).toHaveLength(1);
    const cancelled = await asTutor('POST', `/${id}/interview/cancel`, { reason: 'familyAsked' });
    expect(cancelled.json().status).toBe('PAGATO');
    expect(await openAsks(id)).toEqual([]);
  });

  it('an ask left open by an interview that then failed never comes back with the next booking', async () => {
    const { id, at } = await bookedRequest('cg-martina-rossi', [
      'cg-martina-rossi',
      'cg-chiara-esposito',
    ]);
    expect((await ask(id, 'Possiamo fare più tardi?')).statusCode).toBe(201);
    // Nobody moved it: the interview took place, and went badly.
    await journey.advance(new Date(at).getTime() - journey.clock().now().getTime() + HOUR);
    expect(
      (await asTutor('POST', `/${id}/interview-failed`, { note: 'Orari incompatibili' })).json()
        .status,
    ).toBe('INVIATO CV');
    // Recording the outcome answers the ask nobody answered: it no longer waits in Assistenza.
    expect(await openAsks(id)).toEqual([]);
    // The family chooses the other caregiver, and a new interview is booked.
    expect((await accept(id, 'cg-chiara-esposito')).statusCode).toBe(200);
    if ((await detail(id)).status === 'DA PAGARE') await completePayment(app, id);
    const next = new Date(journey.clock().now().getTime() + 48 * HOUR).toISOString();
    const booked = await asTutor('POST', `/${id}/interview`, {
      dateTime: next,
      place: INTERVIEW_PLACE,
    });
    expect(booked.json().status).toBe('COLLOQUIO PRENOTATO');
    expect((await familyAppointment(id)).changeAskedAt).toBeNull();
    expect(await listed(id)).toMatchObject({ openInterviewChange: false });
    expect((await ask(id, 'Questa volta va bene')).statusCode).toBe(201);
  });

  it('an interview held although its move was asked closes the ask with its outcome', async () => {
    const { id, at } = await bookedRequest('cg-sofia-ricci');
    expect((await ask(id, 'Non possiamo martedì')).statusCode).toBe(201);
    await journey.advance(new Date(at).getTime() - journey.clock().now().getTime() + HOUR);
    expect(await openAsks(id)).toHaveLength(1);
    expect((await asTutor('POST', `/${id}/interview-done`)).json().status).toBe(
      'SELEZIONE COMPLETATA',
    );
    expect(await openAsks(id)).toEqual([]);
  });

  it('closing the request after the interview’s time closes the ask nobody answered', async () => {
    const { id, at } = await bookedRequest('cg-chiara-esposito');
    expect((await ask(id, 'Possiamo spostarlo?')).statusCode).toBe(201);
    await journey.advance(new Date(at).getTime() - journey.clock().now().getTime() + HOUR);
    const closed = await asTutor('POST', `/${id}/close`, {
      outcome: 'NON RISPONDE',
      note: 'Non si è presentata e non risponde',
      refund: false,
    });
    expect(closed.json().status, closed.body).toBe('NON RISPONDE');
    expect(await openAsks(id)).toEqual([]);
  });

  it('is refused with an Italian 409 when no interview is ahead, and for another family', async () => {
    const { id: unpaid } = await journey.acceptedRequest();
    const early = await ask(unpaid, 'Quando volete');
    expect(early.statusCode).toBe(409);
    expect(early.json().error.message).toContain('solo mentre è fissato e prima che si svolga');

    const { id, at } = await bookedRequest('cg-chiara-esposito');
    await journey.advance(new Date(at).getTime() - journey.clock().now().getTime() + 60_000);
    const late = await ask(id, 'Troppo tardi?');
    expect(late.statusCode).toBe(409);
    expect(await openAsks(id)).toEqual([]);

    // Another family's request is not found (as any foreign request).
    const other = await createTestUser(app);
    expect((await ask(id, 'Intrusione', other)).statusCode).toBe(404);
  });
});
