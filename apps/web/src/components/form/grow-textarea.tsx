import { formatItalianNumber } from '@equilibrio/contract/italian-format';
// biome-ignore lint/style/noRestrictedImports: the one home of Mantine's Textarea (see below).
import { Textarea, type TextareaProps } from '@mantine/core';
import type { CSSProperties } from 'react';
import { sendOnCtrlEnter } from './enter-keeps-form';

/**
 * Whether this browser must measure a growing field's text itself: one that cannot size a field to
 * its content (CSS `field-sizing`, Chrome and Edge 123+). There Mantine's autosize measures the text
 * in a hidden copy of the field after every render, a layout of the whole page each time: on a
 * long form two such fields cost a slow phone ≈ 40 ms when the page becomes live, and again at
 * every keystroke. Where the browser sizes the field, nothing is measured. On the server there is
 * no `CSS`: the page is drawn for a browser that sizes fields itself, and one that cannot takes the
 * same markup over and measures once live.
 */
const measuresText =
  typeof CSS !== 'undefined' &&
  typeof CSS.supports === 'function' &&
  !CSS.supports('field-sizing', 'content');

/** Rows shown when a growing field is empty, unless the field says otherwise. */
const DEFAULT_MIN_ROWS = 5;

/** A row in the field's own line height, plus its padding and border (Mantine's input). */
const rowsHeight = (rows: number) =>
  `calc(${rows} * 1lh + 2 * var(--input-padding-y, 0rem) + 0.125rem * var(--mantine-scale))`;

/**
 * The rules that make the field grow with its text between `minRows` and `maxRows` (and hide the
 * scroll bar of a field without a maximum, as Mantine's autosize does).
 */
function growStyle(minRows: number, maxRows: number | undefined): CSSProperties {
  return {
    fieldSizing: 'content',
    minHeight: rowsHeight(minRows),
    ...(maxRows === undefined ? { overflow: 'hidden' } : { maxHeight: rowsHeight(maxRows) }),
  } as CSSProperties;
}

type GrowTextareaProps = Omit<TextareaProps, 'styles'>;

/**
 * Mantine's props for a growing field, measured by Mantine (`measures`) or sized by the browser:
 * the same markup either way, so a page drawn for the one is adopted by the other.
 */
export function growTextareaProps(
  { minRows, maxRows, ...props }: Omit<GrowTextareaProps, 'autosize'>,
  measures: boolean,
): TextareaProps {
  const rows = minRows ?? DEFAULT_MIN_ROWS;
  return {
    ...props,
    rows,
    autosize: measures,
    minRows: rows,
    // Mantine marks a field without a maximum (`data-no-overflow`) only when it measures it.
    maxRows: maxRows ?? Number.POSITIVE_INFINITY,
    styles: { input: growStyle(rows, maxRows) },
  };
}

/**
 * The app's multi-line text field: Mantine's Textarea, and with `autosize` one that grows with its
 * text (from `minRows`, five by default — `rows` is then ignored —, to `maxRows`, without limit by
 * default), sized by the browser where it can (above). Ctrl+Enter (Cmd+Enter) sends its form.
 * Every multi-line field is this one (lint: no other Textarea).
 */
export function GrowTextarea({ autosize, ...given }: GrowTextareaProps) {
  const note = lengthNote(given);
  const description =
    note && given.description ? (
      <>
        {given.description}
        <br />
        {note}
      </>
    ) : (
      (given.description ?? note)
    );
  const props: GrowTextareaProps = {
    ...given,
    description,
    onKeyDown: (event) => {
      given.onKeyDown?.(event);
      sendOnCtrlEnter(event);
    },
  };
  if (!autosize) return <Textarea {...props} autosize={false} />;
  return <Textarea {...growTextareaProps(props, measuresText)} />;
}

/**
 * Near a field's `maxLength` (the last tenth), how much is left: the browser stops the typing and
 * cuts a pasted text at the limit in silence ('…vive d'), so the field says it.
 */
export function lengthNote({ maxLength, value }: Pick<TextareaProps, 'maxLength' | 'value'>) {
  if (!maxLength || typeof value !== 'string' || value.length < maxLength * 0.9) return undefined;
  const max = formatItalianNumber(maxLength);
  return value.length >= maxLength
    ? `Hai raggiunto il limite di ${max} caratteri: il testo oltre non è stato inserito.`
    : `${formatItalianNumber(value.length)} caratteri su ${max}`;
}
