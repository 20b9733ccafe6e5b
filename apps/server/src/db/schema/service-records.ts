import type { RoundPaymentStatus, ServiceEventType } from '@equilibrio/contract/enums';
import { sql } from 'drizzle-orm';
import { check, date, index, numeric, pgTable, text } from 'drizzle-orm/pg-core';
import { caregiverId } from './caregivers';
import { createdAt, instant, serialId, timestamps } from './columns';
import { parentRequestId } from './requests';

/** Interviews between the family and the chosen caregiver (the latest one counts). */
export const interviewAppointments = pgTable(
  'interview_appointments',
  {
    id: serialId(),
    requestId: parentRequestId(),
    caregiverId: caregiverId('restrict'),
    scheduledAt: instant('scheduled_at').notNull(),
    place: text('place'),
    videoLink: text('video_link'),
    notes: text('notes'),
    createdByUid: text('created_by_uid'),
    createdAt: createdAt(),
    /** When the day-before reminder was queued (the interview-reminders job): once per row. */
    reminderSentAt: instant('reminder_sent_at'),
  },
  (table) => [
    index('interview_appointments_request_idx').on(table.requestId, table.id),
    // The reminder job's scan: interviews still to remind, by date.
    index('interview_appointments_reminder_idx')
      .on(table.scheduledAt)
      .where(sql`${table.reminderSentAt} is null`),
    check(
      'interview_appointments_where_check',
      sql`${table.place} is not null or ${table.videoLink} is not null`,
    ),
  ],
);

/** The event register of a request (spec §3 "Service round record"). */
export const serviceRounds = pgTable(
  'service_rounds',
  {
    id: serialId(),
    requestId: parentRequestId(),
    caregiverId: caregiverId('set null'),
    /** Snapshot of the caregiver's name at the time of the round. */
    caregiverName: text('caregiver_name'),
    eventType: text('event_type').$type<ServiceEventType>().notNull(),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }),
    hoursWorked: numeric('hours_worked', { precision: 7, scale: 2, mode: 'number' }),
    paymentStatus: text('payment_status').$type<RoundPaymentStatus>().notNull().default('TO_PAY'),
    createdByUid: text('created_by_uid'),
    ...timestamps(),
  },
  (table) => [
    index('service_rounds_request_idx').on(table.requestId, table.startDate, table.id),
    check(
      'service_rounds_event_type_check',
      sql`${table.eventType} in ('REPLACEMENT', 'USAGE', 'TRIAL', 'ACTIVATION')`,
    ),
    check(
      'service_rounds_payment_status_check',
      sql`${table.paymentStatus} in ('TO_PAY', 'PENDING', 'PAID', 'CANCELLED', 'REFUNDED')`,
    ),
    check(
      'service_rounds_hours_check',
      sql`${table.hoursWorked} is null or ${table.hoursWorked} >= 0`,
    ),
    check(
      'service_rounds_dates_check',
      sql`${table.endDate} is null or ${table.endDate} >= ${table.startDate}`,
    ),
  ],
);
