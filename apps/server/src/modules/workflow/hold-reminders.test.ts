import { romeParts } from '@equilibrio/contract/italian-format';
import { describe, expect, it } from 'vitest';
import { useTestUser } from '../../../test/helpers';
import { HOUR, requestToPay } from '../../../test/payment-fixtures';
import {
  advanceClock,
  completePayment,
  mailsTo,
  useWorkflowApp,
} from '../../../test/workflow-fixtures';
import { holdReminderAt, sendHoldReminders } from './hold-reminders';

/** An instant written in Italy's winter time (UTC+1). */
const rome = (local: string) => new Date(`${local}+01:00`);
const clock = (at: Date) => {
  const { hour, minute } = romeParts(at);
  return `${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}`;
};

describe('when a family is reminded of the caregiver held for them', () => {
  it('six hours before the hold ends, by day', () => {
    expect(holdReminderAt(rome('2026-12-10T18:00:00'))).toEqual(rome('2026-12-10T12:00:00'));
    expect(holdReminderAt(rome('2026-12-11T02:00:00'))).toEqual(rome('2026-12-10T20:00:00'));
  });

  it('the evening before when six hours before falls in the night, never at night', () => {
    // Ends at 10:00: not at 4:00, nor at 9:00 with an hour left, but the evening before.
    const early = holdReminderAt(rome('2026-12-11T10:00:00'));
    expect(clock(early)).toBe('20:30');
    expect(early).toEqual(rome('2026-12-10T20:30:00'));
    expect(holdReminderAt(rome('2026-12-11T03:30:00'))).toEqual(rome('2026-12-10T20:30:00'));
    expect(holdReminderAt(rome('2026-12-11T09:08:00'))).toEqual(rome('2026-12-10T20:23:00'));
    // Every hold's reminder is planned by day, with half an hour at least before 21:00 for the
    // job (every 5 minutes) to send it.
    for (let minutes = 0; minutes < 24 * 60; minutes += 1) {
      const at = holdReminderAt(new Date(rome('2026-12-11T00:00:00').getTime() + minutes * 60_000));
      const { hour, minute } = romeParts(at);
      expect(hour >= 9 && hour * 60 + minute <= 20 * 60 + 30, `${minutes}: ${clock(at)}`).toBe(
        true,
      );
    }
  });
});

describe('the payment hold reminder', () => {
  const { app, customer, tutor } = useWorkflowApp();
  const stranger = useTestUser(app);
  const signedIn = () => [
    { user: customer, role: 'customer' as const },
    { user: stranger, role: 'customer' as const },
    { user: tutor, role: 'tutor' as const },
  ];
  const remindersTo = async (to: string, id: number) =>
    (await mailsTo(app, to)).filter(
      (m) => m.template === 'customer-hold-ending' && new RegExp(`#${id}(\\D|$)`).test(m.subject),
    );

  it('emails the family once, at its time, until when the profile stays theirs; none once paid', async () => {
    // The next 10:00 in Italy: a hold chosen then ends at 10:00 the day after.
    const now = app.ctx.clock.now();
    let tenAm =
      now.getTime() +
      (((10 - romeParts(now).hour + 24) % 24) * 60 - romeParts(now).minute) * 60_000;
    if (tenAm <= now.getTime()) tenAm += 24 * HOUR;
    await advanceClock(app, tenAm - now.getTime(), signedIn());

    const unpaid = await requestToPay(app, customer, tutor);
    const paid = await requestToPay(app, customer, tutor);
    await completePayment(app, paid.id);

    // Right after the choice: nothing.
    await sendHoldReminders(app.ctx);
    expect(await remindersTo(customer.email, unpaid.id)).toHaveLength(0);

    // Six hours before 10:00 falls at night: planned for 20:30 the evening before; not at 20:20…
    await advanceClock(app, 10 * HOUR + 20 * 60_000, signedIn());
    await sendHoldReminders(app.ctx);
    expect(await remindersTo(customer.email, unpaid.id)).toHaveLength(0);
    // …at 20:50: one email, however often the job runs; nothing for the request already paid,
    // nothing to anybody else.
    await advanceClock(app, 30 * 60_000, signedIn());
    await sendHoldReminders(app.ctx);
    await sendHoldReminders(app.ctx);
    const sent = await remindersTo(customer.email, unpaid.id);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.subject).toBe(
      `Promemoria: completa il pagamento — richiesta #${unpaid.id} (babysitter)`,
    );
    expect(sent[0]!.text).toContain(
      'hai scelto Martina Rossi per la tua richiesta di babysitter: il suo profilo resta riservato per te fino a',
    );
    expect(sent[0]!.text).toMatch(/resta riservato per te fino a \S+ \d+ \S+ \d{4}.* 10:00/);
    expect(sent[0]!.text).toContain('Completa il pagamento entro quell’ora');
    expect(sent[0]!.text).toContain(`/dashboard/request-detail/${unpaid.id}`);
    expect(await remindersTo(customer.email, paid.id)).toHaveLength(0);
    expect(await remindersTo(stranger.email, unpaid.id)).toHaveLength(0);
  });
});
