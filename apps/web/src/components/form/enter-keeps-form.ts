import type { KeyboardEvent } from 'react';

/** Enter typed in a field of the form (not one a list or a button of the field took for itself). */
const enterInField = (event: KeyboardEvent<HTMLFormElement>) =>
  event.key === 'Enter' &&
  !event.defaultPrevented &&
  event.target instanceof HTMLInputElement &&
  event.target.getAttribute('aria-expanded') !== 'true';

/** Ctrl+Enter (Cmd+Enter) typed in a multi-line field, not a held key's repeat. */
const ctrlEnterInTextarea = (event: KeyboardEvent<HTMLFormElement>) =>
  event.key === 'Enter' &&
  (event.ctrlKey || event.metaKey) &&
  !event.repeat &&
  !event.defaultPrevented &&
  event.target instanceof HTMLTextAreaElement;

/**
 * A form's `onKeyDown` for long forms: Enter in a field does not send the form (only its button
 * does). An Enter in a date field sent the family's request and left the page.
 */
export function keepFormOnEnter(event: KeyboardEvent<HTMLFormElement>) {
  if (event.key === 'Enter' && event.target instanceof HTMLInputElement) event.preventDefault();
}

/**
 * A form's `onKeyDown` where sending reaches someone else (a quote emailed to the family): Enter
 * in a field sends the form as elsewhere, but asks first (`ask`) — an Enter after the last amount
 * typed once sent a quote whose lower sections were still empty. A form that does not pass its
 * checks (`check`) is not asked about: it is submitted at once, to show what is missing.
 */
export function enterAsksThenSends(check: () => Promise<boolean>, ask: () => Promise<boolean>) {
  return (event: KeyboardEvent<HTMLFormElement>) => {
    if (!enterInField(event) && !ctrlEnterInTextarea(event)) return;
    event.preventDefault();
    const form = event.currentTarget;
    void (async () => {
      if ((await check()) && !(await ask())) return;
      form.requestSubmit();
    })();
  };
}

/**
 * Marks the send button Ctrl+Enter presses in a form with more than one (`{...ctrlEnterButton}`
 * on it); without it, the form's first send button.
 */
export const ctrlEnterButton = { 'data-ctrl-enter': '' } as const;

/**
 * Ctrl+Enter (Cmd+Enter on a Mac) in a multi-line field: sends its form, as in a mail or chat
 * composer — Enter alone starts a new line. It presses the form's send button (the one marked
 * `ctrlEnterButton`, or the first): the form hears which one, as from a click.
 */
export function sendOnCtrlEnter(event: KeyboardEvent<HTMLTextAreaElement>) {
  if (event.key !== 'Enter' || !(event.ctrlKey || event.metaKey) || event.defaultPrevented) return;
  const { form } = event.currentTarget;
  // A form that asks before sending (the quote) asks for Ctrl+Enter too: its own handler.
  if (!form || form.dataset.asksFirst !== undefined) return;
  event.preventDefault();
  // A held key repeats, and a form being sent has its button off: sent once, as a click would.
  const button =
    form.querySelector<HTMLButtonElement>('button[type="submit"][data-ctrl-enter]') ??
    form.querySelector<HTMLButtonElement>('button[type="submit"]');
  if (event.repeat || button?.disabled || button?.dataset.loading !== undefined) return;
  form.requestSubmit(button ?? undefined);
}

/**
 * A form's `onKeyDown` where the send button stays off until the form is valid (the spec's
 * rule). The browser ignores Enter while it is off — also straight after the last keystroke,
 * whose check has not come back yet — and a family typing a name and pressing Enter was left
 * wondering. Enter now submits through the form's handler, which checks the fields: it sends a
 * valid form, or shows what is missing with the first such field focused.
 */
export function enterChecksAndSends(
  formState: { isValid: boolean; isSubmitting: boolean },
  submit: () => unknown,
) {
  return (event: KeyboardEvent<HTMLFormElement>) => {
    if (!enterInField(event) || formState.isValid || formState.isSubmitting) return;
    event.preventDefault();
    void submit();
  };
}
