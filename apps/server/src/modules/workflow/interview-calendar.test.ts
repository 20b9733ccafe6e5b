import { describe, expect, it, onTestFinished } from 'vitest';
import { injectAs, useTestUser } from '../../../test/helpers';
import { completePayment, mailsTo } from '../../../test/workflow-fixtures';
import { HOUR, TUTOR_TEAM, useWorkflowJourney } from '../../../test/workflow-journey';
import { italianDay } from '../../lib/clock';
import { interviewIcs, romeLocal } from './interview-calendar';
import { sendInterviewReminders } from './interview-reminders';

/** The instant of hh:mm in Italy on the Italian day `days` after the clock's. */
function italianTime(now: Date, days: number, hhmm: string) {
  const day = new Date(`${italianDay(now)}T12:00:00Z`);
  day.setUTCDate(day.getUTCDate() + days);
  const date = day.toISOString().slice(0, 10);
  for (const offset of ['+01:00', '+02:00']) {
    const at = new Date(`${date}T${hhmm}:00${offset}`);
    if (romeLocal(at).endsWith(`${hhmm.replace(':', '')}00`)) return { at, date };
  }
  throw new Error('no such time');
}

// Issue 22 item 5: the interview in the family's calendar, and a reminder the day before.
describe('the interview in the calendar', () => {
  const journey = useWorkflowJourney();
  const { app, customer, tutor, asTutor } = journey;
  const other = useTestUser(app);

  /** The tutor books (POST) or moves (PUT) the request's interview. */
  async function setInterview(method: 'POST' | 'PUT', id: number, at: Date, where: object) {
    const res = await asTutor(method, `/${id}/interview`, { dateTime: at.toISOString(), ...where });
    expect(res.statusCode, res.body).toBe(200);
  }

  /** A request of the customer with the interview booked at `at` (COLLOQUIO PRENOTATO). */
  async function bookedRequest(at: Date, where: object = { place: 'Via Roma 1, Torino' }) {
    const { id } = await journey.acceptedRequest();
    await asTutor('POST', `/${id}/start-selection`);
    await journey.publish(id, ['cg-martina-rossi']);
    expect((await journey.accept(id, 'cg-martina-rossi')).statusCode).toBe(200);
    await completePayment(app, id);
    await setInterview('POST', id, at, where);
    return id;
  }

  const ics = (id: number, user = customer) =>
    injectAs(app, user, 'GET', `/v1/scheduled-appointments/find/${id}/calendar.ics`);

  it('gives the family its interview as an .ics file in Italian time, with the place', async () => {
    const { at, date } = italianTime(app.ctx.clock.now(), 3, '15:30');
    const id = await bookedRequest(at);

    const res = await ics(id);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="colloquio-richiesta-${id}.ics"`,
    );
    const text = res.body;
    expect(text.startsWith('BEGIN:VCALENDAR\r\nVERSION:2.0\r\n')).toBe(true);
    expect(text.endsWith('END:VCALENDAR\r\n')).toBe(true);
    expect(text).not.toMatch(/[^\r]\n/);
    expect(text).toContain('BEGIN:VTIMEZONE\r\nTZID:Europe/Rome\r\n');
    expect(text).toContain(`DTSTART;TZID=Europe/Rome:${date.replaceAll('-', '')}T153000`);
    expect(text).toContain(`DTEND;TZID=Europe/Rome:${date.replaceAll('-', '')}T163000`);
    expect(text).toContain('SUMMARY:Colloquio con Martina Rossi — Equilibrio');
    expect(text).toContain('LOCATION:Via Roma 1\\, Torino');
    expect(text).toMatch(/UID:interview-\d+@/);
    for (const line of text.split('\r\n')) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
  });

  it('never gives another family’s interview, nor one not booked', async () => {
    const { at } = italianTime(app.ctx.clock.now(), 3, '10:00');
    const id = await bookedRequest(at);
    const foreign = await ics(id, other);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.body).not.toContain('VCALENDAR');
    // A tutor reads interviews in the back office, not through the family's file.
    expect((await ics(id, tutor)).statusCode).toBe(404);
    const { id: notBooked } = await journey.acceptedRequest();
    expect((await ics(notBooked)).statusCode).toBe(404);
    expect(
      (
        await app.inject({
          method: 'GET',
          url: `/v1/scheduled-appointments/find/${id}/calendar.ics`,
        })
      ).statusCode,
    ).toBe(401);
  });

  /** An interview booked on 1 June for 1 July at 10:00 in Italy, never moved. */
  const booked = {
    booking: { id: 7, createdAt: new Date('2026-06-01T08:00:00Z') },
    moves: 0,
    requestId: 3,
    at: new Date('2026-07-01T08:00:00Z'),
    place: 'Via Roma 1, Torino',
    videoLink: null,
    notes: null,
    caregiverName: 'Martina Rossi',
    updatedAt: new Date('2026-06-01T08:00:00Z'),
  };
  const options = { host: 'equilibrio.it', detailUrl: 'https://equilibrio.it/x', now: new Date() };

  it('keeps a moved interview the same event, one version further per move, at its new time', () => {
    const first = interviewIcs(booked, options);
    expect(first).toContain('UID:interview-7@equilibrio.it\r\nSEQUENCE:0\r\n');
    expect(first).toContain('DTSTART;TZID=Europe/Rome:20260701T100000');

    // Moved twice (its latest appointment written on 3 June): the booking's UID, SEQUENCE 2.
    const moved = interviewIcs(
      {
        ...booked,
        moves: 2,
        at: new Date('2026-07-02T15:30:00Z'),
        updatedAt: new Date('2026-06-03T09:00:00Z'),
      },
      options,
    );
    expect(moved).toContain('UID:interview-7@equilibrio.it\r\nSEQUENCE:2\r\n');
    expect(moved).toContain('DTSTART;TZID=Europe/Rome:20260702T173000');
    expect(moved).toContain('DTEND;TZID=Europe/Rome:20260702T183000');
    expect(moved).not.toContain('20260701T100000');
    expect(moved).toContain('CREATED:20260601T080000Z');
    expect(moved).toContain('LAST-MODIFIED:20260603T090000Z');
  });

  it('puts the video link where there is no place', () => {
    const text = interviewIcs(
      {
        ...booked,
        place: null,
        videoLink: 'https://meet.example.it/abc',
        notes: 'Porta i documenti; grazie',
        caregiverName: null,
      },
      options,
    );
    // 08:00 UTC in July is 10:00 in Italy (CEST).
    expect(text).toContain('DTSTART;TZID=Europe/Rome:20260701T100000');
    expect(text).toContain('LOCATION:https://meet.example.it/abc');
    expect(text).toContain('URL:https://meet.example.it/abc');
    expect(text).toContain('Porta i documenti\\; grazie');
    expect(text).toContain('UID:interview-7@equilibrio.it');
  });

  it('serves a moved interview as the same event, moved: same UID, next SEQUENCE, new time', async () => {
    const { at } = italianTime(app.ctx.clock.now(), 3, '15:30');
    const id = await bookedRequest(at);
    const uidOf = (text: string) => /\r\nUID:(\S+)\r\n/.exec(text)?.[1];
    const first = (await ics(id)).body;
    expect(first).toContain('\r\nSEQUENCE:0\r\n');
    const uid = uidOf(first);
    expect(uid).toMatch(/^interview-\d+@/);

    const moveTo = async (days: number, hhmm: string) => {
      const { at: when, date } = italianTime(app.ctx.clock.now(), days, hhmm);
      await setInterview('PUT', id, when, { place: 'Corso Francia 2, Torino' });
      return `${date.replaceAll('-', '')}T${hhmm.replace(':', '')}00`;
    };
    const movedTo = await moveTo(4, '09:00');
    const second = (await ics(id)).body;
    expect(uidOf(second)).toBe(uid);
    expect(second).toContain('\r\nSEQUENCE:1\r\n');
    expect(second).toContain(`DTSTART;TZID=Europe/Rome:${movedTo}`);
    expect(second).toContain('LOCATION:Corso Francia 2\\, Torino');
    expect(second).not.toContain('T153000');

    const movedAgain = await moveTo(5, '11:15');
    const third = (await ics(id)).body;
    expect(uidOf(third)).toBe(uid);
    expect(third).toContain('\r\nSEQUENCE:2\r\n');
    expect(third).toContain(`DTSTART;TZID=Europe/Rome:${movedAgain}`);

    // Called off by a pause: no file (the cancellation email asks to delete the event)…
    expect(
      (await asTutor('POST', `/${id}/stand-by`, { reason: 'OTHER', note: 'Famiglia in vacanza' }))
        .statusCode,
    ).toBe(200);
    expect((await ics(id)).statusCode).toBe(404);
    // …and the interview booked on resuming is an event of its own, not a move of that one.
    expect((await asTutor('POST', `/${id}/resume`, {})).statusCode).toBe(200);
    const { at: rebooked } = italianTime(app.ctx.clock.now(), 6, '16:00');
    await setInterview('POST', id, rebooked, { place: 'Via Roma 1, Torino' });
    const fourth = (await ics(id)).body;
    expect(uidOf(fourth)).toMatch(/^interview-\d+@/);
    expect(uidOf(fourth)).not.toBe(uid);
    expect(fourth).toContain('\r\nSEQUENCE:0\r\n');
  });

  it('refuses a move started from an interview moved meanwhile, saying where it stands', async () => {
    const { at } = italianTime(app.ctx.clock.now(), 3, '10:00');
    const id = await bookedRequest(at);
    const first = (await journey.detail(id)).appointment.id as number;
    const move = (days: number, hhmm: string, movingFrom: number) =>
      asTutor('PUT', `/${id}/interview`, {
        dateTime: italianTime(app.ctx.clock.now(), days, hhmm).at.toISOString(),
        place: 'Via Roma 1, Torino',
        movingFrom,
      });
    // One tab moves it…
    expect((await move(4, '09:00', first)).statusCode).toBe(200);
    // …the other, still on the first time, is refused, and nothing it typed is saved.
    const stale = await move(5, '18:00', first);
    expect(stale.statusCode).toBe(409);
    expect(stale.json().error.message).toMatch(
      /^Nel frattempo il colloquio è stato cambiato: ora è fissato per \S+ \d+ \S+ \d{4}, ore 09:00\. Premi «Annulla» e riapri «Sposta colloquio» per partire da quello attuale\.$/,
    );
    const now = (await journey.detail(id)).appointment;
    expect(now.dateTime).toBe(italianTime(app.ctx.clock.now(), 4, '09:00').at.toISOString());
    // From the time as it is now, the move goes.
    expect((await move(5, '18:00', now.id)).statusCode).toBe(200);
  });

  it('reminds the family and the tutors once, the day before', async () => {
    const { at } = italianTime(app.ctx.clock.now(), 2, '11:00');
    const id = await bookedRequest(at);
    const remindersTo = async (to: string) =>
      (await mailsTo(app, to)).filter(
        (m) =>
          m.template.endsWith('interview-reminder') && new RegExp(`#${id}(\\D|$)`).test(m.subject),
      );

    // Two days before: nothing yet.
    await sendInterviewReminders(app.ctx);
    expect(await remindersTo(customer.email)).toHaveLength(0);

    // The day before, at night: still nothing (no email in the small hours)…
    const untilTime = (hhmm: string) =>
      italianTime(app.ctx.clock.now(), 1, hhmm).at.getTime() - app.ctx.clock.now().getTime();
    await journey.advance(untilTime('06:00'));
    await sendInterviewReminders(app.ctx);
    expect(await remindersTo(customer.email)).toHaveLength(0);
    // …from the morning on, one each, however often the job runs.
    await journey.advance(3.5 * HOUR);
    await sendInterviewReminders(app.ctx);
    await sendInterviewReminders(app.ctx);
    const family = await remindersTo(customer.email);
    expect(family).toHaveLength(1);
    expect(family[0]!.subject).toBe(
      `Promemoria: domani il colloquio — richiesta #${id} (babysitter)`,
    );
    expect(family[0]!.text).toContain('Martina Rossi');
    expect(family[0]!.text).toContain('Dove: Via Roma 1, Torino.');
    // No urgency number set: only the messages — as the booking's email said.
    const onlyMessages =
      'Se hai un imprevisto, scrivi al tuo family tutor dalla pagina della richiesta, con «Chiedi di spostarlo».';
    expect(family[0]!.text).toContain(onlyMessages);
    const aboutInterview = async (template: string) =>
      (await mailsTo(app, customer.email)).filter(
        (m) => m.template === template && new RegExp(`#${id}(\\D|$)`).test(m.subject),
      );
    const [booked] = await aboutInterview('customer-interview-booked');
    expect(booked!.text).toContain(onlyMessages);
    expect(await remindersTo(TUTOR_TEAM)).toHaveLength(1);

    // Moved to another day: a new interview, its own reminder the day before it — with the
    // urgency number, once the operator sets one.
    const mail = app.ctx.config.mail as { supportUrgentPhone: string | null };
    mail.supportUrgentPhone = '+39 02 1234 5678';
    onTestFinished(() => {
      mail.supportUrgentPhone = null;
    });
    const { at: moved } = italianTime(app.ctx.clock.now(), 1, '17:00');
    await setInterview('PUT', id, moved, { place: 'Corso Francia 2, Torino' });
    await sendInterviewReminders(app.ctx);
    const again = await remindersTo(customer.email);
    expect(again).toHaveLength(2);
    expect(again[0]!.text).toContain('Corso Francia 2, Torino');
    const withNumber =
      'Se hai un imprevisto, scrivi al tuo family tutor dalla pagina della richiesta, con «Chiedi di spostarlo»; all’ultimo momento chiama il +39 02 1234 5678.';
    expect(again[0]!.text).toContain(withNumber);
    // The email that moved it gives the number too.
    const [moveMail] = await aboutInterview('customer-interview-moved');
    expect(moveMail!.text).toContain(withNumber);
  });
});
