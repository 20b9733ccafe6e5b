import { capitalised, italianList } from '@equilibrio/contract/italian-format';
import { Text, type TextProps } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import {
  type Control,
  type FieldErrors,
  type FieldPath,
  type FieldValues,
  get,
  useFormState,
  useWatch,
} from 'react-hook-form';
import { isFieldCheckError } from './field-check';
import { refusedFields } from './use-app-form';

/**
 * The labels of a form's fields, as the form shows them (without the '*'), in the form's order.
 * A box to tick (the terms) is no field to fill: `{ tick }` names what ticking it does, as the
 * family is asked to do it ('accetta i termini e l’informativa sulla privacy').
 */
export type FieldLabels<T extends FieldValues> = Partial<
  Record<FieldPath<T>, string | { tick: string }>
>;

/**
 * What keeps a form's submit greyed: the choices not made yet (a move's reason, `toChoose`), the
 * fields left empty, those holding a refused value, and the boxes still to tick.
 */
export type MissingFields = {
  toChoose?: string[];
  toFill: string[];
  toFix: string[];
  toTick: string[];
};

const isEmpty = (value: unknown) =>
  value === undefined ||
  value === null ||
  value === false ||
  (typeof value === 'string' && value.trim() === '') ||
  (Array.isArray(value) && value.length === 0);

/** The labelled fields `errors` names, in `labels`' order, empty ones apart from the others. */
export function missingFields<T extends FieldValues>(
  errors: FieldErrors,
  values: FieldValues,
  labels: FieldLabels<T>,
): MissingFields {
  const missing: MissingFields = { toFill: [], toFix: [], toTick: [] };
  for (const [path, label] of Object.entries(labels) as [string, string | { tick: string }][]) {
    const error = get(errors, path) as { type?: string } | undefined;
    if (!error) continue;
    // A field's own check (`useFieldCheck`) refuses what was typed but not read, as '31/02/2020'
    // in a date: its value is empty, yet the family wrote it, and is to correct it.
    const typedButUnread = isFieldCheckError(error);
    if (typeof label !== 'string') missing.toTick.push(label.tick);
    else
      (isEmpty(get(values, path)) && !typedButUnread ? missing.toFill : missing.toFix).push(label);
  }
  return missing;
}

/**
 * While the form is invalid (its submit greyed, spec §5), the labelled fields it still waits for:
 * every field, touched or not, as the form's checks see them now. Null while the form is valid,
 * or while `active` is false (a form shown read-only). Whoever calls it renders again as the
 * form's values change: the smaller the component, the better (the form's actions row).
 */
export function useMissingFields<T extends FieldValues>(
  // biome-ignore lint/suspicious/noExplicitAny: any form's control, whatever it sends
  control: Control<T, any, any>,
  labels: FieldLabels<T>,
  active = true,
): MissingFields | null {
  const values = useWatch({ control });
  const { isValid } = useFormState({ control });
  const [missing, setMissing] = useState<MissingFields | null>(null);
  // The labels are the caller's (often written inline): the latest, not a reason to check again.
  const latestLabels = useRef(labels);
  latestLabels.current = labels;
  const waiting = active && !isValid;
  useEffect(() => {
    if (!waiting) {
      setMissing(null);
      return;
    }
    let current = true;
    void refusedFields(control, values).then((errors) => {
      if (current) setMissing(missingFields(errors, values, latestLabels.current));
    });
    return () => {
      current = false;
    };
  }, [control, values, waiting]);
  return waiting ? missing : null;
}

/**
 * The hint's words: 'Da scegliere: Motivo. Da compilare: Nome e Telefono. Da correggere: Email.
 * Accetta i termini e l’informativa sulla privacy.' ('' for none).
 */
export function missingFieldsText(missing: MissingFields | null) {
  if (!missing) return '';
  const { toChoose = [], toFill, toFix, toTick } = missing;
  const parts = [
    toChoose.length > 0 ? `Da scegliere: ${italianList(toChoose)}.` : null,
    toFill.length > 0 ? `Da compilare: ${italianList(toFill)}.` : null,
    toFix.length > 0 ? `Da correggere: ${italianList(toFix)}.` : null,
    toTick.length > 0 ? `${capitalised(italianList(toTick))}.` : null,
  ];
  return parts.filter(Boolean).join(' ');
}

/**
 * Under a greyed submit: what the form still waits for (`words`, e.g. `missingFieldsText`), by the
 * fields' labels (the family saw 'Invia richiesta' greyed and nothing saying why). The button
 * names it with aria-describedby (`id`) while it says something. Once said, its room stays when
 * there is nothing more to say (hidden): at the end of a page scrolled to its bottom, the page
 * shrinking moved the button up under the thumb about to tap it.
 */
export function MissingFieldsHint({
  id,
  words,
  ...text
}: { id: string; words: string | null } & Omit<TextProps, 'id' | 'children'>) {
  const said = useRef('');
  if (words) said.current = words;
  if (!said.current) return null;
  return (
    <Text
      id={words ? id : undefined}
      aria-hidden={words ? undefined : true}
      size="sm"
      c="gray.7"
      style={words ? undefined : { visibility: 'hidden' }}
      {...text}
    >
      {words || said.current}
    </Text>
  );
}
