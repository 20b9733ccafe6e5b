import type { BackofficePayment } from '@equilibrio/contract/backoffice';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '@/testing/mock-fetch';
import { renderRoute } from '@/testing/render';
import { type RequestWorkspace, useRequest } from '../api/get-request';
import { paymentFixture, quotedFixture, workspaceFixture } from '../testing/fixtures';
import { PaymentsCard } from './payments-card';

vi.mock('@/lib/auth', () => import('@/testing/fake-auth'));

afterEach(() => vi.unstubAllGlobals());

const payment = paymentFixture;

const toRefund = payment({
  id: 4,
  status: 'paid',
  paidAt: '2030-01-02T10:00:00.000Z',
  refundRequired: true,
  refundReason: 'Pagamento arrivato dopo la scadenza della riserva del profilo: da rimborsare.',
});

const refunded: BackofficePayment = {
  ...toRefund,
  refunded: {
    at: '2030-01-08T15:30:00.000Z',
    by: { uid: 't1', name: 'Anna', surname: 'Verdi', email: 'anna@equilibrio.test' },
    note: null,
  },
};

/** The card as the request page shows it: fed by the request's query, refreshed after a change. */
function CardOfRequest() {
  const { data } = useRequest(7);
  return data ? <PaymentsCard payments={data.payments} /> : null;
}

