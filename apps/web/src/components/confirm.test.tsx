import { Drawer } from '@mantine/core';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '@/testing/render';
import { confirm } from './confirm';
import { confirmDiscard } from './guarded-modal';
import { overlaysMounted } from './overlays-ready';

describe('a yes/no question', () => {
  it('is asked once at a time: a second ask while it is on screen answers No at once', async () => {
    renderRoute(<p>Pagina</p>);
    await overlaysMounted();
    const ask = () => confirm({ title: 'Accetti il preventivo?', message: 'Confermi?' });
    const first = ask();
    const second = ask();
    await expect(second).resolves.toBe(false);
    const dialog = await screen.findByRole('dialog', { name: 'Accetti il preventivo?' });
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Si' }));
    await expect(first).resolves.toBe(true);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // Answered, the next ask is a question again.
    const third = ask();
    await userEvent.click(
      within(await screen.findByRole('dialog', { name: 'Accetti il preventivo?' })).getByRole(
        'button',
        { name: 'No' },
      ),
    );
    await expect(third).resolves.toBe(false);
  });

  it('takes Escape as its No, and the panel it was asked over stays open', async () => {
    renderRoute(
      <Drawer opened onClose={() => closed.push('panel')} title="Aggiungi candidati">
        <p>Risultati</p>
      </Drawer>,
    );
    const closed: string[] = [];
    await overlaysMounted();
    await screen.findByRole('dialog', { name: 'Aggiungi candidati' });
    const answer = confirm({ title: 'Profilo già impegnato', message: 'Aggiungerlo comunque?' });
    const question = await screen.findByRole('dialog', { name: 'Profilo già impegnato' });
    await waitFor(() => expect(within(question).getByRole('button', { name: 'No' })).toHaveFocus());
    await userEvent.keyboard('{Escape}');
    await expect(answer).resolves.toBe(false);
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Profilo già impegnato' })).toBeNull(),
    );
    expect(closed).toEqual([]);
    expect(screen.getByRole('dialog', { name: 'Aggiungi candidati' })).toBeVisible();
  });

  it('does not stay refused after a question torn down unanswered (its page gone)', async () => {
    const first = renderRoute(<p>Pagina</p>);
    void confirmDiscard(true);
    await screen.findByRole('dialog', { name: 'Attenzione!' });
    first.unmount();
    renderRoute(<p>Altra pagina</p>);
    const next = confirmDiscard(true);
    const dialog = await screen.findByRole('dialog', { name: 'Attenzione!' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Si' }));
    await expect(next).resolves.toBe(true);
  });

  it('draws the answer that drops typed work as a danger, the one that keeps it plain', async () => {
    renderRoute(<p>Pagina</p>);
    const answer = confirmDiscard(true);
    const dialog = await screen.findByRole('dialog', { name: 'Attenzione!' });
    const drop = within(dialog).getByRole('button', { name: 'Si' });
    const keep = within(dialog).getByRole('button', { name: 'No' });
    expect(drop.getAttribute('style')).toContain('danger');
    expect(keep.getAttribute('style')).not.toContain('primary');
    expect(keep).toHaveAttribute('data-variant', 'outline');
    // It opens on the answer that keeps the work: an Enter does not drop it.
    await waitFor(() => expect(keep).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await expect(answer).resolves.toBe(false);
  });
});
