import { Menu, type MenuProps } from '@mantine/core';
import { useEffect, useState } from 'react';

/**
 * Mantine's menu, with Tab as a menu button's (WAI-ARIA): Tab on an item closes the menu and goes
 * on from its button to the next control, Shift+Tab closes it back onto its button. Mantine keeps
 * Tab inside an open menu (its focus trap) and has no option for it: the keyboard could leave
 * «Chiudi richiesta» or «Risposte pronte» only by Escape or by choosing an item.
 */
export function AppMenu({ children, ...props }: Omit<MenuProps, 'opened' | 'onChange'>) {
  const [opened, setOpened] = useState(false);
  useEffect(() => {
    if (!opened) return;
    // On the window, before the focus trap's listener: the keyboard is then on the button,
    // outside the menu, and the trap lets the browser's own Tab go on from there.
    const leave = (event: KeyboardEvent) => {
      const dropdown =
        event.key === 'Tab' ? document.activeElement?.closest('[data-menu-dropdown]') : null;
      const button = dropdown?.id
        ? document.querySelector<HTMLElement>(`[aria-controls="${CSS.escape(dropdown.id)}"]`)
        : null;
      if (!button) return;
      button.focus();
      if (event.shiftKey) event.preventDefault();
      setOpened(false);
    };
    window.addEventListener('keydown', leave, true);
    return () => window.removeEventListener('keydown', leave, true);
  }, [opened]);
  return (
    <Menu {...props} opened={opened} onChange={setOpened}>
      {children}
    </Menu>
  );
}
