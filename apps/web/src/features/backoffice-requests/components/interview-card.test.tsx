import { screen } from '@testing-library/react';
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

const render = (request: RequestWorkspace) => {
  mockApi({});
  renderRoute(<InterviewCard request={request} onReschedule={() => {}} />);
  return screen.getByRole('region', { name: 'Colloquio' });
};

describe('the interview card, for the tutor', () => {
  it('shows the booked interview as it is, with no outcome', () => {
    const card = render(
      workspaceFixture({
        status: 'COLLOQUIO PRENOTATO',
        appointment,
        interviewReschedulable: true,
        candidates: [
          candidateFixture('Chiara Esposito', {
            phase: 'CHOSEN',
            chosenAt: '2030-11-30T09:00:00.000Z',
            acceptedAt: '2030-11-30T10:00:00.000Z',
          }),
        ],
      }),
    );
    expect(card).toHaveTextContent('Con Chiara Esposito');
    expect(card).toHaveTextContent('Luogo: Via Roma 1, Torino');
    expect(card).not.toHaveTextContent('Non riuscito');
  });

  it('marks a failed interview as such (as the candidate’s badge says), not as still booked', () => {
    const card = render(
      workspaceFixture({
        status: 'INVIATO CV',
        appointment,
        interviewReschedulable: false,
        candidates: [
          candidateFixture('Chiara Esposito', {
            chosenAt: '2030-11-30T09:00:00.000Z',
            endedAt: '2030-12-03T18:00:00.000Z',
          }),
        ],
      }),
    );
    expect(card).toHaveTextContent('Non riuscito');
    expect(screen.queryByRole('button', { name: 'Sposta colloquio' })).toBeNull();
  });

  it('does not carry an earlier failure onto a new interview with the same caregiver', () => {
    const card = render(
      workspaceFixture({
        status: 'SELEZIONE COMPLETATA',
        appointment: { ...appointment, createdAt: '2030-12-05T09:00:00.000Z' },
        candidates: [
          candidateFixture('Chiara Esposito', {
            chosenAt: '2030-11-30T09:00:00.000Z',
            endedAt: '2030-12-03T18:00:00.000Z',
          }),
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
