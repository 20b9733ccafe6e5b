import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoute } from '@/testing/render';
import { setWidth } from '@/testing/viewport';
import { summaryFixture } from '../testing/fixtures';
import { RequestTable } from './request-rows';

const now = new Date('2030-01-02T09:00:00Z');
const rows = [
  summaryFixture({
    id: 7,
    assignedTutor: { uid: 't1', name: 'Marco', surname: 'Ferri', email: 'marco@example.it' },
  }),
];

/** Shows `summaries` in the table on a wide desktop: its rows, the header's first. */
const wideTable = (summaries: ReturnType<typeof summaryFixture>[]) => {
  setWidth(1440);
  renderRoute(<RequestTable rows={summaries} now={now} />);
  return screen.getAllByRole('row');
};
const heads = () => screen.getAllByRole('columnheader').map((th) => th.textContent);

describe('the inbox table', () => {
  afterEach(() => vi.restoreAllMocks());

  it('on a wide desktop, gives the tutor and the day received columns of their own', () => {
    setWidth(1440);
    renderRoute(<RequestTable rows={rows} now={now} />);
    expect(heads()).toEqual([
      'N°',
      'Famiglia',
      'Richiesta',
      'Stato',
      'Prossimo passo',
      'Tutor',
      'Ricevuta',
    ]);
    expect(screen.getByRole('cell', { name: 'Marco Ferri' })).toBeVisible();
  });

  it('on a 1024 px laptop, puts them under the number and the customer: nothing to scroll sideways', () => {
    setWidth(1024);
    renderRoute(<RequestTable rows={rows} now={now} />);
    expect(heads()).toEqual(['N°', 'Famiglia', 'Richiesta', 'Stato', 'Prossimo passo']);
    const row = screen.getAllByRole('row')[1]!;
    expect(within(row).getByText('Tutor: Marco Ferri')).toBeVisible();
    expect(within(row).getByTitle('Ricevuta')).toHaveTextContent(/2030/);
  });

  it('flags Urgente the row of a request with an open urgent message, and no other', () => {
    const [, urgent, routine] = wideTable([
      summaryFixture({
        id: 8,
        status: 'SELEZIONE COMPLETATA',
        openAssistance: 2,
        awaitingAnswer: 2,
        openUrgent: 1,
        openAssistanceSince: '2030-01-02T08:00:00Z',
      }),
      summaryFixture({
        id: 9,
        status: 'SELEZIONE COMPLETATA',
        openAssistance: 1,
        awaitingAnswer: 1,
        openAssistanceSince: '2030-01-02T08:00:00Z',
      }),
    ]);
    expect(within(urgent!).getByText('Urgente')).toBeVisible();
    expect(within(urgent!).getByText('2 messaggi in attesa di risposta')).toBeVisible();
    expect(within(routine!).queryByText('Urgente')).toBeNull();
  });

  it('counts a running service’s wait from the family’s unanswered message', () => {
    const [, answer, running] = wideTable([
      summaryFixture({
        id: 8,
        status: 'SELEZIONE COMPLETATA',
        statusSince: '2029-12-01T09:00:00Z',
        openAssistance: 3,
        openAsks: 1,
        awaitingAnswer: 2,
        openAssistanceSince: '2030-01-02T06:00:00Z',
        lastCallAt: '2030-01-02T08:30:00Z',
      }),
      summaryFixture({
        id: 9,
        status: 'SELEZIONE COMPLETATA',
        statusSince: '2029-12-01T09:00:00Z',
      }),
    ]);
    expect(answer).toHaveTextContent('Famiglia in attesa di risposta');
    // What the status says goes under it: the service runs meanwhile.
    expect(answer).toHaveTextContent('Servizio in corso');
    expect(answer).toHaveTextContent('in attesa da 3 h');
    // The message itself is one tap away: the badge opens the request at its 'Segnalazioni'.
    expect(within(answer!).getByRole('link', { name: '1 segnalazione' })).toHaveAttribute(
      'href',
      '/backoffice/requests/8#segnalazioni',
    );
    // The family's messages in the conversation are no segnalazioni: they await an answer there.
    expect(
      within(answer!).getByRole('link', { name: '2 messaggi in attesa di risposta' }),
    ).toHaveAttribute('href', '/backoffice/requests/8#conversazione');
    expect(running).toHaveTextContent('Servizio in corso');
    // The last call logged with the family, where there is one.
    expect(answer).toHaveTextContent(/Ultima chiamata 2 gen 2030, 09:30/);
    expect(running).not.toHaveTextContent('Ultima chiamata');
    expect(running).toHaveTextContent('in questo stato da');
  });

  it('says a message answered with a plain ‘Rispondi’ is still to mark handled, and no longer that the family awaits an answer', () => {
    const [, row] = wideTable([
      // As the server reads it: the answered message waits for nobody (no wait since).
      summaryFixture({
        id: 8,
        status: 'SELEZIONE COMPLETATA',
        statusSince: '2029-12-01T09:00:00Z',
        openAssistance: 0,
        answeredToHandle: 1,
      }),
    ]);
    expect(row).toHaveTextContent('Servizio in corso');
    expect(row).not.toHaveTextContent(/in attesa di risposta/i);
    expect(
      within(row!).getByRole('link', { name: '1 messaggio risposto, da segnare come gestito' }),
    ).toHaveAttribute('href', '/backoffice/requests/8#conversazione');
  });

  it('under the ‘In attesa’ status says only how long: not ‘In attesa · in attesa da 48 giorni’', () => {
    const [, substitution, paid] = wideTable([
      summaryFixture({ id: 10, status: 'IN ATTESA', statusSince: '2029-11-15T09:00:00Z' }),
      summaryFixture({ id: 11, status: 'PAGATO', statusSince: '2029-12-31T09:00:00Z' }),
    ]);
    const status = within(substitution!).getAllByRole('cell')[3]!;
    expect(status).toHaveTextContent(/^In attesada 48 giorni$/);
    expect(substitution).not.toHaveTextContent(/in attesa da/i);
    // Other statuses keep their words.
    expect(within(paid!).getAllByRole('cell')[3]).toHaveTextContent(
      /^Pagatoin attesa da 2 giorni$/,
    );
  });
});
