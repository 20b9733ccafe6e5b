import { Drawer, type DrawerProps, rem } from '@mantine/core';
import { useToastsAsideOf } from '@/components/toast';
import { useMedia } from '@/lib/media-query';

/** How wide the side panel is on a wide screen (Mantine's 'lg' drawer). */
const SIDE_DRAWER_WIDTH = rem(620);

/**
 * A panel that slides in from the right edge (adding candidates to a request): 620 px on a wide
 * screen, the whole screen on a phone. While it is open the toasts step aside (to its left, or
 * to the bottom of a phone's screen): a toast raised by the panel itself ('Profilo di … aggiunto
 * ai candidati') sat on its title, its close button and its first lines.
 */
export function SideDrawer(props: Omit<DrawerProps, 'position' | 'size'>) {
  const wide = useMedia('(min-width: 48em)');
  useToastsAsideOf(props.opened ? (wide ? SIDE_DRAWER_WIDTH : 'full') : null);
  return <Drawer {...props} position="right" size={wide ? SIDE_DRAWER_WIDTH : '100%'} />;
}
