import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useParams } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { pageOf } from '@/testing/fixtures';
import { mockApi } from '@/testing/mock-fetch';
import { renderRoute } from '@/testing/render';
import { setWidth } from '@/testing/viewport';
import { InboxPage } from '../pages/inbox-page';
import { summaryFixture } from '../testing/fixtures';
import { NextInInbox } from './next-in-inbox';

vi.mock('@/lib/auth', () => import('@/testing/fake-auth'));

function RequestStandIn() {
  const id = Number(useParams().requestId);
  return (
    <>
      <h1>Richiesta #{id}</h1>
      <NextInInbox myUid="tutor-1" requestId={id} />
    </>
  );
}

describe('the next request of the inbox', () => {
  it('leads from a request to the next row of the inbox as the tutor left it, then stops', async () => {
    setWidth(1280);
    const user = userEvent.setup();
    mockApi({
      'GET /v1/backoffice/requests': {
        body: pageOf(
          [7, 9, 4].map((id) => summaryFixture({ id })),
          { total: 3 },
        ),
      },
      'GET /v1/backoffice/tutors': { body: [] },
      'GET /v1/backoffice/requests/facets': { body: { total: 3, statuses: [], provinces: [] } },
    });
    const { router, queryClient } = renderRoute(
      [
        { path: '/backoffice/requests', element: <InboxPage companies={[]} myUid="tutor-1" /> },
        { path: '/backoffice/requests/:requestId', element: <RequestStandIn /> },
      ],
      { path: '/backoffice/requests?businessLine=BABYSITTER' },
    );
    expect(await screen.findByText('3 richieste con questi filtri')).toBeInTheDocument();

    // Her round outlives the query cache (gone after five minutes unused).
    queryClient.clear();
    const calls = mockApi({
      'GET /v1/backoffice/requests/9': { body: { id: 9 } },
      'GET /v1/backoffice/requests/4': { body: { id: 4 } },
    });
    await router.navigate('/backoffice/requests/7');
    await screen.findByRole('link', { name: 'Successiva: #9' });
    // The next one is read ahead while she is on this one (it opens drawn, no loader).
    await waitFor(() =>
      expect(calls.map((call) => call.path)).toContain('/v1/backoffice/requests/9'),
    );
    await user.click(await screen.findByRole('link', { name: 'Successiva: #9' }));
    expect(router.state.location.pathname).toBe('/backoffice/requests/9');
    await user.click(await screen.findByRole('link', { name: 'Successiva: #4' }));
    expect(await screen.findByRole('heading', { name: 'Richiesta #4' })).toBeInTheDocument();
    // The last row: nothing after it. A request not in the list (an email's link): nothing either.
    expect(screen.queryByRole('link', { name: /Successiva/ })).toBeNull();
    await router.navigate('/backoffice/requests/55');
    expect(await screen.findByRole('heading', { name: 'Richiesta #55' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Successiva/ })).toBeNull();
  });

  it('on its page’s last row, goes on to the inbox’s next page', async () => {
    setWidth(1280);
    const user = userEvent.setup();
    mockApi({
      'GET /v1/backoffice/requests': {
        body: pageOf(
          [7, 9].map((id) => summaryFixture({ id })),
          { total: 22 },
        ),
      },
      'GET /v1/backoffice/tutors': { body: [] },
      'GET /v1/backoffice/requests/facets': { body: { total: 22, statuses: [], provinces: [] } },
    });
    const { router } = renderRoute(
      [
        { path: '/backoffice/requests', element: <InboxPage companies={[]} myUid="tutor-1" /> },
        { path: '/backoffice/requests/:requestId', element: <RequestStandIn /> },
      ],
      { path: '/backoffice/requests?businessLine=BABYSITTER' },
    );
    expect(await screen.findByText('22 richieste con questi filtri')).toBeInTheDocument();
    await router.navigate('/backoffice/requests/9');
    await user.click(await screen.findByRole('link', { name: 'Pagina successiva dell’elenco' }));
    expect(router.state.location.pathname).toBe('/backoffice/requests');
    // The second page, as the address says it (the API's page 1).
    expect(new URLSearchParams(router.state.location.search).get('page')).toBe('2');
    expect(new URLSearchParams(router.state.location.search).get('businessLine')).toBe(
      'BABYSITTER',
    );
  });
});
