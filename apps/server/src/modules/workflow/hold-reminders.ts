import { romeParts } from '@equilibrio/contract/italian-format';
import { fullName } from '@equilibrio/contract/people';
import { HOLD_REMINDER_LEAD_HOURS } from '@equilibrio/contract/workflow';
import type { AppContext } from '../../context';
import type { Job } from '../../lib/jobs';
import { claimHoldToRemind, holdsToRemind, markHoldReminded } from './hold.queries';
import { REMINDERS_FROM_HOUR } from './interview-reminders';
import { mailCustomer } from './request-mails.service';
import { mailTemplates } from './workflow.mail';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/** Upper bound of reminders queued in one run. */
const MAX_PER_RUN = 200;

/** The family is reminded HOLD_REMINDER_LEAD_HOURS before the hold ends (earlier in the night). */
export const HOLD_REMINDER_LEAD_MS = HOLD_REMINDER_LEAD_HOURS * HOUR;

/** No reminder from this hour of the Italian evening until REMINDERS_FROM_HOUR in the morning. */
export const REMINDERS_UNTIL_HOUR = 21;

/** Under this much time left a reminder would only alarm: none is sent. */
const TOO_LATE_MS = 30 * MINUTE;

/** Reminders are stepped back from the night by quarters of an hour. */
const STEP_MS = 15 * MINUTE;

/** How often the job runs. */
const EVERY_MS = 5 * MINUTE;

const daytime = (at: Date) => {
  const { hour } = romeParts(at);
  return hour >= REMINDERS_FROM_HOUR && hour < REMINDERS_UNTIL_HOUR;
};

/**
 * A time a reminder may be planned for: by day, and in the evening by 20:30 at the latest, so the
 * job (every 5 minutes, from any process) has half an hour of runs before 21:00 to send it.
 */
const plannable = (at: Date) => {
  const { hour, minute } = romeParts(at);
  return daytime(at) && hour * 60 + minute <= (REMINDERS_UNTIL_HOUR - 1) * 60 + 30;
};

/**
 * When the family who chose a caregiver is reminded that the profile is held for them until
 * `expiresAt` (24 hours from the choice, then it goes back to the proposed profiles): six hours
 * before, or, when that falls in the night (or after 20:30), the evening before between 20:15 and
 * 20:30 — a hold ending at 10:00 is recalled at 20:30 the night before, not at 9:00 with an hour
 * left, and half an hour of the job's runs remain before 21:00 to send it.
 */
export function holdReminderAt(expiresAt: Date): Date {
  let at = new Date(expiresAt.getTime() - HOLD_REMINDER_LEAD_MS);
  while (!plannable(at)) at = new Date(at.getTime() - STEP_MS);
  return at;
}

/**
 * Emails each family whose chosen caregiver is still waiting for the payment, once per hold, at
 * `holdReminderAt`: until when the profile stays theirs, the way to pay, what happens after. Each
 * hold is claimed with FOR UPDATE SKIP LOCKED and marked `hold_reminded_at` in the transaction
 * that queues its email (the outbox), so it is reminded once whichever process runs the job; a
 * new choice is a new hold with its own reminder. Never at night, never with under 30 minutes left.
 */
export async function sendHoldReminders(ctx: AppContext): Promise<number> {
  const start = ctx.clock.now();
  if (!daytime(start)) return 0;
  // The earliest a reminder comes is 6 hours plus a night (12.5 hours; 13.5 when the clocks go
  // back) before the hold ends.
  const holds = await holdsToRemind(
    ctx.db,
    {
      from: new Date(start.getTime() + TOO_LATE_MS),
      until: new Date(start.getTime() + HOLD_REMINDER_LEAD_MS + 14 * HOUR),
    },
    MAX_PER_RUN,
  );
  let sent = 0;
  for (const hold of holds) {
    if (!hold.holdExpiresAt || holdReminderAt(hold.holdExpiresAt) > start) continue;
    const done = await ctx.db.transaction(async (tx) => {
      const now = ctx.clock.now();
      const row = await claimHoldToRemind(tx, hold.id, now);
      if (!row?.holdExpiresAt) return false;
      await mailCustomer(ctx, tx, row.request, mailTemplates.holdEndingCustomer, {
        caregiverName: fullName(row.caregiverName, row.caregiverSurname),
        holdExpiresAt: row.holdExpiresAt,
      });
      await markHoldReminded(tx, row.id, now);
      return true;
    });
    if (done) sent += 1;
  }
  if (sent > 0) ctx.log.info({ sent }, 'payment hold reminders queued');
  return sent;
}

export function holdRemindersJob(ctx: AppContext): Job {
  return {
    name: 'payment-hold-reminders',
    everyMs: EVERY_MS,
    run: () => sendHoldReminders(ctx),
  };
}
