import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { italianDay } from '@/lib/format-datetime';
import { renderRoute } from '@/testing/render';
import { ChecksPanel } from './checks-panel';

const identityChecked = {
  id: 1,
  kind: 'identity-document' as const,
  checkedOn: '2030-01-02',
  reference: null,
  notes: null,
  tutorUid: 't1',
  tutorName: 'Giulia Neri',
  createdAt: '2030-01-02T09:00:00.000Z',
};

describe('the agency’s checks', () => {
  it('offers to record the first check still missing, not one already done', async () => {
    const onRecord = vi.fn(async () => {});
    renderRoute(
      <ChecksPanel checks={[identityChecked]} editable onRecord={onRecord} onRemove={vi.fn()} />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Registra una verifica' }));
    const kind = screen.getByRole('combobox', { name: 'Verifica' });
    expect(kind).toHaveValue('Referenze verificate');
    // The button goes as the form comes: the keyboard goes on in the form, not a Tab away.
    expect(kind).toHaveFocus();
  });
});

describe('the criminal record on the list of checks', () => {
  const criminalRecord = (checkedOn: string, id = 2) => ({
    ...identityChecked,
    id,
    kind: 'criminal-record' as const,
    checkedOn,
  });
  const line = () =>
    screen.getByRole('list', { name: 'Verifiche richieste' }).querySelectorAll('li')[3]!;

  it('reads as expired once, with the last day it counted, when older than six months', () => {
    renderRoute(
      <ChecksPanel
        checks={[criminalRecord('2015-01-01')]}
        editable
        onRecord={vi.fn()}
        onRemove={vi.fn()}
      />,
    );
    expect(line()).toHaveTextContent(
      /^Casellario giudiziale scaduto: valeva fino all’1 luglio 2015, ne serve uno degli ultimi 6 mesi$/,
    );
    // The check itself stays listed below, with its own day.
    expect(screen.getByText(/^1 gen 2015 ·/)).toBeInTheDocument();
  });

  it('is to do when none is recorded', () => {
    renderRoute(
      <ChecksPanel checks={[identityChecked]} editable onRecord={vi.fn()} onRemove={vi.fn()} />,
    );
    expect(line()).toHaveTextContent(/^Casellario giudiziale visionato — da fare$/);
  });

  it('is done while the latest one is recent', () => {
    renderRoute(
      <ChecksPanel
        checks={[criminalRecord('2015-01-01'), criminalRecord(italianDay(new Date()), 3)]}
        editable
        onRecord={vi.fn()}
        onRemove={vi.fn()}
      />,
    );
    expect(line()).toHaveTextContent(/^Casellario giudiziale visionato$/);
  });
});
