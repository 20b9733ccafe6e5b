import type { ZodType } from 'zod';

/**
 * A value kept in the browser's storage (local or the tab's session), read back only when it still
 * reads as `schema` says (an older shape, a hand-edited storage: nothing). Storage unavailable
 * (private mode, quotas) or refused: nothing read, nothing kept, the page works without it.
 */
export function readStored<T>(storage: Storage | undefined, key: string, schema: ZodType<T>) {
  try {
    const raw = storage?.getItem(key);
    if (!raw) return null;
    const parsed = schema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** Keeps `value` under `key` (null: removes it). */
export function writeStored(storage: Storage | undefined, key: string, value: unknown) {
  try {
    if (value === null) storage?.removeItem(key);
    else storage?.setItem(key, JSON.stringify(value));
  } catch {
    // Storage full or blocked: the page works, only without what it would have kept.
  }
}

/** The browser's storages, none while a page is drawn on the server. */
export const localStore = () => (typeof window === 'undefined' ? undefined : window.localStorage);
export const sessionStore = () =>
  typeof window === 'undefined' ? undefined : window.sessionStorage;
