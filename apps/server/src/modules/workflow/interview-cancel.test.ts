import { type BackofficeCandidate, endedSelectionLabel } from '@equilibrio/contract/backoffice';
import type { AccountExport } from '@equilibrio/contract/privacy';
import { describe, expect, it } from 'vitest';
import { fieldErrorsOf, injectAs } from '../../../test/helpers';
import { mailsTo } from '../../../test/workflow-fixtures';
import {
  bookedInterview,
  HOUR,
  INTERVIEW_PLACE,
  useWorkflowJourney,
} from '../../../test/workflow-journey';

// 'Annulla colloquio': a booked interview called off by a tutor before it takes place — the
// caregiver no longer available (released as after a failed interview) or the family's wish
// (the caregiver stays). The family is told plainly why, never that the interview went badly.

describe('request workflow: a booked interview called off', () => {
  const { app, customer, asTutor, detail, accept, ...journey } = useWorkflowJourney();

  /** A request with `docRef` chosen, paid and its interview booked two days ahead. */
  const bookedRequest = (docRef: string, candidates = [docRef]) =>
    bookedInterview({ ...journey, app, asTutor, accept }, docRef, candidates);
  const cancel = (id: number, payload: object) =>
    asTutor('POST', `/${id}/interview/cancel`, payload);
  /** After the email's 10-minute window: the family's email of `id` with a call-off and a booking. */
  const bookedAgainMail = async (id: number) => {
    await journey.advance(11 * 60_000);
    await app.jobs.runAll();
    return (await mailsTo(app, customer.email)).find(
      (m) =>
        m.subject === `Colloquio prenotato — richiesta #${id} (babysitter) (e un’altra novità)` &&
        m.text.includes('annullato'),
    )!;
  };
  const familyNotice = async (id: number) =>
    (await mailsTo(app, customer.email)).find(
      (m) => m.template === 'customer-interview-called-off' && m.subject.includes(`#${id}`),
    );
  /** The tutor's candidate for `docRef`, with the badge the tutor's list gives it. */
  const candidate = async (id: number, docRef: string) => {
    const found = ((await detail(id)).candidates as BackofficeCandidate[]).find(
      (c) => c.caregiver.docRef === docRef,
    )!;
    return { ...found, label: endedSelectionLabel(found) };
  };
  const calendarFile = (id: number) =>
    injectAs(app, customer, 'GET', `/v1/scheduled-appointments/find/${id}/calendar.ics`);

  it('releases a caregiver no longer available: the family chooses another, nothing owed, never «non è andato bene»', async () => {
    const { id } = await bookedRequest('cg-martina-rossi', [
      'cg-martina-rossi',
      'cg-chiara-esposito',
    ]);
    expect((await calendarFile(id)).statusCode).toBe(200);

    const res = await cancel(id, {
      reason: 'caregiverUnavailable',
      note: 'Ha accettato un altro lavoro',
    });
    expect(res.json()).toEqual({ id, status: 'INVIATO CV' });
    // Released as after a failed interview: the family chooses among the others.
    expect(await journey.selection(id, 'CHOSEN')).toEqual([]);
    expect(await journey.docRefs(id, 'SELECTED')).toEqual(['cg-chiara-esposito']);
    // The appointment is gone: neither page nor the calendar file find it.
    expect((await detail(id)).appointment).toBeNull();
    expect((await calendarFile(id)).statusCode).toBe(404);
    const appointment = await injectAs(
      app,
      customer,
      'GET',
      `/v1/scheduled-appointments/find/${id}`,
    );
    expect(appointment.statusCode).toBe(404);

    // Within the journey's digest window: one line of the request's news, sent as it holds then
    // (the booking no longer told).
    await journey.advance(11 * 60_000);
    await app.jobs.runAll();
    const mail = (await familyNotice(id))!;
    expect(mail.text).not.toContain('Abbiamo fissato il colloquio');
    expect(mail.text).not.toContain('Quando:');
    expect(mail.text).toContain('Martina Rossi');
    expect(mail.text).toContain('è annullato perché Martina Rossi non è più disponibile');
    expect(mail.text).toContain('puoi scegliere un altro profilo');
    expect(mail.text).toContain('Non devi nulla');
    expect(mail.text).not.toMatch(/andato (bene|a buon fine)/);
    // The family's own note stays with the tutors.
    expect(mail.text).not.toContain('altro lavoro');
    const mails = await mailsTo(app, customer.email);
    expect(mails.some((m) => m.template === 'customer-interview-failed')).toBe(false);

    // The history says which interview, and why.
    const workspace = await detail(id);
    expect(workspace.events.at(-1)).toMatchObject({
      fromStatus: 'COLLOQUIO PRENOTATO',
      toStatus: 'INVIATO CV',
      note: 'Il caregiver non è più disponibile — Ha accettato un altro lavoro',
    });
    const activity = workspace.notes.find((n: { text: string }) => n.text.startsWith('Colloquio '));
    expect(activity.text).toMatch(
      /^Colloquio (del |dell’)\d.* con Martina Rossi annullato: il caregiver non è più disponibile \(Ha accettato un altro lavoro\)$/,
    );

    // The tutor's list says she withdrew: the interview never took place.
    expect(await candidate(id, 'cg-martina-rossi')).toMatchObject({
      endedAt: expect.any(String),
      acceptedAt: null,
      endedReason: 'WITHDRAWN',
      label: 'Non più disponibile',
    });
    expect((await candidate(id, 'cg-chiara-esposito')).label).toBeNull();
    // The family's data export says it the same way.
    const exportUrl = `/api/v1/user-controller/${customer.uid}/export`;
    const exported = (await injectAs(app, customer, 'GET', exportUrl)).json() as AccountExport;
    expect(exported.requests.find((r) => r.id === id)?.caregivers).toContainEqual(
      expect.objectContaining({ name: 'Martina Rossi', endedReason: 'WITHDRAWN' }),
    );
    const html = (await injectAs(app, customer, 'GET', `${exportUrl}?format=html`)).body;
    expect(html).toContain('Non più disponibile');
    expect(html).not.toContain('Colloquio non riuscito');
  });

  it("a failed interview is still told as such in the tutor's list", async () => {
    const { id, at } = await bookedRequest('cg-martina-rossi', [
      'cg-martina-rossi',
      'cg-chiara-esposito',
    ]);
    await journey.toInterview(at);
    const failed = await asTutor('POST', `/${id}/interview-failed`, {
      note: 'Orari incompatibili',
    });
    expect(failed.json().status).toBe('INVIATO CV');
    expect(await candidate(id, 'cg-martina-rossi')).toMatchObject({
      endedReason: 'INTERVIEW_FAILED',
      label: 'Colloquio non riuscito',
    });
  });

  it('with no other candidate, goes back to the selection: the tutor proposes another caregiver', async () => {
    const { id } = await bookedRequest('cg-martina-rossi');
    const res = await cancel(id, { reason: 'caregiverUnavailable' });
    expect(res.json().status).toBe('SELEZIONE ATTIVA');
    const mail = (await familyNotice(id))!;
    expect(mail.text).toContain('il family tutor ti proporrà al più presto un altro caregiver');
    expect(mail.text).not.toMatch(/andato (bene|a buon fine)/);
  });

  it('keeps the caregiver when the family asked: a new interview is to be booked', async () => {
    const { id } = await bookedRequest('cg-martina-rossi');
    // The booking's email goes out: the family holds that time.
    await journey.advance(11 * 60_000);
    await app.jobs.runAll();
    const res = await cancel(id, { reason: 'familyAsked' });
    expect(res.json().status).toBe('PAGATO');
    expect(await journey.docRefs(id, 'CHOSEN')).toEqual(['cg-martina-rossi']);
    expect((await detail(id)).appointment).toBeNull();
    const mail = (await familyNotice(id))!;
    expect(mail.text).toContain('come ci hai chiesto');
    expect((await detail(id)).events.at(-1)).toMatchObject({
      toStatus: 'PAGATO',
      note: 'La famiglia ha chiesto di annullare',
    });

    // Booked again with the same caregiver.
    const at = new Date(journey.clock().now().getTime() + 72 * HOUR).toISOString();
    const again = await asTutor('POST', `/${id}/interview`, {
      dateTime: at,
      place: INTERVIEW_PLACE,
    });
    expect(again.json().status).toBe('COLLOQUIO PRENOTATO');
    expect((await detail(id)).appointment.caregiver.docRef).toBe('cg-martina-rossi');
    // Booked again within the email's window: the family's one email says the old time is off,
    // then the new one.
    const last = await bookedAgainMail(id);
    expect(last.text).toMatch(/• Il colloquio con Martina Rossi fissato per .* è annullato\.\n/);
    expect(last.text).toContain('• Abbiamo fissato il colloquio');
    expect(last.text).not.toContain('ti contatterà per fissarne uno nuovo');
  });

  it('booked, called off and booked again within one email: the call-off told first, the new time last', async () => {
    const { id } = await bookedRequest('cg-martina-rossi');
    expect((await cancel(id, { reason: 'familyAsked' })).statusCode).toBe(200);
    const at = new Date(journey.clock().now().getTime() + 72 * HOUR).toISOString();
    expect(
      (await asTutor('POST', `/${id}/interview`, { dateTime: at, place: INTERVIEW_PLACE })).json()
        .status,
    ).toBe('COLLOQUIO PRENOTATO');
    const mail = await bookedAgainMail(id);
    const off = mail.text.indexOf('è annullato.');
    const booked = mail.text.indexOf('• Abbiamo fissato il colloquio');
    expect(off).toBeGreaterThan(0);
    expect(booked).toBeGreaterThan(off);
    expect(mail.text.indexOf('Quando:')).toBeGreaterThan(booked);
  });

  it('refuses bad input, no interview booked and one already started with an Italian 4xx', async () => {
    const { id, at } = await bookedRequest('cg-martina-rossi');
    expect(fieldErrorsOf(await cancel(id, {}))).toHaveProperty('body.reason');
    expect(fieldErrorsOf(await cancel(id, { reason: 'boh' }))).toHaveProperty('body.reason');

    // The family cannot call it off through the back office.
    const asFamily = await injectAs(
      app,
      customer,
      'POST',
      `/v1/backoffice/requests/${id}/interview/cancel`,
      { reason: 'familyAsked' },
    );
    expect(asFamily.statusCode).toBe(403);

    // Its time has come: the outcome is recorded instead.
    await journey.advance(new Date(at).getTime() - journey.clock().now().getTime() + 60_000);
    const late = await cancel(id, { reason: 'caregiverUnavailable' });
    expect(late.statusCode).toBe(409);
    expect(late.json().error.message).toContain('non si può più annullare');
    expect((await detail(id)).status).toBe('COLLOQUIO PRENOTATO');
    expect(await journey.docRefs(id, 'CHOSEN')).toEqual(['cg-martina-rossi']);

    // No interview booked (PAGATO): the table refuses it.
    const { id: other } = await bookedRequest('cg-chiara-esposito');
    await cancel(other, { reason: 'familyAsked' });
    journey.expectInvalidState(await cancel(other, { reason: 'familyAsked' }), 'PAGATO');
  });
});
