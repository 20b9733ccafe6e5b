import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useParams } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { pageOf } from '@/testing/fixtures';
import { type ApiCall, mockApi } from '@/testing/mock-fetch';
import { renderRoute } from '@/testing/render';
import { setWidth } from '@/testing/viewport';
import { summaryFixture, workspaceFixture } from '../testing/fixtures';
import { InboxPage } from './inbox-page';
import { RequestWorkspacePage } from './request-workspace-page';

vi.mock('@/lib/auth', () => import('@/testing/fake-auth'));

const NoPicker = () => null;

function RequestPage() {
  return (
    <RequestWorkspacePage
      requestId={Number(useParams().requestId)}
      myUid="tutor-1"
      CaregiverPicker={NoPicker}
    />
  );
}

/** The inbox and the request pages, its list answered by `list`. */
function renderInbox(list: (call: ApiCall) => { body: unknown }, total: number) {
  setWidth(1280);
  mockApi({
    'GET /v1/backoffice/requests': list,
    ...Object.fromEntries(
      [7, 9, 4].map((id) => [
        `GET /v1/backoffice/requests/${id}`,
        { body: workspaceFixture({ id, status: 'NUOVA' }) },
      ]),
    ),
    'GET /v1/backoffice/tutors': { body: [] },
    'GET /v1/backoffice/requests/facets': { body: { total, statuses: [], provinces: [] } },
  });
  return renderRoute(
    [
      { path: '/backoffice/requests', element: <InboxPage companies={[]} myUid="tutor-1" /> },
      { path: '/backoffice/requests/:requestId', element: <RequestPage /> },
    ],
    { path: '/backoffice/requests?businessLine=BABYSITTER' },
  );
}

describe('back on the inbox by its links', () => {
  it('puts the keyboard on the row of the request opened last, after ‘← Richieste’ ends a round', async () => {
    const user = userEvent.setup();
    renderInbox(() => ({ body: pageOf([7, 9, 4].map((id) => summaryFixture({ id }))) }), 3);
    await user.click(await screen.findByRole('link', { name: '#7' }));
    await user.click(await screen.findByRole('link', { name: 'Successiva: #9' }));
    await screen.findByRole('heading', { name: /Richiesta #9/ });
    await user.click(screen.getByRole('link', { name: 'Richieste' }));
    // Not on the page's top, some 20 Tabs above her row: on #9, to go on from there.
    await waitFor(() => expect(screen.getByRole('link', { name: '#9' })).toHaveFocus());
  });

  it('puts the keyboard on the first row of the next page the round goes on to', async () => {
    const user = userEvent.setup();
    const { router } = renderInbox(
      (call) => ({
        body:
          call.query.get('page') === '1'
            ? pageOf(
                [11, 12].map((id) => summaryFixture({ id })),
                { page: 1, total: 22 },
              )
            : pageOf(
                [7, 9].map((id) => summaryFixture({ id })),
                { total: 22 },
              ),
      }),
      22,
    );
    await user.click(await screen.findByRole('link', { name: '#9' }));
    await user.click(await screen.findByRole('link', { name: 'Pagina successiva dell’elenco' }));
    await waitFor(() => expect(screen.getByRole('link', { name: '#11' })).toHaveFocus());
    expect(new URLSearchParams(router.state.location.search).get('page')).toBe('2');
  });
});
