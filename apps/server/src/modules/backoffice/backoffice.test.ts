import { interviewUnchangedMessage } from '@equilibrio/contract/backoffice-moves';
import {
  dayMonthYear,
  isoDateParts,
  MONTHS_SHORT,
  romeOffsetHours,
  withDayArticle,
} from '@equilibrio/contract/italian-format';
import { closedRoundsMessage } from '@equilibrio/contract/service-rounds';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { fieldErrorsOf, injectAs, useTestApp, useTestUser } from '../../../test/helpers';
import {
  advanceToInterview,
  askAssistance,
  babysitterServiceId,
  completePayment,
  createTestRequest,
  mailsTo,
  publishCandidates,
  seedCatalogAndCaregivers,
  setUserName,
  startSelection,
} from '../../../test/workflow-fixtures';
import { requests } from '../../db/schema/requests';
import { italianDay, type ManualClock } from '../../lib/clock';

const HOUR = 3_600_000;

describe('back office API', () => {
  const app = useTestApp();
  const tutor = useTestUser(app, { role: 'tutor', email: 'marco.tutor@equilibrio.test' });
  const otherTutor = useTestUser(app, { role: 'tutor', email: 'anna.tutor@equilibrio.test' });
  const customer = useTestUser(app);
  let babysitterService: number;

  beforeAll(async () => {
    await seedCatalogAndCaregivers(app);
    await setUserName(app, tutor, 'Marco', 'Ferri');
    await setUserName(app, customer, 'Paola', 'Verdi');
    babysitterService = await babysitterServiceId(app, tutor);
  });

  const call = (method: Parameters<typeof injectAs>[2], url: string, payload?: object) =>
    injectAs(app, tutor, method, url, payload);

  /** The request's day set back to `day` (Italy's noon), so its rounds may be of days gone by. */
  const askedOn = (id: number, day: string) =>
    app.ctx.db
      .update(requests)
      .set({ createdAt: new Date(`${day}T11:00:00Z`) })
      .where(eq(requests.id, id));

  async function toPaid(id: number, docRef = 'cg-martina-rossi') {
    await startSelection(app, customer, tutor, id, { serviceId: babysitterService });
    await publishCandidates(app, tutor, id, [docRef]);
    await injectAs(
      app,
      customer,
      'PATCH',
      `/v1/caregiver-selection/request/${id}/caregiver/${docRef}/accept`,
    );
    await completePayment(app, id);
  }

  it('lists requests newest first, filtered by status, assignee and text, with paging', async () => {
    const first = await createTestRequest(app, customer);
    const second = await createTestRequest(app, customer, { businessLine: 'COLF', province: 'MI' });
    await call('POST', `/v1/backoffice/requests/${first}/mark-to-call`);
    // The move made the request the tutor's; given back to nobody, for the filters below.
    await call('PUT', `/v1/backoffice/requests/${first}/assignee`, { tutorUid: null });
    await call('PUT', `/v1/backoffice/requests/${second}/assignee`, { tutorUid: tutor.uid });

    const all = (await call('GET', '/v1/backoffice/requests?sort=newest&pageSize=1')).json();
    expect(all).toMatchObject({ page: 0, size: 1, numberOfElements: 1 });
    expect(all.totalElements).toBeGreaterThanOrEqual(2);
    expect(all.content[0]).toMatchObject({
      id: second,
      status: 'NUOVA',
      businessLine: 'COLF',
      type: 'Colf',
      customer: { uid: customer.uid, name: 'Paola', surname: 'Verdi', email: customer.email },
      assignedTutor: { uid: tutor.uid, name: 'Marco', surname: 'Ferri' },
      openAssistance: 0,
      holdExpiresAt: null,
    });

    const toCall = (
      await call('GET', `/v1/backoffice/requests?status=${encodeURIComponent('DA RICHIAMARE')}`)
    ).json();
    expect(toCall.content.map((r: { id: number }) => r.id)).toContain(first);
    expect(toCall.content.every((r: { status: string }) => r.status === 'DA RICHIAMARE')).toBe(
      true,
    );

    const mine = (await call('GET', '/v1/backoffice/requests?assignedTo=me')).json();
    expect(mine.content.map((r: { id: number }) => r.id)).toEqual([second]);
    const unassigned = (await call('GET', '/v1/backoffice/requests?assignedTo=none')).json();
    expect(unassigned.content.map((r: { id: number }) => r.id)).toContain(first);
    expect(unassigned.content.map((r: { id: number }) => r.id)).not.toContain(second);

    expect(
      (await call('GET', `/v1/backoffice/requests?q=${second}`))
        .json()
        .content.map((r: { id: number }) => r.id),
    ).toEqual([second]);
    expect(
      (await call('GET', '/v1/backoffice/requests?q=verd')).json().totalElements,
    ).toBeGreaterThanOrEqual(2);
    expect((await call('GET', '/v1/backoffice/requests?q=nessuno-cosi')).json().totalElements).toBe(
      0,
    );
    expect((await call('GET', '/v1/backoffice/requests?status=CHIUSA')).statusCode).toBe(400);
  });

  it('writes the service’s address told on the phone, before the quote, and says so in the history', async () => {
    const id = await createTestRequest(app, customer);
    // A first request from the sign-up page: no address yet.
    await app.ctx.db
      .update(requests)
      .set({ street: null, city: null, province: null, postalCode: null })
      .where(eq(requests.id, id));
    const url = `/v1/backoffice/requests/${id}/address`;
    const bologna = {
      street: 'Via Indipendenza 10',
      city: 'Bologna',
      province: 'bo',
      postalCode: '40121',
    };
    expect((await call('PUT', url, bologna)).statusCode).toBe(204);
    let detail = (await call('GET', `/v1/backoffice/requests/${id}`)).json();
    expect(detail.address).toMatchObject({
      street: 'Via Indipendenza 10',
      city: 'Bologna',
      province: 'BO',
      postalCode: '40121',
    });
    expect(detail.notes.at(-1)).toMatchObject({
      kind: 'activity',
      text: 'Indirizzo del servizio scritto dal family tutor: Via Indipendenza 10, 40121 Bologna (BO)',
      author: { uid: tutor.uid },
    });
    // The same again writes nothing; another replaces it, naming the one before.
    expect((await call('PUT', url, bologna)).statusCode).toBe(204);
    await call('PUT', url, { ...bologna, street: 'Via Rizzoli 3' });
    detail = (await call('GET', `/v1/backoffice/requests/${id}`)).json();
    // Written by a tutor, the request nobody had taken became theirs first ('Presa in carico').
    expect(
      detail.notes
        .filter((n: { kind: string }) => n.kind === 'activity')
        .map((n: { text: string }) => n.text.split(':')[0]),
    ).toEqual([
      'Presa in carico',
      'Indirizzo del servizio scritto dal family tutor',
      'Indirizzo del servizio corretto dal family tutor',
    ]);
    expect(detail.notes.at(-1).text).toBe(
      'Indirizzo del servizio corretto dal family tutor: Via Rizzoli 3, 40121 Bologna (BO) (prima: Via Indipendenza 10, 40121 Bologna (BO))',
    );
    expect(fieldErrorsOf(await call('PUT', url, { ...bologna, province: 'XX' }))).toHaveProperty(
      'body.province',
    );
    // The family cannot; once the quote is out, nobody can (its prices were read for it).
    expect((await injectAs(app, customer, 'PUT', url, bologna)).statusCode).toBe(403);
    await startSelection(app, customer, tutor, id, { serviceId: babysitterService });
    expect((await call('PUT', url, bologna)).statusCode).toBe(409);
  });

  it('reads one request with customer, history and what the tutor may do next', async () => {
    const id = await createTestRequest(app, customer);
    const res = await call('GET', `/v1/backoffice/requests/${id}`);
    expect(res.statusCode).toBe(200);
    const detail = res.json();
    expect(detail).toMatchObject({
      id,
      status: 'NUOVA',
      businessLine: 'BABYSITTER',
      type: 'Babysitter',
      address: { street: 'Via Roma 1', city: 'Torino', province: 'TO', postalCode: '10121' },
      customer: { uid: customer.uid, name: 'Paola', email: customer.email },
      events: [
        { fromStatus: null, toStatus: 'NUOVA', actor: { role: 'customer', name: 'Paola Verdi' } },
      ],
      candidates: [],
      appointment: null,
      rounds: [],
      candidatesEditable: false,
      interviewReschedulable: false,
      serviceLinked: null,
      requestDetail: null,
    });
    expect(detail.allowedTransitions.map((t: { action: string }) => t.action)).toEqual([
      'markToCall',
      'sendQuote',
      'standBy',
      'closeNotInterested',
      'closeNoAnswer',
    ]);
    expect(detail.allowedTransitions[1]).toEqual({
      action: 'sendQuote',
      label: 'Invia preventivo',
      to: 'INVIATO PREVENTIVO',
      noteRequired: false,
    });
    expect((await call('GET', '/v1/backoffice/requests/987654')).statusCode).toBe(404);
  });

  it('notifies the assigned tutor and lets them handle the assistance inbox', async () => {
    const id = await createTestRequest(app, customer);
    await call('PUT', `/v1/backoffice/requests/${id}/assignee`, { tutorUid: otherTutor.uid });
    const sent = await askAssistance(app, customer, id, 'Potete richiamarmi dopo le 18?');
    expect(sent.statusCode).toBe(201);
    const mail = (await mailsTo(app, otherTutor.email))[0]!;
    // With the new request not sent yet: one digest of the request's news for the tutor.
    expect(mail).toMatchObject({
      template: 'tutor-assistance-requested',
      subject: `Richiesta #${id}: novità dalla famiglia`,
    });
    expect(mail.text).toContain('Potete richiamarmi dopo le 18?');

    const listed = (await call('GET', `/v1/backoffice/requests?q=${id}`)).json().content[0];
    expect(listed.openAssistance).toBe(1);
    const inbox = (await call('GET', '/v1/backoffice/assistance')).json();
    const message = inbox.content.find((m: { requestId: number }) => m.requestId === id);
    expect(message).toMatchObject({
      type: 'GENERIC',
      handledAt: null,
      handledBy: null,
      customer: { uid: customer.uid },
    });

    expect((await call('POST', `/v1/backoffice/assistance/${message.id}/handled`)).statusCode).toBe(
      204,
    );
    expect((await call('POST', `/v1/backoffice/assistance/${message.id}/handled`)).statusCode).toBe(
      204,
    );
    expect((await call('POST', '/v1/backoffice/assistance/999999/handled')).statusCode).toBe(404);
    const handled = (await call('GET', '/v1/backoffice/assistance?open=false')).json();
    expect(handled.content.find((m: { id: number }) => m.id === message.id)).toMatchObject({
      handledBy: { uid: tutor.uid, name: 'Marco' },
    });
    expect(
      (await call('GET', `/v1/backoffice/requests/${id}`)).json().assistance[0].handledAt,
    ).not.toBeNull();
    // Handled by a holding reply, or by mistake: 'Riapri' puts it back among the open ones.
    expect((await call('POST', `/v1/backoffice/assistance/${message.id}/reopen`)).statusCode).toBe(
      204,
    );
    const reopened = (await call('GET', '/v1/backoffice/assistance')).json();
    expect(reopened.content.find((m: { id: number }) => m.id === message.id)).toMatchObject({
      handledAt: null,
      handledBy: null,
    });
    expect((await call('GET', `/v1/backoffice/requests?q=${id}`)).json().content[0]).toMatchObject({
      openAssistance: 1,
    });
    expect((await call('POST', '/v1/backoffice/assistance/999999/reopen')).statusCode).toBe(404);

    // Unassigning works; an unknown uid does not.
    expect(
      (await call('PUT', `/v1/backoffice/requests/${id}/assignee`, { tutorUid: null })).statusCode,
    ).toBe(204);
    expect(
      (await call('PUT', `/v1/backoffice/requests/${id}/assignee`, { tutorUid: 'nobody' }))
        .statusCode,
    ).toBe(400);
    const tutors = (await call('GET', '/v1/backoffice/tutors')).json();
    expect(tutors.map((t: { uid: string }) => t.uid)).toEqual(
      expect.arrayContaining([tutor.uid, otherTutor.uid]),
    );
    expect(tutors.map((t: { uid: string }) => t.uid)).not.toContain(customer.uid);
  });

  it('lists the open messages oldest first (the longest wait on top), the handled ones newest first', async () => {
    const id = await createTestRequest(app, customer);
    const asked: number[] = [];
    for (const text of ['Serve una sostituzione', 'Potete chiamarmi?', 'Grazie!']) {
      await askAssistance(app, customer, id, text);
      const messages = (await call('GET', `/v1/backoffice/requests/${id}`)).json().assistance;
      asked.push(Math.max(...messages.map((m: { id: number }) => m.id)));
      (app.ctx.clock as ManualClock).advance(60_000);
    }
    const ours = (list: { content: { id: number }[] }) =>
      list.content.map((m) => m.id).filter((messageId) => asked.includes(messageId));
    const open = (await call('GET', '/v1/backoffice/assistance?pageSize=100')).json();
    expect(ours(open)).toEqual(asked);

    for (const messageId of asked)
      await call('POST', `/v1/backoffice/assistance/${messageId}/handled`);
    const handled = (await call('GET', '/v1/backoffice/assistance?open=false&pageSize=100')).json();
    expect(ours(handled)).toEqual([...asked].reverse());
  });

  it('moves a booked interview and records service rounds', async () => {
    const id = await createTestRequest(app, customer);
    await toPaid(id, 'cg-luca-marino');
    const soon = new Date(app.ctx.clock.now().getTime() + 24 * HOUR).toISOString();
    // Three days on, at 15:00 in Italy.
    const day = italianDay(new Date(app.ctx.clock.now().getTime() + 72 * HOUR));
    const later = new Date(
      `${day}T15:00:00+0${romeOffsetHours(new Date(`${day}T12:00:00Z`))}:00`,
    ).toISOString();
    expect(
      (
        await call('PUT', `/v1/backoffice/requests/${id}/interview`, {
          dateTime: later,
          place: 'Ufficio',
        })
      ).statusCode,
    ).toBe(409);
    await call('POST', `/v1/backoffice/requests/${id}/interview`, {
      dateTime: soon,
      place: 'Via Roma 1, Torino',
    });
    expect((await call('GET', `/v1/backoffice/requests/${id}`)).json().interviewReschedulable).toBe(
      true,
    );
    const moved = await call('PUT', `/v1/backoffice/requests/${id}/interview`, {
      dateTime: later,
      videoLink: 'https://meet.example.it/nuovo',
    });
    expect(moved.statusCode).toBe(200);
    expect(moved.json()).toMatchObject({
      dateTime: later,
      videoLink: 'https://meet.example.it/nuovo',
      place: null,
    });
    const seen = await injectAs(app, customer, 'GET', `/v1/scheduled-appointments/find/${id}`);
    expect(seen.json().dateTime).toBe(later);
    // The family's digest of the request (not the payment's receipt) tells the new interview.
    const digest = (await mailsTo(app, customer.email)).find(
      (m) => m.template !== 'customer-payment-received' && m.subject.includes(`#${id}`),
    );
    expect(digest!.text).toContain('https://meet.example.it/nuovo');
    // Saved again as it is: nothing moved, nothing written, nobody told.
    const notes = (await call('GET', `/v1/backoffice/requests/${id}`)).json().notes.length;
    const same = await call('PUT', `/v1/backoffice/requests/${id}/interview`, {
      dateTime: later,
      videoLink: 'https://meet.example.it/nuovo',
      notes: '',
    });
    expect(same.statusCode).toBe(400);
    expect(same.json().error.message).toBe(interviewUnchangedMessage);
    expect((await call('GET', `/v1/backoffice/requests/${id}`)).json().notes).toHaveLength(notes);

    // 'Colloquio riuscito' waits for the interview's day: the family would read it done too early.
    const early = await call('POST', `/v1/backoffice/requests/${id}/interview-done`);
    expect(early.statusCode).toBe(409);
    expect(early.json().error.message).toBe(
      `Il colloquio è fissato per ${withDayArticle('il', dayMonthYear(isoDateParts(day)))}: potrai segnarne l’esito da quel giorno. Prima puoi spostarlo o annullarlo dalla scheda del colloquio.`,
    );
    expect((await call('GET', `/v1/backoffice/requests/${id}`)).json().status).toBe(
      'COLLOQUIO PRENOTATO',
    );
    // On its day it may be recorded, even before the booked hour (an interview brought forward).
    await advanceToInterview(app, new Date(new Date(later).getTime() - 3 * HOUR), [
      { user: tutor, role: 'tutor' },
      { user: customer, role: 'customer' },
    ]);
    expect((await call('POST', `/v1/backoffice/requests/${id}/interview-done`)).json().status).toBe(
      'SELEZIONE COMPLETATA',
    );
    // Asked on 15 January 2025: its rounds (of 2025, days gone by) record hours and payments.
    await askedOn(id, '2025-01-15');
    const round = await call('POST', `/v1/backoffice/requests/${id}/rounds`, {
      eventType: 'USAGE',
      startDate: '2025-02-01',
      endDate: '2025-02-07',
      hoursWorked: 12.5,
    });
    expect(round.statusCode).toBe(201);
    expect(round.json()).toMatchObject({
      caregiverName: 'Luca Marino',
      hoursWorked: 12.5,
      paymentStatus: 'TO_PAY',
    });
    // Another tab changes the hours; a form opened before (its version) cannot overwrite them.
    const read = round.json().updatedAt as string;
    (app.ctx.clock as ManualClock).advance(60_000);
    const otherTab = await call('PATCH', `/v1/backoffice/rounds/${round.json().id}`, {
      hoursWorked: 14,
      updatedAt: read,
    });
    expect(otherTab.json()).toMatchObject({ hoursWorked: 14 });
    expect(otherTab.json().updatedAt).not.toBe(read);
    const stale = await call('PATCH', `/v1/backoffice/rounds/${round.json().id}`, {
      hoursWorked: 12.5,
      paymentStatus: 'PAID',
      updatedAt: read,
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().error.message).toBe(
      'Nel frattempo questo turno è stato modificato: premi «Chiudi» e riaprilo per vedere i dati aggiornati prima di cambiarli.',
    );
    const paid = await call('PATCH', `/v1/backoffice/rounds/${round.json().id}`, {
      paymentStatus: 'PAID',
      hoursWorked: 12.5,
      updatedAt: otherTab.json().updatedAt,
    });
    expect(paid.json()).toMatchObject({ paymentStatus: 'PAID', hoursWorked: 12.5 });
    const backwards = await call('PATCH', `/v1/backoffice/rounds/${round.json().id}`, {
      endDate: '2025-01-01',
    });
    expect(backwards.statusCode).toBe(400);
    expect(
      (await call('PATCH', '/v1/backoffice/rounds/999999', { paymentStatus: 'PAID' })).statusCode,
    ).toBe(404);
    const stranger = await call('POST', `/v1/backoffice/requests/${id}/rounds`, {
      caregiverDocRef: 'cg-sofia-ricci',
      eventType: 'USAGE',
      startDate: '2025-02-01',
    });
    expect(fieldErrorsOf(stranger)).toHaveProperty('caregiverDocRef');

    const rounds = await injectAs(
      app,
      customer,
      'GET',
      `/v1/request-service-records/request/${id}`,
    );
    // In the order of their days: February 2025's, then the activation of the interview's day.
    expect(rounds.json().map((r: { eventType: string }) => r.eventType)).toEqual([
      'USAGE',
      'ACTIVATION',
    ]);
    // The tutor's page reads which caregiver each round names by reference (a namesake is not
    // them); the family's list keeps to the name.
    expect(
      (await call('GET', `/v1/backoffice/requests/${id}`))
        .json()
        .rounds.map((r: { caregiverRef: string | null }) => r.caregiverRef),
    ).toEqual(['cg-luca-marino', 'cg-luca-marino']);
    expect(rounds.json()[0]).not.toHaveProperty('caregiverRef');

    // Closed, the request's rounds are its record: none added, moved or cancelled.
    const closed = await call('POST', `/v1/backoffice/requests/${id}/close`, {
      outcome: "NON PIU' INTERESSATO",
      note: 'La famiglia ha trovato un’altra soluzione',
    });
    expect(closed.statusCode, closed.body).toBe(200);
    const refused = closedRoundsMessage;
    const added = await call('POST', `/v1/backoffice/requests/${id}/rounds`, {
      eventType: 'USAGE',
      startDate: '2030-03-01',
    });
    expect(added.statusCode).toBe(409);
    expect(added.json().error.message).toBe(refused);
    const cancelled = await call('PATCH', `/v1/backoffice/rounds/${round.json().id}`, {
      paymentStatus: 'CANCELLED',
    });
    expect(cancelled.statusCode).toBe(409);
    expect(cancelled.json().error.message).toBe(refused);
    const extended = await call('PATCH', `/v1/backoffice/rounds/${round.json().id}`, {
      endDate: '2025-02-20',
    });
    expect(extended.statusCode).toBe(409);
    // Its payment is still recorded: money given back after the request closed.
    const refunded = await call('PATCH', `/v1/backoffice/rounds/${round.json().id}`, {
      paymentStatus: 'REFUNDED',
    });
    expect(refunded.statusCode, refunded.body).toBe(200);
    const backToPay = await call('PATCH', `/v1/backoffice/rounds/${round.json().id}`, {
      paymentStatus: 'TO_PAY',
    });
    expect(backToPay.statusCode).toBe(409);
    const after = await injectAs(app, customer, 'GET', `/v1/request-service-records/request/${id}`);
    expect(after.json().map((r: { paymentStatus: string }) => r.paymentStatus)).toEqual([
      'REFUNDED',
      expect.any(String),
    ]);
  });

  it('keeps a round’s hours within its days and its start from the request’s day on', async () => {
    const id = await createTestRequest(app, customer);
    await toPaid(id);
    const rounds = `/v1/backoffice/requests/${id}/rounds`;
    // Asked on 15 January 2025: its rounds of 2025 and 2026 are days gone by.
    const asked = '2025-01-15';
    await askedOn(id, asked);
    const dayBefore = '2025-01-14';

    // Exactly 24 hours on one day: the most a day holds.
    const oneDay = await call('POST', rounds, {
      eventType: 'USAGE',
      startDate: '2025-02-01',
      endDate: '2025-02-01',
      hoursWorked: 24,
    });
    expect(oneDay.statusCode, oneDay.body).toBe(201);
    expect(
      fieldErrorsOf(
        await call('POST', rounds, {
          eventType: 'USAGE',
          startDate: '2025-02-01',
          endDate: '2025-02-01',
          hoursWorked: 24.5,
        }),
      ),
    ).toEqual({ 'body.hoursWorked': 'Troppe ore per un giorno: al massimo 24' });
    // 1 to 5 January: 120 hours at most, both ends counted.
    expect(
      fieldErrorsOf(
        await call('POST', rounds, {
          eventType: 'USAGE',
          startDate: '2026-01-01',
          endDate: '2026-01-05',
          hoursWorked: 9999,
        }),
      ),
    ).toEqual({
      'body.hoursWorked': 'Troppe ore per il periodo: al massimo 120 in 5 giorni (24 al giorno)',
    });
    const fiveDays = await call('POST', rounds, {
      eventType: 'USAGE',
      startDate: '2026-01-01',
      endDate: '2026-01-05',
      hoursWorked: 120,
    });
    expect(fiveDays.statusCode, fiveDays.body).toBe(201);
    // A round without an end is still going on: its hours are not bound to its first day.
    const open = await call('POST', rounds, {
      eventType: 'USAGE',
      startDate: '2026-02-01',
      hoursWorked: 500,
    });
    expect(open.statusCode, open.body).toBe(201);

    // The same caregiver's days are not counted twice: a round inside 1–5 January is refused,
    // naming the one there; a cancelled round leaves its days free again.
    const twice = await call('POST', rounds, {
      eventType: 'USAGE',
      startDate: '2026-01-03',
      endDate: '2026-01-04',
      hoursWorked: 8,
    });
    expect(fieldErrorsOf(twice).startDate).toMatch(
      /^Martina Rossi ha già un turno dall’1 gennaio 2026 al 5 gennaio 2026 \(utilizzo\): correggi quello/,
    );
    await call('PATCH', `/v1/backoffice/rounds/${fiveDays.json().id}`, {
      paymentStatus: 'CANCELLED',
    });
    const again = await call('POST', rounds, {
      eventType: 'USAGE',
      startDate: '2026-01-03',
      endDate: '2026-01-04',
      hoursWorked: 8,
    });
    expect(again.statusCode, again.body).toBe(201);
    // A cancelled round paid after all would count its days again: refused the same way.
    expect(
      fieldErrorsOf(
        await call('PATCH', `/v1/backoffice/rounds/${fiveDays.json().id}`, {
          paymentStatus: 'PAID',
        }),
      ).startDate,
    ).toMatch(/ha già un turno dal 3 gennaio 2026 al 4 gennaio 2026/);
    // Stretching a round over another is refused the same way.
    expect(
      fieldErrorsOf(
        await call('PATCH', `/v1/backoffice/rounds/${again.json().id}`, { endDate: '2026-02-01' }),
      ).startDate,
    ).toMatch(/ha già un turno l’1 febbraio 2026/);

    // Not before the family asked (in Italy's calendar); from that very day on.
    const early = await call('POST', rounds, {
      eventType: 'USAGE',
      startDate: '2024-01-01',
      endDate: '2024-01-05',
      hoursWorked: 10,
    });
    const beforeRequest = `La richiesta è ${withDayArticle('di', dayMonthYear(isoDateParts(asked)))}: il turno non può iniziare prima`;
    expect(fieldErrorsOf(early)).toEqual({ startDate: beforeRequest });
    expect(early.json().error.message).toBe(beforeRequest);
    expect(
      fieldErrorsOf(await call('POST', rounds, { eventType: 'USAGE', startDate: dayBefore })),
    ).toEqual({ startDate: beforeRequest });
    const sameDay = await call('POST', rounds, { eventType: 'TRIAL', startDate: asked });
    expect(sameDay.statusCode, sameDay.body).toBe(201);

    // A change is checked with the stored start, end and hours it leaves out.
    const round = `/v1/backoffice/rounds/${oneDay.json().id}`;
    expect(fieldErrorsOf(await call('PATCH', round, { hoursWorked: 25 }))).toEqual({
      hoursWorked: 'Troppe ore per un giorno: al massimo 24',
    });
    const longer = await call('PATCH', round, { endDate: '2025-02-02', hoursWorked: 48 });
    expect(longer.json()).toMatchObject({ endDate: '2025-02-02', hoursWorked: 48 });
    expect(fieldErrorsOf(await call('PATCH', round, { endDate: '2025-02-01' }))).toEqual({
      hoursWorked: 'Troppe ore per un giorno: al massimo 24',
    });
    expect((await call('PATCH', round, { paymentStatus: 'PAID' })).json()).toMatchObject({
      startDate: '2025-02-01',
      endDate: '2025-02-02',
      hoursWorked: 48,
      paymentStatus: 'PAID',
    });
  });

  it('records no hours nor payment on a round before its first day, and writes rounds in the history', async () => {
    const id = await createTestRequest(app, customer);
    await toPaid(id);
    const rounds = `/v1/backoffice/requests/${id}/rounds`;
    const dayIn = (days: number) =>
      italianDay(new Date(app.ctx.clock.now().getTime() + days * 24 * HOUR));
    const [start, end] = [dayIn(14), dayIn(18)];
    const starts = `Il turno inizia ${withDayArticle('il', dayMonthYear(isoDateParts(start)))}`;
    const hoursRefused = `${starts}: le ore lavorate si registrano da quel giorno`;
    const paymentRefused = `${starts}: il pagamento si registra da quel giorno (prima può essere solo «Da pagare» o «Cancellato»)`;

    // Next week's round with 5 hours worked and paid: refused, each under its field.
    const ahead = await call('POST', rounds, {
      eventType: 'USAGE',
      startDate: start,
      endDate: end,
      hoursWorked: 5,
      paymentStatus: 'PAID',
    });
    expect(fieldErrorsOf(ahead)).toEqual({
      hoursWorked: hoursRefused,
      paymentStatus: paymentRefused,
    });
    expect(ahead.json().error.message).toBe(hoursRefused);
    // Planned, still to pay and without hours, it is recorded, and the history says who did it.
    const planned = await call('POST', rounds, {
      eventType: 'USAGE',
      startDate: start,
      endDate: end,
    });
    expect(planned.statusCode, planned.body).toBe(201);
    const period = `${withDayArticle('da', dayMonthYear(isoDateParts(start), MONTHS_SHORT))} ${withDayArticle('a', dayMonthYear(isoDateParts(end), MONTHS_SHORT))}`;
    let notes = (await call('GET', `/v1/backoffice/requests/${id}`)).json().notes;
    expect(notes.at(-1)).toMatchObject({
      kind: 'activity',
      text: `Turno registrato: utilizzo ${period} (Martina Rossi), pagamento «Da pagare»`,
      author: { uid: tutor.uid },
    });

    // Changed before its first day: no hours, no payment; cancelled it may be.
    const round = `/v1/backoffice/rounds/${planned.json().id}`;
    expect(fieldErrorsOf(await call('PATCH', round, { hoursWorked: 5 }))).toEqual({
      hoursWorked: hoursRefused,
    });
    expect(fieldErrorsOf(await call('PATCH', round, { paymentStatus: 'PAID' }))).toEqual({
      paymentStatus: paymentRefused,
    });
    const cancelled = await call('PATCH', round, { paymentStatus: 'CANCELLED' });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    notes = (await call('GET', `/v1/backoffice/requests/${id}`)).json().notes;
    expect(notes.at(-1)).toMatchObject({
      kind: 'activity',
      text: `Pagamento del turno utilizzo ${period} (Martina Rossi): da «Da pagare» a «Cancellato»`,
      author: { uid: tutor.uid },
    });

    // From its first day on (Italy's), its hours and payment are recorded, and the payment told.
    const today = italianDay(app.ctx.clock.now());
    const current = await call('POST', rounds, {
      eventType: 'USAGE',
      startDate: today,
      hoursWorked: 4,
    });
    expect(current.statusCode, current.body).toBe(201);
    const paid = await call('PATCH', `/v1/backoffice/rounds/${current.json().id}`, {
      paymentStatus: 'PAID',
    });
    expect(paid.statusCode, paid.body).toBe(200);
    notes = (await call('GET', `/v1/backoffice/requests/${id}`)).json().notes;
    const day = withDayArticle('il', dayMonthYear(isoDateParts(today), MONTHS_SHORT));
    expect(notes.slice(-2).map((note: { text: string }) => note.text)).toEqual([
      `Turno registrato: utilizzo ${day} (Martina Rossi), 4 ore, pagamento «Da pagare»`,
      `Pagamento del turno utilizzo ${day} (Martina Rossi): da «Da pagare» a «Pagato»`,
    ]);
    // A change that leaves the payment as it was writes no line.
    await call('PATCH', `/v1/backoffice/rounds/${current.json().id}`, { hoursWorked: 5 });
    expect((await call('GET', `/v1/backoffice/requests/${id}`)).json().notes).toHaveLength(
      notes.length,
    );
  });

  it('refuses a caregiver’s experience beyond the working life and a comune of another province', async () => {
    // The schema's rules read the calendar's day (as the birth date's), not the app's clock.
    const today = italianDay(new Date());
    const [year, month, day] = today.split('-').map(Number) as [number, number, number];
    // 22 years old today: 8 years of experience at most (counted from 14).
    const born = `${year - 22}-${String(month).padStart(2, '0')}-${String(Math.min(day, 28)).padStart(2, '0')}`;
    const elisa = { type: 'babysitter', name: 'Elisa', surname: 'Neri', birthDate: born };
    const tooMany =
      'Troppi anni di esperienza per l’età: a 22 anni al massimo 8 (si contano dai 14 anni)';
    const refused = await call('POST', '/v1/backoffice/caregivers', {
      ...elisa,
      yearsOfExperience: 40,
    });
    expect(fieldErrorsOf(refused)).toEqual({ 'body.yearsOfExperience': tooMany });
    // Torino as the province, Milano as the comune.
    const elsewhere = await call('POST', '/v1/backoffice/caregivers', {
      ...elisa,
      province: 'to',
      comune: '015146',
    });
    expect(fieldErrorsOf(elsewhere)).toEqual({
      'body.comune':
        'Questo comune è in provincia di Milano (MI), non di Torino (TO): correggi la provincia o il comune',
    });
    const created = await call('POST', '/v1/backoffice/caregivers', {
      ...elisa,
      yearsOfExperience: 8,
      province: 'MI',
      comune: '015146',
    });
    expect(created.statusCode, created.body).toBe(201);
    // A change is held to the same rules.
    const changed = await call('PUT', `/v1/backoffice/caregivers/${created.json().docRef}`, {
      ...elisa,
      yearsOfExperience: 9,
      province: 'MI',
      comune: '015146',
    });
    expect(fieldErrorsOf(changed)).toEqual({
      'body.yearsOfExperience':
        'Troppi anni di esperienza per l’età: a 22 anni al massimo 8 (si contano dai 14 anni)',
    });
  });

  it('refuses a second record of someone in the directory, naming theirs', async () => {
    const lucia = { type: 'colf', name: 'Lucia', surname: 'Ferrante', phone: '+39 340 555 7788' };
    const first = await call('POST', '/v1/backoffice/caregivers', lucia);
    expect(first.statusCode).toBe(201);
    // The same person, the phone typed another way and the name in other capitals.
    const again = await call('POST', '/v1/backoffice/caregivers', {
      ...lucia,
      name: 'lucia ',
      surname: 'FERRANTE',
      phone: '3405557788',
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toEqual({
      code: 'CONFLICT',
      message:
        'Lucia Ferrante è già nella rubrica, con lo stesso numero di telefono: apri il suo profilo e aggiornalo invece di crearne un altro.',
      existing: first.json().docRef,
    });
    // Known by the birth date too.
    await call('PUT', `/v1/backoffice/caregivers/${first.json().docRef}`, {
      ...lucia,
      birthDate: '1988-03-02',
    });
    const born = await call('POST', '/v1/backoffice/caregivers', {
      ...lucia,
      phone: '+39 351 000 2233',
      birthDate: '1988-03-02',
    });
    expect(born.statusCode).toBe(409);
    expect(born.json().error.message).toContain('con la stessa data di nascita');
    // The same name alone may be someone else; another number is another person.
    const namesake = await call('POST', '/v1/backoffice/caregivers', {
      ...lucia,
      phone: '+39 351 000 2233',
    });
    expect(namesake.statusCode).toBe(201);
    expect(
      (await call('POST', '/v1/backoffice/caregivers', { ...lucia, name: 'Anna' })).statusCode,
    ).toBe(201);
  });

  it('finds a caregiver by the name as a tutor types it: either way round, accents aside', async () => {
    const created = await call('POST', '/v1/backoffice/caregivers', {
      type: 'badante',
      name: 'María José',
      surname: 'Fernández',
    });
    expect(created.statusCode).toBe(201);
    const found = async (q: string) =>
      (await call('GET', `/v1/backoffice/caregivers?active=false&q=${encodeURIComponent(q)}`))
        .json()
        .content.map((c: { docRef: string }) => c.docRef);
    for (const q of ['maria', 'Fernandez', 'fernández maría', 'MARIA JOSE FERNANDEZ']) {
      expect(await found(q), q).toEqual([created.json().docRef]);
    }
    expect(await found('Fernandez Mario')).toEqual([]);
  });

  it('gives a caregiver living in a comune its province when none is given', async () => {
    const created = await call('POST', '/v1/backoffice/caregivers', {
      type: 'colf',
      name: 'Ada',
      surname: 'Provincia',
      comune: '001272',
    });
    expect(created.json()).toMatchObject({ comune: '001272', province: 'TO' });
    const listed = await call('GET', '/v1/backoffice/caregivers?active=false&province=TO&q=Ada');
    expect(listed.json().content.map((c: { docRef: string }) => c.docRef)).toEqual([
      created.json().docRef,
    ]);
  });

  it('manages the caregiver directory', async () => {
    const created = await call('POST', '/v1/backoffice/caregivers', {
      type: 'colf',
      name: 'Giovanna',
      surname: 'D’Amico',
      description: 'Pulizie e stiro',
      phone: '+39 333 000 1111',
      languages: ['italian', 'english', 'italian'],
      province: 'ge',
      photoUrl: '/files/caregivers/cg-lucia-costa.svg',
    });
    expect(created.statusCode).toBe(201);
    const caregiver = created.json();
    expect(caregiver).toMatchObject({
      type: 'colf',
      name: 'Giovanna',
      province: 'GE',
      languages: ['italian', 'english'],
      hasCv: false,
      cvUrl: null,
      // Not proposable to families unless said: a new caregiver waits for the agency's checks.
      active: false,
      resumeHidden: false,
    });
    expect(caregiver.docRef).toMatch(/^cg-giovanna-d-amico-[0-9a-f]{6}$/);

    const found = await call(
      'GET',
      `/v1/backoffice/caregivers?type=colf&province=GE&language=english&q=giov`,
    );
    expect(found.json().content.map((c: { docRef: string }) => c.docRef)).toEqual([
      caregiver.docRef,
    ]);
    expect(
      (await call('GET', '/v1/backoffice/caregivers?type=badante'))
        .json()
        .content.every((c: { type: string }) => c.type === 'badante'),
    ).toBe(true);

    const updated = await call('PUT', `/v1/backoffice/caregivers/${caregiver.docRef}`, {
      type: 'colf',
      name: 'Giovanna',
      surname: 'D’Amico',
      languages: ['italian'],
      active: false,
    });
    expect(updated.json()).toMatchObject({
      active: false,
      languages: ['italian'],
      description: null,
      province: null,
    });
    expect((await call('GET', `/v1/backoffice/caregivers/${caregiver.docRef}`)).json().active).toBe(
      false,
    );

    // An inactive caregiver cannot be proposed.
    const id = await createTestRequest(app, customer, { businessLine: 'COLF' });
    await startSelection(app, customer, tutor, id, {
      serviceId: (
        await call('GET', '/v1/backoffice/services?businessLine=COLF&customerType=B2C')
      ).json()[0].id,
      requestDetail: {
        serviceStart: null,
        serviceEnd: null,
        netHourCost: 12,
        packageFlatCost: null,
      },
    });
    expect(
      (await call('POST', `/v1/backoffice/requests/${id}/candidates`, { docRef: caregiver.docRef }))
        .statusCode,
    ).toBe(409);

    // Deleting: free when never proposed, refused once on a request.
    expect((await call('DELETE', `/v1/backoffice/caregivers/${caregiver.docRef}`)).statusCode).toBe(
      204,
    );
    expect((await call('GET', `/v1/backoffice/caregivers/${caregiver.docRef}`)).statusCode).toBe(
      404,
    );
    await call('POST', `/v1/backoffice/requests/${id}/candidates`, {
      docRef: 'cg-francesca-deluca',
    });
    const used = await call('DELETE', '/v1/backoffice/caregivers/cg-francesca-deluca');
    expect(used.statusCode).toBe(409);
    expect(used.json().error.message).toContain('disattivalo');
    expect(
      (
        await call('PUT', '/v1/backoffice/caregivers/cg-nobody', {
          type: 'colf',
          name: 'A',
          surname: 'B',
        })
      ).statusCode,
    ).toBe(404);
  });

  it('refuses a caregiver save made from a version changed meanwhile (two tabs), writing nothing', async () => {
    const created = await call('POST', '/v1/backoffice/caregivers', {
      type: 'babysitter',
      name: 'Valentina',
      surname: 'Colombo',
      phone: '+39 333 000 2222',
      description: 'Educatrice',
    });
    expect(created.statusCode, created.body).toBe(201);
    const loaded = created.json();
    const url = `/v1/backoffice/caregivers/${loaded.docRef}`;
    const base = { type: 'babysitter', name: 'Valentina', surname: 'Colombo' };
    const version = `?updatedAt=${encodeURIComponent(loaded.updatedAt)}`;
    (app.ctx.clock as ManualClock).advance(60_000);
    // Tab A, opened on that version, changes the phone: saved.
    const a = await call('PUT', `${url}${version}`, {
      ...base,
      phone: '+39 333 999 0000',
      description: 'Educatrice',
    });
    expect(a.statusCode, a.body).toBe(200);
    expect(a.json().updatedAt).not.toBe(loaded.updatedAt);
    // Tab B, opened before A's save, changes the description: refused, A's phone kept.
    const b = await call('PUT', `${url}${version}`, {
      ...base,
      phone: '+39 333 000 2222',
      description: 'Educatrice, parla inglese',
    });
    expect(b.statusCode).toBe(409);
    expect(b.json().error.code).toBe('RECORD_CHANGED');
    expect(b.json().error.message).toMatch(
      /^Questa scheda è stata modificata (il |l’).+, dopo che l’hai aperta \(da un altro family tutor o in un’altra finestra\): le tue modifiche non sono state salvate, per non cancellare le sue\.$/,
    );
    expect((await call('GET', url)).json()).toMatchObject({
      phone: '+39 333 999 0000',
      description: 'Educatrice',
    });
    // Reloaded (the current version), B's change goes through.
    const reloaded = `?updatedAt=${encodeURIComponent(a.json().updatedAt)}`;
    const again = await call('PUT', `${url}${reloaded}`, {
      ...base,
      phone: '+39 333 999 0000',
      description: 'Educatrice, parla inglese',
    });
    expect(again.statusCode, again.body).toBe(200);
    // A malformed version is a clear 400, never a 500.
    const bad = await call('PUT', `${url}?updatedAt=ieri`, base);
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain('Versione della scheda non valida');
  });

  it('checks the quote against the customer: B2B services for welfare requests of the company', async () => {
    const services = (await call('GET', '/v1/backoffice/services?businessLine=BABYSITTER')).json();
    const b2b = services.find((s: { customerType: string }) => s.customerType === 'B2B');
    expect(b2b.companyIds).toEqual(['acme-welfare']);
    const welfare = await createTestRequest(app, customer, {
      welfare: true,
      companyId: 'acme-welfare',
    });
    const detail = {
      serviceStart: '2030-01-01',
      serviceEnd: '2030-03-01',
      netHourCost: 9,
      packageFlatCost: null,
    };
    const b2c = await call('POST', `/v1/backoffice/requests/${welfare}/quote`, {
      serviceId: babysitterService,
      requestDetail: detail,
    });
    expect(b2c.statusCode).toBe(400);
    expect(b2c.json().error.fields.serviceId).toContain('welfare');
    const ok = await call('POST', `/v1/backoffice/requests/${welfare}/quote`, {
      serviceId: b2b.id,
      requestDetail: detail,
    });
    expect(ok.json().status).toBe('INVIATO PREVENTIVO');
    // The inbox's row carries the quote's days: its 'Servizio concluso il …' reads the last one.
    const rows = (await call('GET', '/v1/backoffice/requests?pageSize=100')).json().content;
    expect(rows.find((r: { id: number }) => r.id === welfare)).toMatchObject({
      serviceStart: '2030-01-01',
      serviceEnd: '2030-03-01',
    });
    expect(
      (await call('GET', `/v1/backoffice/requests/${welfare}`)).json().serviceLinked,
    ).toMatchObject({
      id: b2b.id,
      customerType: 'B2B',
    });
  });
});
