import { useEffect } from 'react';

/**
 * The modals provider is loaded after the first page (app/overlays). A modal opened before it
 * has mounted would be lost — a click on "Accetta" on a slow phone, say — so `confirm` waits for
 * it here first.
 */
let mounted = false;
const waiting = new Set<() => void>();
/** How many times the overlays have mounted or gone: a modal of an earlier mount is gone with it. */
let mounts = 0;
export const overlaysGeneration = () => mounts;

export function overlaysMounted(): Promise<void> {
  if (mounted) return Promise.resolve();
  return new Promise((resolve) => waiting.add(resolve));
}

/** Called by the overlays component: its children (the modals provider) listen once it runs. */
export function useSignalOverlaysMounted() {
  useEffect(() => {
    mounts += 1;
    mounted = true;
    for (const resolve of waiting) resolve();
    waiting.clear();
    return () => {
      mounts += 1;
      mounted = false;
    };
  }, []);
}
