import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { renderRoute } from '@/testing/render';
import { RoundForm } from './round-form';

const typeDate = (name: 'Dal' | 'Al', value: string) => {
  const input = screen.getByRole('textbox', { name });
  fireEvent.change(input, { target: { value } });
  fireEvent.blur(input);
};

const renderForm = (onSubmit = vi.fn(async () => {})) => {
  renderRoute(
    <RoundForm
      caregivers={[{ value: 'cg-martina-rossi', label: 'Martina Rossi' }]}
      onSubmit={onSubmit}
      onCancel={() => {}}
    />,
  );
  return onSubmit;
};

const hours = () => screen.getByRole('textbox', { name: 'Ore lavorate' });

describe('the service round form', () => {
  it('refuses more than 24 hours a day of the period under the hours, before asking the server', async () => {
    const onSubmit = renderForm();
    typeDate('Dal', '01/01/2025');
    typeDate('Al', '05/01/2025');
    await userEvent.type(hours(), '9999');
    await userEvent.click(screen.getByRole('button', { name: 'Aggiungi turno' }));
    const message = 'Troppe ore per il periodo: al massimo 120 in 5 giorni (24 al giorno)';
    expect(await screen.findByText(message)).toBeVisible();
    expect(hours()).toHaveAttribute('aria-invalid', 'true');
    // The message first, then the field's own line.
    expect(hours()).toHaveAccessibleDescription(new RegExp(`^${message.replace(/[()]/g, '\\$&')}`));
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('says an empty hours field is a round still to be worked, not a mistake', async () => {
    const onSubmit = renderForm();
    expect(hours()).toHaveAccessibleDescription(
      'Lascia vuoto per un turno ancora da svolgere: le ore si aggiungono a turno concluso',
    );
    typeDate('Dal', '01/12/2025');
    await userEvent.click(screen.getByRole('button', { name: 'Aggiungi turno' }));
    expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ hoursWorked: null }));
  });

  it('starts from the one caregiver who served the family, with no word on an empty choice', () => {
    renderForm();
    const one = screen.getByRole('combobox', { name: 'Caregiver' });
    expect(one).toHaveValue('Martina Rossi');
    expect(one).not.toHaveAccessibleDescription(/Vuoto/);
  });

  it('says what an empty caregiver means when several have served the family', () => {
    renderRoute(
      <RoundForm
        caregivers={[
          { value: 'cg-martina-rossi', label: 'Martina Rossi' },
          { value: 'cg-luca-marino', label: 'Luca Marino' },
        ]}
        onSubmit={vi.fn(async () => {})}
        onCancel={() => {}}
      />,
    );
    const field = screen.getByRole('combobox', { name: 'Caregiver' });
    expect(field).toHaveValue('');
    expect(field).toHaveAccessibleDescription('Vuoto: il caregiver in servizio');
  });

  it('takes exactly 24 hours on one day', async () => {
    const onSubmit = renderForm();
    typeDate('Dal', '01/12/2025');
    typeDate('Al', '01/12/2025');
    await userEvent.type(hours(), '24,5');
    await userEvent.click(screen.getByRole('button', { name: 'Aggiungi turno' }));
    expect(await screen.findByText('Troppe ore per un giorno: al massimo 24')).toBeVisible();
    await userEvent.clear(hours());
    await userEvent.type(hours(), '24');
    await userEvent.click(screen.getByRole('button', { name: 'Aggiungi turno' }));
    expect(onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ startDate: '2025-12-01', endDate: '2025-12-01', hoursWorked: 24 }),
    );
  });

  it('shows the server’s word on a start before the request under the start', async () => {
    const message = 'La richiesta è dell’1 dicembre 2026: il turno non può iniziare prima';
    const onSubmit = renderForm(
      vi.fn(async () => {
        throw new ApiError(400, 'VALIDATION_FAILED', message, { startDate: message });
      }),
    );
    typeDate('Dal', '01/01/2020');
    await userEvent.click(screen.getByRole('button', { name: 'Aggiungi turno' }));
    expect(await screen.findAllByText(message)).toHaveLength(1);
    expect(screen.getByRole('textbox', { name: 'Dal' })).toHaveAttribute('aria-invalid', 'true');
    expect(onSubmit).toHaveBeenCalledOnce();
  });

  it('records no hours nor payment on a round whose first day is still ahead (Italy’s day)', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-12-01T10:00:00Z') });
    try {
      const onSubmit = renderForm();
      typeDate('Dal', '15/12/2026');
      typeDate('Al', '19/12/2026');
      await userEvent.type(hours(), '5');
      await userEvent.click(screen.getByRole('combobox', { name: 'Pagamento' }));
      await userEvent.click(await screen.findByRole('option', { name: 'Pagato' }));
      await userEvent.click(screen.getByRole('button', { name: 'Aggiungi turno' }));
      expect(
        await screen.findByText(
          'Il turno inizia il 15 dicembre 2026: le ore lavorate si registrano da quel giorno',
        ),
      ).toBeVisible();
      expect(
        screen.getByText(
          'Il turno inizia il 15 dicembre 2026: il pagamento si registra da quel giorno (prima può essere solo «Da pagare» o «Cancellato»)',
        ),
      ).toBeVisible();
      expect(onSubmit).not.toHaveBeenCalled();

      // Planned, without hours and still to pay, it is recorded.
      await userEvent.clear(hours());
      await userEvent.click(screen.getByRole('combobox', { name: 'Pagamento' }));
      await userEvent.click(await screen.findByRole('option', { name: 'Da pagare' }));
      await userEvent.click(screen.getByRole('button', { name: 'Aggiungi turno' }));
      expect(onSubmit).toHaveBeenCalledWith(
        expect.objectContaining({
          startDate: '2026-12-15',
          hoursWorked: null,
          paymentStatus: 'TO_PAY',
        }),
      );
    } finally {
      vi.useRealTimers();
    }
  });
});
