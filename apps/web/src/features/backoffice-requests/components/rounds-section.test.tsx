import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { mockApi } from '@/testing/mock-fetch';
import { renderRoute } from '@/testing/render';
import { candidateFixture, roundFixture, workspaceFixture } from '../testing/fixtures';
import { RoundsSection } from './rounds-section';

vi.mock('@/lib/auth', () => import('@/testing/fake-auth'));

afterEach(() => vi.unstubAllGlobals());

const round = roundFixture;

const inService = candidateFixture('Martina Rossi', {
  phase: 'CHOSEN',
  acceptedAt: '2030-02-01T09:00:00.000Z',
});

const renderRounds = (overrides: Parameters<typeof workspaceFixture>[0] = {}) =>
  renderRoute(
    <RoundsSection
      request={workspaceFixture({
        status: 'SELEZIONE COMPLETATA',
        candidates: [inService],
        rounds: [round()],
        ...overrides,
      })}
    />,
  );

describe('the service rounds of a request', () => {
  it('sums the hours worked (a cancelled round not counted) and what is not paid yet', () => {
    renderRounds({
      rounds: [
        round({ id: 1, eventType: 'ACTIVATION', hoursWorked: null, paymentStatus: 'PAID' }),
        round({ id: 2, hoursWorked: 20, paymentStatus: 'PAID' }),
        round({ id: 3, startDate: '2030-03-11', hoursWorked: 12.5, paymentStatus: 'TO_PAY' }),
        round({ id: 4, startDate: '2030-03-18', hoursWorked: 9, paymentStatus: 'PENDING' }),
        round({ id: 5, startDate: '2030-03-25', hoursWorked: 30, paymentStatus: 'CANCELLED' }),
      ],
    });
    const table = screen.getByRole('table', { name: 'Turni di servizio' });
    const total = within(table).getByRole('rowheader', { name: 'Totale' }).closest('tr')!;
    // A round whose payment is under way is not paid yet either (as closing the request says).
    expect(total).toHaveTextContent('Totale41,5Non ancora pagati: 2 turni, 21,5 ore');
  });

  it('cancels a round with its own button, after a question naming its days', async () => {
    const calls = mockApi({
      'PATCH /v1/backoffice/rounds/5': { body: round({ paymentStatus: 'CANCELLED' }) },
    });
    renderRounds();
    await userEvent.click(screen.getByRole('button', { name: 'Modifica il turno del 4 mar 2030' }));
    const dialog = await screen.findByRole('dialog', { name: 'Modifica turno' });
    // The dialog's dismissal is no longer 'Annulla', read as cancelling the round.
    expect(within(dialog).queryByRole('button', { name: 'Annulla' })).toBeNull();
    // One 'Chiudi': the × is 'Chiudi la finestra'.
    expect(within(dialog).getByRole('button', { name: 'Chiudi' })).toHaveTextContent('Chiudi');
    expect(within(dialog).getByRole('button', { name: 'Chiudi la finestra' })).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancella turno' }));
    const question = await screen.findByRole('dialog', { name: 'Cancellare il turno?' });
    expect(question).toHaveTextContent(
      'Il turno di utilizzo dal 4 mar 2030 all’8 mar 2030 (Martina Rossi) viene cancellato',
    );
    // 'Non cancellare' keeps it as it was.
    await userEvent.click(within(question).getByRole('button', { name: 'Non cancellare' }));
    expect(calls.some((c) => c.method === 'PATCH')).toBe(false);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancella turno' }));
    const again = await screen.findByRole('dialog', { name: 'Cancellare il turno?' });
    await userEvent.click(within(again).getByRole('button', { name: 'Cancella turno' }));
    await waitFor(() =>
      expect(calls.filter((c) => c.method === 'PATCH')).toEqual([
        expect.objectContaining({
          path: '/v1/backoffice/rounds/5',
          // With the version the form opened on: a change made meanwhile is refused (409).
          body: { paymentStatus: 'CANCELLED', updatedAt: '2030-03-08T18:00:00.000Z' },
        }),
      ]),
    );
    expect(await screen.findByText('Turno cancellato')).toBeVisible();
  });

  it('proposes the period after the last use round for a new one (not a cancelled one, not the activation)', async () => {
    const calls = mockApi({
      'POST /v1/backoffice/requests/10/rounds': {
        status: 201,
        body: round({ id: 7, startDate: '2030-03-11', endDate: '2030-03-15' }),
      },
    });
    renderRounds({
      id: 10,
      rounds: [
        round(),
        round({
          id: 6,
          startDate: '2030-03-09',
          endDate: '2030-03-20',
          paymentStatus: 'CANCELLED',
        }),
        // The whole service's activation: it ends last, but a week of use follows a week of use.
        round({ id: 8, eventType: 'ACTIVATION', startDate: '2030-03-01', endDate: '2030-09-01' }),
      ],
    });
    await userEvent.click(screen.getByRole('button', { name: 'Aggiungi turno' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nuovo turno di servizio' });
    expect(dialog).toHaveTextContent('Proposto: il periodo dopo l’ultimo turno');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Aggiungi turno' }));
    // Monday 4 to Friday 8 March: the same weekdays a week later, 11–15 March (not Saturday 9
    // to Wednesday 13).
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'POST')?.body).toMatchObject({
        startDate: '2030-03-11',
        endDate: '2030-03-15',
        hoursWorked: null,
      }),
    );
  });

  it('goes on from the day after a round longer than a week, as long as it', async () => {
    const calls = mockApi({
      'POST /v1/backoffice/requests/10/rounds': { status: 201, body: round({ id: 7 }) },
    });
    renderRounds({ id: 10, rounds: [round({ startDate: '2030-03-04', endDate: '2030-03-17' })] });
    await userEvent.click(screen.getByRole('button', { name: 'Aggiungi turno' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nuovo turno di servizio' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Aggiungi turno' }));
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'POST')?.body).toMatchObject({
        startDate: '2030-03-18',
        endDate: '2030-03-31',
      }),
    );
  });

  it('offers no cancelling for a round already paid or cancelled', async () => {
    mockApi({});
    renderRounds({ rounds: [round({ paymentStatus: 'PAID' })] });
    await userEvent.click(screen.getByRole('button', { name: 'Modifica il turno del 4 mar 2030' }));
    const dialog = await screen.findByRole('dialog', { name: 'Modifica turno' });
    expect(within(dialog).queryByRole('button', { name: 'Cancella turno' })).toBeNull();
  });

  it('strikes a cancelled round through, so the round replacing its days is not read twice', () => {
    mockApi({});
    renderRounds({
      rounds: [
        round({ id: 5, paymentStatus: 'CANCELLED' }),
        round({ id: 6, startDate: '2030-03-05' }),
      ],
    });
    const [cancelled, kept] = screen.getAllByRole('row').slice(1);
    const period = (row: HTMLElement) => within(row).getAllByRole('cell')[1]!;
    expect(period(cancelled!)).toHaveStyle({ textDecoration: 'line-through' });
    expect(within(cancelled!).getByText('Cancellato')).toBeVisible();
    expect(period(kept!)).not.toHaveStyle({ textDecoration: 'line-through' });
  });

  it('on a closed request records only a round’s payment: nothing to add, no days or hours', async () => {
    // In June 2030: the round of March is over (a payment is recorded from a round's first day).
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2030-06-01T10:00:00Z') });
    onTestFinished(() => {
      vi.useRealTimers();
    });
    const calls = mockApi({
      'PATCH /v1/backoffice/rounds/5': ({ body }) => ({
        body: { ...round({ id: 5 }), ...(body as object) },
      }),
    });
    renderRounds({
      status: "NON PIU' INTERESSATO",
      allowedTransitions: [],
      rounds: [
        round({ id: 5 }),
        round({ id: 6, startDate: '2030-03-05', paymentStatus: 'CANCELLED' }),
      ],
    });
    expect(screen.getByRole('table', { name: 'Turni di servizio' })).toBeVisible();
    expect(
      screen.getByText('La richiesta è chiusa: dei turni si registra ancora solo il pagamento.'),
    ).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Aggiungi turno' })).toBeNull();
    // A cancelled round has nothing left to record; the one to pay has its payment.
    const edits = screen.getAllByRole('button', { name: /Modifica il turno/ });
    expect(edits).toHaveLength(1);
    await userEvent.click(edits[0]!);
    const dialog = await screen.findByRole('dialog', { name: 'Modifica turno' });
    expect(within(dialog).getByRole('textbox', { name: 'Al' })).toBeDisabled();
    expect(within(dialog).getByRole('textbox', { name: 'Ore lavorate' })).toBeDisabled();
    expect(within(dialog).queryByRole('button', { name: 'Cancella turno' })).toBeNull();
    await userEvent.click(within(dialog).getByRole('combobox', { name: /Pagamento/ }));
    const options = (await screen.findAllByRole('option', { hidden: true })).map(
      (option) => option.textContent,
    );
    expect(options).toEqual(['Da pagare', 'In attesa', 'Pagato']);
    await userEvent.click(screen.getByRole('option', { name: 'Pagato', hidden: true }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Salva turno' }));
    await waitFor(() =>
      expect(calls.find((call) => call.method === 'PATCH')?.body).toEqual({
        paymentStatus: 'PAID',
        updatedAt: '2030-03-08T18:00:00.000Z',
      }),
    );
  });
});
