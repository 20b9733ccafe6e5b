import { DateInput, type DateInputProps } from '@mantine/dates';
import { type FocusEvent, useCallback, useEffect, useState } from 'react';
import { italianDay, parseItalianDate } from '@/lib/format-datetime';
import {
  type BoundInput,
  boundField,
  choiceInput,
  type EmptyValue,
  type Unbound,
} from './bound-field';

type Props = Omit<DateInputProps, Unbound> & { empty?: EmptyValue };

/** The message for a typed day that does not exist ('31/02/1990', '32/13/2020'). */
export const impossibleDateMessage = (typed: string) =>
  `«${typed}» non è una data valida: scrivila come gg/mm/aaaa`;

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
  if (min && isoDay < min) return `Scegli una data dal ${shown(min)} in poi`;
  if (max && isoDay > max) return `Scegli una data entro il ${shown(max)}`;
  return null;
}

/**
 * While a date input's calendar is open, Escape closes the calendar, not the dialog around the
 * field (a dialog ignores an Escape from an element marked `data-mantine-stop-propagation`, as
 * Mantine's lists are). Spread the result on the DateInput; `popoverProps` may add its own.
 */
export function useCalendarTakesEscape(popoverProps: DateInputProps['popoverProps'] = {}) {
  const [calendarOpen, setCalendarOpen] = useState(false);
  return {
    popoverProps: {
      onOpen: () => setCalendarOpen(true),
      onClose: () => setCalendarOpen(false),
      ...popoverProps,
    },
    'data-mantine-stop-propagation': calendarOpen || undefined,
  };
}

/**
 * The input of a DateField. A typed text that is no real day is not dropped in silence: the
 * input goes back to the last valid date (or empty) and says why, until the next change.
 */
function ItalianDateInput({
  field,
  error,
  empty,
  onBlur,
  clearButtonProps,
  ...props
}: BoundInput & Props) {
  const [typedWrong, setTypedWrong] = useState<string | null>(null);
  /**
   * Focused by the form (a refused submit goes to the first wrong field): the calendar stays
   * closed, or it covered the field's message. A click or a key opens it as usual.
   */
  const [quiet, setQuiet] = useState(false);
  const calendar = useCalendarTakesEscape(quiet ? { opened: false } : {});
  const formRef = field.ref;
  const ref = useCallback(
    (input: HTMLInputElement | null) =>
      formRef(
        input && {
          focus: () => {
            setQuiet(true);
            input.focus();
          },
          select: () => input.select(),
          setCustomValidity: (message: string) => input.setCustomValidity(message),
          reportValidity: () => input.reportValidity(),
        },
      ),
    [formRef],
  );
  // The input shows the last valid date again (what a save keeps); a new value from anywhere (a
  // reset, another day chosen) ends the message.
  // biome-ignore lint/correctness/useExhaustiveDependencies: follows the field's value only
  useEffect(() => setTypedWrong(null), [field.value]);
  const bound = choiceInput(field, empty);
  return (
    <DateInput
      {...bound}
      ref={ref}
      {...calendar}
      onClick={() => setQuiet(false)}
      onKeyDown={() => setQuiet(false)}
      onChange={(value) => {
        setTypedWrong(null);
        bound.onChange(value);
      }}
      onBlur={(event: FocusEvent<HTMLInputElement>) => {
        setQuiet(false);
        const typed = event.currentTarget.value.trim();
        const day = typed ? parseItalianDate(typed) : null;
        setTypedWrong(
          !typed
            ? null
            : !day
              ? impossibleDateMessage(typed)
              : outOfRangeMessage(day, props.minDate, props.maxDate),
        );
        bound.onBlur();
        onBlur?.(event);
      }}
      dateParser={parseItalianDate}
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
 * A date (an ISO 'YYYY-MM-DD' string) bound to a form field, typed and shown the Italian way
 * (gg/mm/aaaa); no date is stored as `empty` (null by default).
 */
export const DateField = boundField<Props>(({ field, error }, props) => (
  <ItalianDateInput field={field} error={error} {...props} />
));
