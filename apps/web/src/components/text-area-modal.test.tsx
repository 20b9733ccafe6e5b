import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderRoute } from '@/testing/render';
import { TextAreaModal } from './text-area-modal';

const texts = {
  title: 'Non accogliere la candidatura',
  message: 'Scrivi il motivo: resta solo ai tutor.',
  confirm: 'Conferma',
  cancel: 'Annulla',
};

describe('the text-area modal', () => {
  it('keeps what was typed when Escape is pressed; an empty one closes with Escape', async () => {
    const onClose = vi.fn();
    renderRoute(
      <TextAreaModal
        opened
        texts={texts}
        label="Motivo (solo per i tutor)"
        onConfirm={() => {}}
        onClose={onClose}
      />,
    );
    const reason = await screen.findByRole('textbox', { name: 'Motivo (solo per i tutor)' });
    await userEvent.type(reason, 'Nessuna esperienza con neonati');
    await userEvent.keyboard('{Escape}');
    expect(onClose).not.toHaveBeenCalled();
    expect(reason).toHaveValue('Nessuna esperienza con neonati');

    await userEvent.clear(reason);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(onClose).toHaveBeenCalledOnce());
  });
});
