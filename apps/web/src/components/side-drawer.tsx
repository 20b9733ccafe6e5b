import { Drawer, type DrawerProps, rem } from '@mantine/core';
import { useToastsAsideOf } from '@/components/toast';
import { useMedia } from '@/lib/media-query';

/** How wide the side panel is on a wide screen (Mantine's 'lg' drawer). */
const SIDE_DRAWER_WIDTH = rem(620);

/**
 * A panel that slides in from the right edge (adding candidates to a request): 620 px on a wide
 * screen, the whole screen on a phone. While it is open the toasts step aside: to its left where
 * a whole toast (440 px) fits there, else to the bottom of the screen (a phone, a 1024 px laptop,
 * where a toast beside it would run off the left edge). A toast raised just before it opened
 * ('Richiesta ora in «Selezione attiva»') or by it (an add refused) sat on its title, its close
 * button and its first lines.
 */
export function SideDrawer(props: Omit<DrawerProps, 'position' | 'size'>) {
  const wide = useMedia('(min-width: 48em)');
  // 620 + 440 px and three 16 px margins.
  const roomBeside = useMedia('(min-width: 70em)');
  useToastsAsideOf(props.opened ? (roomBeside ? SIDE_DRAWER_WIDTH : 'full') : null);
  return <Drawer {...props} position="right" size={wide ? SIDE_DRAWER_WIDTH : '100%'} />;
}
