import { capitalised, withDayArticle } from '@equilibrio/contract/italian-format';
import { DateInput, type DateInputProps } from '@mantine/dates';
import {
  type FocusEvent,
  type FormEvent,
  type KeyboardEvent,
  useCallback,
  useEffect,
  useRef,
  useState,
} from 'react';
import {
  type DayRange,
  italianDateParts,
  italianDay,
  parseItalianDate,
} from '@/lib/format-datetime';
import { pageNow } from '@/lib/server-clock';
import {
  type BoundInput,
  boundField,
  choiceInput,
  type EmptyValue,
  type Unbound,
} from './bound-field';
import { useFieldCheck } from './field-check';

type Props = Omit<DateInputProps, Unbound> & {
  empty?: EmptyValue;
  /**
   * The message for a typed day out of `minDate`–`maxDate`, when the form has a rule of its own
   * for it (the contract's, which the API answers with too); else 'Scegli una data dal … in poi'.
   */
  rangeMessage?: (isoDay: string) => string | null;
};

const two = (n: number) => String(n).padStart(2, '0');

/**
 * The message for a typed text that is no day: written gg/mm/aaaa but not in the calendar
 * ('31/02/1990', '32/13/2020': that day does not exist), or not a date at all ('domani').
 */
export function impossibleDateMessage(typed: string, range: DayRange = {}) {
  const parts = italianDateParts(typed, range);
  if (!parts) return `«${typed}» non è una data valida: scrivila come gg/mm/aaaa`;
  const day = `${two(parts.d)}/${two(parts.m)}/${String(parts.y).padStart(4, '0')}`;
  return `${capitalised(withDayArticle('il', day))} non esiste: controlla giorno e mese`;
}

/** 'YYYY-MM-DD' as the field shows it. */
const shown = (isoDay: string) => isoDay.split('-').reverse().join('/');
const isoOf = (day: DateInputProps['minDate']) =>
  day === undefined || day === null
    ? null
    : typeof day === 'string'
      ? day.slice(0, 10)
      : italianDay(day);

/**
 * The message for a typed day out of the field's range (the calendar greys those days out, and
 * the input took the typed one back in silence: a start date of 2020 vanished).
 */
export function outOfRangeMessage(
  isoDay: string,
  minDate: DateInputProps['minDate'],
  maxDate: DateInputProps['maxDate'],
) {
  const min = isoOf(minDate);
  const max = isoOf(maxDate);
  if (min && isoDay < min) return `Scegli una data ${withDayArticle('da', shown(min))} in poi`;
  if (max && isoDay > max) return `Scegli una data ${withDayArticle('entro', shown(max))}`;
  return null;
}

/** The days a field takes, for reading a two-digit year ('1/1/90' in a birth date is 1990). */
const dayRange = (
  minDate: DateInputProps['minDate'],
  maxDate: DateInputProps['maxDate'],
): DayRange => ({ min: isoOf(minDate), max: isoOf(maxDate) });

/** Why a typed text is refused (no day, or one out of range); null when it is taken. */
function typedProblem(
  typed: string,
  minDate: DateInputProps['minDate'],
  maxDate: DateInputProps['maxDate'],
  rangeMessage?: Props['rangeMessage'],
) {
  const text = typed.trim();
  if (!text) return null;
  const range = dayRange(minDate, maxDate);
  const day = parseItalianDate(text, range);
  if (!day) return impossibleDateMessage(text, range);
  const outOfRange = outOfRangeMessage(day, minDate, maxDate);
  return outOfRange && (rangeMessage?.(day) ?? outOfRange);
}

/** Keys pressed in a date field that do not write in it. */
const NOT_WRITING = new Set(['Enter', 'Tab', 'Shift', 'Control', 'Alt', 'Meta', 'Escape']);

/**
 * A date input's calendar, for a DateInput (spread `props` on it; `popoverProps` may add its own):
 * - it opens at a click or a key in the field, not when the field is merely focused — by a
 *   dialog opening on it ('Prenota il colloquio': the calendar covered 'Dove' and 'Luogo'), or
 *   by a refused submit going to it (the calendar covered the field's message); `quiet()` closes
 *   it again until the next click or key, and a blur does;
 * - while it is open, Escape closes the calendar, not the dialog around the field (a dialog
 *   ignores an Escape from an element marked `data-mantine-stop-propagation`, as Mantine's lists
 *   are).
 */
export function useDateCalendar(popoverProps: DateInputProps['popoverProps'] = {}) {
  const [calendarOpen, setCalendarOpen] = useState(false);
  /** A click or a key in the field since it was focused. */
  const [asked, setAsked] = useState(false);
  const ask = useCallback(() => setAsked(true), []);
  const quiet = useCallback(() => setAsked(false), []);
  return {
    props: {
      popoverProps: {
        // On a short screen (a desktop zoomed to 200 %: 450 px high) the calendar fits neither
        // below the field nor above it: it slides up over the field, all its days on screen,
        // instead of opening below the screen's edge with only its month showing.
        middlewares: { flip: true, shift: { crossAxis: true, padding: 8 } },
        onOpen: () => setCalendarOpen(true),
        onClose: () => setCalendarOpen(false),
        ...(asked ? {} : { opened: false }),
        ...popoverProps,
      },
      'data-mantine-stop-propagation': calendarOpen || undefined,
      onClick: ask,
      // Enter sends the form (its message, if refused, would be under the calendar), Tab leaves
      // the field, a modifier or a shortcut is no writing: none asks for the calendar.
      onKeyDown: (event: KeyboardEvent) => {
        if (NOT_WRITING.has(event.key) || event.ctrlKey || event.metaKey || event.altKey) return;
        ask();
      },
      onBlur: quiet,
    },
    quiet,
  };
}

