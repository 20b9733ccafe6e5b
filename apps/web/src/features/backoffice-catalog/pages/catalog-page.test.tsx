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
