import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { mockApi } from '@/testing/mock-fetch';
import { renderRoute } from '@/testing/render';
import type { RequestWorkspace } from '../api/get-request';
import { candidateFixture, workspaceFixture } from '../testing/fixtures';
import { InterviewCard } from './interview-card';

vi.mock('@/lib/auth', () => import('@/testing/fake-auth'));

const appointment = {
  id: 1,
  requestId: 42,
  dateTime: '2030-12-03T17:00:00.000Z',
  place: 'Via Roma 1, Torino',
  videoLink: null,
  notes: null,
  caregiver: { docRef: 'cg-chiara', name: 'Chiara', surname: 'Esposito' },
  createdAt: '2030-12-01T09:00:00.000Z',
};

/** Chiara Esposito, chosen and paid on 30 November 2030. */
const chosenChiara = () =>
  candidateFixture('Chiara Esposito', {
    phase: 'CHOSEN',
    chosenAt: '2030-11-30T09:00:00.000Z',
    acceptedAt: '2030-11-30T10:00:00.000Z',
  });

/** Chiara Esposito, chosen on 30 November 2030 and gone after the interview of 3 December. */
const goneChiara = (extra: Parameters<typeof candidateFixture>[1] = {}) =>
  candidateFixture('Chiara Esposito', {
    chosenAt: '2030-11-30T09:00:00.000Z',
    endedAt: '2030-12-03T18:00:00.000Z',
    ...extra,
  });

/** A request whose interview with Chiara Esposito is booked, and may still move. */
const booked = (overrides: Partial<RequestWorkspace> = {}) =>
  workspaceFixture({
    id: 42,
    status: 'COLLOQUIO PRENOTATO',
    appointment,
    interviewReschedulable: true,
    candidates: [chosenChiara()],
    ...overrides,
  });

const render = (request: RequestWorkspace) => {
  mockApi({});
  renderRoute(<InterviewCard request={request} onReschedule={() => {}} />);
  return screen.getByRole('region', { name: 'Colloquio' });
};

