import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetMockAuth } from '@/testing/fake-auth';
import { openLogin } from '@/testing/login-page';
import { mockApi } from '@/testing/mock-fetch';

vi.mock('@/lib/auth', () => import('@/testing/fake-auth'));

// 'Password dimenticata' on a login page opened for a dashboard page (`?next=`, an old bookmark
// while signed out): the reset email leads back there once the new password is saved.

/** Asks for the reset email for giulia@example.it on the login page at `path`; the call sent. */
async function askReset(path: string) {
  const calls = mockApi({
    'GET /api/v1/user-controller/send-reset-password-email': {
      status: 202,
      body: { accepted: true },
    },
  });
  const user = userEvent.setup();
  await openLogin(path);
  await user.type(screen.getByLabelText(/^Email/), 'giulia@example.it');
  await user.click(screen.getByRole('button', { name: 'Password dimenticata' }));
  expect(await screen.findByText('Email di reset password inviata.')).toBeInTheDocument();
  expect(calls).toHaveLength(1);
  return calls[0]!;
}

describe('login page: password reset', () => {
  beforeEach(() => resetMockAuth());
  afterEach(() => vi.unstubAllGlobals());

  it('asks for a reset email that leads back to the page the login was opened for', async () => {
    const call = await askReset('/login?next=%2Fdashboard%2Frequest-detail%2F13');
    expect(call.query.get('email')).toBe('giulia@example.it');
    expect(call.query.get('next')).toBe('/dashboard/request-detail/13');
  });

  it('keeps the conversation the login was opened for', async () => {
    const call = await askReset('/login?next=%2Fdashboard%2Frequest-detail%2F11#messaggi');
    expect(call.query.get('next')).toBe('/dashboard/request-detail/11#messaggi');
  });

  it.each([
    'https://altrove.example/dashboard/home',
    '//altrove.example/dashboard/home',
    '/backoffice/requests',
  ])('sends no page that is not one of the dashboard’s (%s)', async (next) => {
    const call = await askReset(`/login?next=${encodeURIComponent(next)}`);
    expect(call.query.has('next')).toBe(false);
  });
});

describe('login page: why it is open', () => {
  beforeEach(() => resetMockAuth());

  it.each([
    ['/dashboard/request-detail/22', 'Accedi per aprire la richiesta #22.'],
    ['/dashboard/request-quote/22', 'Accedi per aprire il preventivo della richiesta #22.'],
    ['/dashboard/request-detail/22#messaggi', 'Accedi per leggere i messaggi della richiesta #22.'],
    [
      '/dashboard/personal-area/personal-info#notifiche',
      'Accedi per scegliere le email che ricevi.',
    ],
  ])('says what an email’s link to %s opens', async (next, line) => {
    await openLogin(`/login?next=${encodeURIComponent(next)}`);
    expect(screen.getByText(line)).toBeVisible();
    // The spec's welcome stays as it is.
    expect(
      screen.getByText('Accedi per seguire le tue richieste insieme al tuo family tutor.'),
    ).toBeVisible();
  });

  it('adds no line for the login on its own, nor for a page the emails do not link to', async () => {
    const view = await openLogin('/login?next=%2Fdashboard%2Fpersonal-area%2Faddresses');
    expect(screen.queryByText(/^Accedi per (aprire|leggere|scegliere|vedere)/)).toBeNull();
    view.unmount();
    await openLogin('/login');
    expect(screen.queryByText(/^Accedi per (aprire|leggere|scegliere|vedere)/)).toBeNull();
  });
});

describe('login page: a sign-in link on its way', () => {
  beforeEach(() => resetMockAuth());

  it('no longer says the password is missing under «Accedi»', async () => {
    const user = userEvent.setup();
    await openLogin();
    await user.type(screen.getByLabelText(/^Email/), 'giulia@example.it');
    expect(await screen.findByText(/Da compilare: Password/)).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Ricevi un link di accesso via email' }));
    expect(await screen.findByText('Controlla la tua email')).toBeInTheDocument();
    // Kept in place, unseen and unheard (MissingFieldsHint): the button does not jump.
    await waitFor(() => expect(screen.getByText(/Da compilare: Password/)).not.toBeVisible());
  });
});
