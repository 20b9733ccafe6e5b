import { useSyncExternalStore } from 'react';

/**
 * Whether the browser believes it is online, kept up to date by its `online` and `offline`
 * events: the one home of the app's reading of the connection. Drawn by the server as online (no
 * notice in a drawn page); the browser's own answer once the app has taken over.
 */
export function useOnline() {
  return useSyncExternalStore(subscribe, isBrowserOnline, () => true);
}

/** Whether the browser believes it is online now (true where there is no browser: the server). */
export const isBrowserOnline = () => typeof navigator === 'undefined' || navigator.onLine !== false;

function subscribe(onChange: () => void) {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}
