import { useRef } from 'react';

/**
 * For a menu whose items open a dialog: its button's ref (`target`), and `opening(action)`, an
 * item's click that first puts the keyboard back on that button. A dialog gives the keyboard back,
 * as it closes, to what had it as it opened: the item, gone with its menu by then (the keyboard
 * fell on the section, or on the page's main content); the menu's button is still there.
 */
export function useMenuOpener<T extends HTMLElement = HTMLButtonElement>() {
  const target = useRef<T>(null);
  const opening = (action: () => void) => () => {
    target.current?.focus();
    action();
  };
  return { target, opening };
}
