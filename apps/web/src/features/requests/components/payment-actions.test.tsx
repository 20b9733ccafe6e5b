import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { signInAs } from '@/testing/fake-auth';
import { mockApi } from '@/testing/mock-fetch';
import { renderRoute } from '@/testing/render';
import { makeQuotedRequest, makeRequest, serviceSummary } from '../testing/fixtures';
import { PaymentResultModal } from './payment-result-modal';
import { StatusActionButton } from './status-action-button';

vi.mock('@/lib/auth', () => import('@/testing/fake-auth'));

/** Request 4 as the family reads it after the checkout. */
const request4 = (fields: Parameters<typeof makeRequest>[0] = {}) => ({
  'GET /v2/requests/4': () => ({ body: makeRequest({ id: 4, status: 'DA PAGARE', ...fields }) }),
});

function spyOnNavigation() {
  const assign = vi.fn();
  vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, assign } as Location);
  return assign;
}

/** How Mantine paints a button of the primary look (theme buttonStyles.primary). */
const primaryFill = '--button-bg: var(--mantine-color-primary-filled)';

describe('paying a request', () => {
  beforeEach(() => signInAs());
  afterEach(() => vi.restoreAllMocks());

  it('shows the quote’s total beside "Effettua pagamento"', async () => {
    mockApi({
      'GET /v2/requests/7': () => ({ body: makeQuotedRequest({ status: 'DA PAGARE' }) }),
      'GET /v1/services/3/summary': () => ({ body: serviceSummary }),
    });
    renderRoute([{ path: '/', element: <StatusActionButton requestId={7} status="DA PAGARE" /> }], {
      path: '/',
    });
    const pay = screen.getByRole('button', { name: 'Effettua pagamento — richiesta #7' });
    // (16400 + 3200) / 100: the total of the quote page and of the checkout.
    // Said as paid to Equilibrio, as the quote and the checkout say it.
    await waitFor(() =>
      expect(pay).toHaveAccessibleDescription('Da pagare a Equilibrio: 196,00 €'),
    );
    expect(screen.getByText('196,00 €')).toBeVisible();
    // Paying before meeting the caregiver: what if the interview goes badly; and the charge that
    // follows, said before the checkout shows it.
    expect(
      screen.getByText(
        'Dopo il pagamento il tuo family tutor fissa il colloquio: se il caregiver non ti convince, ne scegli un altro tra i profili proposti o ne chiedi di nuovi, senza pagare di nuovo la selezione. La garanzia NO PROBLEM copre i 30 giorni dal pagamento, poi si rinnova a 32,00 € ogni 30 giorni, disattivabile quando vuoi dai dettagli della richiesta.',
      ),
    ).toBeVisible();
    // The primary colour of every main action (green), not the tags' indigo.
    expect(pay.getAttribute('style')).toContain(primaryFill);
  });

  it('keeps the button, the total and the note within a narrow card', async () => {
    mockApi({
      'GET /v2/requests/7': () => ({ body: makeQuotedRequest({ status: 'DA PAGARE' }) }),
      'GET /v1/services/3/summary': () => ({ body: serviceSummary }),
    });
    renderRoute([{ path: '/', element: <StatusActionButton requestId={7} status="DA PAGARE" /> }], {
      path: '/',
    });
    const pay = screen.getByRole('button', { name: 'Effettua pagamento — richiesta #7' });
    const amount = await screen.findByText('196,00 €');
    const note = screen.getByText(/^Dopo il pagamento il tuo family tutor fissa il colloquio/);
    // jsdom lays nothing out (a 360px phone is checked by eye): what lets them fit is asserted.
    // The total may go under the button, whole; the block holding them and the note may shrink
    // to the card's width, never past it.
    const row = pay.parentElement!;
    expect(row).toContainElement(amount);
    expect(row.getAttribute('style')).toContain('--group-wrap: wrap');
    expect(amount).toHaveStyle({ whiteSpace: 'nowrap' });
    const block = row.parentElement!;
    expect(block).toContainElement(note);
    expect(block).toHaveStyle({ maxWidth: '100%' });
    expect(Number.parseFloat(block.style.minWidth)).toBe(0);
  });

  it('says no new charge is made when the request was paid before (a new choice after a failed interview)', async () => {
    mockApi({
      'GET /v2/requests/7': () => ({
        body: makeQuotedRequest({ status: 'DA PAGARE', paidAt: '2026-11-25T10:00:00.000Z' }),
      }),
      'GET /v1/services/3/summary': () => ({ body: serviceSummary }),
    });
    renderRoute([{ path: '/', element: <StatusActionButton requestId={7} status="DA PAGARE" /> }], {
      path: '/',
    });
    // Nothing to pay: the choice is confirmed, not paid ('Effettua pagamento' read as a charge).
    const pay = await screen.findByRole('button', {
      name: 'Conferma la scelta (nessun addebito) — richiesta #7',
    });
    await waitFor(() =>
      expect(pay).toHaveAccessibleDescription(
        'Nessun nuovo addebito: vale il pagamento che hai già effettuato.',
      ),
    );
    expect(screen.queryByText('Effettua pagamento')).toBeNull();
    expect(screen.queryByText('196,00 €')).not.toBeInTheDocument();
    expect(screen.queryByText(/Dopo il pagamento/)).not.toBeInTheDocument();
  });

  it('after a failed payment, "Riprova il pagamento" opens a new checkout', async () => {
    const assign = spyOnNavigation();
    const calls = mockApi({
      ...request4(),
      'POST /v1/payments/user-request-payment': () => ({
        body: { checkoutURL: 'http://localhost/checkout/sandbox/nuovo' },
      }),
    });
    renderRoute([{ path: '/dashboard/home', element: <PaymentResultModal /> }], {
      path: '/dashboard/home?payment=4&redirect_status=failed',
    });
    const dialog = await screen.findByRole('dialog', { name: 'Pagamento fallito' });
    expect(within(dialog).getByRole('button', { name: 'Torna alla dashboard' })).toBeVisible();
    const retry = within(dialog).getByRole('button', { name: 'Riprova il pagamento' });
    expect(retry.getAttribute('style')).toContain(primaryFill);
    await userEvent.click(retry);
    await waitFor(() =>
      expect(assign).toHaveBeenCalledWith('http://localhost/checkout/sandbox/nuovo'),
    );
    expect(calls.find((c) => c.method === 'POST')!.body).toEqual({ requestId: 4 });
  });

  it('says why a retry cannot start', async () => {
    spyOnNavigation();
    mockApi({
      ...request4(),
      'POST /v1/payments/user-request-payment': () => ({
        status: 409,
        body: {
          error: {
            code: 'INVALID_STATE',
            message:
              'Il profilo scelto non è più riservato per te (sono passate 24 ore): scegli di nuovo il caregiver per procedere con il pagamento.',
          },
        },
      }),
    });
    renderRoute([{ path: '/dashboard/home', element: <PaymentResultModal /> }], {
      path: '/dashboard/home?payment=4&redirect_status=failed',
    });
    const dialog = await screen.findByRole('dialog', { name: 'Pagamento fallito' });
    // A failed or abandoned checkout took nothing: the family is told so.
    expect(dialog).toHaveTextContent('non ti è stato addebitato nulla');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Riprova il pagamento' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Il profilo scelto non è più riservato per te',
    );
  });
});

