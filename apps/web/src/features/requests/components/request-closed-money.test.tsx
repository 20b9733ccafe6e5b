import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { mockApi } from '@/testing/mock-fetch';
import { signedInOnDesktop } from '@/testing/viewport';
import { serviceSummary } from '../testing/fixtures';
import { renderDetail, requestIn } from '../testing/render-detail';

vi.mock('@/lib/auth', () => import('@/testing/fake-auth'));

const refunded = { amountCents: 31700, at: '2026-12-10T10:00:00.000Z' };

/** Request 10, closed after its payment (`money`: what became of it). */
function showClosed(money: object) {
  mockApi({
    'GET /v2/requests/10': () => ({
      body: {
        ...requestIn("NON PIU' INTERESSATO"),
        statusBeforeClosing: 'SELEZIONE COMPLETATA',
        guaranteeRenewalOffAt: null,
        ...money,
      },
    }),
    'GET /v1/services/3/summary': () => ({ body: serviceSummary }),
    'GET /v1/request-service-records/request/10': () => ({ body: [] }),
  });
  renderDetail();
  return screen.findByRole('region', { name: 'Dettagli della richiesta' });
}

/** What a closed request's page says of the family's money: the payment, kept or given back. */
describe('a closed request’s money on its page', () => {
  signedInOnDesktop();

  it('refunded: the payment stays in the details, with what went back and when', async () => {
    const details = await showClosed({ paidAt: null, paidCents: null, refunded });
    expect(details).toHaveTextContent('PagamentoRimborsati 317,00 € il 10 dic 2026');
  });

  it('one payment kept, a second given back: both, the payment and the refund', async () => {
    const details = await showClosed({
      paidAt: '2026-12-08T10:00:00.000Z',
      paidCents: 31700,
      refunded,
    });
    expect(details).toHaveTextContent(
      'Pagamento317,00 € l’8 dic 2026 · rimborsati 317,00 € il 10 dic 2026',
    );
  });

  it('part of the payment given back (terms §6): how much of what was paid', async () => {
    const details = await showClosed({
      paidAt: null,
      paidCents: null,
      refunded: { ...refunded, amountCents: 12000, paidCents: 31700 },
    });
    expect(details).toHaveTextContent(
      'PagamentoRimborsati 120,00 € dei 317,00 € pagati il 10 dic 2026',
    );
  });

  it('kept: the details keep the payment; the status says the renewal charges no more', async () => {
    const details = await showClosed({ paidAt: '2026-12-08T10:00:00.000Z', paidCents: 31700 });
    expect(details).toHaveTextContent('Pagamento317,00 € l’8 dic 2026');
    expect(details).not.toHaveTextContent('rimborsati');
    await waitFor(() =>
      expect(
        screen.getByRole('region', { name: /ci risulta che non ti serva più/ }),
      ).toHaveTextContent(
        'La garanzia NO PROBLEM non si rinnova più: non ti addebiteremo altro. Per domande sul pagamento scrivi al tuo family tutor.',
      ),
    );
  });
});
