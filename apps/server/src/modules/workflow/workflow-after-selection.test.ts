import { describe, expect, it } from 'vitest';
import { fieldErrorsOf } from '../../../test/helpers';
import {
  askAssistance,
  createTestRequest,
  mailsTo,
  recordCriminalRecords,
} from '../../../test/workflow-fixtures';
import { HOUR, TUTOR_TEAM, useWorkflowJourney } from '../../../test/workflow-journey';

// The request workflow (WORKFLOW.md), last part: after the selection — a substitution, a pause
// and the closing (the quote: workflow-quote.test.ts; the selection: workflow-selection.test.ts).

describe('request workflow: substitution, pause and closing', () => {
  const { app, customer, tutor, asTutor, detail, ...journey } = useWorkflowJourney();
  const { expectInvalidState } = journey;

  it('replaces the caregiver on the customer’s request; the current one stays shown meanwhile', async () => {
    const id = await journey.hiredRequest('cg-chiara-esposito', [
      'cg-martina-rossi',
      'cg-chiara-esposito',
    ]);

    const blank = await askAssistance(app, customer, id, '   ', 'SUBSTITUTION');
    expect(fieldErrorsOf(blank)).toHaveProperty('body.message');
    const asked = await askAssistance(
      app,
      customer,
      id,
      'Non si trova bene con i bambini',
      'SUBSTITUTION',
    );
    expect(asked.statusCode).toBe(201);
    expect(asked.json()).toMatchObject({ requestId: id, type: 'SUBSTITUTION', handledAt: null });
    // Within 10 minutes of the journey's other news: one digest for the tutors, which says so.
    const digest = (await mailsTo(app, TUTOR_TEAM))[0]!;
    expect(digest.subject).toBe(`Richiesta #${id}: novità dalla famiglia`);
    expect(digest.text).toContain('richiesta di sostituzione del caregiver');
    expect(digest.text).toContain('Non si trova bene con i bambini');

    expect(
      (await asTutor('POST', `/${id}/substitution`, { reason: 'FAMILY_REQUEST' })).json().status,
    ).toBe('IN ATTESA');
    expect(await journey.docRefs(id, 'CHOSEN')).toEqual(['cg-chiara-esposito']);
    expect(
      (await asTutor('POST', `/${id}/candidates`, { docRef: 'cg-luca-marino' })).statusCode,
    ).toBe(201);
    expect((await asTutor('POST', `/${id}/new-selection`)).json().status).toBe('SELEZIONE ATTIVA');
    await asTutor('DELETE', `/${id}/candidates/cg-martina-rossi`);
    // A substitute reaches the family the same way, under the same rule: the criminal record.
    const unvetted = await asTutor('POST', `/${id}/publish-candidates`);
    expect(unvetted.statusCode).toBe(409);
    expect(unvetted.json().error.message).toContain('casellario giudiziale di Luca Marino');
    expect(await journey.docRefs(id, 'SELECTED')).toEqual([]);
    await recordCriminalRecords(app, tutor, ['cg-luca-marino']);
    expect((await asTutor('POST', `/${id}/publish-candidates`)).json().status).toBe('INVIATO CV');
    expect(await journey.docRefs(id, 'SELECTED')).toEqual(['cg-luca-marino']);
    const interviewAt = new Date(journey.clock().now().getTime() + 48 * HOUR).toISOString();
    await journey.hire(id, 'cg-luca-marino', interviewAt);
    const replaced = await detail(id);
    expect(
      replaced.rounds.map((r: { eventType: string; caregiverName: string }) => [
        r.eventType,
        r.caregiverName,
      ]),
    ).toEqual([
      ['ACTIVATION', 'Chiara Esposito'],
      ['REPLACEMENT', 'Luca Marino'],
    ]);
    expect(await journey.docRefs(id, 'CHOSEN')).toEqual(['cg-luca-marino']);
    // The first caregiver's place ended, replaced after her service ('Sostituito').
    expect(
      replaced.candidates.find(
        (c: { caregiver: { docRef: string } }) => c.caregiver.docRef === 'cg-chiara-esposito',
      ),
    ).toMatchObject({ endedAt: expect.any(String), endedReason: 'REPLACED' });
    expect((await journey.history(id)).slice(-7)).toEqual([
      'SELEZIONE COMPLETATA → IN ATTESA (tutor)',
      'IN ATTESA → SELEZIONE ATTIVA (tutor)',
      'SELEZIONE ATTIVA → INVIATO CV (tutor)',
      'INVIATO CV → DA PAGARE (customer)',
      'DA PAGARE → PAGATO (provider)',
      'PAGATO → COLLOQUIO PRENOTATO (tutor)',
      'COLLOQUIO PRENOTATO → SELEZIONE COMPLETATA (tutor)',
    ]);
  });

  it('pauses and resumes to the status it left; closing needs the reason and is final', async () => {
    const id = await journey.hiredRequest('cg-martina-rossi');

    expect(
      (
        await asTutor('POST', `/${id}/stand-by`, { reason: 'OTHER', note: 'Famiglia in vacanza' })
      ).json().status,
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
    expectInvalidState(
      await asTutor('POST', `/${id}/stand-by`, { reason: 'FAMILY_REQUEST' }),
      'STAND BY',
    );
    expect((await asTutor('POST', `/${id}/resume`)).json().status).toBe('SELEZIONE COMPLETATA');
    expect((await detail(id)).statusBeforeStandBy).toBeNull();

    const noReason = await asTutor('POST', `/${id}/close`, {
      outcome: "NON PIU' INTERESSATO",
      note: '',
    });
    expect(fieldErrorsOf(noReason)).toHaveProperty('body.note');
    const closed = await asTutor('POST', `/${id}/close`, {
      outcome: "NON PIU' INTERESSATO",
      note: 'Ha trovato una soluzione in famiglia',
    });
    expect(closed.json()).toEqual({ id, status: "NON PIU' INTERESSATO" });
    expectInvalidState(
      await asTutor('POST', `/${id}/stand-by`, { reason: 'FAMILY_REQUEST' }),
      "NON PIU' INTERESSATO",
    );
    expectInvalidState(await asTutor('POST', `/${id}/resume`), "NON PIU' INTERESSATO");
    expect((await detail(id)).allowedTransitions).toEqual([]);

    expect((await journey.history(id)).slice(-3)).toEqual([
      'SELEZIONE COMPLETATA → STAND BY (tutor)',
      'STAND BY → SELEZIONE COMPLETATA (tutor)',
      "SELEZIONE COMPLETATA → NON PIU' INTERESSATO (tutor)",
    ]);
    const events = (await detail(id)).events;
    expect(events.at(-1)).toMatchObject({
      note: 'Ha trovato una soluzione in famiglia',
      actor: { uid: tutor.uid },
    });
  });

  it('closes an unreachable customer as NON RISPONDE, releasing a pending hold', async () => {
    const id = await createTestRequest(app, customer);
    await asTutor('POST', `/${id}/quote`, journey.quote('2030-01-10', '2030-06-10'));
    await journey.confirmQuote(id);
    await asTutor('POST', `/${id}/start-selection`);
    await journey.publish(id, ['cg-sofia-ricci']);
    expect((await journey.accept(id, 'cg-sofia-ricci')).statusCode).toBe(200);
    const closed = await asTutor('POST', `/${id}/close`, {
      outcome: 'NON RISPONDE',
      note: 'Tre chiamate senza risposta',
    });
    expect(closed.json().status).toBe('NON RISPONDE');
    expect(await journey.selection(id, 'CHOSEN')).toEqual([]);
    // The sweeper never touches it again.
    await journey.advance(25 * HOUR);
    await app.jobs.runAll();
    expect((await detail(id)).events.at(-1).toStatus).toBe('NON RISPONDE');
  });
});
