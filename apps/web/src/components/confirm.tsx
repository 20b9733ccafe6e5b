import { List, Stack, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import type { ButtonStyle } from '@/config/theme';
import { buttonStyles } from '@/config/theme';
import { overlaysGeneration, overlaysMounted } from './overlays-ready';
import { setQuestionOnScreen } from './question-escape';

export type ConfirmOptions = {
  title: string;
  message: string;
  /** What the question is about, one point each, under the message (the warnings a form shows). */
  list?: readonly string[];
  /** A second paragraph under the question (what the family should know before answering). */
  note?: string;
  confirmLabel?: string;
  cancelLabel?: string;
  confirmLook?: ButtonStyle;
  /**
   * 'primary' when not going ahead is the safe answer and going ahead a knowing exception: the
   * filled button is the way to stay safe (confirm then reads 'danger-outline').
   */
  cancelLook?: ButtonStyle;
};

/**
 * The question on screen (null: none), with the overlays' mount it was asked under: another ask
 * meanwhile — a double tap on the button that asks it — is a 'No'. A question torn down
 * unanswered goes with its overlays (a new mount), so nothing stays refused.
 */
let onScreen: { under: object } | null = null;

/**
 * A yes/no modal (spec: 'Attenzione' with Si/No) that resolves with the user's answer. One at a
 * time: a second ask while one is on screen answers 'No' at once, so a double tap on 'Accetta'
 * asks once and acts once. An answer counts as on screen until the next task (a click on an
 * answer must not ask again in the same stroke). Escape is the question's alone
 * (question-escape.ts).
 */
export async function confirm({
  title,
  message,
  list,
  note,
  confirmLabel = 'Si',
  cancelLabel = 'No',
  confirmLook = 'primary',
  cancelLook = 'dark-outline',
}: ConfirmOptions): Promise<boolean> {
  if (onScreen !== null && onScreen.under === overlaysGeneration()) return false;
  const question = { under: overlaysGeneration() };
  onScreen = question;
  await overlaysMounted();
  // Asked before the overlays had mounted: it is on screen under this mount.
  question.under = overlaysGeneration();
  return new Promise((resolve) => {
    let settled = false;
    const settle = (answer: boolean) => {
      if (settled) return;
      settled = true;
      setQuestionOnScreen(null);
      resolve(answer);
      setTimeout(() => {
        if (onScreen === question) onScreen = null;
      }, 0);
    };
    const id = modals.openConfirmModal({
      title,
      centered: true,
      children:
        note || list?.length ? (
          <Stack gap="xs">
            <Text size="sm">{message}</Text>
            {list?.length ? (
              <List size="sm" spacing={4}>
                {list.map((item) => (
                  <List.Item key={item}>{item}</List.Item>
                ))}
              </List>
            ) : null}
            {note ? <Text size="sm">{note}</Text> : null}
          </Stack>
        ) : (
          <Text size="sm">{message}</Text>
        ),
      labels: { confirm: confirmLabel, cancel: cancelLabel },
      confirmProps: buttonStyles[confirmLook],
      // It opens on the answer that does nothing (stays, corrects): an Enter pressed on, or the
      // next key of one that asked, does not go ahead. Before, it opened on the ×.
      cancelProps: { ...buttonStyles[cancelLook], 'data-autofocus': true },
      onConfirm: () => settle(true),
      onCancel: () => settle(false),
      onClose: () => settle(false),
    });
    // Escape is its 'No' alone (question-escape.ts): while it is still the one on screen.
    setQuestionOnScreen(() => {
      if (settled || onScreen !== question || question.under !== overlaysGeneration()) return false;
      modals.close(id);
      settle(false);
      return true;
    });
  });
}
