import { Drawer, Modal } from '@mantine/core';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '@/testing/render';

// A dialog's header is its own top, not a second banner of the page beside the app's header.
describe('the dialogs of the theme', () => {
  it.each([
    ['a modal', Modal, 'Chiudi la finestra'],
    ['a drawer', Drawer, 'Chiudi il pannello'],
  ])('%s has a title and a close button, and no banner landmark', async (_, Dialog, close) => {
    renderRoute(
      <>
        <header>Equilibrio</header>
        <Dialog opened onClose={() => {}} title="Nuovo assistito">
          Contenuto
        </Dialog>
      </>,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Nuovo assistito' });
    // Named as what it closes: a plain 'Chiudi' came right after 'Chiudi richiesta'.
    expect(within(dialog).getByRole('button', { name: close })).toBeVisible();
    expect(within(dialog).queryByRole('banner')).toBeNull();
    expect(screen.getAllByRole('banner')).toHaveLength(1);
  });
});
