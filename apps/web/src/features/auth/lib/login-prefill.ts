/**
 * The address the login page's field starts with, handed over in the navigation's state (not the
 * address bar: it stays out of the history's URLs and the server's logs). The sign-up step that
 * finds an account behind the typed address sends the visitor there with it.
 */
export const loginPrefill = (email: string) => ({ loginEmail: email });

/** The address a navigation to the login page carried, if any. */
export function prefilledLoginEmail(state: unknown): string | null {
  const email = (state as { loginEmail?: unknown } | null)?.loginEmail;
  return typeof email === 'string' && email.length <= 254 ? email : null;
}
