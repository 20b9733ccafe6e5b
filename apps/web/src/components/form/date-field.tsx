import { DateInput, type DateInputProps } from '@mantine/dates';
import { parseItalianDate } from '@/lib/format-datetime';
import { boundField, choiceInput, type EmptyValue, type Unbound } from './bound-field';

/**
 * A date (an ISO 'YYYY-MM-DD' string) bound to a form field, typed and shown the Italian way
 * (gg/mm/aaaa); no date is stored as `empty` (null by default).
 */
export const DateField = boundField<Omit<DateInputProps, Unbound> & { empty?: EmptyValue }>(
  ({ field, error }, { empty, ...props }) => (
    <DateInput
      {...choiceInput(field, empty)}
      dateParser={parseItalianDate}
      valueFormat="DD/MM/YYYY"
      placeholder="gg/mm/aaaa"
      {...props}
      error={error}
    />
  ),
);
