import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { routes } from '@/app/router';
import { resetMockAuth } from '@/testing/fake-auth';
import { mockApi } from '@/testing/mock-fetch';
import { renderRoute } from '@/testing/render';

vi.mock('@/lib/auth', () => import('@/testing/fake-auth'));

const prices = {
  'GET /v1/services/starting-prices': {
    body: [
      { businessLine: 'BABYSITTER', fromCents: 17_800 },
      { businessLine: 'PETSITTER', fromCents: 11_800 },
      { businessLine: 'NURSE', fromCents: 28_800 },
    ],
  },
};

const open = async (path = '/come-funziona') => {
  const view = renderRoute(routes, { path });
  await screen.findByRole('heading', { level: 1, name: 'Come funziona Equilibrio' });
  return view;
};

describe('the page that explains the service (/come-funziona)', () => {
  beforeEach(() => resetMockAuth());
  afterEach(() => vi.unstubAllGlobals());

  it('shows the four services with their catalogue prices, signed out', async () => {
    const calls = mockApi(prices);
    await open();
    const services = screen.getByRole('region', { name: 'I nostri servizi' });
    const cards = within(services).getAllByRole('listitem');
    expect(cards.map((card) => within(card).getByRole('heading').textContent)).toEqual([
      'Babysitter',
      'Petsitter',
      'Badante',
      'Colf',
    ]);
    expect(await within(cards[0]!).findByText('178,00 €')).toBeInTheDocument();
    expect(within(cards[0]!).getByText(/da/)).toBeInTheDocument();
    expect(within(cards[2]!).getByText('288,00 €')).toBeInTheDocument();
    // A line the catalogue does not price says where the price is, never a made-up amount.
    expect(within(cards[3]!).getByText('Prezzo nel preventivo')).toBeInTheDocument();
    expect(calls.map((call) => call.path)).toEqual(['/v1/services/starting-prices']);
    expect(calls[0]!.headers).not.toHaveProperty('Authorization');
  });

  it('explains the three steps, the family tutor and the guarantee', async () => {
    mockApi(prices);
    await open();
    const steps = screen.getByRole('region', { name: 'Come funziona, in tre passi' });
    expect(
      within(within(steps).getByRole('list'))
        .getAllByRole('heading')
        .map((h) => h.textContent),
    ).toEqual([
      'Raccontaci di cosa hai bisogno',
      'Ricevi il preventivo',
      'Scegli il profilo e inizia',
    ]);
    // A parent's first question, who these people are: every check the tutors record, named.
    expect(screen.getByRole('region', { name: 'Come scegliamo i caregiver' })).toHaveTextContent(
      'il documento d’identità, le referenze, il colloquio con Equilibrio e il casellario giudiziale.',
    );
    // And how to stop: no cancel button in the portal.
    expect(screen.getByRole('region', { name: 'Il tuo family tutor' })).toHaveTextContent(
      'Hai cambiato idea?',
    );
    expect(screen.getByRole('region', { name: 'La garanzia NO PROBLEM' })).toHaveTextContent(
      'lo sostituiamo senza costi aggiuntivi',
    );
  });

  it('leads to the sign-up and the login', async () => {
    mockApi(prices);
    const user = userEvent.setup();
    const { router } = await open();
    expect(screen.getByRole('link', { name: 'Inizia con la tua prima richiesta' })).toHaveAttribute(
      'href',
      '/sign-up',
    );
    expect(screen.getByRole('link', { name: 'Registrati' })).toHaveAttribute('href', '/sign-up');
    await user.click(screen.getAllByRole('link', { name: 'Accedi' })[0]!);
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });

  it('keeps the page readable when the prices cannot be loaded', async () => {
    mockApi({ 'GET /v1/services/starting-prices': { status: 503, body: {} } });
    await open();
    expect(await screen.findAllByText('Prezzo nel preventivo')).toHaveLength(4);
  });

  it.each(['/login', '/sign-up'])('is linked from %s', async (path) => {
    mockApi(prices);
    const user = userEvent.setup();
    const { router } = renderRoute(routes, { path });
    await user.click(await screen.findByRole('link', { name: 'Come funziona' }));
    // The page's code may still be loading (a lazy route): the move ends when it has.
    await waitFor(() => expect(router.state.location.pathname).toBe('/come-funziona'));
  });
});
