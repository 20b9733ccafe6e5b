import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { routes } from '@/app/router';
import { resetMockAuth, signIn } from '@/testing/fake-auth';
import { mockApi } from '@/testing/mock-fetch';
import { renderRoute } from '@/testing/render';

vi.mock('@/lib/auth', () => import('@/testing/fake-auth'));

const claim = '/api/v1/user-controller/claim-account';
const notFound = {
  status: 404,
  body: { error: { code: 'NOT_FOUND', message: 'Link non valido o scaduto.' } },
};

describe('email-confirmed page', () => {
  beforeEach(() => resetMockAuth());
  afterEach(() => vi.unstubAllGlobals());

  it('checks the code, adds the password to the account and signs in', async () => {
    const calls = mockApi({
      [`GET ${claim}`]: { body: { email: 'anna@example.it' } },
      [`POST ${claim}`]: { body: { email: 'anna@example.it' } },
    });
    const user = userEvent.setup();
    const { router } = renderRoute(routes, { path: '/email-confirmed?oobCode=claim-1' });
    expect(await screen.findByRole('heading', { name: 'Email confermata' })).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { name: 'Aggiungi la password al tuo account' }),
    ).toBeInTheDocument();
    expect(screen.getAllByText(/anna@example\.it/).length).toBeGreaterThan(0);
    const save = screen.getByRole('button', { name: 'Salva la password' });
    // The greyed button says what it waits for, then what is to correct.
    expect(save).toBeDisabled();
    expect(await screen.findByText('Da compilare: Password e Conferma password.')).toBeVisible();
    await user.type(screen.getByLabelText(/^Password/), 'sicura');
    expect(
      await screen.findByText('Da compilare: Conferma password. Da correggere: Password.'),
    ).toBeVisible();
    expect(save).toHaveAccessibleDescription(
      'Da compilare: Conferma password. Da correggere: Password.',
    );

    await user.clear(screen.getByLabelText(/^Password/));
    await user.type(screen.getByLabelText(/^Password/), 'Sicura!2025');
    await user.type(screen.getByLabelText(/^Conferma password/), 'Sicura!2025');
    // Validation runs asynchronously: the button turns enabled a moment after typing.
    await waitFor(() => expect(save).toBeEnabled());
    await user.click(save);

    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/home'));
    // Once on Home, Home's own requests may already have started: only the claim calls count.
    const claimCalls = calls.filter((c) => c.url.startsWith(claim));
    expect(claimCalls.map((c) => `${c.method} ${c.url}`)).toEqual([
      `GET ${claim}?oobCode=claim-1`,
      `POST ${claim}`,
    ]);
    expect(claimCalls[1]!.body).toEqual({ oobCode: 'claim-1', password: 'Sicura!2025' });
    expect(signIn).toHaveBeenCalledWith('anna@example.it', 'Sicura!2025');
  });

  it('explains an invalid or expired link and offers the login', async () => {
    mockApi({ [`GET ${claim}`]: notFound });
    renderRoute(routes, { path: '/email-confirmed?oobCode=old' });
    expect(
      await screen.findByRole('heading', { name: 'Link non valido o scaduto' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/assistenza@equilibrio\.it/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Vai alla pagina di accesso' })).toHaveAttribute(
      'href',
      '/login',
    );
  });

  it('treats a link without a code as invalid, without calling the server', async () => {
    const calls = mockApi({});
    renderRoute(routes, { path: '/email-confirmed' });
    expect(
      await screen.findByRole('heading', { name: 'Link non valido o scaduto' }),
    ).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it('switches to the invalid-link message when the code is used meanwhile', async () => {
    mockApi({
      [`GET ${claim}`]: { body: { email: 'anna@example.it' } },
      [`POST ${claim}`]: notFound,
    });
    const user = userEvent.setup();
    renderRoute(routes, { path: '/email-confirmed?oobCode=claim-1' });
    await user.type(await screen.findByLabelText(/^Password/), 'Sicura!2025');
    await user.type(screen.getByLabelText(/^Conferma password/), 'Sicura!2025');
    await user.click(screen.getByRole('button', { name: 'Salva la password' }));
    expect(
      await screen.findByRole('heading', { name: 'Link non valido o scaduto' }),
    ).toBeInTheDocument();
    expect(signIn).not.toHaveBeenCalled();
  });
});
