import { handedOverNotice, handOverMessages } from '@equilibrio/contract/privacy';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { routes } from '@/app/router';
import { handOverTexts } from '@/features/requests/pages/hand-over-page';
import { resetMockAuth, signInAs, testUser } from '@/testing/fake-auth';
import { mockApi } from '@/testing/mock-fetch';
import { renderRoute } from '@/testing/render';

vi.mock('@/lib/auth', () => import('@/testing/fake-auth'));

const handOverUrl = `/api/v1/user-controller/${testUser.uid}/hand-over`;
/** The server refusing the hand-over with an API error. */
const refused = (status: number, code: string, message: string) =>
  mockApi({ [`POST ${handOverUrl}`]: { status, body: { error: { code, message } } } });

describe('the page of the hand-over link (a request sent without signing in)', () => {
  beforeEach(() => {
    resetMockAuth();
    signInAs();
  });
  afterEach(() => vi.unstubAllGlobals());

  it('brings the request into the account once, then opens it and says it is there', async () => {
    const calls = mockApi({ [`POST ${handOverUrl}`]: { body: { requestIds: [27] } } });
    const { router } = renderRoute(routes, { path: '/dashboard/hand-over?oobCode=link-1' });
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/dashboard/request-detail/27'),
    );
    expect(await screen.findByText(handedOverNotice([27]))).toBeVisible();
    const sent = calls.filter((call) => call.path === handOverUrl);
    expect(sent.map((call) => call.body)).toEqual([{ oobCode: 'link-1' }]);
    // Back in history is the request's page's place: the spent link is not asked again.
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('says a used or foreign link in the server’s words, with the way to the list', async () => {
    refused(404, 'NOT_FOUND', handOverMessages.linkNotValid);
    renderRoute(routes, { path: '/dashboard/hand-over?oobCode=spent' });
    expect(await screen.findByRole('heading', { name: handOverTexts.failedTitle })).toBeVisible();
    expect(screen.getByText(handOverMessages.linkNotValid)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Vai all’elenco richieste' })).toHaveAttribute(
      'href',
      '/dashboard/request-list',
    );
  });

  it('tells a family signed in with another address what to do', async () => {
    refused(409, 'CONFLICT', handOverMessages.linkForOtherEmail);
    renderRoute(routes, { path: '/dashboard/hand-over?oobCode=altro' });
    expect(await screen.findByText(handOverMessages.linkForOtherEmail)).toBeVisible();
  });

  it('opened again from the history, sends the code no more and says it is used', async () => {
    const calls = refused(404, 'NOT_FOUND', handOverMessages.linkNotValid);
    const { router } = renderRoute(routes, { path: '/dashboard/hand-over?oobCode=due-volte' });
    expect(await screen.findByText(handOverMessages.linkNotValid)).toBeVisible();
    await router.navigate('/dashboard/request-list');
    await waitFor(() => expect(screen.queryByText(handOverMessages.linkNotValid)).toBeNull());
    await router.navigate(-1);
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/hand-over'));
    expect(await screen.findByText(handOverMessages.linkNotValid)).toBeVisible();
    expect(calls.filter((call) => call.path === handOverUrl)).toHaveLength(1);
  });

  it('asks nothing without a code', async () => {
    const calls = mockApi({});
    renderRoute(routes, { path: '/dashboard/hand-over' });
    expect(await screen.findByText(handOverMessages.linkNotValid)).toBeVisible();
    expect(calls.filter((call) => call.path === handOverUrl)).toEqual([]);
  });
});
