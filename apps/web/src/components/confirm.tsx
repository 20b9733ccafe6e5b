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

/** A question is on screen: another (a double tap on the button that asks it) is a 'No'. */
let asking = false;

/**
 * A yes/no modal (spec: 'Attenzione' with Si/No) that resolves with the user's answer. One at a
 * time: a second ask while one is on screen answers 'No' at once, so a double tap on 'Accetta'
 * asks once and acts once.
 */
export async function confirm({
  title,
  message,
  confirmLabel = 'Si',
  cancelLabel = 'No',
  confirmLook = 'primary',
}: ConfirmOptions): Promise<boolean> {
  if (asking) return false;
  asking = true;
  await overlaysMounted();
  return new Promise((resolve) => {
    let settled = false;
    const settle = (answer: boolean) => {
      if (settled) return;
      settled = true;
      asking = false;
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
