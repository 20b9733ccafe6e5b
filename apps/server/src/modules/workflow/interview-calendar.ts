import { clockTime, isoDate, romeParts } from '@equilibrio/contract/italian-format';

/**
 * The interview as a calendar file (RFC 5545): one VEVENT in Europe/Rome with its VTIMEZONE
 * (the EU rules since 1996: CEST from the last Sunday of March at 02:00, CET from the last
 * Sunday of October at 03:00), so every calendar shows the Italian time whatever its own zone.
 * Lines are CRLF-terminated and folded at 75 octets; texts are escaped.
 *
 * A moved interview is the same event (§3.8.4.7, §3.8.7.4): its UID is the booking's (the first
 * appointment of the interview; each move is a row of its own) and its SEQUENCE counts the moves,
 * so a family opening the new file has the event it saved moved rather than a second one.
 *
 * An interview called off (the request paused or closed) is no longer served: its appointments
 * are removed, the family's page no longer shows it, and the cancellation email asks the family
 * to delete it from its calendar. A METHOD:CANCEL file would not do it for them: CANCEL is an iTIP
 * message from an ORGANIZER to its ATTENDEEs, which calendars apply to invitations received by
 * email, while a file opened by hand is imported, and imports treat a cancellation each their own
 * way (ignored, or added as an event crossed out) — and there would be no page left to open it
 * from. An interview whose outcome is recorded has taken place: its event stays, and the next
 * caregiver's interview is a booking of its own (a new UID).
 */

const TZID = 'Europe/Rome';

/** Default length of an interview in the calendar (the appointment stores only its start). */
const INTERVIEW_MINUTES = 60;

const VTIMEZONE = [
  'BEGIN:VTIMEZONE',
  `TZID:${TZID}`,
  'BEGIN:DAYLIGHT',
  'TZOFFSETFROM:+0100',
  'TZOFFSETTO:+0200',
  'TZNAME:CEST',
  'DTSTART:19700329T020000',
  'RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU',
  'END:DAYLIGHT',
  'BEGIN:STANDARD',
  'TZOFFSETFROM:+0200',
  'TZOFFSETTO:+0100',
  'TZNAME:CET',
  'DTSTART:19701025T030000',
  'RRULE:FREQ=YEARLY;BYMONTH=10;BYDAY=-1SU',
  'END:STANDARD',
  'END:VTIMEZONE',
];

/** 20261126T153000: the instant's wall-clock time in Italy (for DTSTART;TZID=Europe/Rome). */
export function romeLocal(date: Date) {
  const part = romeParts(date);
  return `${isoDate(part).replaceAll('-', '')}T${clockTime(part).replace(':', '')}${String(part.second).padStart(2, '0')}`;
}

/** 20261126T143000Z (DTSTAMP). */
const utc = (date: Date) => `${date.toISOString().slice(0, 19).replace(/[-:]/g, '')}Z`;

/** TEXT value escaping (RFC 5545 §3.3.11). */
const escapeText = (value: string) =>
  value.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n');

/** Folds a content line at 75 octets, never inside a UTF-8 character (§3.1). */
function fold(line: string) {
  const out: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = Buffer.byteLength(char);
    const limit = out.length === 0 ? 75 : 74; // continuation lines start with a space
    if (octets + size > limit) {
      out.push(current);
      current = '';
      octets = 0;
    }
    current += char;
    octets += size;
  }
  out.push(current);
  return out.join('\r\n ');
}

export type CalendarInterview = {
  /** The interview's booking (its first appointment): the event's identity across moves. */
  booking: { id: number; createdAt: Date };
  /** How many times it was moved since it was booked (0: never). */
  moves: number;
  requestId: number;
  at: Date;
  place: string | null;
  videoLink: string | null;
  notes: string | null;
  caregiverName: string | null;
  /** When its latest time was set (the booking's or the last move's). */
  updatedAt: Date;
};

/** The .ics text of an interview; `host` names the UID's domain, `detailUrl` the request page. */
export function interviewIcs(
  interview: CalendarInterview,
  options: { host: string; detailUrl: string; now: Date },
) {
  const end = new Date(interview.at.getTime() + INTERVIEW_MINUTES * 60_000);
  const summary = interview.caregiverName
    ? `Colloquio con ${interview.caregiverName} — Equilibrio`
    : 'Colloquio — Equilibrio';
  const description = [
    `Colloquio per la richiesta #${interview.requestId}.`,
    interview.videoLink ? `Videochiamata: ${interview.videoLink}` : null,
    interview.notes,
    `Dettagli: ${options.detailUrl}`,
  ]
    .filter(Boolean)
    .join('\n');
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Equilibrio//Portale famiglie//IT',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    ...VTIMEZONE,
    'BEGIN:VEVENT',
    // The booking's UID whatever the moves: the calendar updates the event it has.
    `UID:interview-${interview.booking.id}@${options.host}`,
    `SEQUENCE:${interview.moves}`,
    `DTSTAMP:${utc(options.now)}`,
    `CREATED:${utc(interview.booking.createdAt)}`,
    `LAST-MODIFIED:${utc(interview.updatedAt)}`,
    `DTSTART;TZID=${TZID}:${romeLocal(interview.at)}`,
    `DTEND;TZID=${TZID}:${romeLocal(end)}`,
    `SUMMARY:${escapeText(summary)}`,
    `LOCATION:${escapeText(interview.place ?? interview.videoLink ?? '')}`,
    ...(interview.videoLink ? [`URL:${interview.videoLink}`] : []),
    `DESCRIPTION:${escapeText(description)}`,
    'BEGIN:VALARM',
    'ACTION:DISPLAY',
    'TRIGGER:-PT1H',
    `DESCRIPTION:${escapeText(summary)}`,
    'END:VALARM',
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return `${lines.map(fold).join('\r\n')}\r\n`;
}
