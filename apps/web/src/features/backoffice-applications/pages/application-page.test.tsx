import type { Application } from '@equilibrio/contract/caregiver-applications';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { mockApi } from '@/testing/mock-fetch';
import { renderRoute } from '@/testing/render';
import { ApplicationPage } from './application-page';

vi.mock('@/lib/auth', () => import('@/testing/fake-auth'));

const received: Application = {
  id: 7,
  name: 'Giulia',
  surname: 'Ferri',
  email: 'giulia.ferri@example.it',
  comune: '001272',
  comuneLabel: 'Torino (TO)',
  types: ['babysitter'],
  status: 'IN_REVIEW',
  checkKinds: [],
  createdAt: '2026-12-01T09:00:00.000Z',
  phone: '+39 333 123 4567',
  birthDate: '1994-05-02',
  province: 'TO',
  workComuni: [],
  workProvinces: ['TO'],
  languages: ['italian'],
  skills: [],
  yearsOfExperience: 6,
  availability: [],
  liveIn: false,
  presentation: null,
  photoUrl: null,
  cvUrl: null,
  consentVersion: '1.1',
  declineReason: null,
  decidedAt: null,
  decidedByName: null,
  caregiverDocRef: null,
  checks: [],
  updatedAt: '2026-12-01T09:00:00.000Z',
};

/** The application as the server keeps it: changed by the decision the screen sends. */
function serveApplication() {
  let current = received;
  const decide = (change: Partial<Application>) => {
    current = {
      ...current,
      decidedAt: '2026-12-07T10:00:00.000Z',
      decidedByName: 'Sara Bianchi',
      ...change,
    };
    return { body: current };
  };
  return mockApi({
    'GET /v1/backoffice/caregiver-applications/7': () => ({ body: current }),
    'POST /v1/backoffice/caregiver-applications/7/accept': () =>
      decide({ status: 'ACCEPTED', caregiverDocRef: 'cg-giulia' }),
    'POST /v1/backoffice/caregiver-applications/7/decline': ({ body }) =>
      decide({ status: 'DECLINED', declineReason: (body as { reason: string }).reason }),
  });
}

/** Application #7's page, `button` pressed: the user, and the dialog it opened. */
async function openDecision(button: string, dialogName: string) {
  const user = userEvent.setup();
  renderRoute(<ApplicationPage id={7} />);
  await user.click(await screen.findByRole('button', { name: button }));
  return { user, dialog: await screen.findByRole('dialog', { name: dialogName }) };
}

describe('deciding on an application', () => {
  // The decision's buttons go with their card: the keyboard was left on the checks below it.
  it('accepted: the keyboard goes on from what was decided', async () => {
    serveApplication();
    const { user, dialog } = await openDecision('Accogli la candidatura', 'Accogli la candidatura');
    await user.click(within(dialog).getByRole('button', { name: 'Accogli comunque' }));
    const outcome = await screen.findByRole('alert', { name: /Candidatura accolta/ });
    await waitFor(() => expect(outcome).toHaveFocus());
  });

  it('names an expired criminal record among the checks missing before accepting', async () => {
    const check = (kind: Application['checks'][number]['kind'], checkedOn: string, id: number) => ({
      id,
      kind,
      checkedOn,
      reference: null,
      notes: null,
      tutorUid: null,
      tutorName: null,
      createdAt: '2026-12-01T09:00:00.000Z',
    });
    mockApi({
      'GET /v1/backoffice/caregiver-applications/7': {
        body: {
          ...received,
          checks: [
            check('identity-document', '2026-11-01', 1),
            check('references', '2026-11-01', 2),
            check('agency-interview', '2026-11-01', 3),
            check('first-aid', '2026-11-01', 4),
            check('criminal-record', '2025-01-01', 5),
          ],
        },
      },
    });
    const { dialog } = await openDecision('Accogli la candidatura', 'Accogli la candidatura');
    expect(dialog).toHaveTextContent('Manca una verifica');
    expect(dialog).toHaveTextContent(
      'Casellario giudiziale in corso di validità (quello registrato è scaduto). Puoi registrarla anche dopo',
    );
  });

  it('declined: the same, with the reason kept for the tutors', async () => {
    serveApplication();
    const { user, dialog } = await openDecision('Non accogliere', 'Non accogliere la candidatura');
    await user.type(within(dialog).getByRole('textbox'), 'Nessuna esperienza con i neonati');
    await user.click(within(dialog).getByRole('button', { name: 'Non accogliere' }));
    const outcome = await screen.findByRole('alert', { name: /Candidatura non accolta/ });
    expect(outcome).toHaveTextContent('Nessuna esperienza con i neonati');
    await waitFor(() => expect(outcome).toHaveFocus());
  });

  it('opened already decided: the page does not move the keyboard there', async () => {
    mockApi({
      'GET /v1/backoffice/caregiver-applications/7': {
        body: { ...received, status: 'DECLINED', declineReason: 'Fuori zona' },
      },
    });
    renderRoute(<ApplicationPage id={7} />);
    expect(await screen.findByRole('alert', { name: /Candidatura non accolta/ })).not.toHaveFocus();
  });
});
