import { type RequestStatus, requestStatuses } from '@equilibrio/contract/enums';
import { statusDisplay, UnknownStatusError } from '@equilibrio/contract/status-display';
import { describe, expect, it } from 'vitest';
import { type JourneyInput, journeyLabels, journeySteps, requestJourney } from './request-journey';
import { requestsToDo } from './requests-to-do';

/** The journey of a request in `status`, with nothing else told unless `extra` says it. */
const journeyOf = (status: string, extra: Partial<JourneyInput> = {}, now?: Date) =>
  requestJourney({ holdExpiresAt: null, statusBeforeStandBy: null, ...extra, status }, now);

/** Every status of the contract: its current step, who acts next, the card's label. */
const expected: Record<
  RequestStatus,
  { step: (typeof journeySteps)[number] | null; actor: string; label: string }
> = {
  NUOVA: { step: 'Richiesta', actor: 'tutor', label: journeyLabels.optional },
  'DA RICHIAMARE': { step: 'Richiesta', actor: 'tutor', label: journeyLabels.optional },
  'INVIATO PREVENTIVO': { step: 'Preventivo', actor: 'family', label: journeyLabels.attention },
  'PREVENTIVO ACCETTATO': {
    step: 'Selezione profili',
    actor: 'tutor',
    label: journeyLabels.working,
  },
  'SELEZIONE ATTIVA': { step: 'Selezione profili', actor: 'tutor', label: journeyLabels.working },
  'INVIATO CV': { step: 'Selezione profili', actor: 'family', label: journeyLabels.attention },
  'DA PAGARE': { step: 'Pagamento', actor: 'family', label: journeyLabels.attention },
  PAGATO: { step: 'Colloquio', actor: 'tutor', label: journeyLabels.working },
  'COLLOQUIO PRENOTATO': { step: 'Colloquio', actor: 'family', label: journeyLabels.working },
  'SELEZIONE COMPLETATA': { step: 'Servizio', actor: 'nobody', label: journeyLabels.done },
  'IN ATTESA': { step: 'Servizio', actor: 'tutor', label: journeyLabels.working },
  'STAND BY': { step: null, actor: 'tutor', label: journeyLabels.paused },
  "NON PIU' INTERESSATO": { step: null, actor: 'nobody', label: journeyLabels.closed },
  'NON RISPONDE': { step: null, actor: 'nobody', label: journeyLabels.closed },
};

