import type { KeyboardEvent } from 'react';

/**
 * A form's `onKeyDown` for long forms: Enter in a field does not send the form (only its button
 * does). An Enter after the last amount typed sent a quote half filled, and one in a date field
 * sent the family's request and left the page.
 */
export function keepFormOnEnter(event: KeyboardEvent<HTMLFormElement>) {
  if (event.key === 'Enter' && event.target instanceof HTMLInputElement) event.preventDefault();
}
