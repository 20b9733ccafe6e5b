import { notifications } from '@mantine/notifications';

/**
 * The toast types of spec §2 (success, error, warning, info). The provider places them top
 * right, closable, for 2000 ms.
 */
const show = (color: string, message: string, title?: string) =>
  notifications.show({
    color,
    message,
    title,
    withCloseButton: true,
    closeButtonProps: { 'aria-label': 'Chiudi la notifica' },
  });

export const toast = {
  success: (message: string, title?: string) => show('green', message, title),
  error: (message: string, title?: string) => show('red', message, title),
  warning: (message: string, title?: string) => show('yellow', message, title),
  info: (message: string, title?: string) => show('blue', message, title),
};
