import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { toast } from '@/components/toast';
import { rememberInboxSearch } from '@/features/backoffice-requests/lib/inbox-filters';
import { signInAs } from '@/testing/fake-auth';
import { pageOf } from '@/testing/fixtures';
import { mockApi } from '@/testing/mock-fetch';
import { renderRoute } from '@/testing/render';
import { toastsGone } from '@/testing/toasts';
import { setWidth } from '@/testing/viewport';
import { BackofficeLayout } from './backoffice-layout';

vi.mock('@/lib/auth', () => import('@/testing/fake-auth'));

const session = {
  uid: 'uid-tutor',
  email: 'tutor@example.it',
  emailVerified: true,
  isAnonymous: false,
  role: 'tutor',
};

/** The inboxes' answers with something waiting in each but the reviews. */
const waitingInboxes = {
  'GET /api/v1/session': { body: session },
  'GET /v1/backoffice/assistance': {
    body: {
      ...pageOf([]),
      openMessages: { openAsks: 1, awaitingAnswer: 1, answeredToHandle: 1 },
      listed: { asks: 0, messages: 0, answered: 0 },
    },
  },
  'GET /v1/backoffice/caregiver-applications': {
    body: { ...pageOf([]), counts: { RECEIVED: 2, IN_REVIEW: 1, ACCEPTED: 7, DECLINED: 4 } },
  },
  'GET /v1/backoffice/reviews': {
    body: { ...pageOf([]), counts: { PENDING: 0, PUBLISHED: 12, HIDDEN: 1 } },
  },
  'GET /v1/backoffice/requests/facets': {
    body: {
      total: 9,
      statuses: [
        { status: 'NUOVA', count: 2 },
        { status: 'INVIATO CV', count: 7 },
      ],
      provinces: [],
    },
  },
};

function renderFrame() {
  return renderRoute(
    [
      {
        path: '/backoffice',
        element: <BackofficeLayout />,
        children: [{ index: true, element: <h1>Richieste</h1> }],
      },
    ],
    { path: '/backoffice' },
  );
}

describe('the back office’s menu', () => {
  it('says how many wait in each inbox: new requests, messages to handle, applications to decide, reviews to moderate', async () => {
    setWidth(1440);
    signInAs({ uid: 'uid-tutor', email: 'tutor@example.it' });
    mockApi(waitingInboxes);
    renderFrame();
    const menu = await screen.findByRole('navigation', { name: 'Menu del back office' });
    expect(
      await within(menu).findByRole('link', { name: 'Assistenza 3 da gestire' }),
    ).toBeVisible();
    expect(
      await within(menu).findByRole('link', { name: 'Candidature 3 da valutare' }),
    ).toBeVisible();
    // The new requests, whose families wait for their first call.
    const requests = await within(menu).findByRole('link', { name: 'Richieste 2 nuove' });
    expect(requests).toBeVisible();
    // A bare red «2» said what it counts to no one: hovering it says so too.
    expect(within(requests).getByTitle('2 nuove')).toHaveTextContent('2');
    // Nothing waiting: no counter, not a «0».
    expect(within(menu).getByRole('link', { name: 'Recensioni' })).toHaveTextContent(
      /^Recensioni$/,
    );
  });

  it('puts a dot on the folded menu when something waits in it, said to a screen reader too', async () => {
    setWidth(720);
    signInAs({ uid: 'uid-tutor', email: 'tutor@example.it' });
    mockApi(waitingInboxes);
    renderFrame();
    const burger = await screen.findByRole('button', { name: 'Apri il menu' });
    await waitFor(() =>
      expect(burger).toHaveAttribute('aria-description', 'Ci sono novità nel menu'),
    );
    expect(burger.closest('[data-menu-news]')).not.toBeNull();
  });

  it('says when the connection is lost that what shows may be old', async () => {
    setWidth(390);
    signInAs({ uid: 'uid-tutor', email: 'tutor@example.it' });
    mockApi(waitingInboxes);
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    onTestFinished(() => onLine.mockRestore());
    renderFrame();
    await screen.findByRole('navigation', { name: 'Menu del back office' });
    const status = screen.getAllByRole('status').find((region) => region.closest('main'));
    expect(status).toHaveTextContent(
      /^Sei offline: quello che vedi potrebbe non essere aggiornato/,
    );
  });

  it('takes the tutor back to the inbox with the filters she last used', async () => {
    setWidth(1440);
    signInAs({ uid: 'uid-tutor', email: 'tutor@example.it' });
    mockApi({ 'GET /api/v1/session': { body: session } });
    rememberInboxSearch('uid-tutor', 'status=NUOVA&province=TO');
    renderFrame();
    const menu = await screen.findByRole('navigation', { name: 'Menu del back office' });
    expect(await within(menu).findByRole('link', { name: /^Richieste/ })).toHaveAttribute(
      'href',
      '/backoffice/requests?status=NUOVA&province=TO',
    );
  });

  it('on the inbox itself, leads to the filters it shows now; a new page starts at its top', async () => {
    setWidth(1440);
    signInAs({ uid: 'uid-tutor', email: 'tutor@example.it' });
    mockApi({ 'GET /api/v1/session': { body: session } });
    // What the inbox remembered before its latest filter.
    rememberInboxSearch('uid-tutor', 'status=NUOVA');
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    onTestFinished(() => scrollTo.mockRestore());
    const { router } = renderRoute(
      [
        {
          path: '/backoffice',
          element: <BackofficeLayout />,
          children: [
            { path: 'requests', element: <h1>Richieste</h1> },
            { path: 'caregivers', element: <h1>Caregiver</h1> },
          ],
        },
      ],
      { path: '/backoffice/requests?status=NUOVA&q=rossi' },
    );
    const menu = await screen.findByRole('navigation', { name: 'Menu del back office' });
    expect(await within(menu).findByRole('link', { name: /^Richieste/ })).toHaveAttribute(
      'href',
      '/backoffice/requests?status=NUOVA&q=rossi',
    );
    expect(scrollTo).not.toHaveBeenCalled();
    await act(() => router.navigate('/backoffice/caregivers'));
    expect(scrollTo).toHaveBeenCalledWith({ top: 0 });
    // Back: the browser keeps its own place.
    scrollTo.mockClear();
    await act(() => router.navigate(-1));
    expect(await screen.findByRole('heading', { name: 'Richieste' })).toBeVisible();
    expect(scrollTo).not.toHaveBeenCalled();
  });
});

