import { Alert, Text } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { type ReactNode, useEffect, useRef } from 'react';
import { bringIntoView } from '@/lib/reveal';
import { focusLanding, useFocusWhenLost } from './focus-keeper';

type Props = {
  /** What happened, e.g. 'Preventivo accettato'. */
  title: string;
  /** What it means and what comes next. */
  children?: ReactNode;
  /** 'Chiudi' hides it; without it the confirmation stays as long as the page. */
  onClose?: () => void;
  /** Scrolls it into view when it appears (the outcome of an action further down the page). */
  reveal?: boolean;
  /**
   * Takes the keyboard when it appears, if the keyboard has no place of its own (a dialog that
   * opened with the page has just closed: its opener was the page's body), so that a screen reader
   * reads it and the next Tab goes on from here, not from the top of the page.
   */
  takeFocus?: boolean;
};

/**
 * The confirmation of a key outcome (quote accepted, payment done, assistance sent, reset email
 * sent) that stays on the page next to where it happened, unlike a toast: read at one's pace,
 * announced once to screen readers (role="status").
 */
export function OutcomeNotice({ title, children, onClose, reveal, takeFocus }: Props) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (reveal) bringIntoView(ref.current, { block: 'nearest' });
  }, [reveal]);
  useFocusWhenLost(ref, takeFocus === true);
  return (
    <Alert
      ref={ref}
      role="status"
      color="green"
      variant="light"
      radius="md"
      title={title}
      icon={<IconCircleCheck aria-hidden />}
      withCloseButton={onClose !== undefined}
      onClose={onClose}
      closeButtonLabel="Chiudi la conferma"
      // The light variant's green title is too pale to read (axe: contrast): ink, like the text.
      styles={{ title: { color: 'var(--mantine-color-ink-6)' } }}
      data-outcome-notice
      {...(takeFocus ? focusLanding : {})}
    >
      {typeof children === 'string' ? <Text size="sm">{children}</Text> : children}
    </Alert>
  );
}
