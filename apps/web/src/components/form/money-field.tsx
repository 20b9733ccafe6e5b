import {
  type EuroReading,
  formatItalianNumber,
  parseEuroAmount,
} from '@equilibrio/contract/italian-format';
import { Box, TextInput, type TextInputProps } from '@mantine/core';
import { type ReactNode, useState } from 'react';
import { afterThePress, type BoundInput, boundField, type Unbound } from './bound-field';

/** An amount as the field writes it back: '1.645,50' (always two decimals). */
const written = (value: number | null | undefined) =>
  value == null || Number.isNaN(value) ? '' : formatItalianNumber(value, { min: 2, max: 2 });

/** The form's value for a reading: the amount, null when empty, NaN when it cannot be read. */
const formValue = (reading: EuroReading) => ('amount' in reading ? reading.amount : Number.NaN);

const sameValue = (a: number | null | undefined, b: number | null | undefined) =>
  (a ?? null) === (b ?? null) || (Number.isNaN(a) && Number.isNaN(b));

type MoneyProps = Omit<TextInputProps, Unbound | 'onChange' | 'onBlur'>;

function MoneyInput({
  field,
  error,
  description,
  ...props
}: Omit<BoundInput, 'control'> & MoneyProps) {
  const [text, setText] = useState(() => written(field.value));
  const reading = parseEuroAmount(text);
  const value = formValue(reading);
  // The form's value set from outside (a reset, a value loaded): the text follows it.
  if (!sameValue(value, field.value) && written(field.value) !== text) {
    setText(written(field.value));
  }
  // While the text is not written as it will be saved ('164.5'), the amount it says is shown.
  const readAs =
    'amount' in reading && reading.amount !== null && written(reading.amount) !== text.trim()
      ? `Verrà salvato: ${written(reading.amount)} €`
      : null;
  const descriptions: ReactNode[] = [readAs, description].filter(Boolean);
  return (
    <TextInput
      ref={field.ref}
      name={field.name}
      inputMode="decimal"
      autoComplete="off"
      // Under the input: the line saying how the amount is read does not push the input down.
      inputWrapperOrder={['label', 'input', 'description', 'error']}
      value={text}
      onChange={(event) => {
        const typed = event.currentTarget.value;
        setText(typed);
        field.onChange(formValue(parseEuroAmount(typed)));
      }}
      onBlur={(event) => {
        // Written back as it will be saved ('164.5' becomes '164,50'), once the press that left the
        // field is over: the line under the field goes with it, and the button pressed would
        // move from under the pointer ('Salva' then did nothing).
        afterThePress(() =>
          setText((current) => {
            const now = parseEuroAmount(current);
            return 'amount' in now && now.amount !== null ? written(now.amount) : current;
          }),
        )(event);
        // The kit's blur takes the event (a field gone from the page is not marked touched).
        (field.onBlur as ReturnType<typeof afterThePress>)(event);
      }}
      description={
        descriptions.length > 1
          ? descriptions.map((line, index) => (
              <Box component="span" display="block" key={index === 0 ? 'read' : 'own'}>
                {line}
              </Box>
            ))
          : descriptions[0]
      }
      {...props}
      // What cannot be read is said as such (the form's own rule would only ask for an amount).
      error={'problem' in reading && error ? reading.problem : error}
    />
  );
}

/**
 * An amount in euro bound to a form field (number, null when empty), the app's one money input:
 * typed freely and read by the contract's `parseEuroAmount` — the comma starts the cents, the dot
 * groups thousands ('1.645,50'), and a dot with one or two digits after it is a decimal point
 * ('164.5' is 164,50 €). Until the field is left it says how a text not yet written the Italian
 * way will be saved, then writes it so; text it cannot read is held as NaN (every amount's rule
 * refuses it) and named under the field.
 */
export const MoneyField = boundField<MoneyProps>(({ field, error }, props) => (
  <MoneyInput field={field} error={error} {...props} />
));
