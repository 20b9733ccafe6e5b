import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '@/testing/render';
import { Redirect } from './redirect';

function Where() {
  return <p>Posta in arrivo</p>;
}

describe('Redirect', () => {
  it('keeps the query and the fragment of the address it replaces', async () => {
    const { router } = renderRoute(
      [
        { path: '/backoffice', element: <Redirect to="/backoffice/requests" /> },
        { path: '/backoffice/requests', element: <Where /> },
      ],
      { path: '/backoffice?sort=newest&status=NUOVA#top' },
    );
    await screen.findByText('Posta in arrivo');
    expect(router.state.location.pathname).toBe('/backoffice/requests');
    expect(router.state.location.search).toBe('?sort=newest&status=NUOVA');
    expect(router.state.location.hash).toBe('#top');
    // Replaced, not pushed: Back does not land on the address that only redirects.
    expect(router.state.historyAction).toBe('REPLACE');
  });
});
