import { Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import type { ButtonStyle } from '@/config/theme';
import { buttonStyles } from '@/config/theme';
import { overlaysMounted } from './overlays-ready';

export type ConfirmOptions = {
  title: string;
  message: string;
  confirmLabel?: string;
  cancelLabel?: string;
  confirmLook?: ButtonStyle;
};

/** A yes/no modal (spec: 'Attenzione' with Si/No) that resolves with the user's answer. */
export async function confirm({
  title,
  message,
  confirmLabel = 'Si',
  cancelLabel = 'No',
  confirmLook = 'primary',
}: ConfirmOptions): Promise<boolean> {
  await overlaysMounted();
  return new Promise((resolve) => {
    let settled = false;
    const settle = (answer: boolean) => {
      if (settled) return;
      settled = true;
      resolve(answer);
    };
    modals.openConfirmModal({
      title,
      centered: true,
      children: <Text size="sm">{message}</Text>,
      labels: { confirm: confirmLabel, cancel: cancelLabel },
      confirmProps: buttonStyles[confirmLook],
      cancelProps: buttonStyles['dark-outline'],
      onConfirm: () => settle(true),
      onCancel: () => settle(false),
      onClose: () => settle(false),
    });
  });
}
