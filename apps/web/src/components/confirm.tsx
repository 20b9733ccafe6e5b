import { Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import type { ButtonStyle } from '@/config/theme';
import { buttonStyles } from '@/config/theme';
import { overlaysGeneration, overlaysMounted } from './overlays-ready';

export type ConfirmOptions = {
  title: string;
  message: string;
  confirmLabel?: string;
  cancelLabel?: string;
  confirmLook?: ButtonStyle;
};

/**
 * When the question on screen was asked (null: none): another ask meanwhile — a double tap on the
 * button that asks it — is a 'No'. A question gone without an answer (its page torn down) stops
 * counting once it is no longer on screen and a moment has passed, so nothing stays refused.
 */
let askedAt: number | null = null;
/** The overlays' mount the question was asked under (a new mount: the old question is gone). */
let askedUnder = 0;
const DOUBLE_TAP_MS = 1000;
const QUESTION_MARK = 'data-confirm-question';
const stillAsking = () =>
  askedAt !== null &&
  askedUnder === overlaysGeneration() &&
  (Date.now() - askedAt < DOUBLE_TAP_MS ||
    (typeof document !== 'undefined' && document.querySelector(`[${QUESTION_MARK}]`) !== null));

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
  if (stillAsking()) return false;
  askedAt = Date.now();
  askedUnder = overlaysGeneration();
  await overlaysMounted();
  return new Promise((resolve) => {
    let settled = false;
    const settle = (answer: boolean) => {
      if (settled) return;
      settled = true;
      askedAt = null;
      resolve(answer);
    };
    modals.openConfirmModal({
      title,
      centered: true,
      children: (
        <Text size="sm" {...{ [QUESTION_MARK]: true }}>
          {message}
        </Text>
      ),
      labels: { confirm: confirmLabel, cancel: cancelLabel },
      confirmProps: buttonStyles[confirmLook],
      cancelProps: buttonStyles['dark-outline'],
      onConfirm: () => settle(true),
      onCancel: () => settle(false),
      onClose: () => settle(false),
    });
  });
}
