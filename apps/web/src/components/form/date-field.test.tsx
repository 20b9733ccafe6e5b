import { DateInput } from '@mantine/dates';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { useAppForm } from '@/components/form/use-app-form';
import { GuardedModal } from '@/components/guarded-modal';
import { renderRoute } from '@/testing/render';
import { birthDateCalendar, DateField, useDateCalendar } from './date-field';
import { useSchemaForm } from './use-schema-form';

function Form({ onValue }: { onValue: (value: string | null) => void }) {
  const form = useAppForm<{ birthDate: string | null }>({ defaultValues: { birthDate: null } });
  onValue(form.watch('birthDate'));
  return (
    <form>
      <DateField control={form.control} name="birthDate" label="Data di nascita" />
      <button type="button">Altro</button>
    </form>
  );
}

describe('a date field', () => {
  it('says when a typed day does not exist, keeping what was typed to correct it', async () => {
    let value: string | null = 'unset';
    renderRoute(<Form onValue={(v) => (value = v)} />);
    const input = screen.getByRole('textbox', { name: 'Data di nascita' });
    await userEvent.type(input, '31/02/1990');
    await userEvent.click(screen.getByRole('button', { name: 'Altro' }));
    expect(
      await screen.findByText('Il 31/02/1990 non esiste: controlla giorno e mese'),
    ).toBeVisible();
    expect(input).toHaveValue('31/02/1990');
    expect(value).toBeNull();

    // Corrected where it stands: a real day clears the message and is taken.
    await userEvent.click(input);
    await userEvent.keyboard(
      '{ArrowLeft}{ArrowLeft}{ArrowLeft}{ArrowLeft}{ArrowLeft}{ArrowLeft}{ArrowLeft}{ArrowLeft}{Backspace}{Backspace}28',
    );
    expect(input).toHaveValue('28/02/1990');
    await userEvent.click(screen.getByRole('button', { name: 'Altro' }));
    expect(screen.queryByText(/non esiste/)).toBeNull();
    expect(value).toBe('1990-02-28');

    // Text that is no date at all is told the shape.
    await userEvent.clear(input);
    await userEvent.type(input, 'domani');
    await userEvent.click(screen.getByRole('button', { name: 'Altro' }));
    expect(
      await screen.findByText('«domani» non è una data valida: scrivila come gg/mm/aaaa'),
    ).toBeVisible();
    expect(input).toHaveValue('domani');
  });

  it('keeps the chosen day when it is tapped again in the calendar (a clearable field too)', async () => {
    let value: string | null = 'unset';
    function Clearable() {
      const form = useAppForm<{ start: string | null }>({ defaultValues: { start: '2031-03-17' } });
      value = form.watch('start');
      return (
        <form>
          <DateField control={form.control} name="start" label="Data di inizio" clearable />
        </form>
      );
    }
    renderRoute(<Clearable />);
    const input = screen.getByRole('textbox', { name: 'Data di inizio' });
    await userEvent.click(input);
    await userEvent.click(await screen.findByRole('button', { name: '17 marzo 2031' }));
    expect(value).toBe('2031-03-17');
    expect(input).toHaveValue('17/03/2031');
  });

  it('names its calendar’s arrows and headings, so the keyboard and a screen reader can move by month', async () => {
    function Start() {
      const form = useAppForm<{ start: string | null }>({ defaultValues: { start: '2031-03-17' } });
      return (
        <form>
          <DateField control={form.control} name="start" label="Data di inizio" />
        </form>
      );
    }
    renderRoute(<Start />);
    await userEvent.click(screen.getByRole('textbox', { name: 'Data di inizio' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Mese successivo' }));
    expect(await screen.findByRole('button', { name: '17 aprile 2031' })).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Mese precedente' }));
    expect(await screen.findByRole('button', { name: '17 marzo 2031' })).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Scegli il mese' }));
    expect(await screen.findByRole('button', { name: 'Anno successivo' })).toBeVisible();
  });

  it('opens a birth date’s calendar on the years, around thirty years back', async () => {
    function Birth() {
      const form = useAppForm<{ birthDate: string | null }>({
        defaultValues: { birthDate: null },
      });
      return (
        <form>
          <DateField
            control={form.control}
            name="birthDate"
            label="Data di nascita"
            {...birthDateCalendar()}
          />
        </form>
      );
    }
    renderRoute(<Birth />);
    await userEvent.click(screen.getByRole('textbox', { name: 'Data di nascita' }));
    const back30 = new Date().getFullYear() - 30;
    // A year to choose, then its month, then the day: three taps to a day of 1990.
    expect(await screen.findByRole('button', { name: String(back30) })).toBeVisible();
    expect(screen.queryByRole('button', { name: /^\d{1,2} \w+ \d{4}$/ })).toBeNull();
  });

  it('reads a birth date’s two-digit year in the past, and refuses a day to come', async () => {
    let value: string | null = 'unset';
    function Birth() {
      const form = useAppForm<{ birthDate: string | null }>({
        defaultValues: { birthDate: null },
      });
      value = form.watch('birthDate');
      return (
        <form>
          <DateField
            control={form.control}
            name="birthDate"
            label="Data di nascita"
            {...birthDateCalendar()}
          />
          <button type="button">Altro</button>
        </form>
      );
    }
    renderRoute(<Birth />);
    const input = screen.getByRole('textbox', { name: 'Data di nascita' });
    // '1/1/90' was 01/01/2090 (and the caregiver 'not of age').
    await userEvent.type(input, '1/1/90');
    await userEvent.click(screen.getByRole('button', { name: 'Altro' }));
    expect(value).toBe('1990-01-01');
    expect(input).toHaveValue('01/01/1990');
    // The digits of a year to come this century are of the last one.
    const nextYear = String((new Date().getFullYear() + 1) % 100).padStart(2, '0');
    await userEvent.clear(input);
    await userEvent.type(input, `1/1/${nextYear}`);
    await userEvent.click(screen.getByRole('button', { name: 'Altro' }));
    expect(value).toBe(`19${nextYear}-01-01`);
    // A day to come written in full is told so, kept to be corrected.
    await userEvent.clear(input);
    await userEvent.type(input, '01/01/2090');
    await userEvent.click(screen.getByRole('button', { name: 'Altro' }));
    expect(await screen.findByText('La data di nascita non può essere nel futuro')).toBeVisible();
    expect(input).toHaveValue('01/01/2090');
    expect(value).toBeNull();
  });

  it('takes a day typed as digits alone, as the time fields take 1030', async () => {
    let value: string | null = 'unset';
    renderRoute(<Form onValue={(v) => (value = v)} />);
    const input = screen.getByRole('textbox', { name: 'Data di nascita' });
    await userEvent.type(input, '04121990');
    await userEvent.click(screen.getByRole('button', { name: 'Altro' }));
    expect(screen.queryByText(/non è una data valida/)).toBeNull();
    expect(value).toBe('1990-12-04');
    expect(input).toHaveValue('04/12/1990');
    // Digits of a day that does not exist are told so, in the usual way.
    await userEvent.clear(input);
    await userEvent.type(input, '31021990');
    await userEvent.click(screen.getByRole('button', { name: 'Altro' }));
    expect(
      await screen.findByText('Il 31/02/1990 non esiste: controlla giorno e mese'),
    ).toBeVisible();
  });

  it('holds no date behind a refused text that replaced a valid one', async () => {
    let value: string | null = 'unset';
    renderRoute(<Form onValue={(v) => (value = v)} />);
    const input = screen.getByRole('textbox', { name: 'Data di nascita' });
    await userEvent.type(input, '11/08/1990');
    await userEvent.click(screen.getByRole('button', { name: 'Altro' }));
    expect(value).toBe('1990-08-11');
    await userEvent.clear(input);
    await userEvent.type(input, '31/11/1990');
    await userEvent.click(screen.getByRole('button', { name: 'Altro' }));
    expect(
      await screen.findByText('Il 31/11/1990 non esiste: controlla giorno e mese'),
    ).toBeVisible();
    expect(input).toHaveValue('31/11/1990');
    expect(value).toBeNull();
  });

  it.each([
    ['checked by a schema', true],
    ['with no schema', false],
  ])(
    'keeps a form %s from being sent while it holds a text it could not read, and goes to it',
    async (_, withSchema) => {
      const sent: unknown[] = [];
      // An optional date, as the request's start date: an empty one is valid for the schema.
      function Optional({ withSchema }: { withSchema: boolean }) {
        const schemaForm = useSchemaForm(
          z.object({ name: z.string(), start: z.string().nullable() }),
          { defaultValues: { name: '', start: null } },
        );
        const plainForm = useAppForm<{ name: string; start: string | null }>({
          defaultValues: { name: '', start: null },
        });
        const form = withSchema ? schemaForm : plainForm;
        return (
          <form onSubmit={form.handleSubmit((values) => void sent.push(values))}>
            <DateField control={form.control} name="start" label="Data di inizio" />
            <input aria-label="Nome" {...form.register('name')} />
            <button type="submit">Salva</button>
          </form>
        );
      }
      renderRoute(<Optional withSchema={withSchema} />);
      const input = screen.getByRole('textbox', { name: 'Data di inizio' });
      await userEvent.type(input, '31/02/2020');
      await userEvent.type(screen.getByRole('textbox', { name: 'Nome' }), 'Anna');
      await userEvent.click(screen.getByRole('button', { name: 'Salva' }));
      // Not sent without the date typed: the field is brought into view with its message.
      await waitFor(() => expect(input).toHaveFocus());
      expect(screen.getByText('Il 31/02/2020 non esiste: controlla giorno e mese')).toBeVisible();
      expect(input).toHaveValue('31/02/2020');
      expect(sent).toEqual([]);

      // Corrected, it goes, with the date.
      await userEvent.clear(input);
      await userEvent.type(input, '28/02/2030');
      await userEvent.click(screen.getByRole('button', { name: 'Salva' }));
      await waitFor(() => expect(sent).toEqual([{ name: 'Anna', start: '2030-02-28' }]));
      expect(screen.queryByText(/non esiste/)).toBeNull();

      // A refused text emptied by hand: nothing said, nothing to refuse.
      await userEvent.clear(input);
      await userEvent.type(input, 'domani');
      await userEvent.click(screen.getByRole('button', { name: 'Salva' }));
      expect(await screen.findByText(/«domani» non è una data valida/)).toBeVisible();
      expect(sent).toHaveLength(1);
      await userEvent.clear(input);
      await userEvent.click(screen.getByRole('button', { name: 'Salva' }));
      await waitFor(() => expect(sent).toEqual([sent[0], { name: 'Anna', start: null }]));
    },
  );

  it('sends its form on Enter without opening the calendar over the message', async () => {
    // As the interview's day: a DateInput of its own with the field's calendar.
    function Required() {
      const calendar = useDateCalendar();
      const [error, setError] = useState<string>();
      return (
        <form
          onSubmit={(event) => {
            event.preventDefault();
            setError('Indica il giorno');
          }}
        >
          <DateInput {...calendar.props} label="Data" error={error} />
          <button type="submit">Prenota</button>
        </form>
      );
    }
    renderRoute(<Required />);
    const input = screen.getByRole('textbox', { name: 'Data' });
    input.focus();
    await userEvent.keyboard('{Enter}');
    expect(await screen.findByText('Indica il giorno')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Mese successivo' })).toBeNull();
    // A key that writes in the field still opens it.
    await userEvent.keyboard('1');
    expect(await screen.findByRole('button', { name: 'Mese successivo' })).toBeVisible();
  });

  it('holds no date once its text is emptied by hand: a prefilled day is not sent behind an empty field', async () => {
    const sent: unknown[] = [];
    // As a check's day: today unless told, required.
    function Prefilled() {
      const form = useSchemaForm(z.object({ day: z.string().min(1, 'Indica il giorno') }), {
        defaultValues: { day: '2026-12-06' },
      });
      return (
        <form onSubmit={form.handleSubmit((values) => void sent.push(values))}>
          <DateField control={form.control} name="day" empty="" label="Giorno" />
          <button type="submit">Salva</button>
        </form>
      );
    }
    renderRoute(<Prefilled />);
    const input = screen.getByRole('textbox', { name: 'Giorno' });
    expect(input).toHaveValue('06/12/2026');
    await userEvent.click(input);
    await userEvent.keyboard('{Control>}a{/Control}{Backspace}{Enter}');
    expect(await screen.findByText('Indica il giorno')).toBeVisible();
    expect(input).toHaveValue('');
    expect(sent).toEqual([]);
  });

  it('keeps its calendar closed when a refused submit brings it into focus, so its message shows', async () => {
    function Required() {
      const form = useSchemaForm(z.object({ day: z.string().min(1, 'Indica il giorno') }), {
        defaultValues: { day: '' },
      });
      return (
        <form onSubmit={form.handleSubmit(() => {})}>
          <DateField control={form.control} name="day" empty="" label="Giorno" />
          <button type="submit">Salva</button>
        </form>
      );
    }
    renderRoute(<Required />);
    await userEvent.click(screen.getByRole('button', { name: 'Salva' }));
    const input = screen.getByRole('textbox', { name: 'Giorno' });
    expect(await screen.findByText('Indica il giorno')).toBeVisible();
    expect(input).toHaveFocus();
    expect(document.querySelector('.mantine-DateInput-calendarHeader')).toBeNull();
    // A click on the field opens it, as always.
    await userEvent.click(input);
    expect(document.querySelector('.mantine-DateInput-calendarHeader')).not.toBeNull();
  });

  it('says when a typed day is out of its range, instead of emptying the field in silence', async () => {
    function Start() {
      const form = useAppForm<{ start: string | null }>({ defaultValues: { start: null } });
      return (
        <form>
          <DateField
            control={form.control}
            name="start"
            label="Data di inizio"
            minDate="2030-03-01"
            maxDate="2030-12-31"
          />
          <button type="button">Altro</button>
        </form>
      );
    }
    renderRoute(<Start />);
    const input = screen.getByRole('textbox', { name: 'Data di inizio' });
    await userEvent.type(input, '01/01/2020');
    await userEvent.click(screen.getByRole('button', { name: 'Altro' }));
    expect(await screen.findByText('Scegli una data dal 01/03/2030 in poi')).toBeVisible();
    // Kept, to be corrected.
    expect(input).toHaveValue('01/01/2020');
    await userEvent.clear(input);
    await userEvent.type(input, '15/01/2031');
    await userEvent.click(screen.getByRole('button', { name: 'Altro' }));
    expect(await screen.findByText('Scegli una data entro il 31/12/2030')).toBeVisible();
  });

  it('keeps its calendar closed when a dialog opens on it, until a click or a key', async () => {
    function FirstInDialog() {
      const form = useAppForm<{ day: string | null; place: string }>({
        defaultValues: { day: null, place: '' },
      });
      return (
        <GuardedModal opened dirty={false} onClose={() => {}} title="Colloquio">
          <form>
            <DateField control={form.control} name="day" label="Data" data-autofocus />
            <input aria-label="Luogo" {...form.register('place')} />
          </form>
        </GuardedModal>
      );
    }
    renderRoute(<FirstInDialog />);
    const day = await screen.findByRole('textbox', { name: 'Data' });
    await waitFor(() => expect(day).toHaveFocus());
    expect(document.querySelector('.mantine-DateInput-calendarHeader')).toBeNull();
    expect(screen.getByRole('textbox', { name: 'Luogo' })).toBeVisible();
    // A key in the field opens it, as a click does.
    await userEvent.keyboard('0');
    await waitFor(() =>
      expect(document.querySelector('.mantine-DateInput-calendarHeader')).not.toBeNull(),
    );
  });

  it('takes Escape for its calendar, not for the dialog around it', async () => {
    function InDialog() {
      const form = useAppForm<{ day: string | null; note: string }>({
        defaultValues: { day: null, note: '' },
      });
      return (
        <GuardedModal opened dirty={form.formState.isDirty} onClose={() => {}} title="Turno">
          <form>
            <input aria-label="Nota" {...form.register('note')} />
            <DateField control={form.control} name="day" label="Dal" />
          </form>
        </GuardedModal>
      );
    }
    renderRoute(<InDialog />);
    await userEvent.type(await screen.findByRole('textbox', { name: 'Nota' }), 'Turno lungo');
    const day = screen.getByRole('textbox', { name: 'Dal' });
    await userEvent.click(day);
    await waitFor(() => expect(day).toHaveAttribute('data-mantine-stop-propagation', 'true'));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(day).not.toHaveAttribute('data-mantine-stop-propagation'));
    expect(screen.queryByRole('dialog', { name: 'Attenzione!' })).toBeNull();
    // With the calendar closed, Escape is the dialog's again: it asks.
    await userEvent.keyboard('{Escape}');
    expect(await screen.findByRole('dialog', { name: 'Attenzione!' })).toBeVisible();
  });
});