describe('the interview card, for the tutor', () => {
  it('shows the booked interview as it is, with no outcome', () => {
    const card = render(booked());
    expect(card).toHaveTextContent('Con Chiara Esposito');
    expect(card).toHaveTextContent('Luogo: Via Roma 1, Torino');
    expect(card).not.toHaveTextContent('Non riuscito');
    // No number known for her: nothing to call.
    expect(within(card).queryByRole('link', { name: /^\+?\d/ })).toBeNull();
  });

  it('gives the caregiver’s phone beside their name, to arrange the interview', () => {
    const chosen = chosenChiara();
    chosen.caregiver.phone = '333 987 6543';
    const card = render(booked({ candidates: [chosen] }));
    expect(card).toHaveTextContent('Con Chiara Esposito · 333 987 6543');
    expect(within(card).getByRole('link', { name: '333 987 6543' })).toHaveAttribute(
      'href',
      'tel:3339876543',
    );
  });

  it('says the family asks to move it, with their words, while that ask stands', () => {
    const ask = {
      id: 7,
      requestId: 42,
      type: 'INTERVIEW_CHANGE' as const,
      kind: 'ask' as const,
      answered: false,
      urgent: false,
      message: 'Giovedì dopo le 18',
      createdAt: '2030-12-02T08:30:00.000Z',
      handledAt: null,
      customer: { uid: 'c1', name: 'Anna', surname: 'Bianchi', email: 'a@example.it', phone: null },
      handledBy: null,
    };
    const bookedWithAsk = {
      status: 'COLLOQUIO PRENOTATO' as const,
      interviewReschedulable: true,
      assistance: [ask],
    };
    const card = render(
      workspaceFixture({
        ...bookedWithAsk,
        appointment: { ...appointment, changeAskedAt: ask.createdAt },
      }),
    );
    const alert = within(card).getByRole('alert');
    expect(alert).toHaveTextContent('La famiglia chiede di spostarlo');
    expect(alert).toHaveTextContent('Quando può: Giovedì dopo le 18');
    expect(alert).toHaveTextContent('Chiesto 2 dic 2030, 09:30.');
  });

  it('says nothing of an ask a move answered', () => {
    const card = render(
      workspaceFixture({
        status: 'COLLOQUIO PRENOTATO',
        interviewReschedulable: true,
        appointment: { ...appointment, changeAskedAt: null },
      }),
    );
    expect(card).not.toHaveTextContent('La famiglia chiede di spostarlo');
    // Its day with the weekday, as the family reads it: a tutor plans her week by it.
    expect(card).toHaveTextContent('martedì 3 dic 2030, ore 18:00');
  });

  /** Back to 'Inviato CV' after the interview with `chiara`: it may no longer move. */
  const backToCvs = (chiara: ReturnType<typeof goneChiara>) =>
    workspaceFixture({
      status: 'INVIATO CV',
      appointment,
      interviewReschedulable: false,
      candidates: [chiara],
    });

  it('marks a failed interview as such (as the candidate’s badge says), not as still booked', () => {
    const card = render(backToCvs(goneChiara()));
    expect(card).toHaveTextContent('Non riuscito');
    expect(screen.queryByRole('button', { name: 'Sposta colloquio' })).toBeNull();
  });

  it('does not mark as failed an interview whose caregiver withdrew before it', () => {
    const card = render(backToCvs(goneChiara({ endedReason: 'WITHDRAWN' })));
    expect(card).not.toHaveTextContent('Non riuscito');
  });

  it('does not carry an earlier failure onto a new interview with the same caregiver', () => {
    const card = render(
      workspaceFixture({
        status: 'SELEZIONE COMPLETATA',
        appointment: { ...appointment, createdAt: '2030-12-05T09:00:00.000Z' },
        candidates: [
          goneChiara(),
          candidateFixture('Chiara Esposito', {
            phase: 'CHOSEN',
            chosenAt: '2030-12-04T09:00:00.000Z',
            acceptedAt: '2030-12-04T10:00:00.000Z',
          }),
        ],
      }),
    );
    expect(card).not.toHaveTextContent('Non riuscito');
  });
});

