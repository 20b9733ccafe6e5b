import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { makePage, makeRequest } from '@/features/requests/testing/fixtures';
import { signInAs } from '@/testing/fake-auth';
import { mockApi } from '@/testing/mock-fetch';
import { renderRoute } from '@/testing/render';
import { Component as PersonalInfoRoute } from './personal-info';

vi.mock('@/lib/auth', () => import('@/testing/fake-auth'));

describe('Dati personali: deleting the account', () => {
  beforeEach(() => signInAs());

  // The refund sentence was general: a family that had just paid 142 € read it past.
  it('names the open requests already paid for, each with the way to its tutor', async () => {
    mockApi({
      'GET /api/v1/user-controller/user-1': { status: 500 },
      'GET /api/v1/user-controller/user-1/notification-settings': { status: 500 },
      'GET /v2/requests/user-1/requests': {
        body: makePage([
          makeRequest({
            id: 22,
            status: 'PAGATO',
            paidCents: 14200,
            paidAt: '2026-12-07T10:00:00Z',
          }),
          makeRequest({ id: 23, status: 'INVIATO PREVENTIVO' }),
        ]),
      },
    });
    renderRoute(
      [{ path: '/dashboard/personal-area/personal-info', element: <PersonalInfoRoute /> }],
      { path: '/dashboard/personal-area/personal-info' },
    );
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Elimina il mio account' }));
    const dialog = await screen.findByRole('dialog', { name: 'Eliminare il tuo account?' });
    expect(
      await within(dialog).findByText('Hai già pagato per queste richieste ancora aperte:'),
    ).toBeVisible();
    const item = within(dialog).getByText(/Richiesta #22 · Babysitter: 142,00\s€ il 7 dic 2026/);
    expect(within(item).getByRole('link', { name: 'Scrivi al family tutor' })).toHaveAttribute(
      'href',
      '/dashboard/request-detail/22#messaggi',
    );
    expect(within(dialog).queryByText(/Richiesta #23/)).toBeNull();
  });
});
