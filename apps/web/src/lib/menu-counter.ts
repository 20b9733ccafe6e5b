/**
 * How often a back-office menu counter (new requests, messages, applications, reviews) asks again
 * on its own; each also follows every change its inbox makes (they share the inbox's queries).
 */
export const MENU_COUNTER_REFRESH_MS = 60_000;
