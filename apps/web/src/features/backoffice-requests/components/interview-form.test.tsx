import { dayMonthYear, withDayArticle } from '@equilibrio/contract/italian-format';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
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
      caregiver={{ name: 'Martina Rossi', phone: null, hasEmail: false, availability: [] }}
      confirmLabel="Prenota colloquio"
      onSubmit={onSubmit}
      onCancel={() => {}}
    />,
  );
  return onSubmit;
};

/** The question asked before saving with warnings on screen: its points, then the answer. */
const answerWarnings = async (answer: 'Prenota comunque' | 'Correggi') => {
  const dialog = await screen.findByRole('dialog', { name: 'Confermi il colloquio?' });
  // The email goes with the request's next news (within minutes), not at once: no 'subito'.
  expect(dialog).toHaveTextContent(
    'La famiglia riceve un’email con giorno, ora e luogo. Prima controlla:',
  );
  const points = within(dialog)
    .getAllByRole('listitem')
    .map((item) => item.textContent);
  await userEvent.click(within(dialog).getByRole('button', { name: answer }));
  return points;
};

describe('the interview form', () => {
  it('moving it because the family asked, shows when they said they could', () => {
    renderRoute(
      <InterviewForm
        initial={null}
        caregiver={{ name: 'Martina Rossi', phone: null, hasEmail: false, availability: [] }}
        familyAsks="Martedì dopo le 18"
        confirmLabel="Sposta colloquio"
        onSubmit={vi.fn(async () => {})}
        onCancel={() => {}}
      />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent(
      'La famiglia chiede di spostarloQuando può: Martedì dopo le 18',
    );
  });

  it('says whether the caregiver is emailed too: with an address, and without one (the tutor calls)', () => {
    const form = (hasEmail: boolean) => (
      <InterviewForm
        initial={null}
        caregiver={{ name: 'Marta Rinaldi', phone: '+39 347 210 4581', hasEmail, availability: [] }}
        confirmLabel="Prenota colloquio"
        onSubmit={vi.fn(async () => {})}
        onCancel={() => {}}
      />
    );
    const { unmount } = renderRoute(form(true));
    expect(
      screen.getByText(/La famiglia riceve un’email con data, luogo e note, e anche/),
    ).toHaveTextContent(
      'Colloquio tra la famiglia e Marta Rinaldi. La famiglia riceve un’email con data, luogo e note, e anche Marta Rinaldi (senza le note). Prima concorda tu giorno e ora al +39 347 210 4581.',
    );
    unmount();
    renderRoute(form(false));
    expect(screen.getByText(/non ha un indirizzo email/)).toHaveTextContent(
      'Colloquio tra la famiglia e Marta Rinaldi. La famiglia riceve un’email con data, luogo e note. Marta Rinaldi non ha un indirizzo email: concorda tu giorno e ora e comunica il colloquio per telefono al +39 347 210 4581.',
    );
  });

  it('says the caregiver is told by the tutor, with their number, and a moment outside their week', async () => {
    renderRoute(
      <InterviewForm
        initial={null}
        defaultPlace="Via Roma 1, Torino"
        caregiver={{
          name: 'Martina Rossi',
          phone: '+39 347 210 4581',
          hasEmail: false,
          availability: ['mon', 'tue', 'wed', 'thu', 'fri'].map((day) => `${day}-aft`),
        }}
        confirmLabel="Prenota colloquio"
        onSubmit={vi.fn(async () => {})}
        onCancel={() => {}}
      />,
    );
    expect(
      screen.getByText(
        /non ha un indirizzo email: concorda tu giorno e ora e comunica il colloquio per telefono al/,
      ),
    ).toHaveTextContent('Disponibilità indicata: lun–ven pomeriggio.');
    expect(screen.getByRole('link', { name: '+39 347 210 4581' })).toHaveAttribute(
      'href',
      'tel:+393472104581',
    );
    // The next Saturday, in the morning: outside the week she gave.
    const saturday = [1, 2, 3, 4, 5, 6, 7].find(
      (days) =>
        new Date(
          `${italianDay(new Date(Date.now() + days * 86_400_000))}T12:00:00Z`,
        ).getUTCDay() === 6,
    )!;
    typeDate(inDays(saturday));
    const time = screen.getByLabelText(/^Ora/);
    await userEvent.type(time, '10:00');
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Martina Rossi ha indicato come disponibilità lun–ven pomeriggio: il colloquio è sabato mattina. Controlla che possa esserci.',
    );
    // A weekday afternoon is in it.
    typeDate(inDays(saturday + 2));
    await userEvent.clear(time);
    await userEvent.type(time, '15:00');
    await vi.waitFor(() => expect(screen.queryByText(/ha indicato come disponibilità/)).toBeNull());
  });

  it('moving it with nothing changed saves nothing and says so', async () => {
    const onSubmit = vi.fn(async () => {});
    renderRoute(
      <InterviewForm
        initial={{
          id: 1,
          requestId: 42,
          dateTime: new Date(Date.now() + 3 * 86_400_000).toISOString(),
          place: 'Via Roma 1, Torino',
          videoLink: null,
          notes: null,
          caregiver: null,
          createdAt: new Date().toISOString(),
        }}
        caregiver={null}
        confirmLabel="Sposta colloquio"
        onSubmit={onSubmit}
        onCancel={() => {}}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Sposta colloquio' }));
    expect(
      await screen.findByText(
        'Non hai cambiato niente: il colloquio è già fissato così. Cambia il giorno, l’ora, il luogo o le note, oppure chiudi.',
      ),
    ).toBeVisible();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('moves the appointment it opened on, though the page reads a newer one meanwhile', async () => {
    const onSubmit = vi.fn(async () => {});
    const appointment = (id: number, days: number) => ({
      id,
      requestId: 42,
      dateTime: new Date(Date.now() + days * 86_400_000).toISOString(),
      place: 'Via Roma 1, Torino',
      videoLink: null,
      notes: null,
      caregiver: null,
      createdAt: new Date().toISOString(),
    });
    /** The workspace: its appointment read again (another tab moved it) while the form is open. */
    function Page() {
      const [initial, setInitial] = useState(appointment(1, 3));
      return (
        <>
          <button type="button" onClick={() => setInitial(appointment(2, 4))}>
            Letto di nuovo
          </button>
          <InterviewForm
            initial={initial}
            caregiver={null}
            confirmLabel="Sposta colloquio"
            onSubmit={onSubmit}
            onCancel={() => {}}
          />
        </>
      );
    }
    renderRoute(<Page />);
    await userEvent.click(screen.getByRole('button', { name: 'Letto di nuovo' }));
    typeDate(inDays(6));
    const time = screen.getByLabelText(/^Ora/);
    await userEvent.clear(time);
    await userEvent.type(time, '15:00');
    await userEvent.click(screen.getByRole('button', { name: 'Sposta colloquio' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    // The API refuses a move from an appointment moved since: the form names the one it opened on.
    expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ movingFrom: 1 }));
  });

  it('refuses a moment already past under the day, before asking the server', async () => {
    const onSubmit = renderForm();
    typeDate('02/01/2020');
    await userEvent.type(screen.getByLabelText(/^Ora/), '10:00');
    await userEvent.click(screen.getByRole('button', { name: 'Prenota colloquio' }));
    expect(await screen.findByText('La data del colloquio deve essere futura')).toBeVisible();
    expect(screen.getByRole('textbox', { name: 'Data' })).toHaveAttribute('aria-invalid', 'true');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('says a day gone at the first press, with the time’s own message, and an hour gone under the time', async () => {
    const onSubmit = renderForm();
    typeDate('02/01/2020');
    await userEvent.click(screen.getByRole('button', { name: 'Prenota colloquio' }));
    // Both at once: not the day's only once the time is written.
    expect(await screen.findByText('La data del colloquio deve essere futura')).toBeVisible();
    expect(screen.getByLabelText(/^Ora/)).toHaveAttribute('aria-invalid', 'true');
    // Today, at an hour already gone: the time is what to change, not the day.
    typeDate(inDays(0));
    await userEvent.type(screen.getByLabelText(/^Ora/), '00:00');
    await userEvent.click(screen.getByRole('button', { name: 'Prenota colloquio' }));
    expect(
      await screen.findByText('L’orario è già passato: scegli un’ora successiva'),
    ).toBeVisible();
    expect(screen.queryByText('La data del colloquio deve essere futura')).toBeNull();
    // Another day chosen: the time's message goes with it.
    typeDate(inDays(3));
    await waitFor(() =>
      expect(screen.queryByText('L’orario è già passato: scegli un’ora successiva')).toBeNull(),
    );
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
    typeDate(inDays(3));
    await userEvent.type(screen.getByLabelText(/^Ora/), '10:00');
    await userEvent.click(screen.getByRole('button', { name: 'Prenota colloquio' }));
    expect(await screen.findAllByText('La data del colloquio deve essere futura')).toHaveLength(1);
    expect(screen.getByRole('textbox', { name: 'Data' })).toHaveAttribute('aria-invalid', 'true');
    expect(onSubmit).toHaveBeenCalledOnce();
  });

  it('keeps the server’s word under the day when the time is left afterwards', async () => {
    renderForm(
      vi.fn(async () => {
        throw new ApiError(400, 'VALIDATION_FAILED', 'La data del colloquio deve essere futura', {
          dateTime: 'La data del colloquio deve essere futura',
        });
      }),
    );
    typeDate(inDays(3));
    const time = screen.getByLabelText(/^Ora/);
    await userEvent.type(time, '10:00');
    await userEvent.click(screen.getByRole('button', { name: 'Prenota colloquio' }));
    expect(await screen.findByText('La data del colloquio deve essere futura')).toBeVisible();
    // The time visited and left (its blur checks the time again, and the day beside it).
    await userEvent.click(time);
    await userEvent.tab();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.getByText('La data del colloquio deve essere futura')).toBeVisible();
    expect(screen.getByRole('textbox', { name: 'Data' })).toHaveAttribute('aria-invalid', 'true');
  });

  it('points out a night-time hour (a 12-hour slip), asks once more, and books it if confirmed', async () => {
    const onSubmit = renderForm();
    typeDate(inDays(3));
    const time = screen.getByLabelText(/^Ora/);
    await userEvent.type(time, '03:00');
    expect(screen.queryByText(/tra più di due mesi/)).toBeNull();
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Alle 03:00? È un orario insolito per un colloquio',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Prenota colloquio' }));
    // 'Correggi': nothing is saved, the hour is there to correct.
    expect(await answerWarnings('Correggi')).toEqual([
      expect.stringContaining('Alle 03:00? È un orario insolito per un colloquio'),
    ]);
    expect(onSubmit).not.toHaveBeenCalled();
    await vi.waitFor(() => expect(time).toHaveFocus());
    await userEvent.click(screen.getByRole('button', { name: 'Prenota colloquio' }));
    await answerWarnings('Prenota comunque');
    await vi.waitFor(() => expect(onSubmit).toHaveBeenCalledOnce());
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
    await answerWarnings('Prenota comunque');
    await vi.waitFor(() => expect(onSubmit).toHaveBeenCalledOnce());
  });

  it('asks once, listing every warning on screen, before booking a night in 2099', async () => {
    const onSubmit = renderForm();
    typeDate('31/12/2099');
    await userEvent.type(screen.getByLabelText(/^Ora/), '03:00');
    await userEvent.click(screen.getByRole('button', { name: 'Prenota colloquio' }));
    expect(await answerWarnings('Correggi')).toEqual([
      'Il colloquio è tra più di due mesi: controlla la data (giorno, mese e anno).',
      expect.stringContaining('Alle 03:00?'),
    ]);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('without a warning, books at once', async () => {
    const onSubmit = renderForm();
    typeDate(inDays(3));
    await userEvent.type(screen.getByLabelText(/^Ora/), '10:00');
    await userEvent.click(screen.getByRole('button', { name: 'Prenota colloquio' }));
    await vi.waitFor(() => expect(onSubmit).toHaveBeenCalledOnce());
    expect(screen.queryByRole('dialog', { name: 'Confermi il colloquio?' })).toBeNull();
  });

  it('refuses a time typed in part, never reading it as none', async () => {
    const onSubmit = renderForm();
    typeDate(inDays(3));
    const time = screen.getByLabelText(/^Ora/);
    await userEvent.type(time, '9:3');
    await userEvent.tab();
    expect(await screen.findByText('Ora incompleta: scrivila come 15:30')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Prenota colloquio' }));
    expect(onSubmit).not.toHaveBeenCalled();
    // Typed in full the 24-hour way, without the colon: taken as 09:30.
    await userEvent.clear(time);
    await userEvent.type(time, '0930');
    await userEvent.tab();
    expect(time).toHaveValue('09:30');
    expect(screen.queryByText(/Ora incompleta/)).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Prenota colloquio' }));
    await vi.waitFor(() => expect(onSubmit).toHaveBeenCalledOnce());
    expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ place: 'Via Roma 1, Torino' }));
  });

  it('points out a day after the service’s start in the quote, and still books it', async () => {
    const onSubmit = vi.fn(async () => {});
    const start = italianDay(new Date(Date.now() + 5 * 86_400_000));
    renderRoute(
      <InterviewForm
        initial={null}
        defaultPlace="Via Roma 1, Torino"
        caregiver={{ name: 'Martina Rossi', phone: null, hasEmail: false, availability: [] }}
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
    await answerWarnings('Prenota comunque');
    await vi.waitFor(() => expect(onSubmit).toHaveBeenCalledOnce());
  });
});
