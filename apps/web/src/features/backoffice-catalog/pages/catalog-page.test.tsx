import { screen, waitFor, within } from '@testing-library/react';
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

/** A B2B babysitter service with one price (TO, Selezione del caregiver). */
const babysitterWelfare = {
  id: 4,
  name: 'Babysitter welfare',
  description: null,
  businessLine: 'BABYSITTER',
  customerType: 'B2B',
  active: true,
  companyIds: [],
  createdAt: '2026-01-10T09:00:00.000Z',
  prices: [{ id: 1, province: 'TO', productType: 'SERVICE', amountCents: 30000 }],
};

/** The catalogue's API: no companies, these services, and any other `routes`. */
const mockCatalog = (services: object[], routes: Parameters<typeof mockApi>[0] = {}) =>
  mockApi({
    'GET /v1/backoffice/catalog/companies': { body: [] },
    'GET /v1/backoffice/catalog/services': { body: services },
    ...routes,
  });

describe('the catalogue’s tabs', () => {
  it('keep the keyboard on the tab chosen, each tab being its own page', async () => {
    mockCatalog([]);
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
    mockCatalog([]);
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
    ...babysitterWelfare,
    prices: [
      { id: 1, province: null, productType: 'SERVICE', amountCents: 30000 },
      { id: 2, province: null, productType: 'SUBSCRIPTION', amountCents: 5000 },
      { id: 3, province: 'TO', productType: 'SUBSCRIPTION', amountCents: 4000 },
    ],
  };

  /** The question 'Elimina prezzo {price}' asks, `prices` the service's. */
  async function deleteQuestion(prices: typeof service.prices, price: string) {
    mockCatalog([{ ...service, prices }]);
    const { unmount } = renderRoute(<Services />);
    await userEvent.click(
      await screen.findByRole('button', { name: `Elimina prezzo ${price} di Babysitter welfare` }),
    );
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

describe('two services side by side', () => {
  const babysitter = babysitterWelfare;
  const colf = {
    ...babysitter,
    id: 5,
    name: 'Colf privati',
    businessLine: 'COLF',
    customerType: 'B2C',
    prices: [{ id: 2, province: 'TO', productType: 'SERVICE', amountCents: 20000 }],
  };

  /** On the services page, unticks 'Attivo' of Colf privati and saves; the user it used. */
  async function switchOffColf() {
    renderRoute(<Services />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Modifica Colf privati' }));
    await user.click(await screen.findByLabelText(/^Attivo/));
    await user.click(screen.getByRole('button', { name: 'Salva servizio' }));
    return user;
  }

  it('name each button after its service, so a list of buttons does not read the same', async () => {
    mockCatalog([babysitter, colf]);
    renderRoute(<Services />);
    for (const name of ['Babysitter welfare', 'Colf privati']) {
      expect(
        await screen.findByRole('button', { name: `Aggiungi prezzo a ${name}` }),
      ).toBeVisible();
      expect(screen.getByRole('button', { name: `Modifica ${name}` })).toBeVisible();
      expect(
        screen.getByRole('button', {
          name: `Modifica prezzo Selezione del caregiver Torino (TO) di ${name}`,
        }),
      ).toBeVisible();
      expect(
        screen.getByRole('button', {
          name: `Aggiungi prezzo Garanzia NO PROBLEM Torino (TO) di ${name}`,
        }),
      ).toBeVisible();
    }
  });

  it('ask before switching off the last active service of its line for families, and save nothing on Annulla', async () => {
    const calls = mockCatalog(
      [babysitter, colf, { ...colf, id: 6, name: 'Colf welfare', customerType: 'B2B' }],
      {
        'PUT /v1/backoffice/catalog/services/:id': ({ body }) => ({
          body: { ...colf, ...(body as object) },
        }),
      },
    );
    const user = await switchOffColf();
    const ask = await screen.findByRole('dialog', { name: 'Disattivare il servizio?' });
    expect(ask).toHaveTextContent(
      'È l’unico servizio attivo di Colf per i privati: le famiglie possono ancora chiedere Colf',
    );
    await user.click(within(ask).getByRole('button', { name: 'Annulla' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: /Disattivare/ })).toBeNull());
    expect(calls.filter((call) => call.method === 'PUT')).toEqual([]);
    expect(screen.getByLabelText(/^Attivo/)).toBeChecked();

    await user.click(screen.getByLabelText(/^Attivo/));
    await user.click(screen.getByRole('button', { name: 'Salva servizio' }));
    await user.click(await screen.findByRole('button', { name: 'Disattiva' }));
    await waitFor(() => expect(calls.filter((call) => call.method === 'PUT')).toHaveLength(1));
    expect(calls.find((call) => call.method === 'PUT')!.body).toMatchObject({ active: false });
  });

  it('ask more briefly when another service of the line for families stays active', async () => {
    mockCatalog([colf, { ...colf, id: 7, name: 'Colf convivente' }]);
    await switchOffColf();
    const ask = await screen.findByRole('dialog', { name: 'Disattivare il servizio?' });
    expect(ask).toHaveTextContent('Non potrai più sceglierlo nei nuovi preventivi');
    expect(ask).not.toHaveTextContent(/unico/);
  });
});
