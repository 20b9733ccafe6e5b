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

type FieldProps = ReturnType<typeof birthDateCalendar> & {
  label: string;
  clearable?: boolean;
  minDate?: string;
};

/** A form of one date field (holding `initial`) and a button to leave it for. */
function OneDate({
  initial = null,
  onValue,
  ...field
}: FieldProps & { initial?: string | null; onValue: (value: string | null) => void }) {
  const form = useAppForm<{ day: string | null }>({ defaultValues: { day: initial } });
  onValue(form.watch('day'));
  return (
    <form>
      <DateField control={form.control} name="day" {...field} />
      <button type="button">Altro</button>
    </form>
  );
}

/** The field's input, and its value in the form ('unset' before the first render). */
function renderDate(props: Omit<Parameters<typeof OneDate>[0], 'onValue'>) {
  let value: string | null = 'unset';
  renderRoute(<OneDate {...props} onValue={(v) => (value = v)} />);
  return { input: screen.getByRole('textbox', { name: props.label }), value: () => value };
}

const birth = { label: 'Data di nascita' };

/** Replaces the field's text with `text`, then leaves the field. */
async function typeAndLeave(input: HTMLElement, text: string) {
  await userEvent.clear(input);
  await userEvent.type(input, text);
  await userEvent.click(screen.getByRole('button', { name: 'Altro' }));
}

describe('a date field', () => {
  it('says when a typed day does not exist, keeping what was typed to correct it', async () => {
    const { input, value } = renderDate(birth);
    await typeAndLeave(input, '31/02/1990');
    expect(
      await screen.findByText('Il 31/02/1990 non esiste: controlla giorno e mese'),
    ).toBeVisible();
    expect(input).toHaveValue('31/02/1990');
    expect(value()).toBeNull();

    // Corrected where it stands: a real day clears the message and is taken.
    await userEvent.click(input);
    await userEvent.keyboard(
      '{ArrowLeft}{ArrowLeft}{ArrowLeft}{ArrowLeft}{ArrowLeft}{ArrowLeft}{ArrowLeft}{ArrowLeft}{Backspace}{Backspace}28',
    );
    expect(input).toHaveValue('28/02/1990');
    await userEvent.click(screen.getByRole('button', { name: 'Altro' }));
    expect(screen.queryByText(/non esiste/)).toBeNull();
    expect(value()).toBe('1990-02-28');

    // Text that is no date at all is told the shape.
    await typeAndLeave(input, 'domani');
    expect(
      await screen.findByText('«domani» non è una data valida: scrivila come gg/mm/aaaa'),
    ).toBeVisible();
    expect(input).toHaveValue('domani');
  });

  it('keeps the chosen day when it is tapped again in the calendar (a clearable field too)', async () => {
    const { input, value } = renderDate({
      label: 'Data di inizio',
      initial: '2031-03-17',
      clearable: true,
    });
    await userEvent.click(input);
    await userEvent.click(await screen.findByRole('button', { name: '17 marzo 2031' }));
    expect(value()).toBe('2031-03-17');
    expect(input).toHaveValue('17/03/2031');
  });

  it('names its calendar’s arrows and headings, so the keyboard and a screen reader can move by month', async () => {
    const { input } = renderDate({ label: 'Data di inizio', initial: '2031-03-17' });
    await userEvent.click(input);
    await userEvent.click(await screen.findByRole('button', { name: 'Mese successivo' }));
    expect(await screen.findByRole('button', { name: '17 aprile 2031' })).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Mese precedente' }));
    expect(await screen.findByRole('button', { name: '17 marzo 2031' })).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Scegli il mese' }));
    expect(await screen.findByRole('button', { name: 'Anno successivo' })).toBeVisible();
  });

  it('opens a birth date’s calendar on the years, around thirty years back', async () => {
    const { input } = renderDate({ ...birth, ...birthDateCalendar() });
    await userEvent.click(input);
    const back30 = new Date().getFullYear() - 30;
    // A year to choose, then its month, then the day: three taps to a day of 1990.
    expect(await screen.findByRole('button', { name: String(back30) })).toBeVisible();
    expect(screen.queryByRole('button', { name: /^\d{1,2} \w+ \d{4}$/ })).toBeNull();
  });

  it('reads a birth date’s two-digit year in the past, and refuses a day to come', async () => {
    const { input, value } = renderDate({ ...birth, ...birthDateCalendar() });
    // '1/1/90' was 01/01/2090 (and the caregiver 'not of age').
    await typeAndLeave(input, '1/1/90');
    expect(value()).toBe('1990-01-01');
    expect(input).toHaveValue('01/01/1990');
    // The digits of a year to come this century are of the last one.
    const nextYear = String((new Date().getFullYear() + 1) % 100).padStart(2, '0');
    await typeAndLeave(input, `1/1/${nextYear}`);
    expect(value()).toBe(`19${nextYear}-01-01`);
    // A day to come written in full is told so, kept to be corrected.
    await typeAndLeave(input, '01/01/2090');
    expect(await screen.findByText('La data di nascita non può essere nel futuro')).toBeVisible();
    expect(input).toHaveValue('01/01/2090');
    expect(value()).toBeNull();
  });

  it('takes a day typed as digits alone, as the time fields take 1030', async () => {
    const { input, value } = renderDate(birth);
    await typeAndLeave(input, '04121990');
    expect(screen.queryByText(/non è una data valida/)).toBeNull();
    expect(value()).toBe('1990-12-04');
    expect(input).toHaveValue('04/12/1990');
    // Digits of a day that does not exist are told so, in the usual way.
    await typeAndLeave(input, '31021990');
    expect(
      await screen.findByText('Il 31/02/1990 non esiste: controlla giorno e mese'),
    ).toBeVisible();
  });

  it('holds no date behind a refused text that replaced a valid one', async () => {
    const { input, value } = renderDate(birth);
    await typeAndLeave(input, '11/08/1990');
    expect(value()).toBe('1990-08-11');
    await typeAndLeave(input, '31/11/1990');
    expect(
      await screen.findByText('Il 31/11/1990 non esiste: controlla giorno e mese'),
    ).toBeVisible();
    expect(input).toHaveValue('31/11/1990');
    expect(value()).toBeNull();
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
    const { input } = renderDate({
      label: 'Data di inizio',
      minDate: '2030-03-01',
      maxDate: '2030-12-31',
    });
    await typeAndLeave(input, '01/01/2020');
    expect(await screen.findByText('Scegli una data dal 01/03/2030 in poi')).toBeVisible();
    // Kept, to be corrected.
    expect(input).toHaveValue('01/01/2020');
    await typeAndLeave(input, '15/01/2031');
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