describe('the payment outcome after a success', () => {
  beforeEach(() => signInAs());

  it('has no retry', async () => {
    mockApi(request4());
    renderRoute([{ path: '/dashboard/home', element: <PaymentResultModal /> }], {
      path: '/dashboard/home?payment=4&redirect_status=succeeded',
    });
    const dialog = await screen.findByRole('dialog', {
      name: 'Pagamento effettuato con successo!',
    });
    expect(within(dialog).queryByRole('button', { name: 'Riprova il pagamento' })).toBeNull();
  });

  it('says nothing was charged when a new choice was confirmed on a request paid before, and leads back to it', async () => {
    mockApi(request4({ status: 'PAGATO', paidAt: '2026-11-25T10:00:00.000Z' }));
    const { router } = renderRoute(
      [
        { path: '/dashboard/home', element: <PaymentResultModal /> },
        { path: '/dashboard/request-detail/:requestId', element: <p>Pagina della richiesta</p> },
      ],
      { path: '/dashboard/home?payment=4&redirect_status=succeeded&paid_before=1' },
    );
    // Never 'Pagamento effettuato' for no payment: as the email that follows says it.
    const dialog = await screen.findByRole('dialog', {
      name: 'Scelta confermata, nessun nuovo addebito',
    });
    expect(dialog).toHaveTextContent('non ti abbiamo addebitato nulla');
    expect(dialog).not.toHaveTextContent('Abbiamo ricevuto il pagamento');
    expect(screen.queryByText('Pagamento effettuato con successo!')).toBeNull();
    // Home may lead with another request: the way out is the one just confirmed.
    await userEvent.click(within(dialog).getByRole('button', { name: 'Vai alla richiesta' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/request-detail/4'));
  });
});

describe('the payment outcome, as the request says', () => {
  beforeEach(() => signInAs());

  it('opens no success for a request that is not the family’s, and clears the address', async () => {
    mockApi({
      'GET /v2/requests/999': () => ({
        status: 404,
        body: { error: { code: 'NOT_FOUND', message: 'Richiesta non trovata' } },
      }),
    });
    const { router } = renderRoute([{ path: '/dashboard/home', element: <PaymentResultModal /> }], {
      path: '/dashboard/home?payment=999&redirect_status=succeeded',
    });
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.queryByText(/Pagamento effettuato con successo/)).toBeNull();
  });

  it('says a request already paid is paid, never «fallito» with a retry', async () => {
    const calls = mockApi(request4({ status: 'PAGATO', paidAt: '2026-11-25T10:00:00.000Z' }));
    renderRoute([{ path: '/dashboard/home', element: <PaymentResultModal /> }], {
      path: '/dashboard/home?payment=4&redirect_status=failed',
    });
    const dialog = await screen.findByRole('dialog', { name: 'Richiesta già pagata' });
    expect(dialog).toHaveTextContent(
      'Il pagamento della richiesta #4 risulta già effettuato: non devi pagare di nuovo.',
    );
    expect(screen.queryByText('Pagamento fallito')).toBeNull();
    expect(within(dialog).queryByRole('button', { name: 'Riprova il pagamento' })).toBeNull();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it('claims no payment for a request of the family that waits for none', async () => {
    mockApi(request4({ status: 'STAND BY' }));
    renderRoute([{ path: '/dashboard/home', element: <PaymentResultModal /> }], {
      path: '/dashboard/home?payment=4&redirect_status=failed',
    });
    const dialog = await screen.findByRole('dialog', { name: 'Esito del pagamento' });
    expect(dialog).toHaveTextContent('La richiesta #4 non è in attesa di un pagamento');
    expect(screen.queryByText(/Pagamento effettuato con successo/)).toBeNull();
  });

  it('after a charge for a request that stopped waiting for it, says the money comes back', async () => {
    mockApi(request4({ status: 'STAND BY' }));
    renderRoute([{ path: '/dashboard/home', element: <PaymentResultModal /> }], {
      path: '/dashboard/home?payment=4&redirect_status=succeeded',
    });
    const dialog = await screen.findByRole('dialog', { name: 'Esito del pagamento' });
    expect(dialog).toHaveTextContent(
      'La richiesta #4 non era più in attesa di un pagamento: se ti è stato addebitato un importo, te lo rimborsiamo e riceverai un’email.',
    );
    expect(screen.queryByText(/Pagamento effettuato con successo/)).toBeNull();
  });
});
