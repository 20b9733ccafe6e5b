import type { RequestStatus } from '@equilibrio/contract/enums';
import { requestStatuses } from '@equilibrio/contract/enums';
import { describe, expect, it } from 'vitest';
import { agreedCallBack, waitedFor, waitingFor } from './waiting-for';

const now = new Date('2030-01-01T10:00:00Z');
const row = (status: (typeof requestStatuses)[number], extra = {}) => ({
  status,
  holdExpiresAt: null,
  interviewAt: null,
  serviceStart: null as string | null,
  serviceEnd: null as string | null,
  unpublishedCandidates: 0,
  unvettedCandidates: 0,
  expiredRecordCandidates: 0,
  openAssistance: 0,
  openOtherProfiles: false,
  openInterviewChange: false,
  callBackAt: null,
  ...extra,
});

describe('what a request waits for', () => {
  it('says whose move it is for every status', () => {
    for (const status of requestStatuses) {
      expect(waitingFor(row(status), now).label).not.toBe('');
    }
    expect(waitingFor(row('NUOVA'), now)).toMatchObject({
      label: 'Preventivo da inviare',
      who: 'us',
    });
    expect(waitingFor(row('DA RICHIAMARE'), now).label).toBe('Da richiamare');
    expect(waitingFor(row('INVIATO PREVENTIVO'), now)).toMatchObject({ who: 'customer' });
    expect(waitingFor(row('INVIATO PREVENTIVO'), now).label).toMatch(/^In attesa della famiglia/);
  });

  it('calls profiles ready to send only when no criminal record is missing', () => {
    const selecting = (unpublishedCandidates: number, unvettedCandidates: number) =>
      waitingFor(row('SELEZIONE ATTIVA', { unpublishedCandidates, unvettedCandidates }), now);
    expect(selecting(2, 0)).toMatchObject({ label: 'Profili da inviare (2 pronti)', who: 'us' });
    expect(selecting(2, 1)).toMatchObject({
      label: 'Profili da inviare: manca un casellario',
      who: 'us',
    });
    expect(selecting(3, 2).label).toBe('Profili da inviare: mancano 2 casellari');
  });

  it('says an expired criminal record is expired, not missing', () => {
    const selecting = (unvettedCandidates: number, expiredRecordCandidates: number) =>
      waitingFor(
        row('SELEZIONE ATTIVA', {
          unpublishedCandidates: 3,
          unvettedCandidates,
          expiredRecordCandidates,
        }),
        now,
      ).label;
    expect(selecting(1, 1)).toBe('Profili da inviare: un casellario scaduto');
    expect(selecting(2, 2)).toBe('Profili da inviare: 2 casellari scaduti');
    expect(selecting(2, 1)).toBe('Profili da inviare: manca un casellario e uno è scaduto');
    expect(selecting(3, 1)).toBe('Profili da inviare: mancano 2 casellari e uno è scaduto');
    expect(selecting(3, 2)).toBe('Profili da inviare: manca un casellario e 2 sono scaduti');
  });

  it('leaves a request aside until the agreed call-back, then flags it', () => {
    const ahead = waitingFor(row('DA RICHIAMARE', { callBackAt: '2030-01-01T14:30:00Z' }), now);
    expect(ahead).toEqual({
      label: 'Richiamata concordata: 1 gen 2030, 15:30',
      who: 'nobody',
      urgent: false,
    });
    const due = waitingFor(row('NUOVA', { callBackAt: '2030-01-01T09:00:00Z' }), now);
    expect(due).toEqual({
      label: 'Richiamata in ritardo: era per l’1 gen 2030, 10:00',
      who: 'us',
      urgent: true,
    });
    // A message of the family waiting for an answer comes first, as for an interview ahead.
    expect(
      waitingFor(row('NUOVA', { callBackAt: '2030-01-01T14:30:00Z', openAssistance: 1 }), now)
        .label,
    ).toBe('Famiglia in attesa di risposta');
  });

  it('holds a pause until its resume day, then says since when it is to resume (no day gone by as a deadline)', () => {
    expect(waitingFor(row('STAND BY', { standByResumeBy: '2030-01-02' }), now)).toEqual({
      label: 'In pausa: riprendi entro il 2 gen 2030',
      who: 'nobody',
      urgent: false,
    });
    expect(waitingFor(row('STAND BY', { standByResumeBy: '2029-12-28' }), now)).toMatchObject({
      label: 'Da riprendere (dal 28 dic 2029)',
      who: 'us',
    });
    // Its day begins at midnight in Italy (23:00 UTC the day before, in winter).
    expect(
      waitingFor(
        row('STAND BY', { standByResumeBy: '2030-01-02' }),
        new Date('2030-01-01T23:00:00Z'),
      ).who,
    ).toBe('us');
  });

  it('holds a request for a call-back ahead only where it is what comes next; come due, says it first', () => {
    const ahead = { callBackAt: '2030-01-01T14:30:00Z' };
    expect(waitingFor(row('STAND BY', ahead), now)).toMatchObject({ who: 'nobody' });
    expect(waitingFor(row('INVIATO CV', ahead), now).label).toBe(
      'Richiamata concordata: 1 gen 2030, 15:30',
    );
    // A selection to start is work of its own: the call-back ahead does not hide it.
    expect(waitingFor(row('PREVENTIVO ACCETTATO', ahead), now)).toEqual({
      label: 'Selezione da avviare',
      who: 'us',
      urgent: false,
    });
    expect(
      waitingFor(row('PREVENTIVO ACCETTATO', { callBackAt: '2030-01-01T09:00:00Z' }), now),
    ).toMatchObject({ label: 'Richiamata in ritardo: era per l’1 gen 2030, 10:00', urgent: true });
  });

  it('reads the call-back of the latest call while it stands: open, not moved since it came due nor past what the call was about', () => {
    const note = (kind: 'call' | 'note', callBackAt: string | null) => ({
      id: 1,
      kind,
      text: 'x',
      author: null,
      createdAt: '2030-01-01T08:00:00Z',
      callBackAt,
    });
    const change = (createdAt: string, toStatus: RequestStatus = 'INVIATO PREVENTIVO') => ({
      id: 2,
      fromStatus: 'NUOVA' as const,
      toStatus,
      actor: { role: 'tutor' as const, uid: 't1', name: null },
      note: null,
      createdAt,
    });
    const at = '2030-01-02T09:00:00Z';
    const created = { ...change('2030-01-01T07:00:00Z', 'NUOVA'), fromStatus: null };
    expect(agreedCallBack('DA RICHIAMARE', [note('call', at), note('note', null)], [created])).toBe(
      at,
    );
    // A later call that agrees nothing drops it.
    expect(agreedCallBack('NUOVA', [note('call', at), note('call', null)], [created])).toBeNull();
    // The quote sent before the agreed moment keeps it (the tutor promised to call)…
    expect(
      agreedCallBack(
        'INVIATO PREVENTIVO',
        [note('call', at)],
        [created, change('2030-01-01T10:00:00Z')],
      ),
    ).toBe(at);
    // …one sent after it answers it; a closed request calls nobody back.
    expect(
      agreedCallBack(
        'INVIATO PREVENTIVO',
        [note('call', at)],
        [created, change('2030-01-02T09:30:00Z')],
      ),
    ).toBeNull();
    // The family accepted the quote: past what the call was about, it ends (also well before the
    // agreed moment); a pause keeps it.
    const accepted = {
      ...change('2030-01-01T11:00:00Z', 'PREVENTIVO ACCETTATO'),
      fromStatus: 'INVIATO PREVENTIVO' as const,
    };
    expect(
      agreedCallBack(
        'PREVENTIVO ACCETTATO',
        [note('call', at)],
        [created, change('2030-01-01T10:00:00Z'), accepted],
      ),
    ).toBeNull();
    expect(
      agreedCallBack(
        'STAND BY',
        [note('call', at)],
        [created, change('2030-01-01T10:00:00Z', 'STAND BY')],
      ),
    ).toBe(at);
    // A move before the call does not end what the call agreed afterwards.
    expect(
      agreedCallBack(
        'SELEZIONE COMPLETATA',
        [note('call', at)],
        [
          {
            ...change('2030-01-01T07:30:00Z', 'SELEZIONE COMPLETATA'),
            fromStatus: 'COLLOQUIO PRENOTATO',
          },
        ],
      ),
    ).toBe(at);
    expect(agreedCallBack('NON RISPONDE', [note('call', at)], [created])).toBeNull();
    // The interview and the payment hold keep their own clocks.
    expect(agreedCallBack('COLLOQUIO PRENOTATO', [note('call', at)], [created])).toBeNull();
    expect(agreedCallBack('DA PAGARE', [note('call', at)], [created])).toBeNull();
  });

  it('counts down the payment hold and flags its last three hours', () => {
    const early = waitingFor(row('DA PAGARE', { holdExpiresAt: '2030-01-01T20:00:00Z' }), now);
    expect(early).toEqual({ label: 'Riserva scade tra 10 h', who: 'customer', urgent: false });
    const late = waitingFor(row('DA PAGARE', { holdExpiresAt: '2030-01-01T13:00:00Z' }), now);
    expect(late).toEqual({ label: 'Riserva scade tra 3 h', who: 'customer', urgent: true });
    expect(
      waitingFor(row('DA PAGARE', { holdExpiresAt: '2030-01-01T09:00:00Z' }), now).urgent,
    ).toBe(true);
  });

  it('knows when candidates are ready and when an interview needs its outcome', () => {
    expect(waitingFor(row('SELEZIONE ATTIVA', { unpublishedCandidates: 2 }), now).label).toBe(
      'Profili da inviare (2 pronti)',
    );
    expect(waitingFor(row('SELEZIONE ATTIVA'), now).label).toBe('Candidati da cercare');
    expect(
      waitingFor(row('COLLOQUIO PRENOTATO', { interviewAt: '2030-01-02T09:00:00Z' }), now),
    ).toMatchObject({ who: 'nobody', label: expect.stringMatching(/^Colloquio 2 gen 2030/) });
    expect(
      waitingFor(row('COLLOQUIO PRENOTATO', { interviewAt: '2029-12-31T09:00:00Z' }), now),
    ).toMatchObject({ who: 'us', urgent: true, label: 'Esito del colloquio da registrare' });
  });
});

