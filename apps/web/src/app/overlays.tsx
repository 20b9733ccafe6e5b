import { ModalsProvider } from '@mantine/modals';
import { Notifications } from '@mantine/notifications';
import { useFocusKeeper } from '@/components/focus-keeper';
import { useFocusReturn } from '@/components/focus-return';
import { useFocusedFieldInView } from '@/components/focused-field-in-view';
import { useSignalOverlaysMounted } from '@/components/overlays-ready';
import { PageAnnouncer } from '@/components/page-announcer';
import { TOAST_MIN_MS, useToastArea } from '@/components/toast';

/**
 * The toast area (top right, its box moved aside of an open side panel, phone menu or dialog:
 * `useToastArea`, never to another area, where a moving toast was drawn twice; at least
 * 5000 ms, paused on hover and focus) and the confirm modals. Loaded after the first page, not
 * with it: they pull in Modal, ScrollArea, focus trap, transitions and floating-ui, and nothing
 * is shown in them at load. Toasts raised before they mount wait in the notifications store;
 * `confirm` (the only user of `modals.*`) waits until they have mounted. With them, the focus
 * keeper: the keyboard's place, kept when the control that had it goes away, and given back to
 * the link a page was left by when the history comes back to it, a field the app focused kept in
 * view while the page fills in above it, and the new page's name said
 * to a screen reader when the app moves to another page.
 */
export default function Overlays() {
  useSignalOverlaysMounted();
  useFocusKeeper();
  useFocusReturn();
  useFocusedFieldInView();
  const area = useToastArea();
  return (
    <>
      <ModalsProvider labels={{ confirm: 'Si', cancel: 'No' }}>{null}</ModalsProvider>
      <Notifications position="top-right" {...area} autoClose={TOAST_MIN_MS} limit={4} />
      <PageAnnouncer />
    </>
  );
}
