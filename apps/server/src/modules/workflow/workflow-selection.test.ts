import { withdrawnProposalMessage } from '@equilibrio/contract/caregivers';
import { oldestValidCriminalRecordDay } from '@equilibrio/contract/criminal-record';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { fieldErrorsOf, injectAs } from '../../../test/helpers';
import {
  completePayment,
  createTestRequest,
  mailsTo,
  petSitterServiceId,
  recordCriminalRecords,
  startSelection,
} from '../../../test/workflow-fixtures';
import { HOUR, TUTOR_TEAM, useWorkflowJourney } from '../../../test/workflow-journey';
import { caregivers } from '../../db/schema/caregivers';
import { italianDay } from '../../lib/clock';

// The request workflow (WORKFLOW.md), second part: the selection, from an accepted quote to
// SELEZIONE COMPLETATA — candidates, the 24-hour hold, the payment, the interview (the quote:
// workflow-quote.test.ts; what comes after: workflow-after-selection.test.ts).

describe('request workflow: the selection of a caregiver', () => {
  const { app, customer, tutor, asTutor, detail, selection, accept, ...journey } =
    useWorkflowJourney();
  const { expectInvalidState } = journey;

  it('proposes candidates, holds the chosen one 24 hours, and completes after a paid interview', async () => {
    const { id, today } = await journey.acceptedRequest();
    const clock = journey.clock();

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
    expectInvalidState(await accept(id, 'cg-martina-rossi'), 'SELEZIONE ATTIVA', 'customer');

    await recordCriminalRecords(app, tutor, ['cg-martina-rossi', 'cg-chiara-esposito']);
    expect((await asTutor('POST', `/${id}/publish-candidates`)).json().status).toBe('INVIATO CV');
    const published = (await mailsTo(app, customer.email))[0]!;
    expect(published.template).toBe('customer-candidates-published');
    // Two profiles: the family chooses one of them.
    expect(published.text).toContain(
      'Abbiamo selezionato dei profili per te: scegli quello che preferisci.',
    );
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
    expectInvalidState(await accept(id, 'cg-chiara-esposito'), 'DA PAGARE', 'customer');

    // 24 hours unpaid: the hold expires, the caregiver is released, the customer is told.
    await journey.advance(23 * HOUR);
    await app.jobs.runAll();
    expect((await detail(id)).status).toBe('DA PAGARE');
    await journey.advance(HOUR + 60_000);
    await app.jobs.runAll();
    const expired = await detail(id);
    expect(expired.status).toBe('INVIATO CV');
    expect(expired.events.at(-1)).toMatchObject({
      fromStatus: 'DA PAGARE',
      toStatus: 'INVIATO CV',
      actor: { role: 'system', uid: null },
    });
    expect(await selection(id, 'CHOSEN')).toEqual([]);
    expect(await journey.docRefs(id, 'SELECTED')).toEqual([
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
    expect(fieldErrorsOf(past)).toHaveProperty('dateTime');
    const nowhere = await asTutor('POST', `/${id}/interview`, {
      dateTime: new Date(clock.now().getTime() + 48 * HOUR).toISOString(),
    });
    expect(fieldErrorsOf(nowhere)).toHaveProperty('body.place');
    const interviewAt = new Date(clock.now().getTime() + 48 * HOUR).toISOString();
    const booked = await asTutor('POST', `/${id}/interview`, {
      dateTime: interviewAt,
      videoLink: 'https://meet.example.it/colloquio-1',
      notes: 'Porta i documenti',
    });
    expect(booked.json().status).toBe('COLLOQUIO PRENOTATO');
    const appointment = await injectAs(
      app,
      customer,
      'GET',
      `/v1/scheduled-appointments/find/${id}`,
    );
    expect(appointment.json()).toMatchObject({
      requestId: id,
      dateTime: interviewAt,
      videoLink: 'https://meet.example.it/colloquio-1',
      place: null,
      caregiver: { docRef: 'cg-martina-rossi', name: 'Martina', surname: 'Rossi' },
    });
    // The family's news of the request come in one digest (its latest news names it); the
    // payment's receipt is always an email of its own.
    const notice = async () =>
      (await mailsTo(app, customer.email)).find((m) => m.template !== 'customer-payment-received');
    expect((await notice())!.template).toBe('customer-interview-booked');

    // It releases a paid caregiver: not before the interview's day (the family would read that it
    // went badly under a date still ahead), and never without saying why.
    const early = await asTutor('POST', `/${id}/interview-failed`, { note: 'Orari incompatibili' });
    expect(early.statusCode).toBe(409);
    expect(early.json().error.message).toContain('potrai segnarne l’esito da quel giorno');
    expect((await detail(id)).status).toBe('COLLOQUIO PRENOTATO');
    expect(await journey.docRefs(id, 'CHOSEN')).toEqual(['cg-martina-rossi']);
    await journey.toInterview(interviewAt);
    const unexplained = await asTutor('POST', `/${id}/interview-failed`, { note: '  ' });
    expect(unexplained.statusCode).toBe(400);
    expect(unexplained.json().error.fields).toEqual({ note: 'Indica il motivo' });
    expect(
      (await asTutor('POST', `/${id}/interview-failed`, { note: 'Orari incompatibili' })).json()
        .status,
    ).toBe('INVIATO CV');
    expect(await selection(id, 'CHOSEN')).toEqual([]);
    // She leaves the family's candidates: the family chooses among the others.
    expect(await journey.docRefs(id, 'SELECTED')).toEqual(['cg-chiara-esposito']);
    // The tutor sees why she left, and is not offered her again.
    const workspace = (await asTutor('GET', `/${id}`)).json() as {
      candidates: { caregiver: { docRef: string }; endedAt: string | null; acceptedAt: null }[];
    };
    expect(
      workspace.candidates.find((c) => c.caregiver.docRef === 'cg-martina-rossi'),
    ).toMatchObject({ endedAt: expect.any(String), acceptedAt: null });
    const suggested = (await asTutor('GET', `/${id}/suggestions`)).json() as {
      caregiver: { docRef: string };
    }[];
    expect(suggested.map((s) => s.caregiver.docRef)).not.toContain('cg-martina-rossi');
    expect((await notice())!.template).toBe('customer-interview-failed');

    // Second caregiver: chosen, paid, interviewed → SELEZIONE COMPLETATA with an ACTIVATION round.
    await journey.hire(
      id,
      'cg-chiara-esposito',
      new Date(clock.now().getTime() + 48 * HOUR).toISOString(),
    );
    const rounds = await injectAs(
      app,
      customer,
      'GET',
      `/v1/request-service-records/request/${id}`,
    );
    expect(rounds.json()).toEqual([
      {
        id: expect.any(Number),
        startDate: today,
        endDate: '2099-12-31',
        eventType: 'ACTIVATION',
        caregiverName: 'Chiara Esposito',
        hoursWorked: null,
        paymentStatus: 'PAID',
        updatedAt: expect.any(String),
      },
    ]);

    expect((await journey.history(id)).slice(3)).toEqual([
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
    ]);
  });

  it('after a failed interview with no other candidate, goes back to the selection: nobody is left to choose', async () => {
    const { id } = await journey.acceptedRequest();
    await asTutor('POST', `/${id}/start-selection`);
    await journey.publish(id, ['cg-martina-rossi']);
    expect((await accept(id, 'cg-martina-rossi')).statusCode).toBe(200);
    await completePayment(app, id);
    const at = new Date(journey.clock().now().getTime() + 48 * HOUR).toISOString();
    await asTutor('POST', `/${id}/interview`, { dateTime: at, place: 'Via Roma 1, Torino' });
    await journey.toInterview(at);

    const failed = await asTutor('POST', `/${id}/interview-failed`, {
      note: 'Non si sono piaciuti',
    });
    expect(failed.json().status).toBe('SELEZIONE ATTIVA');
    expect(await selection(id, 'SELECTED')).toEqual([]);
    const mail = (await mailsTo(app, customer.email)).find(
      (m) => m.template === 'customer-interview-failed',
    )!;
    expect(mail.text).toContain('il family tutor cerca altri profili per te, senza nuovi addebiti');

    // The tutor proposes someone else (even Martina again, by hand), and the family chooses.
    expect(
      (
        await asTutor('POST', `/${id}/candidates`, {
          docRef: 'cg-chiara-esposito',
          confirmBusy: true,
        })
      ).statusCode,
    ).toBe(201);
    await recordCriminalRecords(app, tutor, ['cg-chiara-esposito']);
    expect((await asTutor('POST', `/${id}/publish-candidates`)).json().status).toBe('INVIATO CV');
    expect(await journey.docRefs(id, 'SELECTED')).toEqual(['cg-chiara-esposito']);
  });

  it('sends a babysitter to the family only once their criminal record has been seen', async () => {
    const { id } = await journey.acceptedRequest();
    await asTutor('POST', `/${id}/start-selection`);
    for (const docRef of ['cg-luca-marino', 'cg-sofia-ricci']) {
      await asTutor('POST', `/${id}/candidates`, { docRef, confirmBusy: true });
    }
    const mailsBefore = (await mailsTo(app, customer.email)).length;
    const publish = () => asTutor('POST', `/${id}/publish-candidates`);
    /**
     * The inbox's row: how many profiles are to send, how many of them are held back, and how
     * many of those by an expired criminal record.
     */
    const inboxRow = async () => {
      const { content } = (await asTutor('GET', `?q=%23${id}`)).json();
      const [{ unpublishedCandidates, unvettedCandidates, expiredRecordCandidates }] = content;
      return { unpublishedCandidates, unvettedCandidates, expiredRecordCandidates };
    };
    const heldBack = (unvettedCandidates: number, expiredRecordCandidates: number) => ({
      unpublishedCandidates: 2,
      unvettedCandidates,
      expiredRecordCandidates,
    });
    expect(await inboxRow()).toEqual(heldBack(2, 0));
    // The inbox row carries the quote's first day (the tutor's 'Inizio servizio …' reads it).
    const [listed] = (await asTutor('GET', `?q=%23${id}`)).json().content;
    expect(listed.serviceStart).toBe((await detail(id)).requestDetail.serviceStart);
    expect(listed.serviceStart).toMatch(/^\d{4}-\d{2}-\d{2}$/);

    const refused = await publish();
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toBe(
      'Prima di inviare i profili serve il casellario giudiziale di Luca Marino e Sofia Ricci: registralo nelle loro schede o togli i loro profili dalla richiesta.',
    );
    // Nothing happened: still selecting, nobody visible, no email, no history row.
    const held = await detail(id);
    expect(held.status).toBe('SELEZIONE ATTIVA');
    expect(held.candidates.map((c: { published: boolean }) => c.published)).toEqual([false, false]);
    expect(held.events.at(-1).toStatus).toBe('SELEZIONE ATTIVA');
    expect(await selection(id, 'SELECTED')).toEqual([]);
    expect(await mailsTo(app, customer.email)).toHaveLength(mailsBefore);
    // The tutor's page knows which checks each candidate has passed (none here).
    expect(held.candidates.map((c: { checkKinds: string[] }) => c.checkKinds)).toEqual([[], []]);

    // Luca's certificate is of 2015: a criminal record counts six months from its day
    // (DPR 445/2000, art. 41): refused, saying its day; the inbox holds both still.
    const recordLuca = async (checkedOn: string) => {
      const recorded = await injectAs(
        app,
        tutor,
        'POST',
        '/v1/backoffice/caregivers/cg-luca-marino/checks',
        { kind: 'criminal-record', checkedOn },
      );
      expect(recorded.statusCode, recorded.body).toBe(200);
    };
    await recordLuca('2015-01-01');
    const expired = await publish();
    expect(expired.statusCode).toBe(409);
    expect(expired.json().error.message).toBe(
      'Prima di inviare i profili serve il casellario giudiziale di Sofia Ricci, e uno degli ultimi 6 mesi per Luca Marino (quello registrato è dell’1 gennaio 2015): registralo nelle loro schede o togli i loro profili dalla richiesta.',
    );
    expect((await detail(id)).candidates[0].criminalRecordOn).toBe('2015-01-01');
    expect(await inboxRow()).toEqual(heldBack(2, 1));
    // The day before the six months: still expired, in the API and in the inbox alike.
    const oldest = oldestValidCriminalRecordDay(italianDay(journey.clock().now()));
    const dayBefore = new Date(Date.parse(`${oldest}T12:00:00Z`) - 86_400_000)
      .toISOString()
      .slice(0, 10);
    await recordLuca(dayBefore);
    expect((await publish()).json().error.message).toContain('uno degli ultimi 6 mesi per Luca');
    expect(await inboxRow()).toEqual(heldBack(2, 1));

    // Luca's criminal record seen six months ago to the day: it counts, Sofia's alone is missing.
    await recordLuca(oldest);
    expect((await publish()).json().error.message).toBe(
      'Prima di inviare i profili serve il casellario giudiziale di Sofia Ricci: registralo nella sua scheda o togli il profilo dalla richiesta.',
    );
    expect((await detail(id)).candidates[0].checkKinds).toEqual(['criminal-record']);
    expect(await inboxRow()).toEqual(heldBack(1, 0));

    // Sofia taken off the request: Luca goes to the family, his criminal record verified.
    expect((await asTutor('DELETE', `/${id}/candidates/cg-sofia-ricci`)).statusCode).toBe(204);
    expect((await publish()).json().status).toBe('INVIATO CV');
    expect(await journey.docRefs(id, 'SELECTED')).toEqual(['cg-luca-marino']);
    const [sent] = await selection(id, 'SELECTED');
    expect(sent.badges).toEqual([{ kind: 'criminal-record', label: 'Casellario verificato' }]);
    expect(sent.expiredChecks).toEqual([]);

    // His recent checks removed, the one of 2015 is his latest: the family no longer reads
    // 'Casellario verificato' on his card but that it has expired (kinds only, no day).
    const checks = (
      await injectAs(app, tutor, 'GET', '/v1/backoffice/caregivers/cg-luca-marino/checks')
    ).json() as { id: number; checkedOn: string }[];
    for (const check of checks.filter((c) => c.checkedOn !== '2015-01-01')) {
      const removed = await injectAs(
        app,
        tutor,
        'DELETE',
        `/v1/backoffice/caregivers/cg-luca-marino/checks/${check.id}`,
      );
      expect(removed.statusCode, removed.body).toBe(200);
    }
    const [lapsed] = await selection(id, 'SELECTED');
    expect(lapsed.badges).toEqual([]);
    expect(lapsed.expiredChecks).toEqual(['criminal-record']);
    expect(JSON.stringify(lapsed)).not.toContain('2015');
  });

  it('sends a pet sitter without the criminal record: the rule is for children and frail adults', async () => {
    const id = await createTestRequest(app, customer, { businessLine: 'PETSITTER' });
    const petService = await petSitterServiceId(app, tutor);
    await startSelection(app, customer, tutor, id, { serviceId: petService });
    await asTutor('POST', `/${id}/candidates`, { docRef: 'cg-davide-greco' });
    const { content } = (await asTutor('GET', `?q=%23${id}`)).json();
    expect(content[0]).toMatchObject({
      unpublishedCandidates: 1,
      unvettedCandidates: 0,
      expiredRecordCandidates: 0,
    });
    const published = await asTutor('POST', `/${id}/publish-candidates`);
    expect(published.statusCode, published.body).toBe(200);
    const [davide] = await selection(id, 'SELECTED');
    expect(davide.docRef).toBe('cg-davide-greco');
    expect(davide.badges).toEqual([]);
    expect(davide.expiredChecks).toEqual([]);
  });

  it('takes a caregiver switched off since from the family: not listed, not chosen, not sent', async () => {
    const { id } = await journey.acceptedRequest();
    await asTutor('POST', `/${id}/start-selection`);
    await journey.publish(id, ['cg-martina-rossi', 'cg-chiara-esposito']);
    const switched = (docRef: string, active: boolean) =>
      app.ctx.db.update(caregivers).set({ active }).where(eq(caregivers.docRef, docRef));
    await switched('cg-chiara-esposito', false);
    try {
      // The family no longer sees her among the profiles to choose, and cannot choose her.
      expect(await journey.docRefs(id, 'SELECTED')).toEqual(['cg-martina-rossi']);
      const refused = await accept(id, 'cg-chiara-esposito');
      expect(refused.statusCode).toBe(409);
      expect(refused.json().error.message).toBe(withdrawnProposalMessage);
      // A new profile switched off before it is sent: the tutor is told, nothing is sent.
      expect((await asTutor('POST', `/${id}/search-other-profiles`)).statusCode).toBe(200);
      await asTutor('POST', `/${id}/candidates`, { docRef: 'cg-sofia-ricci', confirmBusy: true });
      await recordCriminalRecords(app, tutor, ['cg-sofia-ricci']);
      await switched('cg-sofia-ricci', false);
      const held = await asTutor('POST', `/${id}/publish-candidates`);
      expect(held.statusCode).toBe(409);
      expect(held.json().error.message).toBe(
        'Il profilo di Sofia Ricci è disattivato: toglilo dai candidati o riattivalo prima di inviare i profili.',
      );
      expect(await journey.docRefs(id, 'SELECTED')).toEqual(['cg-martina-rossi']);
      // Switched on again, Sofia is sent as any other profile.
      await switched('cg-sofia-ricci', true);
      expect((await asTutor('POST', `/${id}/publish-candidates`)).statusCode).toBe(200);
      expect(await journey.docRefs(id, 'SELECTED')).toEqual(['cg-martina-rossi', 'cg-sofia-ricci']);
    } finally {
      await switched('cg-chiara-esposito', true);
      await switched('cg-sofia-ricci', true);
    }
  });
});
