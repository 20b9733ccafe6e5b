import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '@/testing/mock-fetch';
import { renderRoute } from '@/testing/render';
import { CaregiverFormPage } from './caregiver-form-page';

vi.mock('@/lib/auth', () => import('@/testing/fake-auth'));
afterEach(() => vi.restoreAllMocks());

/** The new-caregiver form with its name, type and the 'Attivo' switch on; answers the calls. */
async function newActiveCaregiver(recordedChecks: readonly never[] | undefined) {
  const calls = mockApi({
    'POST /v1/backoffice/caregivers': () => ({ status: 500, body: {} }),
  });
  renderRoute(<CaregiverFormPage docRef={null} recordedChecks={recordedChecks} />);
  const user = userEvent.setup();
  await user.click(await screen.findByLabelText(/^Tipo/));
  await user.click(await screen.findByRole('option', { name: 'Colf' }));
  await user.type(screen.getByLabelText(/^Nome/), 'Elisa');
  await user.type(screen.getByLabelText(/^Cognome/), 'Ferri');
  await user.click(screen.getByLabelText(/^Attivo/));
  await user.click(screen.getByRole('button', { name: 'Crea caregiver' }));
  return { calls, user };
}

describe('switching a caregiver on', () => {
  it('asks first while the agency’s checks are missing, and saves nothing on Annulla', async () => {
    const { calls, user } = await newActiveCaregiver([]);
    const ask = await screen.findByRole('dialog', {
      name: 'Attivare il caregiver senza verifiche?',
    });
    expect(ask).toHaveTextContent(/Mancano: Documento d.identità/);
    // A new caregiver has no page of checks yet: where they go, once created.
    expect(ask).toHaveTextContent(
      'Le verifiche si registrano sulla sua scheda, dopo averlo creato.',
    );
    await user.click(screen.getByRole('button', { name: 'Annulla' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Crea caregiver' }));
    await user.click(await screen.findByRole('button', { name: 'Attiva comunque' }));
    await waitFor(() => expect(calls.filter((call) => call.method === 'POST')).toHaveLength(1));
  });

  it('asks all the same while the checks are not known', async () => {
    const { calls, user } = await newActiveCaregiver(undefined);
    const ask = await screen.findByRole('dialog', { name: 'Attivare il caregiver?' });
    expect(ask).toHaveTextContent('Non è stato possibile leggere le sue verifiche');
    await user.click(screen.getByRole('button', { name: 'Attiva comunque' }));
    await waitFor(() => expect(calls.filter((call) => call.method === 'POST')).toHaveLength(1));
  });
});
