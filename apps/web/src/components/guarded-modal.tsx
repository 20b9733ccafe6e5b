import { Modal, type ModalProps } from '@mantine/core';
import { useRef, useState } from 'react';
import { confirm } from './confirm';
import { leavePageTexts, UnsavedChangesGuard } from './unsaved-changes-guard';

/** What the question before dropping typed work says: the leave-page one unless told. */
export type DiscardTexts = Pick<
  Parameters<typeof confirm>[0],
  'title' | 'message' | 'confirmLabel' | 'cancelLabel' | 'confirmLook'
>;

/**
 * Whether what was typed may go: at once when nothing was, else after the leave-page question
 * (one at a time: `confirm` answers 'No' to an ask while it is on screen), or `texts`' for work
 * that is not a form (a reply not sent).
 */
export async function confirmDiscard(dirty: boolean, texts: DiscardTexts = leavePageTexts) {
  if (!dirty) return true;
  return await confirm(texts);
}

/**
 * The state of a GuardedModal's form: `dirty` (set by the form's `onDirtyChange`), `close` (after
 * a save: no question) and `cancel` (the form's 'Annulla': the leave-page question first).
 */
export function useDiscardGuard(onClose: () => void, texts?: DiscardTexts) {
  const [dirty, setDirty] = useState(false);
  const close = () => {
    setDirty(false);
    onClose();
  };
  const cancel = async () => {
    if (await confirmDiscard(dirty, texts)) close();
  };
  return { dirty, setDirty, close, cancel };
}

/**
 * A dialog holding a form: once something is typed (`dirty`), Escape, a click beside it and the ×
 * ask the leave-page question first (spec §2; its 'No' keeps the text), and so does leaving the
 * page (the browser's Back, a link). The form's own 'Annulla' should ask through `confirmDiscard`.
 * Escape inside an open list (a select) only closes the list (Mantine's own rule).
 * As it fades out it keeps the title and the form it showed: its caller has cleared the state
 * that chose them ('Sposta il colloquio' read 'Prenota il colloquio' over an empty body).
 */
export function GuardedModal({
  dirty,
  onClose,
  closeOnEscape = true,
  closeOnClickOutside = true,
  children,
  ...props
}: ModalProps & { dirty: boolean }) {
  const shown = useRef({ title: props.title, children });
  if (props.opened) shown.current = { title: props.title, children };
  return (
    <Modal
      {...props}
      title={shown.current.title}
      onClose={async () => {
        if (await confirmDiscard(dirty)) onClose();
      }}
      closeOnEscape={closeOnEscape}
      closeOnClickOutside={closeOnClickOutside}
    >
      {/* Only while it matters: the router heeds one blocker at a time, and an idle one here
          would silence the page's own (a half-written reply on the request page). */}
      {props.opened && dirty ? <UnsavedChangesGuard when /> : null}
      {/* Inert as it fades out: the form kept is drawn, not sent again (Mantine keeps a closing
          dialog clickable). The same wrapper open or closing, so nothing mounts again. */}
      <div inert={!props.opened} style={{ display: 'contents' }}>
        {shown.current.children}
      </div>
    </Modal>
  );
}
