import { useCallback, useRef } from 'react';

/**
 * Runs a task once at a time: a call while one runs is ignored — a double tap on 'Salva' or
 * 'Sposta colloquio' acts once, before the button has had the time to show it is busy (a state
 * set on the first tap is not yet read by the second). Forms of useAppForm have it already.
 */
export function useOneAtATime() {
  const running = useRef(false);
  return useCallback(async (task: () => Promise<void>) => {
    if (running.current) return;
    running.current = true;
    try {
      await task();
    } finally {
      running.current = false;
    }
  }, []);
}
