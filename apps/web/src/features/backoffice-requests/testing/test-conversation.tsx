import { GrowTextarea } from '@/components/form/grow-textarea';

/**
 * A conversation's reply box standing in for the conversations feature's in this feature's tests
 * (features never import each other; app/routes wires the real one): it tells `onDirtyChange`
 * whether something is typed, as the real composer does.
 */
export function TestConversation({ onDirtyChange }: { onDirtyChange?: (dirty: boolean) => void }) {
  return (
    <GrowTextarea
      label="Messaggio"
      onChange={(event) => onDirtyChange?.(event.currentTarget.value !== '')}
    />
  );
}
