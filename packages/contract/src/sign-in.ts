/**
 * The login page's way in without a password (sign-in by an emailed link): its button, and what
 * the emails to an account with no password yet point to. (No zod here: the login page reads it
 * at import time.)
 */
export const SIGN_IN_LINK_LABEL = 'Ricevi un link di accesso via email';
