import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { mockApi } from '@/testing/mock-fetch';
import { signedInOnDesktop } from '@/testing/viewport';
import { appointment, makeCaregiver, serviceSummary } from '../testing/fixtures';
import { renderDetail, requestIn } from '../testing/render-detail';

vi.mock('@/lib/auth', () => import('@/testing/fake-auth'));

/** Request 10, a paid service whose caregiver is being replaced (asked on 1 Dec 2030). */
const substitutionAskedAt = '2030-12-01T09:00:00.000Z';
const paidAt = '2030-11-01T10:00:00.000Z';

describe('a substitution on a request already paid, as the family reads it', () => {
  signedInOnDesktop();

  it('asks to confirm the substitute’s choice, with no charge, not «Da pagare» with «Effettua pagamento»', async () => {
    mockDaPagare({ paidAt });
    renderDetail();
    const button = await screen.findByRole('button', {
      name: 'Conferma la scelta (nessun addebito) — richiesta #10',
    });
    expect(button).toHaveTextContent('Conferma la scelta (nessun addebito)');
    expect(screen.getByText('Nessun nuovo addebito: vale il pagamento che hai già effettuato.'));
    const nextStep = screen.getByTestId('next-step');
    expect(nextStep).toHaveTextContent(
      /^Conferma la scelta\. Prossimo passo: tocca a te confermare/,
    );
    expect(nextStep).not.toHaveTextContent('Da pagare');
    expect(screen.queryByRole('button', { name: /Effettua pagamento/ })).toBeNull();
  });

  it('keeps the spec’s «Da pagare» and «Effettua pagamento» when the choice is to be paid', async () => {
    mockDaPagare({ paidAt: null });
    renderDetail();
    expect(
      await screen.findByRole('button', { name: 'Effettua pagamento — richiesta #10' }),
    ).toBeVisible();
    await waitFor(() => expect(screen.getByTestId('next-step')).toHaveTextContent(/^Da pagare\./));
  });

  it('with the substitute’s interview booked, tells the substitute from the caregiver at work', async () => {
    mockApiForInterview();
    renderDetail();
    const maria = await screen.findByRole('article', { name: 'María Fernández' });
    // The service's start is the replaced caregiver's: not «In corso», and nobody to replace yet.
    await waitFor(() =>
      expect(within(maria).getByText('Sostituto · colloquio il 10 dic 2030')).toBeVisible(),
    );
    expect(within(maria).queryByText('In corso')).toBeNull();
    expect(within(maria).queryByRole('button', { name: 'Sostituisci' })).toBeNull();
    // Paid for (COLLOQUIO PRENOTATO is a paid status): her phone, to arrange the interview.
    expect(within(maria).getByRole('link', { name: '+39 347 000 2222' })).toBeVisible();
    // The caregiver being replaced stays as she was.
    const martina = screen.getByRole('article', { name: 'Martina Rossi' });
    expect(within(martina).getByText('Da sostituire')).toBeVisible();
    expect(within(martina).getByRole('button', { name: 'Sostituisci' })).toBeDisabled();
  });
});

function mockDaPagare({ paidAt }: { paidAt: string | null }) {
  mockApi({
    'GET /v2/requests/10': () => ({
      body: {
        ...requestIn('DA_PAGARE'),
        paidAt,
        substitutionAskedAt: paidAt ? substitutionAskedAt : null,
        holdExpiresAt: '2030-12-05T10:00:00.000Z',
      },
    }),
    'GET /v1/services/3/summary': () => ({ body: serviceSummary }),
    'GET /v1/request-service-records/request/10': () => ({ body: [] }),
    'GET /v1/caregiver-selection/request/10/phase/CHOSEN': () => ({
      body: [
        makeCaregiver('María Fernández', {
          chosen: true,
          chosenAt: '2030-12-04T10:00:00.000Z',
          holdExpiresAt: '2030-12-05T10:00:00.000Z',
        }),
      ],
    }),
  });
}

function mockApiForInterview() {
  mockApi({
    'GET /v2/requests/10': () => ({
      body: {
        ...requestIn('COLLOQUIO PRENOTATO'),
        paidAt,
        substitutionAskedAt,
        interviewAt: '2030-12-10T16:00:00.000Z',
      },
    }),
    'GET /v1/request-service-records/request/10': () => ({ body: [] }),
    'GET /v1/scheduled-appointments/find/10': () => ({
      body: {
        ...appointment,
        dateTime: '2030-12-10T16:00:00.000Z',
        caregiver: { docRef: 'cg-maría-fernández', name: 'María', surname: 'Fernández' },
      },
    }),
    'GET /v1/caregiver-selection/request/10/phase/CHOSEN': () => ({
      body: [
        makeCaregiver('Martina Rossi', {
          chosen: true,
          started: true,
          chosenAt: '2030-10-30T10:00:00.000Z',
          acceptedAt: '2030-11-01T10:00:00.000Z',
          substitutionRequestedAt: substitutionAskedAt,
          phone: '+39 347 000 1111',
        }),
        // Confirmed after the ask: the server's `started` is the service's (begun with Martina).
        makeCaregiver('María Fernández', {
          chosen: true,
          started: true,
          chosenAt: '2030-12-04T10:00:00.000Z',
          acceptedAt: '2030-12-04T10:05:00.000Z',
          phone: '+39 347 000 2222',
        }),
      ],
    }),
  });
}
