import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { companyServices, makeProfile } from '@/features/requests/testing/fixtures';
import { useUpdateProfile } from '@/resources/profile';
import { signInAs } from '@/testing/fake-auth';
import { mockApi } from '@/testing/mock-fetch';
import { renderRoute } from '@/testing/render';
import { Component as FirstRequestRoute } from './first-request';

vi.mock('@/lib/auth', () => import('@/testing/fake-auth'));

const routes = [
  { path: '/dashboard/request', element: <FirstRequestRoute /> },
  { path: '/dashboard/home', element: <h1>Home</h1> },
];

/** The options of a Mantine select (jsdom never ends its opening transition: hidden). */
async function options(label: RegExp) {
  const input = await screen.findByRole('combobox', { name: label });
  await userEvent.click(input);
  return within(document.getElementById(input.getAttribute('aria-controls')!)!);
}

/** Saves the profile the way the personal area does (its form calls the same hook). */
function SaveProfile() {
  const update = useUpdateProfile('user-1');
  return (
    <button
      type="button"
      onClick={() => update.mutate({ uid: 'user-1', body: { name: 'Maria' } as never })}
    >
      {update.isSuccess ? 'Salvato' : 'Salva'}
    </button>
  );
}

describe('first request inside the dashboard', () => {
  beforeEach(() => signInAs());

  it('prefills the name just saved in the personal area, not an older copy', async () => {
    const saved = { ...makeProfile(), name: 'Maria' };
    mockApi({
      'GET /api/v1/user-controller/user-1': () => ({ body: makeProfile() }),
      'PATCH /api/v1/user-controller/user-1/update-profile': () => ({ body: saved }),
    });
    const { router } = renderRoute(
      [...routes, { path: '/dashboard/personal-info', element: <SaveProfile /> }],
      { path: '/dashboard/request', staleTime: 30_000 },
    );
    expect(await screen.findByRole('textbox', { name: /^Nome/ })).toHaveValue('Anna');

    await router.navigate('/dashboard/personal-info');
    await userEvent.click(await screen.findByRole('button', { name: 'Salva' }));
    await screen.findByRole('button', { name: 'Salvato' });
    await router.navigate('/dashboard/request');

    expect(await screen.findByRole('textbox', { name: /^Nome/ })).toHaveValue('Maria');
  });

  it('is prefilled from the profile, keeps the account email and sends the first request', async () => {
    const calls = mockApi({
      'GET /api/v1/user-controller/user-1': () => ({ body: makeProfile() }),
      'POST /v2/requests/first-request': () => ({ status: 201, body: { id: 12, status: 'NUOVA' } }),
    });
    renderRoute(routes, { path: '/dashboard/request' });

    expect(await screen.findByRole('textbox', { name: /^Nome/ })).toHaveValue('Anna');
    expect(screen.getByRole('textbox', { name: /Cognome/ })).toHaveValue('Rossi');
    const email = screen.getByRole('textbox', { name: /Email/ });
    expect(email).toHaveValue('anna.rossi@example.it');
    expect(email).toHaveAttribute('readonly');
    const submit = screen.getByRole('button', { name: 'Invia richiesta' });
    expect(submit).toBeDisabled();

    const needs = await options(/Di cosa hai bisogno/);
    await userEvent.click(needs.getByRole('option', { name: 'Taxi-sitter', hidden: true }));
    await userEvent.type(screen.getByRole('textbox', { name: /Dettagli/ }), 'Uscita da scuola');
    await userEvent.click(screen.getByRole('checkbox', { name: /Ho letto e accetto/ }));
    await waitFor(() => expect(submit).toBeEnabled());
    await userEvent.click(submit);

    expect(await screen.findByRole('heading', { name: 'Home' })).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      uid: 'user-1',
      name: 'Anna',
      surname: 'Rossi',
      email: 'anna.rossi@example.it',
      phone: '+39 333 000 1111',
      needs: 'Taxi-sitter',
      details: 'Uscita da scuola',
      conditions: true,
      companyId: null,
    });
  });

  it('offers a partner company’s own services and sends the company', async () => {
    mockApi({
      'GET /api/v1/user-controller/user-1': () => ({
        body: makeProfile({ id: 'acme', name: 'ACME' }),
      }),
      'GET /v1/services/b2b/acme': () => ({ body: companyServices }),
    });
    renderRoute(routes, { path: '/dashboard/request' });
    await waitFor(async () => {
      const needs = await options(/Di cosa hai bisogno/);
      expect(needs.getAllByRole('option', { hidden: true }).map((o) => o.textContent)).toEqual([
        'Babysitter welfare',
        'Badante welfare',
      ]);
    });
  });

  it('shows the server’s field errors and keeps what was typed', async () => {
    mockApi({
      'GET /api/v1/user-controller/user-1': () => ({ body: makeProfile() }),
      'POST /v2/requests/first-request': () => ({
        status: 400,
        body: {
          error: {
            code: 'VALIDATION_FAILED',
            message: 'Alcuni dati non sono validi.',
            fields: { 'body.phone': 'Numero di telefono non valido' },
          },
        },
      }),
    });
    renderRoute(routes, { path: '/dashboard/request' });
    const needs = await options(/Di cosa hai bisogno/);
    await userEvent.click(needs.getByRole('option', { name: 'Badante', hidden: true }));
    await userEvent.click(screen.getByRole('checkbox', { name: /Ho letto e accetto/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Invia richiesta' }));
    expect(await screen.findByText('Numero di telefono non valido')).toBeInTheDocument();
    expect(
      screen.getByText(
        'Errore durante la creazione / aggiornamento della richiesta. Riprovare più tardi!',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /^Nome/ })).toHaveValue('Anna');
  });
});
