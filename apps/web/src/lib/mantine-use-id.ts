import { useId as useReactId } from 'react';

/**
 * Stands in for @mantine/hooks' `useId` in every build (first-paint/stable-ids.ts). Mantine's
 * swaps React's id for a random one in a layout effect after mount: a state update on every
 * field, tab, tooltip and menu, which re-renders a page the server drew synchronously, in one
 * long task, right after React has adopted it (≈ 0.5 s on the back office's catalog at 4× CPU
 * slowdown). React's own id is the same on the server and in the browser and unique in the app's
 * one root, which is all Mantine uses it for (labels, descriptions, ARIA links).
 */
export function useId(staticId?: string) {
  const reactId = useReactId();
  return typeof staticId === 'string' ? staticId : `mantine-${reactId.replace(/:/g, '')}`;
}
