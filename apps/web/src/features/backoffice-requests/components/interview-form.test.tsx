import { dayMonthYear, withDayArticle } from '@equilibrio/contract/italian-format';
import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { italianDay } from '@/lib/format-datetime';
import { renderRoute } from '@/testing/render';
import { InterviewForm } from './interview-form';

const typeDate = (value: string) => {
  const input = screen.getByRole('textbox', { name: 'Data' });
  fireEvent.change(input, { target: { value } });
  fireEvent.blur(input);
};

/** The day `days` from now, as typed in the form (gg/mm/aaaa). */
const inDays = (days: number) => {
  const [year, month, day] = italianDay(new Date(Date.now() + days * 86_400_000)).split('-');
  return `${day}/${month}/${year}`;
};

const renderForm = (onSubmit = vi.fn(async () => {})) => {
  renderRoute(
    <InterviewForm
      initial={null}
      defaultPlace="Via Roma 1, Torino"
      caregiverName="Martina Rossi"
      confirmLabel="Prenota colloquio"
      onSubmit={onSubmit}
      onCancel={() => {}}
    />,
  );
  return onSubmit;
};

describe('the interview form', () => {
  it('refuses a moment already past under the day, before asking the server', async () => {
    const onSubmit = renderForm();
    typeDate('02/01/2020');
    await userEvent.type(screen.getByLabelText(/^Ora/), '10:00');
    await userEvent.click(screen.getByRole('button', { name: 'Prenota colloquio' }));
    expect(await screen.findByText('La data del colloquio deve essere futura')).toBeVisible();
    expect(screen.getByRole('textbox', { name: 'Data' })).toHaveAttribute('aria-invalid', 'true');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('shows the server’s word on the moment under the day, once', async () => {
    const onSubmit = renderForm(
      vi.fn(async () => {
        throw new ApiError(400, 'VALIDATION_FAILED', 'La data del colloquio deve essere futura', {
          dateTime: 'La data del colloquio deve essere futura',
        });
      }),
    );
    typeDate('02/01/2099');
    await userEvent.type(screen.getByLabelText(/^Ora/), '10:00');
    await userEvent.click(screen.getByRole('button', { name: 'Prenota colloquio' }));
    expect(await screen.findAllByText('La data del colloquio deve essere futura')).toHaveLength(1);
    expect(screen.getByRole('textbox', { name: 'Data' })).toHaveAttribute('aria-invalid', 'true');
    expect(onSubmit).toHaveBeenCalledOnce();
  });

  it('points out a night-time hour (a 12-hour slip) but still books it', async () => {
    const onSubmit = renderForm();
    typeDate(inDays(3));
    const time = screen.getByLabelText(/^Ora/);
    await userEvent.type(time, '03:00');
    expect(screen.queryByText(/tra più di due mesi/)).toBeNull();
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Alle 03:00? È un orario insolito per un colloquio',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Prenota colloquio' }));
    expect(onSubmit).toHaveBeenCalledOnce();
    // From 7:00 to 21:59 nothing is said; from 22:00 it is again.
    for (const [typed, odd] of [
      ['06:59', true],
      ['07:00', false],
      ['21:59', false],
      ['22:00', true],
    ] as const) {
      await userEvent.clear(time);
      await userEvent.type(time, typed);
      if (odd) expect(await screen.findByText(/orario insolito/)).toBeVisible();
      else expect(screen.queryByText(/orario insolito/)).toBeNull();
    }
  });

  it('points out a day more than two months away (a slip of the year), and still books it', async () => {
    const onSubmit = renderForm();
    typeDate('02/01/2099');
    await userEvent.type(screen.getByLabelText(/^Ora/), '10:00');
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Il colloquio è tra più di due mesi: controlla la data (giorno, mese e anno).',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Prenota colloquio' }));
    expect(onSubmit).toHaveBeenCalledOnce();
  });

  it('points out a day after the service’s start in the quote, and still books it', async () => {
    const onSubmit = vi.fn(async () => {});
    const start = italianDay(new Date(Date.now() + 5 * 86_400_000));
    renderRoute(
      <InterviewForm
        initial={null}
        defaultPlace="Via Roma 1, Torino"
        caregiverName="Martina Rossi"
        serviceStart={start}
        confirmLabel="Prenota colloquio"
        onSubmit={onSubmit}
        onCancel={() => {}}
      />,
    );
    await userEvent.type(screen.getByLabelText(/^Ora/), '10:00');
    // On the start's day, or before it: nothing to point out.
    typeDate(inDays(5));
    expect(screen.queryByRole('status')).toBeNull();
    typeDate(inDays(6));
    const [year, month, day] = start.split('-').map(Number) as [number, number, number];
    expect(await screen.findByRole('status')).toHaveTextContent(
      `Il servizio inizia ${withDayArticle('il', dayMonthYear({ year, month, day }))}, come dice il preventivo: il colloquio sarebbe dopo. Controlla la data, o concorda con la famiglia un nuovo inizio.`,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Prenota colloquio' }));
    expect(onSubmit).toHaveBeenCalledOnce();
  });
});
