import { serial, timestamp } from 'drizzle-orm/pg-core';

// The columns many tables share, defined once: every instant is a `timestamptz`, a table's own
// number is a serial `id`, and a row says when it was written (and last changed).

/** A point in time, always with its time zone. */
export const instant = (name: string) => timestamp(name, { withTimezone: true });

/** The table's own number. */
export const serialId = () => serial('id').primaryKey();

/** When the row was written. */
export const createdAt = () => instant('created_at').notNull().defaultNow();

/** When the row was written and when it last changed. */
export const timestamps = () => ({
  createdAt: createdAt(),
  updatedAt: instant('updated_at').notNull().defaultNow(),
});
