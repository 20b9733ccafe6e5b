import { DateInput, type DateInputProps } from '@mantine/dates';
import { Controller, type FieldPath, type FieldValues } from 'react-hook-form';
import { parseItalianDate } from '@/lib/format-datetime';
import type { EmptyValue, FieldBinding } from './field-binding';

type DateFieldProps<T extends FieldValues, N extends FieldPath<T>, TT extends FieldValues> = Omit<
  DateInputProps,
  'name' | 'value' | 'defaultValue' | 'error' | 'onChange'
> &
  FieldBinding<T, N, TT> & {
    /** What no date is stored as (null unless the field keeps ''). */
    empty?: EmptyValue;
  };

/**
 * A date (an ISO 'YYYY-MM-DD' string) bound to a form field, typed and shown the Italian way
 * (gg/mm/aaaa), with the field's message under it.
 */
export function DateField<
  T extends FieldValues,
  N extends FieldPath<T>,
  TT extends FieldValues = T,
>({ control, name, empty = null, ...props }: DateFieldProps<T, N, TT>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <DateInput
          ref={field.ref}
          name={field.name}
          dateParser={parseItalianDate}
          valueFormat="DD/MM/YYYY"
          placeholder="gg/mm/aaaa"
          value={field.value || null}
          onChange={(value) => field.onChange(value ?? empty)}
          onBlur={field.onBlur}
          {...props}
          error={fieldState.error?.message}
        />
      )}
    />
  );
}
