import { isoDayAfter, romeParts } from '@equilibrio/contract/italian-format';
import type { AppContext } from '../../context';
import { italianDay } from '../../lib/clock';
import type { Job } from '../../lib/jobs';
import { mailCaregiver, mailCustomer, mailTutors } from './request-mails.service';
import { claimInterviewToRemind, markInterviewReminded } from './service-records.queries';
import { mailTemplates } from './workflow.mail';

/** Upper bound of reminders queued in one run. */
const MAX_PER_RUN = 200;

/** Reminders go out from this hour of the Italian morning, never in the night. */
export const REMINDERS_FROM_HOUR = 9;

const romeHour = (date: Date) => romeParts(date).hour;

/**
 * The day before an interview (Italian days), the family, the request's tutor and the
 * caregiver (when they have an email) get a reminder email. Each interview is claimed with FOR UPDATE SKIP LOCKED and marked `reminder_sent_at` in
 * the transaction that queues its emails (the outbox), so it is reminded once, whichever process
 * runs the job and however often. A moved interview is a new appointment: it gets its own
 * reminder; an interview booked for the same day gets none, one booked for the next day gets one
 * at once. Nothing is sent before REMINDERS_FROM_HOUR (Italian time): the first run of the
 * morning sends the day's reminders, and later runs catch up with interviews booked since.
 */
export async function sendInterviewReminders(ctx: AppContext): Promise<number> {
  if (romeHour(ctx.clock.now()) < REMINDERS_FROM_HOUR) return 0;
  let sent = 0;
  while (sent < MAX_PER_RUN) {
    const done = await ctx.db.transaction(async (tx) => {
      const now = ctx.clock.now();
      const row = await claimInterviewToRemind(tx, { day: isoDayAfter(italianDay(now)), now });
      if (!row) return false;
      const facts = {
        interview: {
          at: row.scheduledAt,
          place: row.place,
          videoLink: row.videoLink,
          notes: row.notes,
        },
        ...(row.caregiverName
          ? { caregiverName: `${row.caregiverName} ${row.caregiverSurname ?? ''}`.trim() }
          : {}),
      };
      await mailCustomer(ctx, tx, row.request, mailTemplates.interviewReminderCustomer, facts);
      await mailTutors(ctx, tx, row.request, mailTemplates.interviewReminderTutor, facts);
      if (row.caregiverId) {
        const reminder = mailTemplates.caregiverInterviewReminder;
        await mailCaregiver(ctx, tx, row.request, row.caregiverId, reminder, facts);
      }
      await markInterviewReminded(tx, row.id, now);
      return true;
    });
    if (!done) break;
    sent += 1;
  }
  if (sent > 0) ctx.log.info({ sent }, 'interview reminders queued');
  return sent;
}

export function interviewRemindersJob(ctx: AppContext): Job {
  return {
    name: 'interview-reminders',
    everyMs: 10 * 60_000,
    run: () => sendInterviewReminders(ctx),
  };
}
