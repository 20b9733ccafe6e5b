import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { signInAs } from '@/testing/fake-auth';
import { mockApi } from '@/testing/mock-fetch';
import { renderRoute } from '@/testing/render';
import { makeQuotedRequest, serviceSummary } from '../testing/fixtures';
import { RequestQuotePage } from './request-quote-page';

vi.mock('@/lib/auth', () => import('@/testing/fake-auth'));

const withdrawal =
  'Puoi recedere entro 14 giorni dall’accettazione del preventivo scrivendo al tuo family tutor nei messaggi della richiesta: se la selezione è già iniziata paghi solo la parte svolta. Dettagli nei Termini e condizioni, punto 6.';

/** The quote page of request 7, as the API gives it. */
function showQuote(request: object) {
  mockApi({
    'GET /v2/requests/7': () => ({ body: makeQuotedRequest(request) }),
    'GET /v1/services/3/summary': () => ({ body: serviceSummary }),
    'GET /v1/caregiver-selection/request/7/phase/SELECTED': () => ({ body: [] }),
    'GET /v1/caregiver-selection/request/7/phase/CHOSEN': () => ({ body: [] }),
  });
  renderRoute([{ path: '/dashboard/request-quote/:requestId', element: <RequestQuotePage /> }], {
    path: '/dashboard/request-quote/7',
  });
  return screen.findByRole('region', { name: 'Il tuo preventivo' });
}

/**
 * A family that pays and may then want to stop: before paying the quote says how to withdraw and
 * what is paid then; once the request is closed, its amount reads as paid or given back, and no
 * renewal is announced.
 */
describe('the quote page and the money of a family that stops', () => {
  beforeEach(() => signInAs());
  afterEach(() => vi.restoreAllMocks());

  it.each(['INVIATO PREVENTIVO', 'DA PAGARE'])(
    'in %s, under the amount to pay: how to withdraw, with the terms linked',
    async (status) => {
      const card = await showQuote({ status });
      const payNow = await within(card).findByRole('region', { name: 'Da pagare a Equilibrio' });
      expect(payNow).toHaveTextContent(withdrawal);
      const link = within(payNow).getByRole('link', { name: 'Termini e condizioni' });
      expect(link).toHaveAttribute('href', '/termini');
    },
  );

  it('paid, still open: no withdrawal line under “Già pagato”', async () => {
    const card = await showQuote({ status: 'PAGATO', paidAt: '2026-11-25T10:00:00.000Z' });
    const paid = await within(card).findByRole('region', { name: 'Già pagato' });
    expect(paid).not.toHaveTextContent('Puoi recedere');
  });

  it('closed after paying: “Pagato a Equilibrio”, and no renewal to come', async () => {
    const card = await showQuote({
      status: "NON PIU' INTERESSATO",
      paidAt: '2026-11-25T10:00:00.000Z',
      paidCents: 19600,
    });
    const paid = await within(card).findByRole('region', { name: 'Pagato a Equilibrio' });
    expect(paid).toHaveTextContent('Totale196,00 €');
    expect(paid).not.toHaveTextContent('Puoi recedere');
    expect(within(card).queryByRole('region', { name: 'Da pagare a Equilibrio' })).toBeNull();
    expect(within(card).queryByRole('region', { name: 'Poi' })).toBeNull();
    expect(card).not.toHaveTextContent('Rinnovo garanzia NO PROBLEM');
  });

  it('closed and refunded: “Rimborsato”, how much and when', async () => {
    const card = await showQuote({
      status: "NON PIU' INTERESSATO",
      paidAt: null,
      paidCents: null,
      refunded: { amountCents: 19600, at: '2026-12-10T10:00:00.000Z' },
    });
    const back = await within(card).findByRole('region', { name: 'Rimborsato' });
    expect(back).toHaveTextContent('Rimborsati 196,00 € il 10 dic 2026.');
    expect(back).not.toHaveTextContent('Puoi recedere');
    expect(within(card).queryByRole('region', { name: 'Poi' })).toBeNull();
  });

  it('closed with the refund still to make: “Rimborso in corso”', async () => {
    const card = await showQuote({
      status: 'NON RISPONDE',
      paidAt: null,
      refundOwedCents: 19600,
    });
    expect(
      await within(card).findByRole('region', { name: 'Rimborso in corso' }),
    ).toHaveTextContent('Totale196,00 €');
    expect(within(card).queryByRole('region', { name: 'Da pagare a Equilibrio' })).toBeNull();
  });
});
