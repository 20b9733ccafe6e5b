import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { makeQuotedRequest } from '@/features/requests/testing/fixtures';
import { mockApi } from '@/testing/mock-fetch';
import { renderRoute } from '@/testing/render';
import { signedInOnDesktop } from '@/testing/viewport';
import { RequestFeedback } from './request-detail';

vi.mock('@/lib/auth', () => import('@/testing/fake-auth'));

const at = '2026-11-25T09:00:00.000Z';
/** A message of the request's conversation, by the family or a tutor. */
const message = (id: number, role: 'customer' | 'tutor', urgent = false) => ({
  id,
  requestId: 10,
  type: 'GENERIC',
  author: { role, name: role === 'tutor' ? 'Marco' : 'Giulia Bianchi' },
  message: urgent ? 'Martina oggi non si è presentata' : 'Grazie',
  urgent,
  createdAt: at,
  readAt: null,
  attachment: null,
});

const question = 'Il colloquio si è svolto: come ti stai trovando con noi?';

describe('the ratings asked on the request page', () => {
  signedInOnDesktop();
  const show = (messages: ReturnType<typeof message>[]) => {
    mockApi({
      'GET /v2/requests/10/messages': {
        body: {
          requestId: 10,
          replyTime: '4 ore lavorative',
          urgentPhone: null,
          unread: 0,
          messages,
        },
      },
      'GET /v1/nps-scores/me': { body: { lastAnsweredAt: null, askAgainAt: null, ask: true } },
      'GET /v2/requests/10/reviews': { body: { caregivers: [] } },
    });
    const request = { ...makeQuotedRequest({ status: 'SELEZIONE COMPLETATA' }), id: 10 };
    return renderRoute(<RequestFeedback request={request} />);
  };

  it('are asked once the interview is done', async () => {
    show([message(1, 'customer')]);
    expect(await screen.findByText(question)).toBeVisible();
  });

  it('wait while the family’s urgent message has no answer, and come back once answered', async () => {
    const { unmount } = show([message(1, 'customer'), message(2, 'customer', true)]);
    // The conversation has loaded: still nothing asked.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(screen.queryByText(question)).toBeNull();
    unmount();
    show([message(1, 'customer', true), message(2, 'tutor')]);
    expect(await screen.findByText(question)).toBeVisible();
  });
});
