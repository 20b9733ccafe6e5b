import { Button } from '@mantine/core';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '@/testing/render';
import { GuardedModal } from './guarded-modal';
import { overlaysMounted } from './overlays-ready';

/** A dialog whose title and form follow a state its caller clears as it closes (the interview's). */
function Interview() {
  const [open, setOpen] = useState<'book' | 'move' | null>(null);
  return (
    <>
      <Button onClick={() => setOpen('move')}>Sposta colloquio</Button>
      <GuardedModal
        dirty={false}
        opened={open !== null}
        onClose={() => setOpen(null)}
        title={open === 'move' ? 'Sposta il colloquio' : 'Prenota il colloquio'}
      >
        {open !== null ? <Button onClick={() => setOpen(null)}>Conferma</Button> : null}
      </GuardedModal>
    </>
  );
}

describe('a dialog holding a form', () => {
  it('keeps its title and form as it fades out, after its caller cleared what chose them', async () => {
    renderRoute(<Interview />, { transitions: true });
    await overlaysMounted();
    await userEvent.click(screen.getByRole('button', { name: 'Sposta colloquio' }));
    const dialog = await screen.findByRole('dialog', { name: 'Sposta il colloquio' });
    await userEvent.click(screen.getByRole('button', { name: 'Conferma' }));
    // Closing: the same title over the same form, until it has gone.
    const closing = screen.getByRole('dialog', { hidden: true });
    expect(closing).toHaveAccessibleName('Sposta il colloquio');
    expect(closing).toHaveTextContent('Conferma');
    expect(closing).not.toHaveTextContent('Prenota');
    // Drawn, not live: a second click while it fades out sends nothing again.
    expect(
      within(closing).getByRole('button', { name: 'Conferma', hidden: true }).closest('[inert]'),
    ).not.toBeNull();
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
  });
});
