import { Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { GuardedModal } from '@/components/guarded-modal';
import { useMedia } from '@/lib/media-query';

/**
 * The catalogue's add/edit dialog: full screen on a phone, its form inside. Once the form is
 * changed (`dirty`), Escape and a click beside it do nothing and its × asks first.
 */
export function EditorModal({
  opened,
  dirty,
  onClose,
  title,
  children,
}: {
  opened: boolean;
  dirty: boolean;
  onClose: () => void;
  title: string;
  children: ReactNode;
}) {
  const wide = useMedia('(min-width: 48em)');
  return (
    <GuardedModal
      opened={opened}
      dirty={dirty}
      onClose={onClose}
      fullScreen={!wide}
      title={<Text fw={700}>{title}</Text>}
    >
      {children}
    </GuardedModal>
  );
}
