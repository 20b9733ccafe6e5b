import { Modal, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useMedia } from '@/lib/media-query';

/** The catalogue's add/edit dialog: full screen on a phone, its form inside. */
export function EditorModal({
  opened,
  onClose,
  title,
  children,
}: {
  opened: boolean;
  onClose: () => void;
  title: string;
  children: ReactNode;
}) {
  const wide = useMedia('(min-width: 48em)');
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      fullScreen={!wide}
      title={<Text fw={700}>{title}</Text>}
    >
      {children}
    </Modal>
  );
}
