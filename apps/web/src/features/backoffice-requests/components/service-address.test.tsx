import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { mockApi } from '@/testing/mock-fetch';
import { renderRoute } from '@/testing/render';
import { workspaceFixture } from '../testing/fixtures';
import { ServiceAddressButton } from './service-address';

vi.mock('@/lib/auth', () => import('@/testing/fake-auth'));

describe('the service’s address dialog', () => {
  it('opens on its first field, so the keyboard writes the address at once (not on the ×)', async () => {
    const user = userEvent.setup();
    mockApi({
      'GET /v1/backoffice/requests/:id/family-addresses': { body: [] },
      'GET /v1/places/autocomplete': { body: { predictions: [] } },
    });
    renderRoute(
      <ServiceAddressButton
        request={workspaceFixture({ id: 42, status: 'NUOVA', address: null })}
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Scrivi l’indirizzo' }));
    const dialog = await screen.findByRole('dialog', {
      name: 'Indirizzo del servizio · richiesta #42',
    });
    const city = screen.getByRole('textbox', { name: 'Città*' });
    await waitFor(() => expect(city).toHaveFocus());
    expect(dialog).toContainElement(city);
    // Typed straight in, where the first keys once went to the ×.
    await user.keyboard('Torino');
    expect(city).toHaveValue('Torino');
  });
});
