import { TextInput, type TextInputProps } from '@mantine/core';
import { type FocusEvent, type Ref, useEffect, useState } from 'react';
import { get } from 'react-hook-form';
import { parseItalianTime, typedTimeParts } from '@/lib/format-datetime';
import { type afterThePress, type BoundInput, boundField, type Unbound } from './bound-field';
import { useFieldCheck } from './field-check';

/** The message for a typed text that is not a whole time ('15', '9:3', '0930 AM'). */
export const incompleteTimeMessage = 'Ora incompleta: scrivila come 15:30';

/** The message for a time written whole that is no time of day ('25:00', '23:60', '25:99'). */
export const impossibleTimeMessage =
  'Ora non valida: le ore vanno da 00 a 23 e i minuti da 00 a 59';

/** The time of day ('hh:mm') a time field holds, or null: nothing typed, or a text that is no time. */
export const heldTime = (value: string | null | undefined) =>
  value && parseItalianTime(value) === value ? value : null;

/** Why a time field's value is refused (text that is no time); null when empty or a time. */
export const timeProblem = (value: string | null | undefined) => {
  if (!value?.trim() || heldTime(value)) return null;
  return typedTimeParts(value) ? impossibleTimeMessage : incompleteTimeMessage;
};

/**
 * What a time field holds for a typed text: 'hh:mm' when it reads as a time of day, '' when
 * nothing is typed, else the text itself — never empty for a time half typed (a call-back saved
 * without its time, in silence): `timeProblem` refuses it.
 */
const heldFor = (typed: string) => parseItalianTime(typed) ?? typed.trim();

type InputProps = Omit<TextInputProps, 'value' | 'defaultValue' | 'onChange' | 'type'> & {
  ref?: Ref<HTMLInputElement>;
  value: string;
  onChange: (value: string) => void;
};

/**
 * A time of day typed in 24 hours ('15:30'), the same in every browser whatever its language:
 * a text input (a browser's time input showed '03:00 AM' in English, and a time typed without
 * its AM/PM counted as none). The value is 'hh:mm', '' or the refused text (`heldFor`); the text
 * is written 'hh:mm' once the input is left ('930' → '09:30').
 */
export function ItalianTimeInput({ value, onChange, onBlur, ...props }: InputProps) {
  const [typed, setTyped] = useState(value);
  // A value from elsewhere (a reset, a time set by the page) replaces the text.
  useEffect(() => {
    setTyped((text) => (heldFor(text) === value ? text : value));
  }, [value]);
  return (
    <TextInput
      placeholder="hh:mm"
      inputMode="numeric"
      autoComplete="off"
      maxLength={5}
      {...props}
      type="text"
      value={typed}
      onChange={(event) => {
        setTyped(event.currentTarget.value);
        onChange(heldFor(event.currentTarget.value));
      }}
      onBlur={(event: FocusEvent<HTMLInputElement>) => {
        const time = parseItalianTime(typed);
        if (time) setTyped(time);
        onBlur?.(event);
      }}
    />
  );
}

type Props = Omit<InputProps, Unbound | 'onChange' | 'ref'> & {
  onChange?: (value: string) => void;
};

function BoundTimeInput({ control, field, error, onChange, onBlur, ...props }: BoundInput & Props) {
  // A text that is no time is this field's error for its form (a submit is refused).
  useFieldCheck(control, field.name, (values) => timeProblem(get(values, field.name)));
  return (
    <ItalianTimeInput
      {...props}
      ref={field.ref}
      name={field.name}
      value={field.value ?? ''}
      onChange={(value) => {
        field.onChange(value);
        onChange?.(value);
      }}
      onBlur={(event) => {
        // The kit's blur takes the event (a field gone from the page is not marked touched); the
        // caller's runs after it.
        (field.onBlur as ReturnType<typeof afterThePress>)(event);
        onBlur?.(event);
      }}
      error={error}
    />
  );
}

/** A time of day ('hh:mm', 24 hours) bound to a form field; none is ''. */
export const TimeField = boundField<Props>((input, props) => (
  <BoundTimeInput {...input} {...props} />
));
