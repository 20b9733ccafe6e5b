import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '@/testing/mock-fetch';
import { renderRoute } from '@/testing/render';
import { workspaceFixture } from '../testing/fixtures';
import { NextSteps } from './next-steps';

vi.mock('@/lib/auth', () => import('@/testing/fake-auth'));

afterEach(() => vi.unstubAllGlobals());

const renderSteps = (request = workspaceFixture()) =>
  renderRoute(
    <NextSteps request={request} interviewOpen={null} onInterviewOpenChange={() => {}} />,
  );

describe('next steps of a request', () => {
  it('shows exactly the moves the server allows, forward moves first and closing in a menu', async () => {
    mockApi({});
    renderSteps();
    const buttons = within(screen.getByRole('region', { name: 'Prossimi passi' }))
      .getAllByRole('button')
      .map((b) => b.textContent);
    expect(buttons).toEqual([
      'Invia preventivo',
      'Da richiamare',
      'Metti in stand-by',
      'Chiudi richiesta',
    ]);
    await userEvent.click(screen.getByRole('button', { name: 'Chiudi richiesta' }));
    expect(await screen.findByRole('menuitem', { name: 'Chiudi: non risponde' })).toBeVisible();
    expect(screen.getByRole('menuitem', { name: 'Chiudi: non più interessato' })).toBeVisible();
  });

  it('says when a request is closed and offers nothing', () => {
    mockApi({});
    renderSteps(workspaceFixture({ status: 'NON RISPONDE', allowedTransitions: [] }));
    expect(screen.getByText('La richiesta è chiusa: non ci sono altri passi.')).toBeVisible();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('sends a note move to its endpoint with the note', async () => {
    const calls = mockApi({
      'POST /v1/backoffice/requests/42/mark-to-call': { body: { id: 42, status: 'DA RICHIAMARE' } },
    });
    renderSteps();
    await userEvent.click(screen.getByRole('button', { name: 'Da richiamare' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('la richiesta passa a "Da richiamare"');
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: /Nota per lo storico/ }),
      'Non risponde al mattino',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Da richiamare' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'POST')).toBe(true));
    expect(calls.find((c) => c.method === 'POST')).toMatchObject({
      path: '/v1/backoffice/requests/42/mark-to-call',
      body: { note: 'Non risponde al mattino' },
    });
    expect(await screen.findByText('Richiesta ora in "Da richiamare"')).toBeVisible();
  });

  it('will not close a request without a reason', async () => {
    const calls = mockApi({
      'POST /v1/backoffice/requests/42/close': { body: { id: 42, status: 'NON RISPONDE' } },
    });
    renderSteps();
    await userEvent.click(screen.getByRole('button', { name: 'Chiudi richiesta' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Chiudi: non risponde' }));
    const dialog = await screen.findByRole('dialog');
    const confirm = within(dialog).getByRole('button', { name: 'Chiudi richiesta' });
    expect(confirm).toBeDisabled();
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: /Motivo della chiusura/ }),
      'Tre chiamate senza risposta',
    );
    await userEvent.click(confirm);
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'POST')).toMatchObject({
        path: '/v1/backoffice/requests/42/close',
        body: { outcome: 'NON RISPONDE', note: 'Tre chiamate senza risposta' },
      }),
    );
  });

  it('keeps "send the profiles" disabled until a candidate waits to be sent', () => {
    mockApi({});
    renderSteps(
      workspaceFixture({
        status: 'SELEZIONE ATTIVA',
        candidatesEditable: true,
        allowedTransitions: [
          {
            action: 'publishCandidates',
            label: 'Invia profili al cliente',
            to: 'INVIATO CV',
            noteRequired: false,
          },
        ],
      }),
    );
    expect(screen.getByRole('button', { name: 'Invia profili al cliente' })).toBeDisabled();
  });
});
