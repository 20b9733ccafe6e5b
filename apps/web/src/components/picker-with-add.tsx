import { Group, Modal, Stack } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import { AppButton } from './app-button';

/** The picker's select takes the row's room; the button wraps under it on a phone. */
export const pickerFieldStyle = { flex: '1 1 240px', minWidth: 0 };

/**
 * A picker of the customer's saved things (spec §5): its select (`field`, styled with
 * `pickerFieldStyle`) and 'Aggiungi nuovo', which opens `form` in a modal; the form calls
 * `close` once saved or cancelled.
 */
export function PickerWithAdd({
  field,
  modalTitle,
  canAdd,
  form,
}: {
  field: ReactNode;
  modalTitle: string;
  canAdd: boolean;
  form: (close: () => void) => ReactNode;
}) {
  const [adding, setAdding] = useState(false);
  const close = () => setAdding(false);
  return (
    <Stack gap={6}>
      {/* On a phone the button goes under the field instead of squeezing it. */}
      <Group align="flex-end" gap="sm" wrap="wrap">
        {field}
        <AppButton
          look="dark-outline"
          leftSection={<IconPlus size={16} aria-hidden />}
          onClick={() => setAdding(true)}
          disabled={!canAdd}
        >
          Aggiungi nuovo
        </AppButton>
      </Group>
      <Modal opened={adding} onClose={close} title={modalTitle} centered>
        {form(close)}
      </Modal>
    </Stack>
  );
}
