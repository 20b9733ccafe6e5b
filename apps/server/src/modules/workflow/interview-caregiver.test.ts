import { romeParts } from '@equilibrio/contract/italian-format';
import { eq, like } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { privacyCalls } from '../../../test/privacy-calls';
import { mailsTo } from '../../../test/workflow-fixtures';
import { bookedInterview, HOUR, useWorkflowJourney } from '../../../test/workflow-journey';
import { caregivers } from '../../db/schema/caregivers';
import { mailOutbox } from '../../db/schema/mail';
import { users } from '../../db/schema/users';
import { sendInterviewReminders } from './interview-reminders';
import { formatItalianDateTime } from './mail-facts';

// The caregiver of an interview hears of it from us too, when they have an email: booked, moved,
// called off, and the day before — with the family's first name and initial and the place, never
// the family's phone, email, surname or the tutor's notes. Without an email, nothing (the tutor
// calls them, as the interview form says).

const MARTINA = 'martina.rossi@caregiver.test';
const FAMILY_PHONE = '+39 333 765 4321';
const NOTES = 'Citofono Bianchi, la nonna è allettata';

describe('request workflow: the interview told to its caregiver', () => {
  const { app, customer, asTutor, accept, ...journey } = useWorkflowJourney();

  const withEmail = async (docRef: string, email: string | null) => {
    await app.ctx.db.update(caregivers).set({ email }).where(eq(caregivers.docRef, docRef));
    await app.ctx.db.update(users).set({ phone: FAMILY_PHONE }).where(eq(users.uid, customer.uid));
  };
  const booked = (docRef: string) =>
    bookedInterview({ ...journey, app, asTutor, accept }, docRef, [docRef]);
  /** The addresses of the caregiver emails about request `id` (the outbox's own rows). */
  const caregiverMailsOf = async (id: number) =>
    (
      await app.ctx.db
        .select({ to: mailOutbox.to, facts: mailOutbox.facts })
        .from(mailOutbox)
        .where(like(mailOutbox.template, 'caregiver-interview-%'))
    )
      .filter((row) => (row.facts as { requestId?: number } | null)?.requestId === id)
      .map((row) => row.to);
  /** What the caregiver must never read. */
  const expectNoFamilyContact = (text: string) => {
    expect(text).not.toContain(customer.email);
    expect(text).not.toContain(FAMILY_PHONE);
    expect(text).not.toContain('Bianchi');
    expect(text).not.toContain('Citofono');
    expect(text).not.toContain('allettata');
  };
  const byTemplate = async (template: string) =>
    (await mailsTo(app, MARTINA)).filter((m) => m.template === template);

  it('emails the caregiver the booking, the move and the call-off, without the family’s contacts', async () => {
    await withEmail('cg-martina-rossi', MARTINA);
    const { id, at } = await booked('cg-martina-rossi');

    const [bookedMail] = await byTemplate('caregiver-interview-booked');
    expect(bookedMail!.subject).toBe(
      `Colloquio con una famiglia — ${formatItalianDateTime(new Date(at))}`,
    );
    expect(bookedMail!.text).toContain('Ciao Martina,');
    expect(bookedMail!.text).toContain(
      'abbiamo fissato un colloquio con Giulia B. per un servizio di babysitter.',
    );
    expect(bookedMail!.text).toContain(`Quando: ${formatItalianDateTime(new Date(at))}.`);
    expect(bookedMail!.text).toContain('Dove: Via Roma 1, Torino.');
    expect(bookedMail!.text).toContain(
      'Se non puoi venire, avvisa subito il family tutor: scrivici',
    );
    expect(bookedMail!.text).toContain(app.ctx.config.mail.supportEmail);
    expectNoFamilyContact(bookedMail!.text);

    // Moved, with notes for the family: the old time is off, the new one holds; no notes.
    const newAt = new Date(new Date(at).getTime() + 24 * HOUR);
    const moved = await asTutor('PUT', `/${id}/interview`, {
      dateTime: newAt.toISOString(),
      place: 'Via Roma 1, Torino',
      notes: NOTES,
    });
    expect(moved.statusCode, moved.body).toBe(200);
    const [movedMail] = await byTemplate('caregiver-interview-moved');
    expect(movedMail!.subject).toBe(`Colloquio spostato — ${formatItalianDateTime(newAt)}`);
    expect(movedMail!.text).toContain(
      `abbiamo spostato un colloquio con Giulia B. per un servizio di babysitter: l’appuntamento di ${formatItalianDateTime(new Date(at))} non vale più.`,
    );
    expect(movedMail!.text).toContain(`Quando: ${formatItalianDateTime(newAt)}.`);
    expectNoFamilyContact(movedMail!.text);
    // Only the family's notes changed: nothing new for her, no «spostato» to the same time.
    const notesOnly = await asTutor('PUT', `/${id}/interview`, {
      dateTime: newAt.toISOString(),
      place: 'Via Roma 1, Torino',
      notes: `${NOTES}, secondo piano`,
    });
    expect(notesOnly.statusCode, notesOnly.body).toBe(200);
    expect(await byTemplate('caregiver-interview-moved')).toHaveLength(1);

    // Called off: nobody expects her.
    const cancel = await asTutor('POST', `/${id}/interview/cancel`, { reason: 'familyAsked' });
    expect(cancel.statusCode, cancel.body).toBe(200);
    const [offMail] = await byTemplate('caregiver-interview-cancelled');
    expect(offMail!.subject).toBe(`Colloquio annullato — ${formatItalianDateTime(newAt)}`);
    expect(offMail!.text).toContain(
      `il colloquio di ${formatItalianDateTime(newAt)} con Giulia B. per un servizio di babysitter è annullato: non devi presentarti.`,
    );
    expectNoFamilyContact(offMail!.text);

    // Booked again after the call-off: a booking again.
    const again = await asTutor('POST', `/${id}/interview`, {
      dateTime: new Date(newAt.getTime() + 24 * HOUR).toISOString(),
      place: 'Via Roma 1, Torino',
    });
    expect(again.json().status).toBe('COLLOQUIO PRENOTATO');
    expect(await byTemplate('caregiver-interview-booked')).toHaveLength(2);

    // The family never reads the caregiver's address.
    for (const mail of await mailsTo(app, customer.email)) expect(mail.text).not.toContain(MARTINA);
    expect(await caregiverMailsOf(id)).toEqual([MARTINA, MARTINA, MARTINA, MARTINA]);
  });

  it('tells the caregiver when a pause calls the interview off', async () => {
    await withEmail('cg-martina-rossi', MARTINA);
    const before = (await byTemplate('caregiver-interview-cancelled')).length;
    const { id, at } = await booked('cg-martina-rossi');
    const paused = await asTutor('POST', `/${id}/stand-by`, { reason: 'FAMILY_REQUEST' });
    expect(paused.statusCode, paused.body).toBe(200);
    const off = await byTemplate('caregiver-interview-cancelled');
    expect(off).toHaveLength(before + 1);
    expect(off[0]!.subject).toBe(`Colloquio annullato — ${formatItalianDateTime(new Date(at))}`);
  });

  it('reminds the caregiver the day before', async () => {
    await withEmail('cg-martina-rossi', MARTINA);
    const before = (await byTemplate('caregiver-interview-reminder')).length;
    const { at } = await booked('cg-martina-rossi');
    // The morning of the day before (the job sends nothing before 9, Italian time).
    await journey.advance(
      new Date(at).getTime() - 24 * HOUR + 60_000 - app.ctx.clock.now().getTime(),
    );
    const hour = romeParts(app.ctx.clock.now()).hour;
    if (hour < 9) await journey.advance((9 - hour) * HOUR);
    await sendInterviewReminders(app.ctx);
    await sendInterviewReminders(app.ctx);
    const reminders = await byTemplate('caregiver-interview-reminder');
    expect(reminders).toHaveLength(before + 1);
    expect(reminders[0]!.subject).toBe(
      `Promemoria: domani il colloquio — ${formatItalianDateTime(new Date(at))}`,
    );
    expect(reminders[0]!.text).toContain(
      'ti ricordiamo che domani hai un colloquio con Giulia B. per un servizio di babysitter.',
    );
    expectNoFamilyContact(reminders[0]!.text);
  });

  it('emails only the caregiver with an address: the one without gets nothing, the family as before', async () => {
    await withEmail('cg-martina-rossi', MARTINA);
    await withEmail('cg-chiara-esposito', null);
    const { id: withAddress } = await booked('cg-martina-rossi');
    const { id: without } = await booked('cg-chiara-esposito');
    await asTutor('POST', `/${without}/interview/cancel`, { reason: 'familyAsked' });
    expect(await caregiverMailsOf(withAddress)).toEqual([MARTINA]);
    expect(await caregiverMailsOf(without)).toEqual([]);
    // The family is told as before.
    const family = await mailsTo(app, customer.email);
    expect(family.some((m) => m.template === 'customer-interview-called-off')).toBe(true);
  });

  // Last: the family's account is gone after it.
  it('tells the caregiver when the family deletes its account before the interview', async () => {
    await withEmail('cg-martina-rossi', MARTINA);
    const { id } = await booked('cg-martina-rossi');
    expect(await caregiverMailsOf(id)).toEqual([MARTINA]);
    const deleted = await privacyCalls(() => app).deleteAccount(customer, customer.uid);
    expect(deleted.statusCode, deleted.body).toBeLessThan(300);
    const cancelled = (
      await app.ctx.db
        .select({ to: mailOutbox.to, facts: mailOutbox.facts })
        .from(mailOutbox)
        .where(eq(mailOutbox.template, 'caregiver-interview-cancelled'))
    ).filter((row) => (row.facts as { requestId?: number } | null)?.requestId === id);
    expect(cancelled.map((row) => row.to)).toEqual([MARTINA]);
  });
});