describe('«Annulla colloquio», for the tutor', () => {
  const before = new Date('2030-12-02T09:00:00.000Z');

  it('asks for the reason, says what will happen, and sends it with the note', async () => {
    const calls = mockApi({
      'POST /v1/backoffice/requests/42/interview/cancel': {
        body: { id: 42, status: 'SELEZIONE ATTIVA' },
      },
    });
    renderRoute(<InterviewCard request={booked()} onReschedule={() => {}} now={before} />);
    await userEvent.click(screen.getByRole('button', { name: 'Annulla colloquio' }));
    const dialog = await screen.findByRole('dialog', { name: 'Annulla colloquio' });
    const confirm = within(dialog).getByRole('button', { name: 'Annulla colloquio' });
    // No reason yet: nothing is sent, and the line under the button says why.
    expect(confirm).toBeDisabled();
    expect(confirm).toHaveAccessibleDescription('Da scegliere: Motivo.');
    expect(dialog).toHaveTextContent('Il colloquio con Chiara Esposito fissato per');
    // It opens on the first reason, not on the note below them (from which Shift+Tab reached the
    // last reason, and an arrow key chose the first); the reason that changes less comes first.
    const reasons = within(dialog).getAllByRole('radio');
    expect(reasons.map((radio) => radio.getAttribute('value'))).toEqual([
      'familyAsked',
      'caregiverUnavailable',
    ]);
    await vi.waitFor(() => expect(reasons[0]).toHaveFocus());
    expect(reasons[0]).not.toBeChecked();

    await userEvent.click(
      within(dialog).getByRole('radio', { name: /Il caregiver non è più disponibile/ }),
    );
    expect(dialog).toHaveTextContent('La richiesta torna a «Selezione attiva»');
    expect(dialog).toHaveTextContent('non deve pagare nulla di nuovo');
    await userEvent.click(
      within(dialog).getByRole('radio', { name: /La famiglia ha chiesto di annullare/ }),
    );
    expect(dialog).toHaveTextContent('con lo stesso caregiver');
    // Chiara has no email: the tutor tells her.
    expect(dialog).toHaveTextContent(
      'Chiara Esposito non ha un indirizzo email: avvisa tu per telefono che il colloquio è annullato.',
    );
    await userEvent.click(
      within(dialog).getByRole('radio', { name: /Il caregiver non è più disponibile/ }),
    );
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: 'Nota per lo storico' }),
      'Ha la febbre alta',
    );
    expect(confirm).not.toHaveAccessibleDescription();
    await userEvent.click(confirm);
    await vi.waitFor(() =>
      expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
        reason: 'caregiverUnavailable',
        note: 'Ha la febbre alta',
      }),
    );
    expect(await screen.findByText(/il caregiver è stato rilasciato/)).toBeVisible();
  });

  it('says the caregiver with an email reads the call-off too', async () => {
    mockApi({});
    const chiara = chosenChiara();
    const withEmail = { ...chiara, caregiver: { ...chiara.caregiver, email: 'chiara@example.it' } };
    renderRoute(
      <InterviewCard
        request={booked({ candidates: [withEmail] })}
        onReschedule={() => {}}
        now={before}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Annulla colloquio' }));
    const dialog = await screen.findByRole('dialog', { name: 'Annulla colloquio' });
    await userEvent.click(
      within(dialog).getByRole('radio', { name: /La famiglia ha chiesto di annullare/ }),
    );
    expect(dialog).toHaveTextContent(
      'La famiglia riceve un’email di conferma dell’annullamento. Anche Chiara Esposito riceve un’email: non deve presentarsi.',
    );
  });

  it('names the caregiver by the shared full name: none known, no «con» left dangling', async () => {
    mockApi({});
    const nameless = { ...appointment, caregiver: { docRef: 'cg-x', name: ' ', surname: '' } };
    renderRoute(
      <InterviewCard
        request={booked({ appointment: nameless })}
        onReschedule={() => {}}
        now={before}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Annulla colloquio' }));
    const dialog = await screen.findByRole('dialog', { name: 'Annulla colloquio' });
    expect(dialog).toHaveTextContent('Il colloquio fissato per');
    expect(dialog).not.toHaveTextContent('Il colloquio con');
  });

  it('is not offered once the interview has started (its outcome is recorded instead)', () => {
    mockApi({});
    renderRoute(
      <InterviewCard
        request={booked()}
        onReschedule={() => {}}
        now={new Date('2030-12-03T17:30:00.000Z')}
      />,
    );
    expect(screen.getByRole('button', { name: 'Sposta colloquio' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Annulla colloquio' })).toBeNull();
  });

  it('shows the API’s refusal in the dialog', async () => {
    mockApi({
      'POST /v1/backoffice/requests/42/interview/cancel': {
        status: 409,
        body: {
          error: {
            code: 'CONFLICT',
            message: 'Il colloquio è già iniziato o passato: non si può più annullare.',
          },
        },
      },
    });
    renderRoute(<InterviewCard request={booked()} onReschedule={() => {}} now={before} />);
    await userEvent.click(screen.getByRole('button', { name: 'Annulla colloquio' }));
    const dialog = await screen.findByRole('dialog', { name: 'Annulla colloquio' });
    await userEvent.click(
      within(dialog).getByRole('radio', { name: /La famiglia ha chiesto di annullare/ }),
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Annulla colloquio' }));
    expect(await within(dialog).findByText(/non si può più annullare/)).toBeVisible();
  });
});
