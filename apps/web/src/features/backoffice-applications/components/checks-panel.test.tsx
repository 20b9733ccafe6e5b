import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
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
    expect(screen.getByRole('combobox', { name: 'Verifica' })).toHaveValue('Referenze verificate');
  });
});
