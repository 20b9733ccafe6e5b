import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetMockAuth, setMockUser } from '@/testing/fake-auth';
import { mockApi } from '@/testing/mock-fetch';
import { renderRoute } from '@/testing/render';
import { NotificationSettingsSection } from './notification-settings-section';

vi.mock('@/lib/auth', () => import('@/testing/fake-auth'));

const url = '/api/v1/user-controller/u1/notification-settings';

describe('Notifiche email', () => {
  beforeEach(() => {
    resetMockAuth();
    setMockUser({ uid: 'u1', email: 'giulia@example.it' });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('says whose settings these are before any choice (a shared device)', async () => {
    mockApi({ [`GET ${url}`]: { body: { notificationPreference: 'ALL' } } });
    renderRoute(<NotificationSettingsSection uid="u1" />);
    const section = screen.getByRole('region', { name: 'Notifiche email' });
    expect(within(section).getByText('Impostazioni dell’account giulia@example.it')).toBeVisible();
  });

  it('shows the saved choice and saves a new one at once', async () => {
    const calls = mockApi({
      [`GET ${url}`]: { body: { notificationPreference: 'ALL' } },
      [`PUT ${url}`]: (call) => ({ body: call.body }),
    });
    renderRoute(<NotificationSettingsSection uid="u1" />);
    const user = userEvent.setup();

    expect(await screen.findByRole('radio', { name: /Tutte le notifiche/ })).toBeChecked();
    // The choices are heard as one group, named by the section's title.
    const group = screen.getByRole('radiogroup', { name: 'Notifiche email' });
    expect(within(group).getAllByRole('radio')).toHaveLength(3);
    expect(
      screen.getByText(
        /pagamenti ricevuti e sulla garanzia, sui colloqui \(fissati, spostati o annullati\) e le comunicazioni legali ti arrivano sempre/,
      ),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: /Solo quando devo fare qualcosa/ }));
    expect(
      await screen.findByText('Preferenza salvata: «Solo quando devo fare qualcosa».'),
    ).toBeVisible();
    expect(calls.filter((c) => c.method === 'PUT').map((c) => c.body)).toEqual([
      { notificationPreference: 'ACTIONS' },
    ]);
    expect(screen.getByRole('radio', { name: /Solo quando devo fare qualcosa/ })).toBeChecked();
  });

  it('says so when the choice cannot be saved, and keeps the saved one', async () => {
    mockApi({
      [`GET ${url}`]: { body: { notificationPreference: 'NONE' } },
      [`PUT ${url}`]: { status: 503, body: { error: { code: 'UNAVAILABLE', message: 'x' } } },
    });
    renderRoute(<NotificationSettingsSection uid="u1" />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('radio', { name: /Tutte le notifiche/ }));
    expect(
      await screen.findByText('Non siamo riusciti a salvare la tua scelta. Riprova tra poco.'),
    ).toBeVisible();
    await waitFor(() => expect(screen.getByRole('radio', { name: /Nessuna/ })).toBeChecked());
  });
});
