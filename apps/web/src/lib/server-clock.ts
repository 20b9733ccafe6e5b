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

let drawingNow: () => number = () => Date.now();
let drawnAt: number | null = null;

/**
 * "Now" for what a page shows ('oggi', the last 90 days, an age): the same instant
 * for the server drawing a page and for the app adopting it, so both write the same words and ask
 * for the same data even when the page crosses midnight on its way (drawn at 23:59:59, adopted at
 * 00:00:01: React cannot adopt a page whose dates differ, and draws it afresh). The server's
 * drawing sets the instant it began (first-paint/draw-page.tsx; every round of it reads the same);
 * the app takes it from the page's data (first-paint/page-data.ts) and keeps it until the page is
 * live (app-tree.tsx); after that, the server's time now. What happens on a click (a date stamped
 * on a check, an answer's time) takes the moment itself, not this.
 */
export function pageNow(): Date {
  if (import.meta.env.SSR) return new Date(drawingNow());
  return new Date(drawnAt ?? toServerTime(Date.now()));
}

/** The server's drawing: where the instant of the page it is drawing is read. */
export function setDrawingNow(read: () => number) {
  drawingNow = read;
}

/** The app adopts a page drawn at `serverMs` (on the server's clock), or has adopted it (null). */
export function noteDrawnAt(serverMs: number | null) {
  drawnAt = serverMs !== null && Number.isFinite(serverMs) ? serverMs : null;
}

/** Forgets what was noted (tests). */
export function resetServerClock() {
  skew = null;
  drawnAt = null;
}

/** The server's time at this moment (what a click decides on: a drawn page's instant may be old). */
export const clickNow = () => new Date(toServerTime(Date.now()));
