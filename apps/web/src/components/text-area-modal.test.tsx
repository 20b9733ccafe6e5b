import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderRoute } from '@/testing/render';
import { overlaysMounted } from './overlays-ready';
import { TextAreaModal } from './text-area-modal';

vi.mock('@/lib/auth', () => import('@/testing/fake-auth'));

const texts = { title: 'Non pubblicare', message: 'Scrivi il motivo.', cancel: 'Annulla' };

describe('the text-area modal', () => {
  it('asks before its cancel button throws a written text away', async () => {
    const onClose = vi.fn();
    renderRoute(<TextAreaModal opened texts={texts} onConfirm={vi.fn()} onClose={onClose} />);
    const dialog = screen.getByRole('dialog', { name: 'Non pubblicare' });
    await userEvent.type(within(dialog).getByRole('textbox'), 'Contiene un numero di telefono');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Annulla' }));
    const question = await screen.findByRole('dialog', { name: 'Attenzione!' });
    await userEvent.click(within(question).getByRole('button', { name: 'No' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Attenzione!' })).toBeNull());
    expect(onClose).not.toHaveBeenCalled();
    expect(within(dialog).getByRole('textbox')).toHaveValue('Contiene un numero di telefono');
  });

  it('sends on Ctrl+Enter as every message box does, Enter alone a new line', async () => {
    const onConfirm = vi.fn();
    renderRoute(<TextAreaModal opened texts={texts} onConfirm={onConfirm} onClose={vi.fn()} />);
    const box = within(screen.getByRole('dialog', { name: 'Non pubblicare' })).getByRole('textbox');
    await userEvent.type(box, 'Contiene{Enter}un numero');
    expect(onConfirm).not.toHaveBeenCalled();
    await userEvent.keyboard('{Control>}{Enter}{/Control}');
    expect(onConfirm).toHaveBeenCalledWith('Contiene\nun numero', false);
  });

  it('closes at once when nothing was written (the spec’s “No”)', async () => {
    const onClose = vi.fn();
    renderRoute(
      <TextAreaModal
        opened
        texts={{ ...texts, cancel: 'No' }}
        onConfirm={vi.fn()}
        onClose={onClose}
      />,
    );
    const dialog = screen.getByRole('dialog', { name: 'Non pubblicare' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'No' }));
    expect(onClose).toHaveBeenCalled();
    expect(screen.queryByRole('dialog', { name: 'Attenzione!' })).toBeNull();
  });

  it('says at the field that a message of spaces is empty, and sends nothing', async () => {
    const onConfirm = vi.fn();
    renderRoute(<TextAreaModal opened texts={texts} onConfirm={onConfirm} onClose={vi.fn()} />);
    const dialog = screen.getByRole('dialog', { name: 'Non pubblicare' });
    const box = within(dialog).getByRole('textbox');
    await userEvent.type(box, '   ');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Invia' }));
    expect(onConfirm).not.toHaveBeenCalled();
    expect(box).toHaveAccessibleDescription(
      /Il messaggio è vuoto: scrivi qualcosa prima di inviarlo/,
    );
    // The keyboard is taken where the fix is, not left on the button.
    expect(box).toHaveFocus();
    await userEvent.type(box, 'Ecco');
    expect(within(dialog).queryByText(/Il messaggio è vuoto/)).toBeNull();
  });

  it('names the field it asks for: a reason is a reason, with no toast where the spec has none', async () => {
    renderRoute(
      <TextAreaModal
        opened
        texts={texts}
        label="Motivo (solo per i tutor)"
        emptyError="Il motivo è vuoto: scrivi perché non la accogli."
        onConfirm={vi.fn()}
        onClose={vi.fn()}
      />,
    );
    await overlaysMounted();
    const dialog = screen.getByRole('dialog', { name: 'Non pubblicare' });
    const box = within(dialog).getByRole('textbox', { name: 'Motivo (solo per i tutor)' });
    await userEvent.type(box, '  ');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Invia' }));
    expect(box).toHaveAccessibleDescription('Il motivo è vuoto: scrivi perché non la accogli.');
    expect(box).toHaveFocus();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
