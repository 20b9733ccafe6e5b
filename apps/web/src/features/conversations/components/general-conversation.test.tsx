import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi } from '@/testing/mock-fetch';
import { renderRoute } from '@/testing/render';
import { familyMessage, thread, tutorReply } from '../testing/fixtures';
import { GeneralConversation } from './request-conversation';

describe('Home’s conversation about no request', () => {
  it('stays hidden until the family has written', async () => {
    const calls = mockApi({
      'GET /api/v1/user-controller/assistance/messages': {
        body: { ...thread([]), requestId: null },
      },
    });
    renderRoute(<GeneralConversation />);
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(screen.queryByRole('region', { name: 'Messaggi con il family tutor' })).toBeNull();
  });

  it('shows the tutor’s reply and continues with the general assistance call, text only', async () => {
    const general = {
      ...thread(
        [
          { ...familyMessage, requestId: null },
          { ...tutorReply, requestId: null, attachment: null },
        ],
        1,
      ),
      requestId: null,
    };
    const calls = mockApi({
      'GET /api/v1/user-controller/assistance/messages': { body: general },
      'POST /api/v1/user-controller/assistance/messages/read': { status: 204 },
      'POST /api/v1/user-controller/assistance': {
        status: 201,
        body: {
          id: 3,
          requestId: null,
          type: 'GENERIC',
          message: 'Grazie',
          createdAt: '2026-11-26T11:00:00.000Z',
          handledAt: null,
        },
      },
    });
    renderRoute(<GeneralConversation />);
    const region = await screen.findByRole('region', { name: 'Messaggi con il family tutor' });
    expect(within(region).getByText('Giulia · Family tutor')).toBeInTheDocument();
    expect(within(region).queryByRole('button', { name: 'Allega un file' })).toBeNull();
    await userEvent.type(within(region).getByRole('textbox', { name: 'Messaggio' }), 'Grazie');
    await userEvent.click(within(region).getByRole('button', { name: 'Invia' }));
    expect(await screen.findByText('Messaggio inviato')).toBeInTheDocument();
    expect(calls.find((c) => c.url.endsWith('/user-controller/assistance'))!.body).toEqual({
      message: 'Grazie',
      type: 'GENERIC',
    });
    expect(calls.some((c) => c.url.endsWith('/messages/read') && c.keepalive === true)).toBe(true);
  });
});
