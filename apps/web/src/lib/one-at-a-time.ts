import { useState } from 'react';

/**
 * A runner of tasks once at a time: a call while one runs is ignored — a double tap on 'Salva' or
 * 'Sposta colloquio' acts once, before the button has had the time to show it is busy (a state
 * set on the first tap is not yet read by the second). The forms of useAppForm submit through one.
 */
export function oneAtATime() {
  let running = false;
  return async <T>(task: () => Promise<T>): Promise<T | undefined> => {
    if (running) return undefined;
    running = true;
    try {
      return await task();
    } finally {
      running = false;
    }
  };
}

/** The same, kept by a component for its lifetime. */
export function useOneAtATime() {
  return useState(oneAtATime)[0];
}