describe('the back office’s frame on a phone', () => {
  it('moves a toast off the menu while it is open, and back top right once it closes', async () => {
    setWidth(390);
    signInAs({ uid: 'uid-tutor', email: 'tutor@example.it' });
    mockApi({
      'GET /api/v1/session': {
        body: {
          uid: 'uid-tutor',
          email: 'tutor@example.it',
          emailVerified: true,
          isAnonymous: false,
          role: 'tutor',
        },
      },
    });
    renderRoute(
      [
        {
          path: '/backoffice',
          element: <BackofficeLayout />,
          children: [{ index: true, element: <h1>Richieste</h1> }],
        },
      ],
      { path: '/backoffice' },
    );
    const burger = await screen.findByRole('button', { name: 'Apri il menu' });
    toast.success('Richiesta ora in «Selezione attiva»');
    const toastArea = async () =>
      (await screen.findByText('Richiesta ora in «Selezione attiva»')).closest<HTMLElement>(
        '.mantine-Notifications-root',
      );
    expect(await toastArea()).toHaveAttribute('data-position', 'top-right');

    await userEvent.click(burger);
    const menu = screen.getByRole('navigation');
    expect(within(menu).getByRole('link', { name: /Assistenza/ })).toBeVisible();
    // The top-right area's box goes to the bottom; the area stays (no toast drawn twice).
    await waitFor(async () =>
      expect((await toastArea())?.style.bottom).toBe('var(--mantine-spacing-md)'),
    );
    expect(await toastArea()).toHaveAttribute('data-position', 'top-right');
    await userEvent.click(screen.getByRole('button', { name: 'Chiudi il menu' }));
    // Still on, it stays where it was read; once gone, the next one is top right again.
    expect((await toastArea())?.style.bottom).toBe('var(--mantine-spacing-md)');
    await userEvent.click(screen.getByRole('button', { name: 'Chiudi la notifica' }));
    await toastsGone();
    toast.success('Nota aggiunta');
    await waitFor(async () =>
      expect(
        (await screen.findByText('Nota aggiunta')).closest<HTMLElement>(
          '.mantine-Notifications-root',
        )?.style.bottom,
      ).toBe(''),
    );
  });
});
