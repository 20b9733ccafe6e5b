import { isoDate, romeParts } from '@equilibrio/contract/italian-format';
/** Time source for every rule that depends on "now" (holds, code expiry); tests move it by hand. */
export type Clock = { now(): Date };

export const systemClock: Clock = { now: () => new Date() };

export type ManualClock = Clock & { set(date: Date): void; advance(ms: number): void };

export function createManualClock(start = new Date()): ManualClock {
  let current = start.getTime();
  return {
    now: () => new Date(current),
    set: (date) => {
      current = date.getTime();
    },
    advance: (ms) => {
      current += ms;
    },
  };
}

const DAY_MS = 86_400_000;

/** The instant `days` days of 24 hours after `instant` (before it, for a negative number). */
export const daysFrom = (instant: Date, days: number) =>
  new Date(instant.getTime() + days * DAY_MS);

/** The day in Italy (yyyy-mm-dd) of an instant: dates of rounds and of the service are Italian days. */
export const italianDay = (date: Date) => isoDate(romeParts(date));