describe('how long a request has waited in its status', () => {
  it('says minutes, hours, then days', () => {
    const at = (ms: number) => new Date(now.getTime() - ms).toISOString();
    expect(waitedFor(at(20_000), now)).toBe('meno di 1 min');
    expect(waitedFor(at(12 * 60_000), now)).toBe('12 min');
    expect(waitedFor(at(3 * 3_600_000 + 59 * 60_000), now)).toBe('3 h');
    expect(waitedFor(at(2 * 86_400_000 + 5 * 3_600_000), now)).toBe('2 giorni');
  });

  it('makes the family’s turn ours while a message of theirs waits for an answer', () => {
    expect(waitingFor(row('INVIATO PREVENTIVO'), now)).toMatchObject({ who: 'customer' });
    expect(waitingFor(row('INVIATO PREVENTIVO', { openAssistance: 1 }), now)).toEqual({
      label: 'Famiglia in attesa di risposta',
      who: 'us',
      urgent: false,
    });
    expect(waitingFor(row('INVIATO CV', { openAssistance: 1 }), now).who).toBe('us');
    expect(waitingFor(row('DA PAGARE', { openAssistance: 1 }), now).who).toBe('us');
  });

  it('says the family asks for other profiles, their turn passed to us', () => {
    expect(
      waitingFor(row('INVIATO CV', { openAssistance: 1, openOtherProfiles: true }), now),
    ).toEqual({ label: 'La famiglia chiede altri profili', who: 'us', urgent: false });
  });

  it('says the family asks to move the booked interview, no longer nobody’s turn', () => {
    const interviewAt = new Date(now.getTime() + 2 * 86_400_000).toISOString();
    expect(waitingFor(row('COLLOQUIO PRENOTATO', { interviewAt }), now).who).toBe('nobody');
    expect(
      waitingFor(
        row('COLLOQUIO PRENOTATO', { interviewAt, openAssistance: 1, openInterviewChange: true }),
        now,
      ),
    ).toEqual({ label: 'La famiglia chiede di spostare il colloquio', who: 'us', urgent: false });
  });

  it('makes a running service our turn while a message of the family waits for an answer', () => {
    expect(waitingFor(row('SELEZIONE COMPLETATA'), now)).toMatchObject({ who: 'nobody' });
    // The first day still ahead (Italy's day): its date, not 'in corso'.
    expect(waitingFor(row('SELEZIONE COMPLETATA', { serviceStart: '2030-01-07' }), now).label).toBe(
      'Inizio servizio 7 gen 2030',
    );
    expect(waitingFor(row('SELEZIONE COMPLETATA', { serviceStart: '2030-01-01' }), now).label).toBe(
      'Servizio in corso',
    );
    // Its estimated last day past (Italy's day: 23:30 UTC on 31 Dec is 1 Jan in Rome): concluded.
    const ended = { serviceStart: '2029-11-01', serviceEnd: '2029-12-31' };
    expect(waitingFor(row('SELEZIONE COMPLETATA', ended), now).label).toBe(
      'Servizio concluso il 31 dic 2029',
    );
    expect(
      waitingFor(row('SELEZIONE COMPLETATA', ended), new Date('2029-12-31T23:30:00Z')).label,
    ).toBe('Servizio concluso il 31 dic 2029');
    expect(
      waitingFor(row('SELEZIONE COMPLETATA', ended), new Date('2029-12-31T22:30:00Z')).label,
    ).toBe('Servizio in corso');
    expect(waitingFor(row('SELEZIONE COMPLETATA', { openAssistance: 1 }), now)).toEqual({
      label: 'Famiglia in attesa di risposta',
      who: 'us',
      urgent: false,
    });
    expect(waitingFor(row('STAND BY', { openAssistance: 2 }), now).who).toBe('us');
    expect(waitingFor(row('NON RISPONDE', { openAssistance: 1 }), now).who).toBe('us');
    // A booked interview still ahead waits for nobody either; a status that is already our
    // move says what the move is.
    expect(
      waitingFor(
        row('COLLOQUIO PRENOTATO', { openAssistance: 1, interviewAt: '2030-01-02T09:00:00Z' }),
        now,
      ).label,
    ).toBe('Famiglia in attesa di risposta');
    expect(waitingFor(row('NUOVA', { openAssistance: 1 }), now).label).toBe(
      'Preventivo da inviare',
    );
  });
});