describe('requestJourney: where a request stands, for every status of the contract', () => {
  it.each(requestStatuses)('%s', (status) => {
    const journey = journeyOf(status);
    const want = expected[status];
    expect(journey.current === null ? null : journeySteps[journey.current]).toBe(want.step);
    expect(journey.actor).toBe(want.actor);
    expect(journey.label).toBe(want.label);
    // The same journey for the underscored spelling of the list colouring.
    expect(journeyOf(status.replaceAll(' ', '_'))).toEqual(journey);
  });

  it('names who acts in the sentence: the family as "tu", the tutor as "il tuo family tutor"', () => {
    for (const status of requestStatuses) {
      const { actor, nextStep, state } = journeyOf(status);
      if (state !== 'closed' && actor !== 'nobody') expect(nextStep).toMatch(/Prossimo passo: /);
      if (actor === 'tutor') expect(nextStep).toContain('il tuo family tutor');
      if (actor === 'family' && state === 'open') expect(nextStep).toMatch(/\bte\b/);
    }
  });

  it("says 'Richiede la tua attenzione' only on the spec's action statuses, and never for the optional info", () => {
    for (const status of requestStatuses) {
      const { label, needsFamily } = journeyOf(status);
      if (label === journeyLabels.attention) expect(statusDisplay(status).kind).toBe('action');
      expect(needsFamily).toBe(label === journeyLabels.attention);
    }
    expect(journeyOf('NUOVA').label).toBe('Puoi aggiungere informazioni');
    // A new request says when the tutor calls, as the sign-up and the receipt email promise.
    expect(journeyOf('NUOVA').nextStep).toBe(
      'Prossimo passo: il tuo family tutor ti contatta entro un giorno lavorativo e prepara il preventivo.',
    );
  });

  it('gives the 24-hour hold of DA PAGARE to the minute, in Italian time and date', () => {
    const journey = journeyOf('DA PAGARE', { holdExpiresAt: '2026-11-27T08:05:00.000Z' });
    expect(journey.deadline).toBe('2026-11-27T08:05:00.000Z');
    expect(journey.nextStep).toBe(
      'Prossimo passo: tocca a te completare il pagamento entro il 27 nov 2026, ore 09:05; fino ad allora il caregiver è riservato per te.',
    );
    // No deadline anywhere else, even if one were sent.
    expect(journeyOf('PAGATO', { holdExpiresAt: '2026-11-27T08:05:00.000Z' }).deadline).toBeNull();
    // Once paid, the status's 'In attesa' comes with what was done: the payment is in.
    expect(journeyOf('PAGATO').nextStep).toMatch(/^Pagamento ricevuto\. Prossimo passo: /);
    // Paid before (a new choice after a failed interview): confirmed, not paid again.
    expect(
      journeyOf('DA PAGARE', {
        holdExpiresAt: '2026-12-01T08:05:00.000Z',
        paidAt: '2026-11-20T10:00:00.000Z',
      }).nextStep,
    ).toBe(
      'Prossimo passo: tocca a te confermare la scelta entro l’1 dic 2026, ore 09:05; fino ad allora il caregiver è riservato per te.',
    );
  });

  it('says when the booked interview is while it is ahead, and what comes after it once passed', () => {
    const booked = (interviewAt: string | null) =>
      requestJourney(
        {
          status: 'COLLOQUIO PRENOTATO',
          holdExpiresAt: null,
          statusBeforeStandBy: null,
          interviewAt,
        },
        new Date('2026-12-07T12:00:00.000Z'),
      ).nextStep;
    expect(booked('2026-12-10T16:30:00.000Z')).toBe(
      'Prossimo passo: il colloquio tra te e il caregiver, giovedì 10 dic 2026, ore 17:30.',
    );
    // Its time come, the outcome is the tutor's to record: not announced as still to come.
    expect(booked('2026-12-07T11:00:00.000Z')).toBe(
      'Dopo il colloquio (lunedì 7 dic 2026, ore 12:00) il tuo family tutor ti contatta per sapere com’è andato.',
    );
    // Not sent: where to find it.
    expect(booked(null)).toBe(
      'Prossimo passo: il colloquio tra te e il caregiver; data e ora sono nella richiesta.',
    );
  });

  it('has its own wording for STAND BY (on the step it left), IN ATTESA and the closed statuses', () => {
    const paused = journeyOf('STAND BY', { statusBeforeStandBy: 'INVIATO PREVENTIVO' });
    expect(paused).toMatchObject({ state: 'paused', current: 1, needsFamily: false });
    // The tutor may have paused it unasked: the family is not told to act on it.
    expect(paused.nextStep).toBe(
      'Richiesta in pausa. Prossimo passo: il tuo family tutor la riprenderà con te; se vuoi riprenderla, scrivigli.',
    );
    // Paused for the family's information: theirs to give ('Da fare'), by the day if one is set.
    const theirs = journeyOf('STAND BY', {
      statusBeforeStandBy: 'INVIATO PREVENTIVO',
      standByWaitsForFamily: true,
    });
    expect(theirs).toMatchObject({ state: 'paused', actor: 'family', needsFamily: true });
    expect(theirs.nextStep).toBe(
      'Richiesta in pausa. Prossimo passo: il tuo family tutor ti ha scritto quali informazioni gli servono; rispondigli nei messaggi della richiesta per riprenderla.',
    );
    expect(
      journeyOf('STAND BY', {
        statusBeforeStandBy: 'INVIATO PREVENTIVO',
        standByWaitsForFamily: true,
        standByResumeBy: '2099-03-02',
      }).nextStep,
    ).toBe(
      // The day is no deadline (nothing resumes or closes the request by itself): the tutor's.
      'Richiesta in pausa. Prossimo passo: il tuo family tutor ti ha scritto quali informazioni gli servono; rispondigli nei messaggi della richiesta per riprenderla. Nessuna fretta: la richiesta resta aperta. Se entro il 2 mar 2099 non avremo la tua risposta, il tuo family tutor ti ricontatterà.',
    );
    // That day come, still unanswered: no day gone by, the tutor contacts them shortly.
    expect(
      requestJourney(
        {
          status: 'STAND BY',
          holdExpiresAt: null,
          statusBeforeStandBy: 'INVIATO PREVENTIVO',
          standByWaitsForFamily: true,
          standByResumeBy: '2030-03-02',
        },
        new Date('2030-03-01T23:00:00Z'),
      ).nextStep,
    ).toBe(
      'Richiesta in pausa. Prossimo passo: il tuo family tutor ti ha scritto quali informazioni gli servono; rispondigli nei messaggi della richiesta per riprenderla. Nessuna fretta: la richiesta resta aperta e il tuo family tutor ti ricontatterà a breve.',
    );
    // Their answer arrived: the tutors' turn; no 'scrivigli' to someone who just wrote, no day.
    const answered = journeyOf('STAND BY', {
      statusBeforeStandBy: 'INVIATO PREVENTIVO',
      standByFamilyAnswered: true,
      standByResumeBy: '2099-03-02',
    });
    expect(answered).toMatchObject({ actor: 'tutor', needsFamily: false, deadline: null });
    expect(answered.nextStep).toBe(
      'Richiesta in pausa. Prossimo passo: il tuo family tutor ha ricevuto la tua risposta e riprenderà la richiesta al più presto; se gli serve altro, ti scriverà nei messaggi della richiesta.',
    );
    // With a resume day the family is told by when (never why it was paused).
    expect(
      journeyOf('STAND BY', {
        statusBeforeStandBy: 'INVIATO PREVENTIVO',
        standByResumeBy: '2099-03-02',
      }).nextStep,
    ).toBe(
      'Richiesta in pausa. Prossimo passo: il tuo family tutor la riprenderà con te entro il 2 mar 2099; se vuoi riprenderla prima, scrivigli.',
    );
    // From that day (Italy's) on, no day gone by: the tutor resumes it shortly.
    const due = (now: string) =>
      requestJourney(
        {
          status: 'STAND BY',
          holdExpiresAt: null,
          statusBeforeStandBy: 'INVIATO PREVENTIVO',
          standByResumeBy: '2030-03-02',
        },
        new Date(now),
      ).nextStep;
    expect(due('2030-03-01T22:59:00Z')).toContain('entro il 2 mar 2030');
    expect(due('2030-03-01T23:00:00Z')).toBe(
      'Richiesta in pausa. Prossimo passo: il tuo family tutor la riprenderà con te a breve; se hai bisogno, scrivigli.',
    );
    expect(due('2030-03-20T10:00:00Z')).not.toContain('2030');
    // The status already says 'Sostituzione in corso': the next step does not repeat it.
    expect(journeyOf('IN ATTESA').nextStep).toMatch(/^Prossimo passo: .*nuovo caregiver/);
    expect(journeyOf('NON RISPONDE')).toMatchObject({ state: 'closed', current: null });
    expect(journeyOf("NON PIU' INTERESSATO").nextStep).toMatch(
      /^Ci risulta che non ti serva più il nostro aiuto\. Non ci sono altri passi: /,
    );
  });

  it('says a closed request’s refund is on its way until it is made', () => {
    const owed = journeyOf("NON PIU' INTERESSATO", { refundOwedCents: 21400 });
    expect(owed).toMatchObject({ state: 'closed', label: 'Rimborso in corso', needsFamily: false });
    expect(owed.nextStep).toBe(
      'Ti stiamo rimborsando 214,00 €: il rimborso torna sullo stesso metodo di pagamento e riceverai un’email quando sarà stato eseguito. Se ti serve ancora aiuto, crea una nuova richiesta.',
    );
    const made = journeyOf('NON RISPONDE', { refundOwedCents: null });
    expect(made.label).toBe('Nessun passo in sospeso');
    expect(made.nextStep).toMatch(
      /^Non siamo riusciti a metterci in contatto con te\. Non ci sono altri passi: /,
    );
  });

  it('a selection completed before the service’s first day: when it starts, not “attivo”', () => {
    const upcoming = requestJourney(
      {
        status: 'SELEZIONE COMPLETATA',
        holdExpiresAt: null,
        statusBeforeStandBy: null,
        requestDetail: { serviceStart: '2027-01-07' },
        caregiverName: 'Rosa',
      },
      new Date('2026-12-01T10:00:00Z'),
    );
    expect(upcoming).toMatchObject({ label: 'In partenza', actor: 'nobody', needsFamily: false });
    expect(upcoming.nextStep).toBe(
      'Il servizio inizierà il 7 gen 2027 con Rosa. Per qualsiasi necessità il tuo family tutor è a disposizione.',
    );
    // From the first day (Italy's day: 23:30 UTC on 6 Jan is the 7th in Rome): active.
    const begun = requestJourney(
      {
        status: 'SELEZIONE COMPLETATA',
        holdExpiresAt: null,
        statusBeforeStandBy: null,
        requestDetail: { serviceStart: '2027-01-07' },
      },
      new Date('2027-01-06T23:30:00Z'),
    );
    expect(begun.label).toBe('Servizio attivo');
    expect(begun.nextStep).toMatch(/^Il servizio è attivo\./);
    expect(begun.nextStep).not.toContain('non devi fare nulla');
  });

  it('a service whose estimated last day is past (Italy’s day): “concluso”, not “attivo”', () => {
    const journey = (now: string) =>
      requestJourney(
        {
          status: 'SELEZIONE COMPLETATA',
          holdExpiresAt: null,
          statusBeforeStandBy: null,
          requestDetail: { serviceStart: '2026-09-01', serviceEnd: '2026-11-12' },
        },
        new Date(now),
      );
    // The last day itself is still service.
    expect(journey('2026-11-12T20:00:00Z').label).toBe('Servizio attivo');
    // 23:30 UTC on 12 Nov is the 13th in Rome: over.
    const ended = journey('2026-11-12T23:30:00Z');
    expect(ended).toMatchObject({
      label: 'Servizio concluso',
      actor: 'nobody',
      needsFamily: false,
    });
    expect(ended.nextStep).toBe(
      'Il servizio si è concluso il 12 nov 2026. Per qualsiasi necessità il tuo family tutor è a disposizione.',
    );
  });

  it('a substitution asked: in progress with the tutor, on the list too (no name there)', () => {
    const journey = (caregiverName?: string) =>
      requestJourney(
        {
          status: 'SELEZIONE COMPLETATA',
          holdExpiresAt: null,
          statusBeforeStandBy: null,
          requestDetail: { serviceStart: '2026-09-01', serviceEnd: '2027-06-30' },
          substitutionAskedAt: '2026-12-04T09:30:00.000Z',
          caregiverName,
        },
        new Date('2026-12-04T10:00:00Z'),
      );
    // The list's card and Home read the request alone: not 'Servizio attivo' as if nothing was asked.
    const listed = journey();
    expect(listed).toMatchObject({ label: 'In lavorazione', actor: 'tutor', needsFamily: false });
    expect(listed.nextStep).toBe(
      'Hai chiesto una sostituzione il 4 dic 2026. Prossimo passo: il tuo family tutor ti contatta per capire cosa è successo e cercare chi prenderà il suo posto. Se il caregiver può, fino ad allora il servizio prosegue come concordato: se preferisci interromperlo prima, diglielo.',
    );
    // The request's page knows who is at work.
    expect(journey('Martina').nextStep).toMatch(
      /^Hai chiesto di sostituire Martina il 4 dic 2026\. /,
    );
  });

  it('a substitution asked before the service’s first day: said, not “inizierà … con” the one replaced', () => {
    const journey = journeyOf(
      'SELEZIONE COMPLETATA',
      {
        requestDetail: { serviceStart: '2027-01-07' },
        substitutionAskedAt: '2026-12-04T09:30:00.000Z',
        caregiverName: 'Rosa',
      },
      new Date('2026-12-04T10:00:00Z'),
    );
    expect(journey).toMatchObject({ label: 'In lavorazione', actor: 'tutor' });
    // Not 'prosegue' of a service not begun: it begins as agreed, unless they say otherwise.
    expect(journey.nextStep).toBe(
      'Hai chiesto di sostituire Rosa il 4 dic 2026. Prossimo passo: il tuo family tutor ti contatta per capire cosa è successo e cercare chi prenderà il suo posto. Se il caregiver può, il servizio inizierà comunque il 7 gen 2027 come concordato: se preferisci rimandarlo, diglielo.',
    );
  });

  it('a service ended with a substitution still asked: concluded, not going on', () => {
    const journey = journeyOf(
      'SELEZIONE COMPLETATA',
      {
        requestDetail: { serviceStart: '2026-09-01', serviceEnd: '2026-11-12' },
        substitutionAskedAt: '2026-11-10T09:30:00.000Z',
      },
      new Date('2026-12-04T10:00:00Z'),
    );
    expect(journey).toMatchObject({ label: 'Servizio concluso', actor: 'nobody' });
  });

  it('the new choice of a substitution is said as that, with no new charge, until it starts', () => {
    const substitution = (status: string) =>
      requestJourney(
        {
          status,
          holdExpiresAt: null,
          statusBeforeStandBy: null,
          paidAt: '2026-10-13T18:48:39.996Z',
          substitutionAskedAt: '2026-12-01T08:48:39.996Z',
        },
        new Date('2026-12-04T10:00:00Z'),
      );
    const said =
      ' È la sostituzione del caregiver avviata l’1 dic 2026: non ti addebiteremo nulla di nuovo.';
    expect(substitution('INVIATO CV')).toMatchObject({
      paid: true,
      nextStep: `Prossimo passo: tocca a te scegliere il caregiver tra i profili proposti.${said}`,
    });
    for (const status of ['SELEZIONE ATTIVA', 'DA PAGARE', 'COLLOQUIO PRENOTATO']) {
      expect(substitution(status).nextStep, status).toMatch(/È la sostituzione del caregiver/);
    }
    // The substitute confirmed (no payment this time): not 'Pagamento ricevuto'.
    expect(substitution('PAGATO').nextStep).toMatch(/^Scelta confermata\. Prossimo passo: /);
    expect(journeyOf('PAGATO', { paidAt: '2026-10-13T18:48:39.996Z' }).nextStep).toMatch(
      /^Pagamento ricevuto\. /,
    );
    // The search itself (IN ATTESA) says it its own way; a first search, nothing of the kind.
    expect(substitution('IN ATTESA').nextStep).not.toMatch(/È la sostituzione/);
    expect(journeyOf('INVIATO CV').nextStep).not.toMatch(/sostituzione/);
  });

  it('INVIATO CV with every profile withdrawn: the tutor proposes others, nothing for the family to do', () => {
    const none = journeyOf('INVIATO CV', { profilesLeft: false });
    expect(none).toMatchObject({
      current: journeySteps.indexOf('Selezione profili'),
      actor: 'tutor',
      needsFamily: false,
      label: journeyLabels.working,
      nextStep:
        'Prossimo passo: il tuo family tutor ti propone altri profili e ti avvisa quando sono pronti.',
    });
    // A substitute's choice with none left: still said as the substitution, at no new charge.
    expect(
      journeyOf('INVIATO CV', {
        profilesLeft: false,
        paidAt: '2026-10-01T10:00:00.000Z',
        substitutionAskedAt: '2026-12-01T10:00:00.000Z',
      }),
    ).toMatchObject({
      paid: true,
      nextStep:
        'Prossimo passo: il tuo family tutor ti propone altri profili e ti avvisa quando sono pronti. È la sostituzione del caregiver avviata l’1 dic 2026: non ti addebiteremo nulla di nuovo.',
    });
    // With a profile left, or unknown (the list and Home): the family's choice.
    for (const profilesLeft of [true, undefined]) {
      expect(journeyOf('INVIATO CV', { profilesLeft })).toMatchObject({
        actor: 'family',
        needsFamily: true,
        label: journeyLabels.attention,
      });
    }
  });

  it('once the refund is made, keeps the money visible: how much and when', () => {
    const refunded = journeyOf("NON PIU' INTERESSATO", {
      statusBeforeClosing: 'COLLOQUIO PRENOTATO',
      refunded: { amountCents: 31700, at: '2026-12-01T15:00:00.000Z' },
    });
    expect(refunded.label).toBe('Nessun passo in sospeso');
    expect(refunded.nextStep).toBe(
      'Rimborsati 317,00 € l’1 dic 2026. La richiesta si è fermata al passo «Colloquio»: ci risulta che non ti serva più il nostro aiuto. Non ci sono altri passi: se ti serve ancora aiuto, crea una nuova richiesta.',
    );
    // Only part given back (terms §6): what was paid, beside it.
    const partial = journeyOf("NON PIU' INTERESSATO", {
      statusBeforeClosing: 'COLLOQUIO PRENOTATO',
      refunded: { amountCents: 12000, at: '2026-12-01T15:00:00.000Z', paidCents: 31700 },
    });
    expect(partial.nextStep).toMatch(/^Rimborsati 120,00 € dei 317,00 € pagati l’1 dic 2026\. /);
    // A refund still owed is said as on its way, not as made.
    const owed = journeyOf('NON RISPONDE', {
      refundOwedCents: 10000,
      refunded: { amountCents: 31700, at: '2026-12-01T15:00:00.000Z' },
    });
    expect(owed.label).toBe('Rimborso in corso');
  });

  it('closed after a payment kept: the renewal charges no more, and whom to ask about the money', () => {
    const kept = (guaranteeRenewed?: boolean) =>
      journeyOf("NON PIU' INTERESSATO", {
        statusBeforeClosing: 'SELEZIONE COMPLETATA',
        paidAt: '2026-12-08T10:00:00.000Z',
        guaranteeRenewed,
      }).nextStep;
    expect(kept(true)).toBe(
      'La richiesta si è fermata al passo «Servizio»: ci risulta che non ti serva più il nostro aiuto. La garanzia NO PROBLEM non si rinnova più: non ti addebiteremo altro. Per domande sul pagamento scrivi al tuo family tutor. Non ci sono altri passi: se ti serve ancora aiuto, crea una nuova richiesta.',
    );
    // No renewal to stop (switched off, or a quote without it): only whom to ask.
    expect(kept(false)).toContain(
      'ci risulta che non ti serva più il nostro aiuto. Per domande sul pagamento scrivi al tuo family tutor.',
    );
    expect(kept(false)).not.toContain('non si rinnova');
    // Nothing paid: nothing said of money.
    expect(journeyOf('NON RISPONDE').nextStep).not.toContain('pagamento');
  });

  it('keeps a closed request on the step it was closed at, and says so', () => {
    for (const [before, step] of [
      ['DA RICHIAMARE', 'Richiesta'],
      ['INVIATO PREVENTIVO', 'Preventivo'],
      ['DA PAGARE', 'Pagamento'],
      ['SELEZIONE COMPLETATA', 'Servizio'],
    ] as const) {
      const closed = journeyOf('NON_RISPONDE', { statusBeforeClosing: before });
      expect(closed).toMatchObject({ state: 'closed', actor: 'nobody', needsFamily: false });
      expect(closed.current === null ? null : journeySteps[closed.current]).toBe(step);
      expect(closed.label).toBe(journeyLabels.closed);
      expect(closed.nextStep).toBe(
        `La richiesta si è fermata al passo «${step}»: non siamo riusciti a metterci in contatto con te. Non ci sono altri passi: se ti serve ancora aiuto, crea una nuova richiesta.`,
      );
    }
  });

  it('throws for a status it does not know', () => {
    expect(() => journeyOf('ARCHIVIATA')).toThrow(UnknownStatusError);
  });
});

