import type { BackofficePayment } from '@equilibrio/contract/backoffice';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '@/testing/render';
import { PaymentsCard } from './payments-card';

const payment = (overrides: Partial<BackofficePayment>): BackofficePayment => ({
  id: 1,
  provider: 'sandbox',
  providerRef: 'ref_0123456789abcdef',
  amountCents: 19600,
  currency: 'eur',
  status: 'open',
  failureReason: null,
  refundRequired: false,
  refundReason: null,
  refunded: null,
  createdAt: '2030-01-01T09:00:00.000Z',
  paidAt: null,
  closedAt: null,
  ...overrides,
});

describe('the request’s payments, for the tutor', () => {
  it('says a checkout still open had a card declined, and why', () => {
    const reason =
      'Ultimo tentativo rifiutato (1 gen 2030, 10:05, carta che termina con 0002): La carta è stata rifiutata dalla banca emittente.';
    renderRoute(<PaymentsCard payments={[payment({ failureReason: reason })]} />);
    const card = screen.getByRole('region', { name: 'Pagamenti' });
    expect(within(card).getByText('In corso')).toBeVisible();
    expect(within(card).getByText('Carta rifiutata')).toBeVisible();
    expect(card).toHaveTextContent(reason);
  });

  it('says nothing of a decline on an open checkout without one, nor on a paid one', () => {
    renderRoute(
      <PaymentsCard
        payments={[
          payment({}),
          payment({
            id: 2,
            status: 'paid',
            paidAt: '2030-01-01T10:00:00.000Z',
            failureReason: 'Sostituito da un nuovo checkout.',
          }),
        ]}
      />,
    );
    expect(screen.queryByText('Carta rifiutata')).toBeNull();
  });
});
