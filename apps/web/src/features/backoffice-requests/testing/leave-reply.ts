import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect } from 'vitest';

/** The question asked before a reply typed is left without being sent. */
const leaveReplyQuestion = { name: 'Lasciare la risposta senza inviarla?' };

/** Answers 'Lascia senza inviare' to the question before a reply typed is left unsent. */
export async function leaveReplyUnsent() {
  const question = await screen.findByRole('dialog', leaveReplyQuestion);
  await userEvent.click(within(question).getByRole('button', { name: 'Lascia senza inviare' }));
}

/** Answers 'Continua a scrivere' to that question, and waits for it to go. */
export async function keepWritingReply() {
  const question = await screen.findByRole('dialog', leaveReplyQuestion);
  await userEvent.click(within(question).getByRole('button', { name: 'Continua a scrivere' }));
  await waitFor(() => expect(screen.queryByRole('dialog', leaveReplyQuestion)).toBeNull());
}
