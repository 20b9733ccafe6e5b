import { Modal, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { ReactNode } from 'react';

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
  const wide = useMediaQuery('(min-width: 48em)', true);
  return (
    <Modal
      closeButtonProps={{ 'aria-label': 'Chiudi' }}
      opened={opened}
      onClose={onClose}
      fullScreen={!wide}
      title={<Text fw={700}>{title}</Text>}
    >
      {children}
    </Modal>
  );
}
