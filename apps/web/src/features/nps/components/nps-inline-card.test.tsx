import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { signInAs } from '@/testing/fake-auth';
import { mockApi } from '@/testing/mock-fetch';
import { renderRoute } from '@/testing/render';
import { NpsInlineCard } from './nps-inline-card';

vi.mock('@/lib/auth', () => import('@/testing/fake-auth'));

const question = 'Quanto consiglieresti Equilibrio a un amico o a un collega?';

describe('NPS asked in context', () => {
  beforeEach(() => signInAs());
  afterEach(() => vi.restoreAllMocks());

  it('asks after the interview and leaves a thank-you once answered', async () => {
    mockApi({
      'GET /v1/nps-scores/me': () => ({
        body: { lastAnsweredAt: null, askAgainAt: null, ask: true },
      }),
      'POST /v1/nps-scores': ({ body }) => ({
        status: 201,
        body: { ...(body as object), id: 1, timestamp: '2026-11-26T10:00:00.000Z' },
      }),
    });
    renderRoute(<NpsInlineCard moment="interview" />);
    const card = await screen.findByRole('region', { name: question });
    expect(card).toHaveTextContent('Il colloquio si è svolto: come ti stai trovando con noi?');
    await userEvent.click(within(card).getByRole('radio', { name: '10 su 10' }));
    await userEvent.click(within(card).getByRole('button', { name: 'Invia' }));
    expect(
      await screen.findByRole('status', { name: /Grazie per la tua valutazione/ }),
    ).toBeVisible();
    expect(screen.queryByRole('region', { name: question })).not.toBeInTheDocument();
  });

  it('says nothing when the family answered in the last 90 days', async () => {
    const calls = mockApi({
      'GET /v1/nps-scores/me': () => ({
        body: {
          lastAnsweredAt: '2026-11-01T10:00:00.000Z',
          askAgainAt: '2027-01-30T10:00:00.000Z',
          ask: false,
        },
      }),
    });
    renderRoute(<NpsInlineCard moment="month" />);
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(screen.queryByRole('region', { name: question })).not.toBeInTheDocument();
  });
});
