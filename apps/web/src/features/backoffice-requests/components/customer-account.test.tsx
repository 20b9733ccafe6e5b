import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '@/testing/mock-fetch';
import { renderRoute } from '@/testing/render';
import { workspaceFixture } from '../testing/fixtures';
import { CustomerCard } from './customer-card';

vi.mock('@/lib/auth', () => import('@/testing/fake-auth'));
afterEach(() => vi.unstubAllGlobals());

const customer = workspaceFixture().customer;
const tutor = { uid: 't1', name: 'Marco', surname: 'Ferri', email: 'marco@equilibrio.test' };
const disabledAccount = {
  disabled: true,
  history: [
    {
      id: 3,
      action: 'disabled' as const,
      reason: 'Segnalazione di abuso',
      by: tutor,
      createdAt: '2030-03-12T09:00:00.000Z',
    },
  ],
};

/** The client card's '⋯' ('Altre azioni') menu, then its 'Disattiva account…'. */
async function openDisable() {
  await userEvent.click(screen.getByRole('button', { name: 'Altre azioni' }));
  await userEvent.click(await screen.findByRole('menuitem', { name: 'Disattiva account…' }));
}

describe('disabling and re-enabling a customer account from the request page', () => {
  it('asks for the reason in a modal, in Italian, and sends it only when valid', async () => {
    const calls = mockApi({
      'POST /v1/backoffice/customers/c1/disable': { body: disabledAccount },
    });
    renderRoute(<CustomerCard request={workspaceFixture()} />);
    expect(screen.queryByText(/Account disattivato/)).toBeNull();
    // Not in plain sight on the card: behind its '⋯' menu.
    expect(screen.queryByRole('button', { name: /Disattiva/ })).toBeNull();

    await openDisable();
    const dialog = await screen.findByRole('dialog', { name: 'Disattiva account' });
    expect(dialog).toHaveTextContent(
      'Paola Verdi non potrà più accedere al portale: le sessioni aperte vengono chiuse subito. Le sue richieste restano come sono e puoi continuare a seguirle.',
    );
    const reason = within(dialog).getByRole('textbox', { name: /Motivo/ });
    const confirm = within(dialog).getByRole('button', { name: 'Disattiva account' });

    await userEvent.click(confirm);
    expect(await within(dialog).findByText('Questo campo è obbligatorio')).toBeVisible();
    await userEvent.type(reason, 'spam');
    await userEvent.click(confirm);
    expect(
      await within(dialog).findByText('Il motivo deve contenere almeno 5 caratteri'),
    ).toBeVisible();
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);

    await userEvent.type(reason, ' ripetuto');
    await userEvent.click(confirm);
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'POST')).toMatchObject({
        path: '/v1/backoffice/customers/c1/disable',
        body: { reason: 'spam ripetuto' },
      }),
    );
    expect(await screen.findByText('Account disattivato')).toBeVisible();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('shows when and why the account was disabled, and re-enables it with a reason', async () => {
    const calls = mockApi({
      'POST /v1/backoffice/customers/c1/enable': { body: { disabled: false, history: [] } },
    });
    renderRoute(
      <CustomerCard
        request={workspaceFixture({ customer: { ...customer, account: disabledAccount } })}
      />,
    );
    expect(
      screen.getByText(
        /^Account disattivato il 12 mar 2030, 10:00 — motivo: Segnalazione di abuso$/,
      ),
    ).toBeVisible();
    expect(screen.getByText(/Da Marco Ferri\./)).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Altre azioni' })).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'Riattiva account' }));
    const dialog = await screen.findByRole('dialog', { name: 'Riattiva account' });
    expect(dialog).toHaveTextContent('Paola Verdi potrà di nuovo accedere al portale');
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: /Motivo/ }),
      'Chiarito al telefono',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Riattiva account' }));
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'POST')).toMatchObject({
        path: '/v1/backoffice/customers/c1/enable',
        body: { reason: 'Chiarito al telefono' },
      }),
    );
    expect(await screen.findByText('Account riattivato')).toBeVisible();
  });

  it('keeps the modal open with the server’s message when the change is refused', async () => {
    mockApi({
      'POST /v1/backoffice/customers/c1/disable': {
        status: 409,
        body: { error: { code: 'CONFLICT', message: 'L’account è già disattivato.' } },
      },
    });
    renderRoute(<CustomerCard request={workspaceFixture()} />);
    await openDisable();
    const dialog = await screen.findByRole('dialog', { name: 'Disattiva account' });
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: /Motivo/ }),
      'Segnalazione di abuso',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Disattiva account' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'L’account è già disattivato.',
    );
  });

  it('asks before Escape or Annulla discards a typed reason; its No keeps it', async () => {
    const calls = mockApi({});
    renderRoute(<CustomerCard request={workspaceFixture()} />);
    await openDisable();
    let dialog = await screen.findByRole('dialog', { name: 'Disattiva account' });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    await openDisable();
    dialog = await screen.findByRole('dialog', { name: 'Disattiva account' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Motivo/ }), 'Segnalazione');
    await userEvent.keyboard('{Escape}');
    await userEvent.click(
      within(await screen.findByRole('dialog', { name: 'Attenzione!' })).getByRole('button', {
        name: 'No',
      }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Attenzione!' })).toBeNull());
    expect(within(dialog).getByRole('textbox', { name: /Motivo/ })).toHaveValue('Segnalazione');
    expect(screen.getByRole('dialog', { name: 'Disattiva account' })).toBeVisible();

    await userEvent.click(within(dialog).getByRole('button', { name: 'Annulla' }));
    await userEvent.click(
      within(await screen.findByRole('dialog', { name: 'Attenzione!' })).getByRole('button', {
        name: 'Si',
      }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);
  });

  it('‘Annulla’ leaves the account as it is, and the keyboard on the menu’s button', async () => {
    const calls = mockApi({});
    renderRoute(<CustomerCard request={workspaceFixture()} />);
    await openDisable();
    const dialog = await screen.findByRole('dialog', { name: 'Disattiva account' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Annulla' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);
    expect(screen.queryByText(/Account disattivato/)).toBeNull();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Altre azioni' })).toHaveFocus());
  });

  it('offers nothing for a customer who erased their account', () => {
    mockApi({});
    renderRoute(
      <CustomerCard
        request={workspaceFixture({
          customer: { ...customer, name: null, surname: null, deleted: true, account: null },
        })}
      />,
    );
    expect(screen.queryByRole('button', { name: /account|Altre azioni/ })).toBeNull();
  });
});
