import { Modal, type ModalProps } from '@mantine/core';
import { confirm } from './confirm';
import { leavePageTexts, UnsavedChangesGuard } from './unsaved-changes-guard';

/** Whether what was typed may go: at once when nothing was, else after the leave-page question. */
export const confirmDiscard = async (dirty: boolean) => !dirty || confirm(leavePageTexts);

/**
 * A dialog holding a form: once something is typed (`dirty`), Escape and a click beside it do
 * nothing, the × asks the leave-page question (spec §2), and so does leaving the page (the
 * browser's Back, a link). The form's own 'Annulla' should ask through `confirmDiscard`.
 */
export function GuardedModal({
  dirty,
  onClose,
  closeOnEscape = true,
  closeOnClickOutside = true,
  children,
  ...props
}: ModalProps & { dirty: boolean }) {
  return (
    <Modal
      {...props}
      onClose={async () => {
        if (await confirmDiscard(dirty)) onClose();
      }}
      closeOnEscape={closeOnEscape && !dirty}
      closeOnClickOutside={closeOnClickOutside && !dirty}
    >
      {/* Only while it matters: the router heeds one blocker at a time, and an idle one here
          would silence the page's own (a half-written reply on the request page). */}
      {props.opened && dirty ? <UnsavedChangesGuard when /> : null}
      {children}
    </Modal>
  );
}
