import { shortDateTime, withDayArticle } from '@equilibrio/contract/italian-format';
import { describe, expect, it } from 'vitest';
import { injectAs, setNotificationPreference } from '../../../test/helpers';
import { mailsTo } from '../../../test/workflow-fixtures';
import {
  bookedInterview,
  HOUR,
  INTERVIEW_PLACE,
  useWorkflowJourney,
} from '../../../test/workflow-journey';

const MINUTE = 60_000;

import { formatItalianDateTime } from './mail-facts';

/**
 * 'Metti in stand-by' on a request with its interview booked: a paused request has no interview
 * ahead. One still to come is called off — the tutor's page, the family's and its calendar file
 * no longer show it, the family is emailed — and the request resumes in PAGATO, where a new one
 * is booked. One whose time has passed stays, and resuming records its outcome.
 */
describe('pausing a request with its interview booked', () => {
  const journey = useWorkflowJourney();
  const { app, customer, tutor, asTutor, detail } = journey;

  /** A paid request whose interview with Martina Rossi is booked `inHours` from now. */
  async function bookedRequest(inHours: number) {
    const { id, at } = await bookedInterview(journey, 'cg-martina-rossi', undefined, inHours);
    return { id, at: new Date(at) };
  }
  const familyInterview = (id: number) =>
    injectAs(app, customer, 'GET', `/v1/scheduled-appointments/find/${id}`);
  const cancelMails = async (id: number) =>
    (await mailsTo(app, customer.email)).filter(
      (m) => m.template === 'customer-interview-cancelled' && m.subject.includes(`#${id}`),
    );

  it('calls off an interview still ahead, tells the family, and resumes where a new one is booked', async () => {
    const { id, at: first } = await bookedRequest(72);
    // Moved once: the time it was moved from does not come back in its place.
    const at = new Date(first.getTime() - 24 * HOUR);
    const moved = await asTutor('PUT', `/${id}/interview`, {
      dateTime: at.toISOString(),
      place: INTERVIEW_PLACE,
    });
    expect(moved.statusCode, moved.body).toBe(200);
    const paused = await asTutor('POST', `/${id}/stand-by`, {
      reason: 'OTHER',
      note: 'Famiglia in ospedale',
    });
    expect(paused.json()).toEqual({ id, status: 'STAND BY' });

    const page = await detail(id);
    expect(page.appointment).toBeNull();
    expect(page.statusBeforeStandBy).toBe('PAGATO');
    expect(page.allowedTransitions[0]).toMatchObject({ action: 'resume', to: 'PAGATO' });
    expect(page.notes.at(-1)).toMatchObject({
      kind: 'activity',
      text: `Colloquio ${withDayArticle('di', shortDateTime(at))} con Martina Rossi annullato: richiesta messa in stand-by`,
      author: { uid: tutor.uid },
    });
    // The family's page and calendar file no longer find it.
    expect((await familyInterview(id)).statusCode).toBe(404);
    // The digest is written when sent, from the request then: the profiles chosen and paid
    // since and the booking called off are left out, the cancellation alone is told.
    await journey.advance(10 * 60_000);
    await app.jobs.runAll();
    const [mail, ...more] = await cancelMails(id);
    expect(more).toEqual([]);
    expect(mail!.subject).toBe(`Colloquio annullato — richiesta #${id} (babysitter)`);
    expect(mail!.text).toContain(
      `il colloquio con Martina Rossi fissato per ${formatItalianDateTime(at)} è annullato: la tua richiesta è in pausa`,
    );
    expect(mail!.text).not.toContain('Guarda i profili');
    expect(mail!.text).not.toContain('Abbiamo fissato il colloquio');
    expect(mail!.text).not.toContain('ospedale');

    // Resumed: paid, the caregiver still confirmed, a new interview to book.
    expect((await asTutor('POST', `/${id}/resume`)).json().status).toBe('PAGATO');
    expect(
      (await journey.selection(id, 'CHOSEN')).map((c: { docRef: string }) => c.docRef),
    ).toEqual(['cg-martina-rossi']);
    const again = await asTutor('POST', `/${id}/interview`, {
      dateTime: new Date(at.getTime() + 24 * HOUR).toISOString(),
      place: INTERVIEW_PLACE,
    });
    expect(again.json().status).toBe('COLLOQUIO PRENOTATO');
    expect((await journey.history(id)).slice(-3)).toEqual([
      'COLLOQUIO PRENOTATO → STAND BY (tutor)',
      'STAND BY → PAGATO (tutor)',
      'PAGATO → COLLOQUIO PRENOTATO (tutor)',
    ]);
  });

  it('writes what it waits for to a family that wants emails only when it is their turn', async () => {
    const { id } = await journey.acceptedRequest();
    const chosen = await setNotificationPreference(app, customer, 'ACTIONS');
    expect(chosen.statusCode).toBe(200);
    /** The emails about the request sent once its 10 minutes' window has passed. */
    const sentNow = async () => {
      await journey.advance(11 * MINUTE);
      await app.jobs.runAll();
      return (await mailsTo(app, customer.email)).filter(
        (m) => m.sentAt !== null && m.subject.includes(`#${id}`),
      );
    };
    const before = (await sentNow()).length;
    // A message of the tutor's is news: not sent to this family...
    const reply = await asTutor('POST', `/${id}/messages`, { message: 'Ci sentiamo domani.' });
    expect(reply.statusCode, reply.body).toBeLessThan(300);
    expect(await sentNow()).toHaveLength(before);
    // ...but the pause waiting for its answer is its turn.
    const paused = await asTutor('POST', `/${id}/stand-by`, {
      reason: 'WAITING_FAMILY',
      familyMessage: 'Ci mandi il certificato medico di sua madre?',
    });
    expect(paused.json()).toEqual({ id, status: 'STAND BY' });
    const after = await sentNow();
    expect(after).toHaveLength(before + 1);
    expect(after.filter((m) => m.template === 'family-tutor-reply')).toHaveLength(1);
  });

  it('keeps an interview whose time has passed: resuming records its outcome', async () => {
    const { id, at } = await bookedRequest(2);
    await journey.advance(3 * HOUR);
    expect(
      (await asTutor('POST', `/${id}/stand-by`, { reason: 'FAMILY_REQUEST' })).json().status,
    ).toBe('STAND BY');
    const page = await detail(id);
    expect(page.statusBeforeStandBy).toBe('COLLOQUIO PRENOTATO');
    expect(page.appointment).toMatchObject({ dateTime: at.toISOString() });
    expect(await cancelMails(id)).toEqual([]);
    expect((await asTutor('POST', `/${id}/resume`)).json().status).toBe('COLLOQUIO PRENOTATO');
    expect((await asTutor('POST', `/${id}/interview-done`)).json().status).toBe(
      'SELEZIONE COMPLETATA',
    );
  });

  it('a close calls off the interview still ahead too, and its email says so', async () => {
    const { id, at } = await bookedRequest(30);
    const closed = await asTutor('POST', `/${id}/close`, {
      outcome: "NON PIU' INTERESSATO",
      note: 'Ha deciso di rinunciare',
    });
    expect(closed.statusCode, closed.body).toBe(200);
    expect((await detail(id)).appointment).toBeNull();
    const [mail] = (await mailsTo(app, customer.email)).filter(
      (m) => m.template === 'customer-request-closed' && m.subject.includes(`#${id}`),
    );
    expect(mail!.text).toContain(
      `Il colloquio con Martina Rossi fissato per ${formatItalianDateTime(at)} è annullato.`,
    );
    // Nothing was paid through a checkout here (the fixture's payment has no row): no decision asked.
    expect(mail!.text).not.toContain('rimbors');
  });
});
