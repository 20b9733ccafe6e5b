import { beforeAll, describe, expect, it } from 'vitest';
import { createTestUser } from '../../../test/helpers';
import {
  advanceClock,
  askAssistance,
  babysitterServiceId,
  completePayment,
  createTestRequest,
  mailsTo,
  setUserName,
  useWorkflowApp,
} from '../../../test/workflow-fixtures';
import type { ManualClock } from '../../lib/clock';
import { italianDay } from './workflow.transitions';

const TUTOR_TEAM = 'tutor-team@equilibrio.test';
const HOUR = 3_600_000;

describe('request workflow: one request through every transition', () => {
  const { app, customer, tutor } = useWorkflowApp({ env: { TUTOR_NOTIFY_EMAILS: TUTOR_TEAM } });
  let clock: ManualClock;
  let babysitterService: number;

  beforeAll(async () => {
    clock = app.ctx.clock as ManualClock;
    await setUserName(app, customer, 'Giulia', 'Bianchi');
    babysitterService = await babysitterServiceId(app, tutor);
  });

  const asTutor = (method: 'POST' | 'PUT' | 'DELETE' | 'GET', path: string, payload?: object) =>
    app.inject({
      method,
      url: `/v1/backoffice/requests${path}`,
      headers: tutor.headers,
      ...(payload ? { payload } : {}),
    });
  const detail = async (id: number) => (await asTutor('GET', `/${id}`)).json();
  const selection = async (id: number, phase: 'SELECTED' | 'CHOSEN') =>
    (
      await app.inject({
        method: 'GET',
        url: `/v1/caregiver-selection/request/${id}/phase/${phase}`,
        headers: customer.headers,
      })
    ).json();
  const accept = (id: number, docRef: string) =>
    app.inject({
      method: 'PATCH',
      url: `/v1/caregiver-selection/request/${id}/caregiver/${docRef}/accept`,
      headers: customer.headers,
    });
  const advance = (ms: number) =>
    advanceClock(app, ms, [
      { user: customer, role: 'customer' },
      { user: tutor, role: 'tutor' },
    ]);
  const expectInvalidState = (
    res: { statusCode: number; json(): { error: { code: string; message: string } } },
    status: string,
  ) => {
    expect(res.statusCode).toBe(409);
    expect(res.json().error.code).toBe('INVALID_STATE');
    expect(res.json().error.message).toContain(status);
  };
  const quote = (start: string, end: string) => ({
    serviceId: babysitterService,
    requestDetail: {
      serviceStart: start,
      serviceEnd: end,
      contract: 'part',
      netHourCost: 10.5,
      packageFlatCost: null,
      taxisitter: false,
      requiredLanguage: ['italian', 'english'],
      requestedExp: 2,
      workDays: 'mon-wed-fri',
      workHours: 'aft',
      numberOfChildren: 2,
    },
  });

  it('tells every tutor about a request nobody has taken, and only the assigned tutor after', async () => {
    const other = await createTestUser(app, { role: 'tutor' });
    const id = await createTestRequest(app, customer);
    for (const to of [TUTOR_TEAM, tutor.email, other.email]) {
      expect((await mailsTo(app, to)).map((m) => m.subject)).toContain(`Nuova richiesta #${id}`);
    }
    const assign = await asTutor('PUT', `/${id}/assignee`, { tutorUid: tutor.uid });
    expect(assign.statusCode).toBe(204);
    const sent = await asTutor('POST', `/${id}/quote`, quote('2030-01-10', '2030-06-10'));
    expect(sent.statusCode).toBe(200);
    const confirm = await app.inject({
      method: 'POST',
      url: `/v1/requests/confirm-quotation?requestID=${id}`,
      headers: customer.headers,
    });
    expect(confirm.statusCode).toBe(200);
    const accepted = (to: string) =>
      mailsTo(app, to).then((m) =>
        m.filter((x) => x.template === 'tutor-quote-accepted' && x.text.includes(`#${id}`)),
      );
    expect(await accepted(tutor.email)).toHaveLength(1);
    expect(await accepted(other.email)).toHaveLength(0);
    expect(await accepted(TUTOR_TEAM)).toHaveLength(1);

    // The quote page's 'Accettato il …' reads when the customer accepted.
    const read = await app.inject({
      method: 'GET',
      url: `/v2/requests/${id}`,
      headers: customer.headers,
    });
    expect(read.json().quoteAcceptedAt).toBe(app.ctx.clock.now().toISOString());
  });

  it('follows WORKFLOW.md from NUOVA to a substitution, a pause and the closing', async () => {
    const id = await createTestRequest(app, customer);
    expect((await mailsTo(app, TUTOR_TEAM))[0]!.subject).toBe(`Nuova richiesta #${id}`);

    // The customer cannot accept a quote that was not sent.
    const early = await app.inject({
      method: 'POST',
      url: `/v1/requests/confirm-quotation?requestID=${id}`,
      headers: customer.headers,
    });
    expectInvalidState(early, 'NUOVA');

    expect(
      (
        await asTutor('POST', `/${id}/mark-to-call`, { note: 'Non risponde, riprovo domani' })
      ).json(),
    ).toEqual({
      id,
      status: 'DA RICHIAMARE',
    });

    // Quote: the body is validated, the service must fit the request.
    const badQuote = await asTutor('POST', `/${id}/quote`, {
      serviceId: babysitterService,
      requestDetail: { ...quote('2030-01-10', '2029-01-01').requestDetail, workDays: 'mon-xyz' },
    });
    expect(badQuote.statusCode).toBe(400);
    expect(Object.keys(badQuote.json().error.fields)).toEqual(
      expect.arrayContaining(['body.requestDetail.workDays', 'body.requestDetail.serviceEnd']),
    );
    const petService = (
      await app.inject({
        method: 'GET',
        url: '/v1/backoffice/services?businessLine=PETSITTER&customerType=B2C',
        headers: tutor.headers,
      })
    ).json()[0].id;
    const wrongService = await asTutor('POST', `/${id}/quote`, {
      ...quote('2030-01-10', '2030-06-10'),
      serviceId: petService,
    });
    expect(wrongService.statusCode).toBe(400);
    expect(wrongService.json().error.fields).toHaveProperty('serviceId');
    // Neither an hourly rate nor a flat cost: the caregiver's pay is missing (the form's rule too).
    const noCost = await asTutor('POST', `/${id}/quote`, {
      ...quote('2030-01-10', '2030-06-10'),
      requestDetail: {
        ...quote('2030-01-10', '2030-06-10').requestDetail,
        netHourCost: null,
        packageFlatCost: null,
      },
    });
    expect(noCost.statusCode).toBe(400);
    expect(noCost.json().error.fields).toEqual({
      'body.requestDetail.netHourCost': 'Indica il costo orario o il costo forfettario',
    });
    expect((await detail(id)).status).toBe('DA RICHIAMARE');

    const today = italianDay(clock.now());
    const sent = await asTutor('POST', `/${id}/quote`, quote(today, '2099-12-31'));
    expect(sent.json()).toEqual({ id, status: 'INVIATO PREVENTIVO' });
    const quoted = await detail(id);
    expect(quoted.serviceLinked).toMatchObject({ id: babysitterService, customerType: 'B2C' });
    expect(quoted.requestDetail).toMatchObject({ netHourCost: 10.5, workDays: 'mon-wed-fri' });
    expect((await mailsTo(app, customer.email))[0]).toMatchObject({
      template: 'customer-quote-sent',
      subject: `Il preventivo per la richiesta #${id} è pronto`,
    });

    // The customer accepts the quote, once.
    const accepted = await app.inject({
      method: 'POST',
      url: `/v1/requests/confirm-quotation?requestID=${id}`,
      headers: customer.headers,
    });
    expect(accepted.json()).toEqual({ id, status: 'PREVENTIVO ACCETTATO' });
    expect((await mailsTo(app, TUTOR_TEAM))[0]!.template).toBe('tutor-quote-accepted');
    expectInvalidState(
      await app.inject({
        method: 'POST',
        url: `/v1/requests/confirm-quotation?requestID=${id}`,
        headers: customer.headers,
      }),
      'PREVENTIVO ACCETTATO',
    );

    // Candidates only while selecting.
    expectInvalidState(
      await asTutor('POST', `/${id}/candidates`, { docRef: 'cg-martina-rossi' }),
      'PREVENTIVO ACCETTATO',
    );
    const started = await asTutor('POST', `/${id}/start-selection`);
    expect(started.json()).toEqual({ id, status: 'SELEZIONE ATTIVA' });
    const empty = await asTutor('POST', `/${id}/publish-candidates`);
    expect(empty.statusCode).toBe(409);
    expect(empty.json().error.message).toContain('almeno un caregiver');

    for (const docRef of ['cg-martina-rossi', 'cg-chiara-esposito', 'cg-sofia-ricci']) {
      const added = await asTutor('POST', `/${id}/candidates`, { docRef });
      expect(added.statusCode).toBe(201);
      expect(added.json()).toMatchObject({ phase: 'SELECTED', published: false });
    }
    const colf = await asTutor('POST', `/${id}/candidates`, { docRef: 'cg-lucia-costa' });
    expect(colf.statusCode).toBe(409);
    expect(
      (await asTutor('POST', `/${id}/candidates`, { docRef: 'cg-sofia-ricci' })).statusCode,
    ).toBe(409);
    expect((await asTutor('DELETE', `/${id}/candidates/cg-sofia-ricci`)).statusCode).toBe(204);

    // Unpublished candidates are invisible to the customer, who cannot accept yet.
    expect(await selection(id, 'SELECTED')).toEqual([]);
    expectInvalidState(await accept(id, 'cg-martina-rossi'), 'SELEZIONE ATTIVA');

    expect((await asTutor('POST', `/${id}/publish-candidates`)).json().status).toBe('INVIATO CV');
    expect((await mailsTo(app, customer.email))[0]!.template).toBe('customer-candidates-published');
    expectInvalidState(
      await asTutor('POST', `/${id}/candidates`, { docRef: 'cg-luca-marino' }),
      'INVIATO CV',
    );

    const candidates = await selection(id, 'SELECTED');
    expect(candidates).toHaveLength(2);
    expect(candidates[0]).toMatchObject({
      babysitter: {
        docRef: 'cg-martina-rossi',
        info: {
          name: 'Martina',
          surname: 'Rossi',
          photo: '/files/caregivers/cg-martina-rossi.svg',
          phone: null,
          resumeHidden: false,
        },
      },
      docRef: 'cg-martina-rossi',
      type: 'babysitter',
      selected: true,
      chosen: false,
      cvUrl: '/v1/caregivers/cg-martina-rossi/cv',
      started: false,
      ended: false,
    });
    expect(candidates[0]).not.toHaveProperty('nurse');

    // Choosing: only a published candidate of this request.
    const notCandidate = await accept(id, 'cg-luca-marino');
    expect(notCandidate.statusCode).toBe(404);
    const chosen = await accept(id, 'cg-martina-rossi');
    expect(chosen.statusCode).toBe(200);
    expect(chosen.json()).toMatchObject({ id, status: 'DA PAGARE', docRef: 'cg-martina-rossi' });
    expect(new Date(chosen.json().holdExpiresAt).getTime()).toBe(clock.now().getTime() + 24 * HOUR);
    expect(await selection(id, 'CHOSEN')).toMatchObject([
      {
        docRef: 'cg-martina-rossi',
        chosen: true,
        acceptedAt: null,
        holdExpiresAt: chosen.json().holdExpiresAt,
      },
    ]);
    expect((await mailsTo(app, TUTOR_TEAM))[0]!.template).toBe('tutor-caregiver-chosen');
    expectInvalidState(await accept(id, 'cg-chiara-esposito'), 'DA PAGARE');

    // 24 hours unpaid: the hold expires, the caregiver is released, the customer is told.
    await advance(23 * HOUR);
    await app.jobs.runAll();
    expect((await detail(id)).status).toBe('DA PAGARE');
    await advance(HOUR + 60_000);
    await app.jobs.runAll();
    const expired = await detail(id);
    expect(expired.status).toBe('INVIATO CV');
    expect(expired.events.at(-1)).toMatchObject({
      fromStatus: 'DA PAGARE',
      toStatus: 'INVIATO CV',
      actor: { role: 'system', uid: null },
    });
    expect(await selection(id, 'CHOSEN')).toEqual([]);
    expect((await selection(id, 'SELECTED')).map((c: { docRef: string }) => c.docRef)).toEqual([
      'cg-martina-rossi',
      'cg-chiara-esposito',
    ]);
    expect((await mailsTo(app, customer.email))[0]!.template).toBe('customer-hold-expired');

    // Chosen again and paid: the phone shows from PAGATO.
    expect((await accept(id, 'cg-martina-rossi')).statusCode).toBe(200);
    await completePayment(app, id);
    expect((await detail(id)).status).toBe('PAGATO');
    const paid = await selection(id, 'CHOSEN');
    expect(paid[0].babysitter.info.phone).toBe('+39 347 210 4581');
    expect(paid[0].acceptedAt).not.toBeNull();
    expect(paid[0].started).toBe(true);
    const mails = await mailsTo(app, customer.email);
    expect(mails[0]!.template).toBe('customer-payment-received');

    // Interview: in the future, then failed → the customer chooses again.
    const past = await asTutor('POST', `/${id}/interview`, {
      dateTime: new Date(clock.now().getTime() - HOUR).toISOString(),
      place: 'Via Roma 1, Torino',
    });
    expect(past.statusCode).toBe(400);
    expect(past.json().error.fields).toHaveProperty('dateTime');
    const nowhere = await asTutor('POST', `/${id}/interview`, {
      dateTime: new Date(clock.now().getTime() + 48 * HOUR).toISOString(),
    });
    expect(nowhere.statusCode).toBe(400);
    expect(nowhere.json().error.fields).toHaveProperty('body.place');
    const interviewAt = new Date(clock.now().getTime() + 48 * HOUR).toISOString();
    const booked = await asTutor('POST', `/${id}/interview`, {
      dateTime: interviewAt,
      videoLink: 'https://meet.example.it/colloquio-1',
      notes: 'Porta i documenti',
    });
    expect(booked.json().status).toBe('COLLOQUIO PRENOTATO');
    const appointment = await app.inject({
      method: 'GET',
      url: `/v1/scheduled-appointments/find/${id}`,
      headers: customer.headers,
    });
    expect(appointment.json()).toMatchObject({
      requestId: id,
      dateTime: interviewAt,
      videoLink: 'https://meet.example.it/colloquio-1',
      place: null,
      caregiver: { docRef: 'cg-martina-rossi', name: 'Martina', surname: 'Rossi' },
    });
    expect((await mailsTo(app, customer.email))[0]!.template).toBe('customer-interview-booked');

    expect(
      (await asTutor('POST', `/${id}/interview-failed`, { note: 'Orari incompatibili' })).json()
        .status,
    ).toBe('INVIATO CV');
    expect(await selection(id, 'CHOSEN')).toEqual([]);
    expect((await mailsTo(app, customer.email))[0]!.template).toBe('customer-interview-failed');

    // Second caregiver: chosen, paid, interviewed → SELEZIONE COMPLETATA with an ACTIVATION round.
    expect((await accept(id, 'cg-chiara-esposito')).statusCode).toBe(200);
    await completePayment(app, id);
    await asTutor('POST', `/${id}/interview`, {
      dateTime: interviewAt,
      place: 'Via Roma 1, Torino',
    });
    expect((await asTutor('POST', `/${id}/interview-done`)).json().status).toBe(
      'SELEZIONE COMPLETATA',
    );
    const rounds = await app.inject({
      method: 'GET',
      url: `/v1/request-service-records/request/${id}`,
      headers: customer.headers,
    });
    expect(rounds.json()).toEqual([
      {
        id: expect.any(Number),
        startDate: today,
        endDate: '2099-12-31',
        eventType: 'ACTIVATION',
        caregiverName: 'Chiara Esposito',
        hoursWorked: null,
        paymentStatus: 'PAID',
      },
    ]);

    // A substitution: asked by the customer, handled by the tutor; the current caregiver stays shown.
    const blank = await askAssistance(app, customer, id, '   ', 'SUBSTITUTION');
    expect(blank.statusCode).toBe(400);
    expect(blank.json().error.fields).toHaveProperty('body.message');
    const asked = await askAssistance(
      app,
      customer,
      id,
      'Non si trova bene con i bambini',
      'SUBSTITUTION',
    );
    expect(asked.statusCode).toBe(201);
    expect(asked.json()).toMatchObject({ requestId: id, type: 'SUBSTITUTION', handledAt: null });
    expect((await mailsTo(app, TUTOR_TEAM))[0]!.subject).toBe(
      `Richiesta di sostituzione — richiesta #${id}`,
    );

    expect((await asTutor('POST', `/${id}/substitution`)).json().status).toBe('IN ATTESA');
    expect((await selection(id, 'CHOSEN')).map((c: { docRef: string }) => c.docRef)).toEqual([
      'cg-chiara-esposito',
    ]);
    expect(
      (await asTutor('POST', `/${id}/candidates`, { docRef: 'cg-luca-marino' })).statusCode,
    ).toBe(201);
    expect((await asTutor('POST', `/${id}/new-selection`)).json().status).toBe('SELEZIONE ATTIVA');
    await asTutor('DELETE', `/${id}/candidates/cg-martina-rossi`);
    await asTutor('POST', `/${id}/publish-candidates`);
    expect((await selection(id, 'SELECTED')).map((c: { docRef: string }) => c.docRef)).toEqual([
      'cg-luca-marino',
    ]);
    expect((await accept(id, 'cg-luca-marino')).statusCode).toBe(200);
    await completePayment(app, id);
    await asTutor('POST', `/${id}/interview`, {
      dateTime: interviewAt,
      place: 'Via Roma 1, Torino',
    });
    await asTutor('POST', `/${id}/interview-done`);
    const replaced = await detail(id);
    expect(replaced.status).toBe('SELEZIONE COMPLETATA');
    expect(
      replaced.rounds.map((r: { eventType: string; caregiverName: string }) => [
        r.eventType,
        r.caregiverName,
      ]),
    ).toEqual([
      ['ACTIVATION', 'Chiara Esposito'],
      ['REPLACEMENT', 'Luca Marino'],
    ]);
    expect((await selection(id, 'CHOSEN')).map((c: { docRef: string }) => c.docRef)).toEqual([
      'cg-luca-marino',
    ]);
    expect(
      replaced.candidates.find(
        (c: { caregiver: { docRef: string } }) => c.caregiver.docRef === 'cg-chiara-esposito',
      ).endedAt,
    ).not.toBeNull();

    // Pause and resume to the status it left.
    expect(
      (await asTutor('POST', `/${id}/stand-by`, { note: 'Famiglia in vacanza' })).json().status,
    ).toBe('STAND BY');
    const paused = await detail(id);
    expect(paused.statusBeforeStandBy).toBe('SELEZIONE COMPLETATA');
    expect(paused.allowedTransitions.map((t: { action: string }) => t.action)).toEqual([
      'resume',
      'closeNotInterested',
      'closeNoAnswer',
    ]);
    expect(paused.allowedTransitions[0]).toMatchObject({
      to: 'SELEZIONE COMPLETATA',
      label: 'Riprendi',
    });
    expectInvalidState(await asTutor('POST', `/${id}/stand-by`), 'STAND BY');
    expect((await asTutor('POST', `/${id}/resume`)).json().status).toBe('SELEZIONE COMPLETATA');
    expect((await detail(id)).statusBeforeStandBy).toBeNull();

    // Closing needs the reason and is final.
    const noReason = await asTutor('POST', `/${id}/close`, {
      outcome: "NON PIU' INTERESSATO",
      note: '',
    });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().error.fields).toHaveProperty('body.note');
    const closed = await asTutor('POST', `/${id}/close`, {
      outcome: "NON PIU' INTERESSATO",
      note: 'Ha trovato una soluzione in famiglia',
    });
    expect(closed.json()).toEqual({ id, status: "NON PIU' INTERESSATO" });
    expectInvalidState(await asTutor('POST', `/${id}/stand-by`), "NON PIU' INTERESSATO");
    expectInvalidState(await asTutor('POST', `/${id}/resume`), "NON PIU' INTERESSATO");
    expect((await detail(id)).allowedTransitions).toEqual([]);

    // The history: every change, in order, with who made it.
    const history = (await detail(id)).events.map(
      (e: { fromStatus: string | null; toStatus: string; actor: { role: string } }) =>
        `${e.fromStatus ?? '—'} → ${e.toStatus} (${e.actor.role})`,
    );
    expect(history).toEqual([
      '— → NUOVA (customer)',
      'NUOVA → DA RICHIAMARE (tutor)',
      'DA RICHIAMARE → INVIATO PREVENTIVO (tutor)',
      'INVIATO PREVENTIVO → PREVENTIVO ACCETTATO (customer)',
      'PREVENTIVO ACCETTATO → SELEZIONE ATTIVA (tutor)',
      'SELEZIONE ATTIVA → INVIATO CV (tutor)',
      'INVIATO CV → DA PAGARE (customer)',
      'DA PAGARE → INVIATO CV (system)',
      'INVIATO CV → DA PAGARE (customer)',
      'DA PAGARE → PAGATO (provider)',
      'PAGATO → COLLOQUIO PRENOTATO (tutor)',
      'COLLOQUIO PRENOTATO → INVIATO CV (tutor)',
      'INVIATO CV → DA PAGARE (customer)',
      'DA PAGARE → PAGATO (provider)',
      'PAGATO → COLLOQUIO PRENOTATO (tutor)',
      'COLLOQUIO PRENOTATO → SELEZIONE COMPLETATA (tutor)',
      'SELEZIONE COMPLETATA → IN ATTESA (tutor)',
      'IN ATTESA → SELEZIONE ATTIVA (tutor)',
      'SELEZIONE ATTIVA → INVIATO CV (tutor)',
      'INVIATO CV → DA PAGARE (customer)',
      'DA PAGARE → PAGATO (provider)',
      'PAGATO → COLLOQUIO PRENOTATO (tutor)',
      'COLLOQUIO PRENOTATO → SELEZIONE COMPLETATA (tutor)',
      'SELEZIONE COMPLETATA → STAND BY (tutor)',
      'STAND BY → SELEZIONE COMPLETATA (tutor)',
      "SELEZIONE COMPLETATA → NON PIU' INTERESSATO (tutor)",
    ]);
    const events = (await detail(id)).events;
    expect(events[1]).toMatchObject({
      note: 'Non risponde, riprovo domani',
      actor: { uid: tutor.uid },
    });
    expect(events.at(-1)).toMatchObject({ note: 'Ha trovato una soluzione in famiglia' });
    expect(events[0].actor).toMatchObject({ uid: customer.uid, name: 'Giulia Bianchi' });
  });

  it('closes an unreachable customer as NON RISPONDE, releasing a pending hold', async () => {
    const id = await createTestRequest(app, customer);
    await asTutor('POST', `/${id}/quote`, quote('2030-01-10', '2030-06-10'));
    await app.inject({
      method: 'POST',
      url: `/v1/requests/confirm-quotation?requestID=${id}`,
      headers: customer.headers,
    });
    await asTutor('POST', `/${id}/start-selection`);
    await asTutor('POST', `/${id}/candidates`, { docRef: 'cg-sofia-ricci' });
    await asTutor('POST', `/${id}/publish-candidates`);
    expect((await accept(id, 'cg-sofia-ricci')).statusCode).toBe(200);
    const closed = await asTutor('POST', `/${id}/close`, {
      outcome: 'NON RISPONDE',
      note: 'Tre chiamate senza risposta',
    });
    expect(closed.json().status).toBe('NON RISPONDE');
    expect(await selection(id, 'CHOSEN')).toEqual([]);
    // The sweeper never touches it again.
    await advance(25 * HOUR);
    await app.jobs.runAll();
    expect((await detail(id)).events.at(-1).toStatus).toBe('NON RISPONDE');
  });
});
