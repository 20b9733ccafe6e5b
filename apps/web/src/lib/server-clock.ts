/**
 * The server's clock, as the app knows it. Texts counted from "now" ('in attesa da 12 min') count
 * from the server's time, as the page the server drew does: a computer whose clock runs ten
 * minutes ahead showed every wait ten minutes longer once the app had fetched the list again
 * (and the inbox's table re-laid itself out under the tutor's eyes).
 *
 * `skew` is how far this browser's clock is ahead of the server's. It is taken from the first
 * evidence: the answers a drawn page was drawn with (page-data.ts, which also moves their times
 * onto this clock, so they are not taken for stale), else the `Date` of the first API answer.
 */
let skew: number | null = null;

/** Notes the server's time at this moment (an API answer's `Date`, ±1 s), once. */
export function noteServerTime(serverMs: number) {
  // The server's own drawing of a page (one module for every page it draws) is on its clock.
  if (import.meta.env.SSR || skew !== null || !Number.isFinite(serverMs)) return;
  skew = Date.now() - serverMs;
}

/** Whether the server's time has been noted (later evidence is not needed). */
export const serverTimeKnown = () => skew !== null;

/** The skew noted so far (0 while none: this clock is taken as the server's). */
export const clockSkew = () => skew ?? 0;

/** An instant of this browser's clock on the server's. */
export const toServerTime = (clientMs: number) => clientMs - clockSkew();

/** Forgets what was noted (tests). */
export function resetServerClock() {
  skew = null;
}
