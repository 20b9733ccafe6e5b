import { Drawer, Modal, Select } from '@mantine/core';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
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

// A dialog that starts on a searchable list (the catalogue's 'Provincia') opens with the list
// closed: the first Escape closes the dialog, and the fields below are not covered.
describe('a searchable list', () => {
  it('opens when asked, not when the keyboard reaches it', async () => {
    const user = userEvent.setup();
    renderRoute(
      <Modal opened onClose={() => {}} title="Nuovo prezzo">
        <Select
          label="Provincia"
          searchable
          data={['Milano', 'Monza e Brianza', 'Roma']}
          data-autofocus
        />
      </Modal>,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Nuovo prezzo' });
    const field = within(dialog).getByRole('combobox', { name: 'Provincia' });
    expect(field).toHaveFocus();
    expect(screen.queryByRole('listbox')).toBeNull();
    await user.keyboard('Mi');
    expect(await screen.findByRole('option', { name: 'Milano' })).toBeVisible();
    expect(screen.queryByRole('option', { name: 'Roma' })).toBeNull();
  });
});
