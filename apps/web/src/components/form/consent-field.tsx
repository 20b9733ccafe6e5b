import { Anchor, Checkbox, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { type BoundInput, boundField, checkedInput } from './bound-field';

type ConsentProps = {
  /** What the user agrees to, in plain words: all of it ticks the box. */
  label: string;
  /** The documents named, as links (`DocumentLink`), on their own line under the label. */
  documents: ReactNode;
  required?: boolean;
};

/**
 * A consent's checkbox (the terms, a privacy notice). Its words are all its label: a tap
 * anywhere on them ticks the box. The documents it names are links on a line of their own under
 * it — inside the label they took most of it on a phone, and a tap on its words opened the
 * privacy notice instead of ticking the box.
 */
export const ConsentField = boundField<ConsentProps>(
  ({ field, error }: BoundInput, { label, documents, required = false }) => (
    <Checkbox
      {...checkedInput(field)}
      label={
        <>
          {label}
          {required ? (
            <Text component="span" c="danger.6" inherit aria-hidden>
              {' *'}
            </Text>
          ) : null}
        </>
      }
      description={documents}
      required={required}
      error={error}
      // The links' line at the label's size: a finger finds them (and the label's words apart).
      styles={{
        description: { marginTop: 8, fontSize: 'var(--mantine-font-size-sm)', lineHeight: 1.7 },
      }}
    />
  ),
);

/** A document a consent names, opened in a new tab: the form keeps what was typed. */
export function DocumentLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <Anchor href={href} target="_blank" rel="noopener" inherit fw={600} underline="always">
      {children}
    </Anchor>
  );
}