/**
 * The input of a DateField. A typed text that is no real day, or one out of range, is not dropped
 * in silence: it stays in the input to be corrected, the field holds no date meanwhile (nothing
 * hidden is saved), the input says why until the next change, and the form is not sent while
 * the text is there (it is the field's error for the form: `useFieldCheck`).
 */
function ItalianDateInput({
  control,
  field,
  error,
  empty,
  rangeMessage,
  onBlur,
  clearButtonProps,
  ...props
}: BoundInput & Props) {
  const [typedWrong, setTypedWrong] = useState<string | null>(null);
  /** The input's text as typed (the DateInput keeps it when it is refused: no fix on blur). */
  const [typed, setTyped] = useState('');
  const keepTyped = typedProblem(typed, props.minDate, props.maxDate, rangeMessage) !== null;
  /** The field emptied here for a refused text: not a new value from elsewhere. */
  const emptiedHere = useRef(false);
  const calendar = useDateCalendar();
  const input = useRef<HTMLInputElement | null>(null);
  useFieldCheck(control, field.name, () =>
    typedProblem(input.current?.value ?? '', props.minDate, props.maxDate, rangeMessage),
  );
  const formRef = field.ref;
  const quiet = calendar.quiet;
  const ref = useCallback(
    (element: HTMLInputElement | null) => {
      input.current = element;
      formRef(
        element && {
          // Focused by the form (a refused submit goes to the first wrong field): the calendar
          // stays closed, or it covered the field's message.
          focus: () => {
            quiet();
            element.focus();
          },
          select: () => element.select(),
          setCustomValidity: (message: string) => element.setCustomValidity(message),
          reportValidity: () => element.reportValidity(),
        },
      );
    },
    [formRef, quiet],
  );
  // The input shows the last valid date again (what a save keeps); a new value from anywhere (a
  // reset, another day chosen) ends the message.
  // biome-ignore lint/correctness/useExhaustiveDependencies: follows the field's value only
  useEffect(() => {
    if (emptiedHere.current) emptiedHere.current = false;
    else setTypedWrong(null);
  }, [field.value]);
  const bound = choiceInput(field, empty);
  // While a refused text is shown, the DateInput keeps the day it had (a new one would replace
  // the text with it): the field itself is empty.
  const shownValue = useRef(bound.value);
  if (!typedWrong) shownValue.current = bound.value;
  return (
    <DateInput
      {...bound}
      value={typedWrong ? shownValue.current : bound.value}
      ref={ref}
      {...calendar.props}
      onInput={(event: FormEvent<HTMLInputElement>) => {
        setTyped(event.currentTarget.value);
        setTypedWrong(null);
        // Emptied by hand: the field holds no date either (the DateInput lets a field that is not
        // clearable keep its day until the blur, so an Enter meanwhile sent a day not shown).
        if (!event.currentTarget.value.trim() && field.value) bound.onChange(null);
      }}
      onChange={(value) => {
        setTypedWrong(null);
        bound.onChange(value);
      }}
      fixOnBlur={!keepTyped}
      onBlur={(event: FocusEvent<HTMLInputElement>) => {
        calendar.props.onBlur();
        const problem = typedProblem(
          event.currentTarget.value,
          props.minDate,
          props.maxDate,
          rangeMessage,
        );
        setTypedWrong(problem);
        if (problem && field.value) {
          emptiedHere.current = true;
          bound.onChange(null);
        }
        bound.onBlur();
        onBlur?.(event);
      }}
      dateParser={(text) => parseItalianDate(text, dayRange(props.minDate, props.maxDate))}
      valueFormat="DD/MM/YYYY"
      placeholder="gg/mm/aaaa"
      {...props}
      // The × (clearable) stays out of the Tab order: Tab from a typed day goes to the next field
      // (the call's hour was typed into the × and lost); the × is there for the mouse, and the
      // keyboard empties the field by deleting its text.
      clearButtonProps={{ 'aria-label': 'Cancella la data', ...clearButtonProps, tabIndex: -1 }}
      error={typedWrong ?? error}
    />
  );
}

/**
 * A birth date's calendar: it opens on the decades, around thirty years back (it opened on this
 * month, and a day of the 1970s was dozens of taps away); a day typed is taken as ever. It takes
 * no day after today: a two-digit year is of the past ('1/1/90' is 1990, not 2090; '1/1/05' is
 * 2005), and a day to come is told so.
 */
export function birthDateCalendar(): Pick<
  Props,
  'defaultLevel' | 'defaultDate' | 'maxDate' | 'rangeMessage'
> {
  const today = italianDay(pageNow());
  const [year] = today.split('-');
  return {
    defaultLevel: 'decade',
    defaultDate: `${Number(year) - 30}-01-01`,
    maxDate: today,
    rangeMessage: () => 'La data di nascita non può essere nel futuro',
  };
}

/**
 * A date (an ISO 'YYYY-MM-DD' string) bound to a form field, typed and shown the Italian way
 * (gg/mm/aaaa); no date is stored as `empty` (null by default).
 */
export const DateField = boundField<Props>((input, props) => (
  <ItalianDateInput {...input} {...props} />
));
