import { Anchor, Text } from '@mantine/core';

/**
 * A question answered by an inline button ('Non hai ancora una password…? Ricevi un link…'),
 * replaced, once done, by what was done (a status read out to screen readers).
 */
export function InlineOffer({
  question,
  action,
  done,
  onAct,
  pending = false,
}: {
  question: string;
  action: string;
  /** What was done, once it is (the link sent, to which address); null until then. */
  done: string | null;
  onAct: () => void;
  pending?: boolean;
}) {
  if (done) {
    return (
      <Text size="sm" role="status">
        {done}
      </Text>
    );
  }
  return (
    <Text size="sm">
      {question}{' '}
      <Anchor
        component="button"
        type="button"
        size="sm"
        underline="always"
        onClick={onAct}
        disabled={pending}
      >
        {action}
      </Anchor>
    </Text>
  );
}
