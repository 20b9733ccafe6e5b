import type { ZodType } from 'zod';
import { readStored, sessionStore, writeStored } from './stored';

/**
 * Typed work not sent yet, kept in this tab (sessionStorage) by account and form, so that a
 * reload, a page the phone's browser dropped or a session ended on another device loses nothing:
 * the form comes back as it was left. The tab's own memory: gone when the tab closes, forgotten
 * at a sign-out the user asked for (`forgetDrafts`), never read by another account.
 */
const PREFIX = 'equilibrio:draft:';
const keyOf = (uid: string, form: string) => `${PREFIX}${uid}:${form}`;

/** The draft of `form` this account left in this tab, when it still reads as `schema` says. */
export const readDraft = <T>(uid: string, form: string, schema: ZodType<T>) =>
  readStored(sessionStore(), keyOf(uid, form), schema);

/** Keeps the draft of `form` (null: none, the form was sent or started again). */
export const saveDraft = (uid: string, form: string, value: unknown) =>
  writeStored(sessionStore(), keyOf(uid, form), value);

/** Every draft of this tab, of any account: the user signed out. */
export function forgetDrafts() {
  const storage = sessionStore();
  try {
    for (const key of Object.keys(storage ?? {})) {
      if (key.startsWith(PREFIX)) storage?.removeItem(key);
    }
  } catch {
    // Storage unavailable: nothing was kept.
  }
}