describe('requestsToDo: Home’s "Da fare"', () => {
  const request = (id: number, status: string, holdExpiresAt: string | null = null) => ({
    id,
    status,
    holdExpiresAt,
    statusBeforeStandBy: null,
  });

  it('keeps the requests waiting for the family, nearest deadline first, then the others in order', () => {
    const todo = requestsToDo([
      request(9, 'NUOVA'),
      request(8, 'INVIATO CV'),
      request(7, 'DA PAGARE', '2026-11-28T10:00:00.000Z'),
      request(6, 'PAGATO'),
      request(5, 'INVIATO PREVENTIVO'),
      request(4, 'DA PAGARE', '2026-11-27T10:00:00.000Z'),
      request(3, 'GUASTO'),
    ]);
    expect(todo.map((r) => r.id)).toEqual([4, 7, 8, 5]);
  });

  it('puts a request paused for the family’s information after the others, by its resume day', () => {
    const paused = (id: number, standByResumeBy: string) => ({
      ...request(id, 'STAND BY'),
      statusBeforeStandBy: 'INVIATO PREVENTIVO' as const,
      standByResumeBy,
      standByWaitsForFamily: true,
    });
    const todo = requestsToDo([
      request(9, 'INVIATO PREVENTIVO'),
      paused(8, '2026-12-26'),
      // The hold ends on the resume day itself (at 10:00 in Italy).
      request(7, 'DA PAGARE', '2026-12-26T09:00:00.000Z'),
      // The day before the resume day, late in Italy's evening (23:30, 22:30 in UTC).
      request(6, 'DA PAGARE', '2026-12-25T22:30:00.000Z'),
      paused(5, '2026-12-20'),
    ]);
    // Its page says 'Nessuna fretta': the hold and the quote to read come first, even with a
    // resume day before the hold ends.
    expect(todo.map((r) => r.id)).toEqual([6, 7, 9, 5, 8]);
  });
});
