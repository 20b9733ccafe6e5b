import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { paths } from '@/config/paths';
import { mockApi } from '@/testing/mock-fetch';
import { renderRoute } from '@/testing/render';
import { CatalogPage } from './catalog-page';

vi.mock('@/lib/auth', () => import('@/testing/fake-auth'));
afterEach(() => vi.restoreAllMocks());

// As the app's routes have them: two pages, so the other tab's page is drawn afresh.
const Services = () => <CatalogPage tab="services" />;
const Companies = () => <CatalogPage tab="companies" />;

describe('the catalogue’s tabs', () => {
  it('keep the keyboard on the tab chosen, each tab being its own page', async () => {
    mockApi({
      'GET /v1/backoffice/catalog/companies': { body: [] },
      'GET /v1/backoffice/catalog/services': { body: [] },
    });
    const { router } = renderRoute(
      [
        { path: paths.backoffice.catalog.path, element: <Services /> },
        { path: paths.backoffice.companies.path, element: <Companies /> },
      ],
      { path: paths.backoffice.catalog.path },
    );
    screen.getByRole('tab', { name: 'Servizi e prezzi' }).focus();
    await userEvent.keyboard('{ArrowRight}');
    await waitFor(() =>
      expect(router.state.location.pathname).toBe(paths.backoffice.companies.path),
    );
    await waitFor(() =>
      expect(screen.getByRole('tab', { name: 'Aziende partner', selected: true })).toHaveFocus(),
    );

    await userEvent.keyboard('{ArrowLeft}');
    await waitFor(() => expect(router.state.location.pathname).toBe(paths.backoffice.catalog.path));
    await waitFor(() =>
      expect(screen.getByRole('tab', { name: 'Servizi e prezzi', selected: true })).toHaveFocus(),
    );
  });

  it('keep the focus where it is when the tab already shown is chosen again', async () => {
    mockApi({
      'GET /v1/backoffice/catalog/companies': { body: [] },
      'GET /v1/backoffice/catalog/services': { body: [] },
    });
    const { router } = renderRoute(
      [
        { path: paths.backoffice.catalog.path, element: <Services /> },
        { path: paths.backoffice.companies.path, element: <Companies /> },
        { path: '/altro', element: <button type="button">Altro</button> },
      ],
      { path: paths.backoffice.catalog.path },
    );
    await userEvent.click(screen.getByRole('tab', { name: 'Servizi e prezzi' }));
    await router.navigate('/altro');
    (await screen.findByRole('button', { name: 'Altro' })).focus();
    await router.navigate(paths.backoffice.catalog.path);
    await screen.findByRole('tab', { name: 'Servizi e prezzi' });
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(screen.getByRole('tab', { name: 'Servizi e prezzi' })).not.toHaveFocus();
  });
});

describe('deleting a price', () => {
  const service = {
    id: 4,
    name: 'Babysitter welfare',
    description: null,
    businessLine: 'BABYSITTER',
    customerType: 'B2B',
    active: true,
    companyIds: [],
    createdAt: '2026-01-10T09:00:00.000Z',
    prices: [
      { id: 1, province: null, productType: 'SERVICE', amountCents: 30000 },
      { id: 2, province: null, productType: 'SUBSCRIPTION', amountCents: 5000 },
      { id: 3, province: 'TO', productType: 'SUBSCRIPTION', amountCents: 4000 },
    ],
  };

  /** The question 'Elimina prezzo {price}' asks, `prices` the service's. */
  async function deleteQuestion(prices: typeof service.prices, price: string) {
    mockApi({
      'GET /v1/backoffice/catalog/companies': { body: [] },
      'GET /v1/backoffice/catalog/services': { body: [{ ...service, prices }] },
    });
    const { unmount } = renderRoute(<Services />);
    await userEvent.click(await screen.findByRole('button', { name: `Elimina prezzo ${price}` }));
    const question = (await screen.findByRole('dialog', { name: 'Eliminare il prezzo?' }))
      .textContent;
    unmount();
    return question;
  }

  it('says what goes: a province falls back on the base price, the base row on nothing', async () => {
    expect(await deleteQuestion(service.prices, 'Garanzia NO PROBLEM Torino (TO)')).toContain(
      'Garanzia NO PROBLEM per Torino (TO) di «Babysitter welfare»: la provincia userà il prezzo di base.',
    );
    expect(await deleteQuestion(service.prices, 'Garanzia NO PROBLEM Altre province')).toContain(
      'Garanzia NO PROBLEM per le altre province di «Babysitter welfare»: le province senza un prezzo proprio resteranno senza questa voce.',
    );
  });

  it('says a province loses the item when there is no base price of its kind to fall back on', async () => {
    const withoutBase = service.prices.filter((price) => price.id !== 2);
    expect(await deleteQuestion(withoutBase, 'Garanzia NO PROBLEM Torino (TO)')).toContain(
      'Garanzia NO PROBLEM per Torino (TO) di «Babysitter welfare»: non c’è un prezzo di base, la provincia resterà senza questa voce.',
    );
  });
});
