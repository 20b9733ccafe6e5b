import type { Thread } from '@equilibrio/contract/conversations';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makePage, makeRequest } from '@/features/requests/testing/fixtures';
import { signInAs } from '@/testing/fake-auth';
import { mockApi } from '@/testing/mock-fetch';
import { renderRoute } from '@/testing/render';
import { Component as Home } from './home';

vi.mock('@/lib/auth', () => import('@/testing/fake-auth'));

/** The family's conversation about no request: their question and the tutor's reply. */
const generalThread = (unread: number): Thread => ({
  requestId: null,
  replyTime: 'Di solito rispondiamo entro 4 ore lavorative',
  urgentPhone: null,
  unread,
  messages: [
    {
      id: 1,
      requestId: null,
      type: 'GENERIC',
      author: { role: 'customer', name: 'Anna Bianchi' },
      message: 'Come cambio il mio indirizzo email?',
      urgent: false,
      createdAt: '2026-11-26T09:00:00.000Z',
      readAt: '2026-11-26T09:30:00.000Z',
      attachment: null,
    },
    {
      id: 2,
      requestId: null,
      type: 'GENERIC',
      author: { role: 'tutor', name: 'Giulia' },
      message: 'Da Area personale, Dati personali.',
      urgent: false,
      createdAt: '2026-11-26T10:15:00.000Z',
      readAt: unread > 0 ? null : '2026-11-26T10:30:00.000Z',
      attachment: null,
    },
  ],
});

/** Home with a request, and the conversation: unread until Home reads it (`unread`). */
function mockHome(unread: number) {
  let read = false;
  return mockApi({
    'GET /v2/requests/user-1/requests': () => ({
      body: makePage([makeRequest({ id: 9, status: 'INVIATO PREVENTIVO' })]),
    }),
    'GET /api/v1/user-controller/assistance/messages': () => ({
      body: generalThread(read ? 0 : unread),
    }),
    'POST /api/v1/user-controller/assistance/messages/read': () => {
      read = true;
      return { status: 204 };
    },
  });
}

/** True when `first` comes before `second` in the page. */
const before = (first: Element, second: Element) =>
  Boolean(first.compareDocumentPosition(second) & Node.DOCUMENT_POSITION_FOLLOWING);

describe('Home’s conversation with the family tutor', () => {
  beforeEach(() => signInAs());
  afterEach(() => vi.restoreAllMocks());

  it('comes above the requests with a reply not read yet, and stays there once read', async () => {
    const calls = mockHome(1);
    renderRoute([{ path: '/dashboard/home', element: <Home /> }], { path: '/dashboard/home' });
    const conversation = await screen.findByRole('region', {
      name: 'Messaggi con il family tutor',
    });
    const featured = await screen.findByRole('region', { name: 'In evidenza' });
    expect(before(conversation, featured)).toBe(true);

    // Opening Home reads it: the conversation stays where the family is reading it.
    const readAt = () => calls.findIndex((c) => c.method === 'POST' && c.path.endsWith('/read'));
    await waitFor(() => expect(readAt()).toBeGreaterThan(-1));
    // Read again after it: the conversation now has nothing new.
    await waitFor(() =>
      expect(
        calls.findLastIndex((c) => c.path === '/api/v1/user-controller/assistance/messages'),
      ).toBeGreaterThan(readAt()),
    );
    expect(
      before(
        screen.getByRole('region', { name: 'Messaggi con il family tutor' }),
        screen.getByRole('region', { name: 'In evidenza' }),
      ),
    ).toBe(true);
  });

  it('comes after the requests once everything in it is read', async () => {
    mockHome(0);
    renderRoute([{ path: '/dashboard/home', element: <Home /> }], { path: '/dashboard/home' });
    const conversation = await screen.findByRole('region', {
      name: 'Messaggi con il family tutor',
    });
    const featured = await screen.findByRole('region', { name: 'In evidenza' });
    expect(before(featured, conversation)).toBe(true);
  });
});
