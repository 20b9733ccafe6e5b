import { Group, Stack } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import { AppButton } from './app-button';
import { GuardedModal, useDiscardGuard } from './guarded-modal';
import type { PickerProps } from './pickers';

/** The picker's select takes the row's room; the button wraps under it on a phone. */
const pickerFieldStyle = { flex: '1 1 240px', minWidth: 0 };

type FieldProps = Pick<
  PickerProps<unknown>,
  'onBlur' | 'error' | 'required' | 'disabled' | 'description'
> & {
  label: string;
  style: typeof pickerFieldStyle;
  'aria-required': true | undefined;
};

/**
 * A picker of the customer's saved things (spec §5): its select (`field`, given the picker's
 * label, state and style) and 'Aggiungi nuovo', which opens `form` in a modal for the signed-in
 * user `uid`; the form calls `close` once saved or cancelled, and tells `onDirtyChange` when
 * something is typed: the modal then keeps it from Escape, a tap beside it and Back, and its ×
 * asks first, as does the form's own 'Annulla'.
 */
export function PickerWithAdd({
  picker: { onBlur, error, label, required, disabled, description },
  defaultLabel,
  field,
  modalTitle,
  addName,
  uid,
  form,
}: {
  picker: Omit<PickerProps<unknown>, 'value' | 'onChange'>;
  defaultLabel: string;
  field: (props: FieldProps) => ReactNode;
  modalTitle: string;
  /** The button's name to a screen reader, the spec's 'Aggiungi nuovo' and what it adds. */
  addName: string;
  uid: string | undefined;
  form: (uid: string, close: () => void, onDirtyChange: (dirty: boolean) => void) => ReactNode;
}) {
  const [adding, setAdding] = useState(false);
  const guard = useDiscardGuard(() => setAdding(false));
  const canAdd = !disabled && Boolean(uid);
  return (
    <Stack gap={6}>
      {/* On a phone the button goes under the field instead of squeezing it. */}
      <Group align="flex-end" gap="sm" wrap="wrap">
        {field({
          onBlur,
          error,
          required,
          disabled,
          description,
          label: label ?? defaultLabel,
          style: pickerFieldStyle,
          // A MultiSelect ('Assistiti') marks its frame required, not the box a screen reader
          // lands on, and the label's asterisk is hidden from it: said on the box itself.
          'aria-required': required || undefined,
        })}
        <AppButton
          look="dark-outline"
          leftSection={<IconPlus size={16} aria-hidden />}
          onClick={() => setAdding(true)}
          disabled={!canAdd}
          aria-label={addName}
        >
          Aggiungi nuovo
        </AppButton>
      </Group>
      <GuardedModal
        dirty={guard.dirty}
        opened={adding}
        onClose={guard.close}
        title={modalTitle}
        centered
      >
        {uid ? form(uid, guard.close, guard.setDirty) : null}
      </GuardedModal>
    </Stack>
  );
}
