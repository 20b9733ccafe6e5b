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

  // The employees' sign-up page shows the logo: removed only once asked, as a caregiver's photo.
  it('asks before removing a company’s logo; Annulla keeps it', async () => {
    const acme = {
      id: 'acme-welfare',
      name: 'ACME Welfare',
      logoUrl: '/files/uploads/acme.png',
      active: true,
      serviceIds: [],
      signUpPath: '/sign-up/acme-welfare',
      createdAt: '2026-11-01T10:00:00Z',
    };
    const calls = mockApi({
      'GET /v1/backoffice/catalog/companies': { body: [acme] },
      'GET /v1/backoffice/catalog/services': { body: [] },
      'DELETE /v1/backoffice/catalog/companies/acme-welfare/logo': {
        body: { ...acme, logoUrl: null },
      },
    });
    renderRoute(<CompaniesPanel />);
    const remove = await screen.findByRole('button', { name: /Rimuovi logo/ });
    await userEvent.click(remove);
    const asked = await screen.findByRole('dialog', { name: 'Rimuovere il logo?' });
    expect(asked).toHaveTextContent(
      'La pagina di registrazione dei dipendenti di ACME Welfare non lo mostrerà più.',
    );
    await userEvent.click(within(asked).getByRole('button', { name: 'Annulla' }));
    expect(calls.filter((c) => c.method === 'DELETE')).toEqual([]);

    await userEvent.click(remove);
    await userEvent.click(
      within(await screen.findByRole('dialog', { name: 'Rimuovere il logo?' })).getByRole(
        'button',
        { name: 'Rimuovi' },
      ),
    );
    await waitFor(() => expect(calls.filter((c) => c.method === 'DELETE')).toHaveLength(1));
  });
});
