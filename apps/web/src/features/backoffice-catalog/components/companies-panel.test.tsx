import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { mockApi } from '@/testing/mock-fetch';
import { renderRoute } from '@/testing/render';
import { CompaniesPanel } from './companies-panel';

vi.mock('@/lib/auth', () => import('@/testing/fake-auth'));

describe('the partner companies panel', () => {
  it('asks before Escape or Annulla throws a half-written company away', async () => {
    mockApi({
      'GET /v1/backoffice/catalog/companies': { body: [] },
      'GET /v1/backoffice/catalog/services': { body: [] },
    });
    renderRoute(<CompaniesPanel />);
    await userEvent.click(await screen.findByRole('button', { name: 'Nuova azienda' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nuova azienda partner' });
    const name = within(dialog).getByRole('textbox', { name: /^Nome/ });
    await userEvent.type(name, 'Acme Welfare');
    await userEvent.keyboard('{Escape}');
    await userEvent.click(
      within(await screen.findByRole('dialog', { name: 'Attenzione!' })).getByRole('button', {
        name: 'No',
      }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Attenzione!' })).toBeNull());
    expect(name).toHaveValue('Acme Welfare');

    await userEvent.click(within(dialog).getByRole('button', { name: 'Annulla' }));
    await userEvent.click(
      within(await screen.findByRole('dialog', { name: 'Attenzione!' })).getByRole('button', {
        name: 'Si',
      }),
    );
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Nuova azienda partner' })).toBeNull(),
    );
  });
});
