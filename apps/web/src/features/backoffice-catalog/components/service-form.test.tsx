import type { AdminService } from '@equilibrio/contract/backoffice-catalog';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderRoute } from '@/testing/render';
import { ServiceForm } from './service-form';

vi.mock('@/lib/auth', () => import('@/testing/fake-auth'));

const service = (id: number, name: string, more: Partial<AdminService> = {}): AdminService => ({
  id,
  name,
  description: null,
  businessLine: 'COLF',
  customerType: 'B2C',
  active: true,
  companyIds: [],
  createdAt: '2026-01-10T09:00:00.000Z',
  prices: [],
  ...more,
});

describe('the service form', () => {
  it('says every missing field at the first try', async () => {
    const onSubmit = vi.fn(async () => {});
    renderRoute(<ServiceForm onSubmit={onSubmit} onCancel={() => {}} />);
    await userEvent.click(screen.getByRole('button', { name: 'Crea servizio' }));
    expect(await screen.findAllByText('Questo campo è obbligatorio')).toHaveLength(2);
    expect(onSubmit).not.toHaveBeenCalled();
  });
});

describe('switching a service off', () => {
  /** `colf` opened among `services`, its switch turned off and saved: the question asked. */
  async function switchOff(colf: AdminService, services: AdminService[]) {
    const onSubmit = vi.fn(async () => {});
    renderRoute(
      <ServiceForm service={colf} services={services} onSubmit={onSubmit} onCancel={() => {}} />,
    );
    const user = userEvent.setup();
    await user.click(screen.getByLabelText(/^Attivo/));
    await user.click(screen.getByRole('button', { name: 'Salva servizio' }));
    const ask = await screen.findByRole('dialog', { name: 'Disattivare il servizio?' });
    return { ask, onSubmit, user };
  }

  it('asks first, saving nothing and switching it on again on Annulla', async () => {
    const colf = service(1, 'Colf privati');
    // The other Colf for families is off, and the B2B one is for partner companies.
    const services = [
      colf,
      service(2, 'Colf vecchio listino', { active: false }),
      service(3, 'Colf welfare', { customerType: 'B2B' }),
      service(4, 'Babysitter privati', { businessLine: 'BABYSITTER' }),
    ];
    const { ask, onSubmit, user } = await switchOff(colf, services);
    expect(ask).toHaveTextContent(
      'È l’unico servizio attivo di Colf per i privati: le famiglie possono ancora chiedere Colf, ma non potrai inviare loro un preventivo finché non ne attivi uno.',
    );
    // Keeping it on is the filled, safe answer.
    const cancel = within(ask).getByRole('button', { name: 'Annulla' });
    expect(cancel).toHaveAttribute('data-variant', 'filled');
    expect(within(ask).getByRole('button', { name: 'Disattiva' })).toHaveAttribute(
      'data-variant',
      'outline',
    );
    await user.click(cancel);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: /Disattivare/ })).toBeNull());
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getByLabelText(/^Attivo/)).toBeChecked();

    await user.click(screen.getByLabelText(/^Attivo/));
    await user.click(screen.getByRole('button', { name: 'Salva servizio' }));
    await user.click(await screen.findByRole('button', { name: 'Disattiva' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ active: false }));
  });

  it('says less when another service of its line and customers is still active', async () => {
    const colf = service(1, 'Colf privati');
    const { ask } = await switchOff(colf, [colf, service(2, 'Colf convivente')]);
    expect(ask).toHaveTextContent(
      'Non potrai più sceglierlo nei nuovi preventivi né nelle loro correzioni; quelli già inviati restano validi.',
    );
    expect(ask).not.toHaveTextContent(/unico/);
  });

  it('tells the last active one for partner companies what welfare families lose', async () => {
    const colf = service(3, 'Colf welfare', { customerType: 'B2B' });
    const { ask } = await switchOff(colf, [colf, service(1, 'Colf privati')]);
    expect(ask).toHaveTextContent(
      'È l’unico servizio attivo di Colf per le aziende partner: le famiglie non potranno più chiedere Colf con il welfare aziendale',
    );
  });

  it('asks nothing when a service stays on, or one already off is saved', async () => {
    const onSubmit = vi.fn(async () => {});
    const off = service(2, 'Colf vecchio listino', { active: false });
    renderRoute(
      <ServiceForm service={off} services={[off]} onSubmit={onSubmit} onCancel={() => {}} />,
    );
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/^Descrizione/), 'Listino 2025');
    await user.click(screen.getByRole('button', { name: 'Salva servizio' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(screen.queryByRole('dialog', { name: /Disattivare/ })).toBeNull();
  });
});
