import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetMockAuth, setMockUser, signIn, signOut } from '@/testing/fake-auth';
import { mockApi } from '@/testing/mock-fetch';
import { renderRoute } from '@/testing/render';
import { BackofficeGate } from './backoffice-gate';

vi.mock('@/lib/auth', () => import('@/testing/fake-auth'));

const session = (role: 'customer' | 'tutor') => ({
  'GET /api/v1/session': {
    body: {
      uid: 'uid-test',
      email: 'persona@example.it',
      emailVerified: true,
      isAnonymous: false,
      role,
    },
  },
});

const renderGate = () =>
  renderRoute(
    <BackofficeGate>{(s) => <p>Benvenuto nel back office, {s.email}</p>}</BackofficeGate>,
  );

describe('the back-office gate', () => {
  beforeEach(() => resetMockAuth());
  afterEach(() => vi.unstubAllGlobals());

  it('signed out: the staff sign-in, which signs in and stays', async () => {
    mockApi(session('tutor'));
    renderGate();
    expect(screen.getByRole('heading', { name: 'Accesso family tutor' })).toBeVisible();
    const button = screen.getByRole('button', { name: 'Accedi' });
    expect(button).toBeDisabled();
    // The greyed button says what it waits for.
    expect(await screen.findByText('Da compilare: Email e Password.')).toBeVisible();
    expect(button).toHaveAccessibleDescription('Da compilare: Email e Password.');
    await userEvent.type(screen.getByRole('textbox', { name: 'Email' }), 'non-una-email');
    await userEvent.tab();
    expect(await screen.findByText("Il formato dell'indirizzo email non è valido")).toBeVisible();
    await userEvent.clear(screen.getByRole('textbox', { name: 'Email' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Email' }), 'persona@example.it');
    await userEvent.type(screen.getByLabelText(/^Password/), 'Segreta!1');
    await userEvent.click(button);
    expect(signIn).toHaveBeenCalledWith('persona@example.it', 'Segreta!1');
    expect(await screen.findByText('Benvenuto nel back office, persona@example.it')).toBeVisible();
  });

  it('shows the identity provider’s error in Italian', async () => {
    mockApi(session('tutor'));
    vi.mocked(signIn).mockRejectedValueOnce(
      Object.assign(new Error('x'), { code: 'auth/too-many-requests' }),
    );
    renderGate();
    await userEvent.type(screen.getByRole('textbox', { name: 'Email' }), 'persona@example.it');
    await userEvent.type(screen.getByLabelText(/^Password/), 'Segreta!1');
    await userEvent.click(screen.getByRole('button', { name: 'Accedi' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/numero eccessivo di tentativi/);
  });

  it('a customer is not authorised, whatever the client thinks', async () => {
    mockApi(session('customer'));
    setMockUser({ uid: 'uid-test', email: 'persona@example.it' });
    renderGate();
    expect(await screen.findByRole('heading', { name: 'Non autorizzato' })).toBeVisible();
    expect(screen.queryByText(/Benvenuto/)).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Esci e accedi come family tutor' }));
    expect(signOut).toHaveBeenCalled();
    expect(await screen.findByRole('heading', { name: 'Accesso family tutor' })).toBeVisible();
  });

  it('lets a tutor in', async () => {
    mockApi(session('tutor'));
    setMockUser({ uid: 'uid-test', email: 'persona@example.it' });
    renderGate();
    expect(await screen.findByText('Benvenuto nel back office, persona@example.it')).toBeVisible();
  });
});
