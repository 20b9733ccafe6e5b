import { Menu } from '@mantine/core';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '@/testing/render';
import { AppMenu } from './app-menu';

const page = () =>
  renderRoute(
    <>
      <button type="button">Prima</button>
      <AppMenu position="bottom-start" withinPortal>
        <Menu.Target>
          <button type="button">Chiudi richiesta</button>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Item>Chiudi: non risponde</Menu.Item>
          <Menu.Item>Chiudi: non più interessato</Menu.Item>
        </Menu.Dropdown>
      </AppMenu>
      <button type="button">Dopo</button>
    </>,
  );

describe('a menu by keyboard', () => {
  it('lets Tab leave it onto the next control, closed', async () => {
    page();
    await userEvent.click(screen.getByRole('button', { name: 'Chiudi richiesta' }));
    await userEvent.keyboard('{ArrowDown}');
    await waitFor(() => expect(document.activeElement).toHaveAttribute('role', 'menuitem'));
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Dopo' })).toHaveFocus();
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    // Still there after the menu's own return of the focus (10 ms after it closes).
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.getByRole('button', { name: 'Dopo' })).toHaveFocus();
  });

  it('closes back onto its button by Shift+Tab, and opens again', async () => {
    page();
    const button = screen.getByRole('button', { name: 'Chiudi richiesta' });
    await userEvent.click(button);
    await userEvent.keyboard('{ArrowDown}');
    await waitFor(() => expect(document.activeElement).toHaveAttribute('role', 'menuitem'));
    await userEvent.tab({ shift: true });
    expect(button).toHaveFocus();
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    await userEvent.keyboard('{Enter}');
    expect(await screen.findByRole('menu')).toBeVisible();
  });
});
