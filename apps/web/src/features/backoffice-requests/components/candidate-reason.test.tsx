import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { mockApi } from '@/testing/mock-fetch';
import { renderRoute } from '@/testing/render';
import { candidateFixture } from '../testing/fixtures';
import { CandidateReason } from './candidate-reason';

vi.mock('@/lib/auth', () => import('@/testing/fake-auth'));

const sofia = candidateFixture('Sofia Ricci', { published: false });

/** Whether leaving the tab now would ask first (the browser's own question). */
const reloadAsks = () => {
  const event = new Event('beforeunload', { cancelable: true });
  window.dispatchEvent(event);
  return event.defaultPrevented;
};

describe('why a candidate is proposed', () => {
  it('asks before a reload loses a reason typed and not yet saved; once sent, no more', async () => {
    const calls = mockApi({
      'PATCH /v1/backoffice/requests/42/candidates/cg-sofia': ({ body }) => ({
        body: { ...sofia, ...(body as object) },
      }),
    });
    renderRoute(
      <>
        <CandidateReason requestId={42} candidate={sofia} editable />
        <button type="button">Altro</button>
      </>,
    );
    expect(reloadAsks()).toBe(false);
    await userEvent.type(
      screen.getByRole('textbox', { name: 'Perché proponiamo Sofia Ricci' }),
      'Parla inglese, 8 anni con bambini piccoli',
    );
    expect(reloadAsks()).toBe(true);
    // Leaving the field saves it.
    await userEvent.click(screen.getByRole('button', { name: 'Altro' }));
    expect(calls.find((call) => call.method === 'PATCH')?.body).toEqual({
      reason: 'Parla inglese, 8 anni con bambini piccoli',
    });
    // Sent: leaving now (a link to the next request) asks nothing more.
    expect(await screen.findByText('Salvato: la famiglia lo leggerà sulla scheda.')).toBeVisible();
    expect(reloadAsks()).toBe(false);
  });

  it('saves itself a moment after typing stops, saying so under the field', async () => {
    const calls = mockApi({
      'PATCH /v1/backoffice/requests/42/candidates/cg-sofia': ({ body }) => ({
        body: { ...sofia, ...(body as object) },
      }),
    });
    renderRoute(<CandidateReason requestId={42} candidate={sofia} editable />);
    const field = screen.getByRole('textbox', { name: 'Perché proponiamo Sofia Ricci' });
    await userEvent.type(field, 'Vive a due passi');
    expect(screen.getByText('Da salvare…')).toBeVisible();
    // Still in the field: no blur, and yet it is saved once, with the whole text.
    expect(field).toHaveFocus();
    await waitFor(() => expect(calls.filter((call) => call.method === 'PATCH')).toHaveLength(1), {
      timeout: 4000,
    });
    expect(calls.find((call) => call.method === 'PATCH')?.body).toEqual({
      reason: 'Vive a due passi',
    });
    expect(await screen.findByText('Salvato: la famiglia lo leggerà sulla scheda.')).toBeVisible();
    expect(reloadAsks()).toBe(false);
  });

  it('does not try a refused reason again by itself: only a new change saves again', async () => {
    const calls = mockApi({
      'PATCH /v1/backoffice/requests/42/candidates/cg-sofia': {
        status: 409,
        body: { error: { code: 'INVALID_STATE', message: 'I profili sono già stati inviati.' } },
      },
    });
    renderRoute(<CandidateReason requestId={42} candidate={sofia} editable />);
    const field = screen.getByRole('textbox', { name: 'Perché proponiamo Sofia Ricci' });
    await userEvent.type(field, 'Vive vicino');
    const patches = () => calls.filter((call) => call.method === 'PATCH');
    await waitFor(() => expect(patches()).toHaveLength(1), { timeout: 4000 });
    expect(await screen.findByText('I profili sono già stati inviati.')).toBeVisible();
    // No loop of the same refusal every pause.
    await new Promise((resolve) => setTimeout(resolve, 2500));
    expect(patches()).toHaveLength(1);
    await userEvent.type(field, '!');
    await waitFor(() => expect(patches()).toHaveLength(2), { timeout: 4000 });
  });
});
