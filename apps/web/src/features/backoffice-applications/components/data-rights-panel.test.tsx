import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { mockApi } from '@/testing/mock-fetch';
import { renderRoute } from '@/testing/render';
import { DataRightsPanel } from './data-rights-panel';

vi.mock('@/lib/auth', () => import('@/testing/fake-auth'));

/** Martina's panel, held by the open requests `heldOn`. */
function renderPanel(heldOn?: number[]) {
  mockApi({});
  renderRoute(
    <DataRightsPanel
      subject="caregivers/cg-martina"
      who="questo caregiver"
      heldOn={heldOn}
      onErased={() => {}}
    />,
  );
}

describe('a caregiver’s data rights', () => {
  it('offers no erasure while a family counts on the caregiver, and says what to do first', () => {
    renderPanel([10]);
    const erase = screen.getByRole('button', { name: 'Cancella i dati personali' });
    expect(erase).toBeDisabled();
    expect(erase).toHaveAccessibleDescription(
      'Il caregiver ha un incarico aperto (#10): prima avvia la sostituzione o chiudi la richiesta, poi cancella i dati.',
    );
    // The copy of the data is still there to give.
    expect(screen.getByRole('button', { name: 'Esporta i dati personali' })).toBeEnabled();
  });

  it('offers it once nothing holds them', () => {
    renderPanel();
    expect(screen.getByRole('button', { name: 'Cancella i dati personali' })).toBeEnabled();
  });
});