describe('the request’s payments, for the tutor', () => {
  describe('the NO PROBLEM guarantee under them', () => {
    beforeEach(() => {
      vi.useFakeTimers({ toFake: ['Date'] });
      vi.setSystemTime(new Date('2030-01-10T10:00:00.000Z'));
    });
    afterEach(() => vi.useRealTimers());

    const paid = payment({ id: 2, status: 'paid', paidAt: '2030-01-01T10:00:00.000Z' });
    /** Paid on 1 January 2030: covered to the 30th, renewed then. */
    const request = (overrides: Partial<RequestWorkspace> = {}) =>
      workspaceFixture({
        status: 'SELEZIONE COMPLETATA',
        ...quotedFixture('2030-01-07', '2030-07-07'),
        // The prices kept with the quote: the renewal is the SUBSCRIPTION.
        quotedProducts: [
          { productType: 'SERVICE', amount: 16_400 },
          { productType: 'SUBSCRIPTION', amount: 3_200 },
        ],
        paidAt: paid.paidAt,
        payments: [paid],
        ...overrides,
      });
    const card = () => screen.getByRole('region', { name: 'Pagamenti' });

    it('says until when it covers and when it renews', async () => {
      renderRoute(<PaymentsCard payments={[paid]} request={request()} />);
      await waitFor(() =>
        expect(card()).toHaveTextContent(
          'Garanzia NO PROBLEM: copre fino al 30 gennaio 2030 compreso, poi si rinnova per altri 30 giorni (32,00 €).',
        ),
      );
    });

    it('says the family switched the renewal off, until when it still covers, and not to renew it', async () => {
      renderRoute(
        <PaymentsCard
          payments={[paid]}
          request={request({ guaranteeRenewalOffAt: '2030-01-08T15:30:00.000Z' })}
        />,
      );
      await waitFor(() =>
        expect(card()).toHaveTextContent(
          'Garanzia NO PROBLEM: rinnovo disattivato dalla famiglia l’8 gennaio 2030, copre fino al 30 gennaio 2030 compreso; non va rinnovata.',
        ),
      );
    });

    it('says nothing of it on a closed request, or before the payment', async () => {
      const { unmount } = renderRoute(
        <PaymentsCard payments={[paid]} request={request({ status: 'NON RISPONDE' })} />,
      );
      expect(card()).not.toHaveTextContent(/Garanzia NO PROBLEM/);
      unmount();
      const open = payment({ id: 3, status: 'open' });
      renderRoute(
        <PaymentsCard payments={[open]} request={request({ paidAt: null, payments: [open] })} />,
      );
      expect(card()).not.toHaveTextContent(/Garanzia NO PROBLEM/);
    });
  });

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

  it('records a refund made after asking, then says when and by whom it was made', async () => {
    let current = workspaceFixture({ id: 7, payments: [toRefund], refundOwed: true });
    const calls = mockApi({
      'GET /v1/backoffice/requests/7': () => ({ body: current }),
      'POST /v1/backoffice/payments/4/refunded': () => {
        current = { ...current, payments: [refunded], refundOwed: false };
        return { body: refunded };
      },
    });
    renderRoute(<CardOfRequest />);
    const card = await screen.findByRole('region', { name: 'Pagamenti' });
    expect(within(card).getByRole('alert')).toHaveTextContent('Rimborso da effettuare');
    expect(within(card).getByText('Da rimborsare')).toBeVisible();

    // Asked first; 'Annulla' records nothing.
    await userEvent.click(within(card).getByRole('button', { name: 'Rimborso eseguito' }));
    const question = await screen.findByRole('dialog', { name: 'Rimborso eseguito?' });
    expect(question).toHaveTextContent(
      'Conferma di aver rimborsato 196,00 € dal pannello del fornitore dei pagamenti.',
    );
    expect(question).toHaveTextContent(
      'La famiglia riceverà un’email che le conferma il rimborso.',
    );
    await userEvent.click(within(question).getByRole('button', { name: 'Annulla' }));
    expect(calls.some((c) => c.method === 'POST')).toBe(false);

    await userEvent.click(within(card).getByRole('button', { name: 'Rimborso eseguito' }));
    const again = await screen.findByRole('dialog', { name: 'Rimborso eseguito?' });
    await userEvent.click(within(again).getByRole('button', { name: 'Rimborso eseguito' }));
    await waitFor(() =>
      expect(calls.filter((c) => c.method === 'POST')).toEqual([
        expect.objectContaining({
          path: '/v1/backoffice/payments/4/refunded',
          body: { note: null },
        }),
      ]),
    );
    // The request is read again: the refund is no longer owed.
    expect(await within(card).findByText('Rimborsato l’8 gen 2030 da Anna Verdi')).toBeVisible();
    expect(within(card).queryByRole('alert')).toBeNull();
    expect(within(card).queryByText('Da rimborsare')).toBeNull();
    expect(within(card).queryByRole('button', { name: 'Rimborso eseguito' })).toBeNull();
    expect(
      await screen.findByText('Rimborso registrato: la famiglia riceve un’email'),
    ).toBeVisible();
  });

  it('refunds only the part decided at the close: the dialog, the banner and the card say how much', async () => {
    const partial = payment({
      ...toRefund,
      amountCents: 31_700,
      refundCents: 12_000,
      refundReason: 'Richiesta chiusa («Non più interessato») con il rimborso alla famiglia.',
    });
    let current = workspaceFixture({ id: 7, payments: [partial], refundOwed: true });
    mockApi({
      'GET /v1/backoffice/requests/7': () => ({ body: current }),
      'POST /v1/backoffice/payments/4/refunded': () => {
        current = {
          ...current,
          payments: [{ ...partial, refunded: refunded.refunded }],
          refundOwed: false,
        };
        return { body: current.payments[0] };
      },
    });
    renderRoute(<CardOfRequest />);
    const card = await screen.findByRole('region', { name: 'Pagamenti' });
    expect(within(card).getByRole('alert')).toHaveTextContent(
      '120,00 € dei 317,00 € pagati: Richiesta chiusa',
    );
    await userEvent.click(within(card).getByRole('button', { name: 'Rimborso eseguito' }));
    const question = await screen.findByRole('dialog', { name: 'Rimborso eseguito?' });
    expect(question).toHaveTextContent(
      'Conferma di aver rimborsato 120,00 € dei 317,00 € pagati dal pannello del fornitore dei pagamenti.',
    );
    await userEvent.click(within(question).getByRole('button', { name: 'Rimborso eseguito' }));
    expect(
      await within(card).findByText('Rimborsati 120,00 € su 317,00 € l’8 gen 2030 da Anna Verdi'),
    ).toBeVisible();
    // One badge says what became of it: not 'Pagato' beside 'Rimborsato'.
    expect(within(card).getByText('Rimborso parziale')).toBeVisible();
    expect(within(card).queryByText('Pagato')).toBeNull();
    expect(within(card).queryByText('Rimborsato')).toBeNull();
  });

  it('shows the API’s word when the record is refused', async () => {
    const message =
      'Il rimborso di questo pagamento è già stato registrato da Anna Verdi l’8 gen 2030, 16:30.';
    mockApi({
      'GET /v1/backoffice/requests/7': {
        body: workspaceFixture({ id: 7, payments: [toRefund], refundOwed: true }),
      },
      'POST /v1/backoffice/payments/4/refunded': {
        status: 409,
        body: { error: { code: 'CONFLICT', message } },
      },
    });
    renderRoute(<CardOfRequest />);
    const card = await screen.findByRole('region', { name: 'Pagamenti' });
    await userEvent.click(within(card).getByRole('button', { name: 'Rimborso eseguito' }));
    const question = await screen.findByRole('dialog', { name: 'Rimborso eseguito?' });
    await userEvent.click(within(question).getByRole('button', { name: 'Rimborso eseguito' }));
    expect(await screen.findByText(message)).toBeVisible();
  });

  it('offers no refund for a payment that is not to refund, and keeps the tutor’s note of one made', () => {
    renderRoute(
      <PaymentsCard
        payments={[
          { ...refunded, refunded: { ...refunded.refunded!, note: 'Rif. Stripe re_123' } },
          payment({ id: 2, status: 'paid', paidAt: '2030-01-01T10:00:00.000Z' }),
        ]}
      />,
    );
    const card = screen.getByRole('region', { name: 'Pagamenti' });
    expect(within(card).queryByRole('button', { name: 'Rimborso eseguito' })).toBeNull();
    expect(within(card).getByText('Rimborsato')).toBeVisible();
    // The refunded one is no longer said 'Pagato' too: only the other payment is.
    expect(within(card).getAllByText('Pagato')).toHaveLength(1);
    expect(card).toHaveTextContent('Rimborsato l’8 gen 2030 da Anna Verdi · Rif. Stripe re_123');
  });

  it('says a payment awaited was never started, and shows nothing before one is asked', () => {
    const { unmount } = renderRoute(
      <PaymentsCard payments={[]} request={workspaceFixture({ status: 'DA PAGARE' })} />,
    );
    expect(screen.getByRole('region', { name: 'Pagamenti' })).toHaveTextContent(
      'Nessun pagamento avviato: la famiglia non ha ancora aperto la pagina di pagamento.',
    );
    unmount();
    renderRoute(
      <PaymentsCard payments={[]} request={workspaceFixture({ status: 'INVIATO CV' })} />,
    );
    expect(screen.queryByRole('region', { name: 'Pagamenti' })).toBeNull();
  });
});
