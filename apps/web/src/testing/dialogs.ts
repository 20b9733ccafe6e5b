import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

/** Clicks `opener`, then the button `answer` of the dialog named `name` it opens; returns it. */
export async function answerDialog(opener: HTMLElement, name: string, answer: string) {
  await userEvent.click(opener);
  const dialog = await screen.findByRole('dialog', { name });
  await userEvent.click(within(dialog).getByRole('button', { name: answer }));
  return dialog;
}

/** Clicks `opener`, types `message` in the 'Messaggio' of the dialog named `name`, and sends it. */
export async function sendFromDialog(opener: HTMLElement, name: string, message: string) {
  await userEvent.click(opener);
  const dialog = await screen.findByRole('dialog', { name });
  await userEvent.type(within(dialog).getByRole('textbox', { name: 'Messaggio' }), message);
  await userEvent.click(within(dialog).getByRole('button', { name: 'Invia' }));
}
