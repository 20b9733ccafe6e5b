import { waitFor } from '@testing-library/react';
import { expect } from 'vitest';

/**
 * Waits until no toast is drawn any more and the toast area has seen it (it reads the page a
 * frame later): the next toast goes where a first one would.
 */
export async function toastsGone() {
  await waitFor(() =>
    expect(document.querySelector('.mantine-Notifications-notification')).toBeNull(),
  );
  await new Promise((resolve) => setTimeout(resolve, 50));
}
