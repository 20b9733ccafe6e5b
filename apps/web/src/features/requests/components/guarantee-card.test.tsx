import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { answerDialog } from '@/testing/dialogs';
import { type ApiCall, mockApi } from '@/testing/mock-fetch';
import { signedInOnDesktop } from '@/testing/viewport';
import { serviceSummary } from '../testing/fixtures';
import { renderDetail, requestIn } from '../testing/render-detail';

vi.mock('@/lib/auth', () => import('@/testing/fake-auth'));

/** Request 10 paid on 1 January 2030; today is 10 January. */
const paid = (overrides: object = {}) => ({
  ...requestIn('SELEZIONE COMPLETATA'),
  paidAt: '2030-01-01T10:00:00.000Z',
  paidCents: 19600,
  guaranteeRenewalOffAt: null,
  ...overrides,
});

describe('the NO PROBLEM guarantee on the request page', () => {
  signedInOnDesktop();
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2030-01-10T10:00:00.000Z'));
  });
  afterEach(() => vi.useRealTimers());

  const api = (request: object, onPut?: (call: ApiCall) => object) => {
    let current = request;
    return mockApi({
      'GET /v2/requests/10': () => ({ body: current }),
      'GET /v1/services/3/summary': () => ({ body: serviceSummary }),
      'GET /v1/request-service-records/request/10': () => ({ body: [] }),
      'PUT /v2/requests/10/guarantee-renewal': (call) => {
        const answer = onPut?.(call) ?? {};
        current = { ...current, ...answer };
        return { body: answer };
      },
    });
  };

  it('says until when it covers, and switches the renewal off after asking', async () => {
    const calls = api(paid(), () => ({ guaranteeRenewalOffAt: '2030-01-10T10:00:00.000Z' }));
    renderDetail();
    const card = await screen.findByRole('region', { name: 'Garanzia NO PROBLEM' });
    await waitFor(() =>
      expect(card).toHaveTextContent(
        'Attiva fino al 30 gennaio 2030 compreso: se il caregiver non fa per te, lo sostituiamo senza costi aggiuntivi. Poi si rinnova per altri 30 giorni (32,00 €).',
      ),
    );
    expect(card).not.toHaveTextContent('La sostituzione già in corso');
    // Asked first: 'Annulla' changes nothing.
    await answerDialog(
      within(card).getByRole('button', { name: 'Disattiva il rinnovo' }),
      'Disattivare il rinnovo della garanzia?',
      'Annulla',
    );
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);

    const dialog = await answerDialog(
      within(card).getByRole('button', { name: 'Disattiva il rinnovo' }),
      'Disattivare il rinnovo della garanzia?',
      'Disattiva il rinnovo',
    );
    expect(dialog).toHaveTextContent(
      'La garanzia resta attiva fino al 30 gennaio 2030 compreso; dopo, se il caregiver non fa per te, la sostituzione non è più compresa.',
    );
    expect(await screen.findByText('Rinnovo della garanzia disattivato.')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ renew: false });
    await waitFor(() =>
      expect(card).toHaveTextContent(
        'Rinnovo disattivato: la garanzia resta attiva fino al 30 gennaio 2030 compreso, poi termina senza altri costi.',
      ),
    );
    await userEvent.click(within(card).getByRole('button', { name: 'Riattiva il rinnovo' }));
    expect(await screen.findByText('Rinnovo della garanzia riattivato.')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'PUT').at(-1)?.body).toEqual({ renew: true });
  });

  it('tells a family waiting for a substitute that the substitution stays free', async () => {
    // The tutor's new selection for it running: still the substitution asked.
    api(paid({ status: 'SELEZIONE ATTIVA', substitutionAskedAt: '2030-01-08T10:00:00.000Z' }));
    renderDetail();
    const card = await screen.findByRole('region', { name: 'Garanzia NO PROBLEM' });
    const free =
      'La sostituzione già in corso resta compresa: scegliere il sostituto non comporta nuovi addebiti.';
    await waitFor(() => expect(card).toHaveTextContent(free));
    const dialog = await answerDialog(
      within(card).getByRole('button', { name: 'Disattiva il rinnovo' }),
      'Disattivare il rinnovo della garanzia?',
      'Annulla',
    );
    expect(dialog).toHaveTextContent(free);
  });

  it('says the switch does not stop the service, and how to stop, linking the messages', async () => {
    api(paid());
    renderDetail();
    const card = await screen.findByRole('region', { name: 'Garanzia NO PROBLEM' });
    await waitFor(() =>
      expect(card).toHaveTextContent(
        'Disattivare il rinnovo ferma solo la garanzia, non il servizio. Non ti serve più? Scrivilo al tuo family tutor nei messaggi: chiude la richiesta e ti dice se e quanto ti rimborsiamo.',
      ),
    );
    expect(within(card).getByRole('link', { name: 'nei messaggi' })).toHaveAttribute(
      'href',
      '#messaggi',
    );
  });

  it('once ended says so, with no switch', async () => {
    api(
      paid({
        guaranteeRenewalOffAt: '2029-12-01T10:00:00.000Z',
        paidAt: '2029-11-20T10:00:00.000Z',
      }),
    );
    renderDetail();
    const card = await screen.findByRole('region', { name: 'Garanzia NO PROBLEM' });
    await waitFor(() =>
      expect(card).toHaveTextContent(
        'La garanzia è terminata il 19 dicembre 2029: per attivarla di nuovo scrivi al tuo family tutor.',
      ),
    );
    expect(within(card).queryByRole('button')).toBeNull();
  });

  it('is not shown before the payment, nor on a closed request', async () => {
    api(requestIn('DA PAGARE'));
    const { unmount } = renderDetail();
    await screen.findByRole('region', { name: 'Dettagli della richiesta' });
    expect(screen.queryByRole('region', { name: 'Garanzia NO PROBLEM' })).toBeNull();
    unmount();
    api(paid({ status: 'NON_RISPONDE' }));
    renderDetail();
    await screen.findByRole('region', { name: 'Dettagli della richiesta' });
    expect(screen.queryByRole('region', { name: 'Garanzia NO PROBLEM' })).toBeNull();
  });
});
