import { dayMonthYear, isoDateParts, withDayArticle } from '@equilibrio/contract/italian-format';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { injectAs } from '../../../test/helpers';
import { createTestRequest, mailsTo, useWorkflowApp } from '../../../test/workflow-fixtures';
import { requests } from '../../db/schema/requests';
import { italianDay } from '../../lib/clock';
import { transitionRequest } from '../workflow/workflow.service';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/**
 * 'Metti in stand-by' asks why and, optionally, by when to resume ('Riprendi entro il'): the
 * reason stays with the tutors; the day makes the pause nobody's turn until then, the tutors'
 * from that day; the family's page is given the day, never the reason.
 */
describe('a stand-by with its reason and resume day', () => {
  const { app, customer, tutor, advance } = useWorkflowApp();

  const move = (id: number, path: string, payload?: object) =>
    injectAs(app, tutor, 'POST', `/v1/backoffice/requests/${id}/${path}`, payload);
  const inbox = async () => {
    const res = await injectAs(app, tutor, 'GET', '/v1/backoffice/requests?pageSize=100');
    expect(res.statusCode, res.body).toBe(200);
    return res.json().content as {
      id: number;
      standByReason: string | null;
      standByResumeBy: string | null;
    }[];
  };
  const dayIn = (days: number) => italianDay(new Date(app.ctx.clock.now().getTime() + days * DAY));

  it('asks a reason, a note for "Altro", and a resume day after today within a year', async () => {
    const id = await createTestRequest(app, customer);
    const noReason = await move(id, 'stand-by', {});
    expect(noReason.statusCode).toBe(400);
    expect(noReason.body).toContain('Scegli il motivo dello stand-by');
    const other = await move(id, 'stand-by', { reason: 'OTHER' });
    expect(other.statusCode).toBe(400);
    expect(other.body).toContain('Scrivi il motivo nella nota');
    for (const resumeBy of [dayIn(0), dayIn(-3)]) {
      const res = await move(id, 'stand-by', { reason: 'FAMILY_REQUEST', resumeBy });
      expect(res.statusCode, resumeBy).toBe(400);
      expect(res.body).toContain('La data di ripresa deve essere successiva a oggi');
    }
    const far = await move(id, 'stand-by', { reason: 'FAMILY_REQUEST', resumeBy: dayIn(400) });
    expect(far.statusCode).toBe(400);
    expect(far.body).toContain('La data di ripresa può essere al massimo tra un anno');
    // Nothing of it was done.
    expect((await inbox()).find((r) => r.id === id)).toMatchObject({ standByReason: null });
    const ok = await move(id, 'stand-by', { reason: 'FAMILY_REQUEST', resumeBy: dayIn(300) });
    expect(ok.json()).toEqual({ id, status: 'STAND BY' });
  });

  it('is refused without its reason, or with a resume day out of range, whoever moves it (the transition itself asks it)', async () => {
    const id = await createTestRequest(app, customer);
    const standBy = (params?: {
      reason: 'FAMILY_REQUEST' | 'WAITING_FAMILY';
      resumeBy: string | null;
    }) =>
      app.ctx.db.transaction((tx) =>
        transitionRequest(app.ctx, tx, {
          requestId: id,
          action: 'standBy',
          actor: { role: 'tutor', uid: tutor.uid },
          params,
        } as Parameters<typeof transitionRequest>[2]),
      );
    await expect(standBy()).rejects.toMatchObject({
      code: 'VALIDATION_FAILED',
      message: 'Scegli il motivo dello stand-by',
    });
    for (const resumeBy of [dayIn(-1), dayIn(400)]) {
      await expect(standBy({ reason: 'FAMILY_REQUEST', resumeBy }), resumeBy).rejects.toMatchObject(
        {
          code: 'VALIDATION_FAILED',
          fields: { 'body.resumeBy': expect.stringContaining('La data di ripresa') },
        },
      );
    }
    // Waiting for the family's information without asking them which: the family would wait
    // for nothing (a message is written to them by `pauseRequest`, the one way to pause).
    await expect(standBy({ reason: 'WAITING_FAMILY', resumeBy: null })).rejects.toMatchObject({
      code: 'VALIDATION_FAILED',
      fields: { 'body.familyMessage': 'Scrivi alla famiglia quali informazioni ti servono' },
    });
    expect((await inbox()).find((r) => r.id === id)).toMatchObject({ standByReason: null });
  });

  it('keeps in the database a reason of the contract’s list, and a reason or day only while paused', async () => {
    const id = await createTestRequest(app, customer);
    const set = (values: Partial<typeof requests.$inferInsert>) =>
      app.ctx.db.update(requests).set(values).where(eq(requests.id, id));
    await expect(set({ standByReason: 'FAMILY_REQUEST' })).rejects.toThrow();
    await expect(set({ standByResumeBy: dayIn(3) })).rejects.toThrow();
    await expect(
      set({ status: 'STAND BY', standByReason: 'HOLIDAYS' as 'OTHER' }),
    ).rejects.toThrow();
    await set({ status: 'STAND BY', standByReason: 'OTHER', standByResumeBy: dayIn(3) });
    // A pause from before the reasons were asked has none.
    await set({ standByReason: null, standByResumeBy: null });
  });

  it('is the tutors’ turn from the first hour of its day in Italy (not from UTC midnight)', async () => {
    const paused = await createTestRequest(app, customer);
    const resumeBy = dayIn(2);
    const res = await move(paused, 'stand-by', { reason: 'NO_CAREGIVERS', resumeBy });
    expect(res.statusCode, res.body).toBe(200);
    // 00:30 in Rome on its day (23:30 UTC the day before in winter, 22:30 in summer).
    const romeHalfPast = ['+01:00', '+02:00']
      .map((offset) => Date.parse(`${resumeBy}T00:30:00${offset}`))
      .find(
        (at) =>
          italianDay(new Date(at)) === resumeBy &&
          italianDay(new Date(at - 31 * 60_000)) < resumeBy,
      ) as number;
    await advance(romeHalfPast - app.ctx.clock.now().getTime() - 5 * 60_000);
    expect(italianDay(new Date(app.ctx.clock.now().getTime() + 5 * 60_000))).toBe(resumeBy);
    const fresh = await createTestRequest(app, customer);
    await advance(5 * 60_000);
    expect(italianDay(app.ctx.clock.now())).toBe(resumeBy);
    const ids = (await inbox()).map((r) => r.id);
    // Due since 00:00 in Rome (30 minutes): before the request sent 5 minutes ago.
    expect(ids.indexOf(paused)).toBeLessThan(ids.indexOf(fresh));
  });

  it('tells the family when it waits for their information, and which: the tutor writes it to them with the pause', async () => {
    const id = await createTestRequest(app, customer);
    const thread = async () =>
      (await injectAs(app, customer, 'GET', `/v2/requests/${id}/messages`)).json() as {
        messages: { author: { role: string }; message: string }[];
      };
    // What the family is asked is required: it cannot guess it.
    for (const familyMessage of [undefined, '   ']) {
      const refused = await move(id, 'stand-by', { reason: 'WAITING_FAMILY', familyMessage });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().error.fields).toMatchObject({
        'body.familyMessage': 'Scrivi alla famiglia quali informazioni ti servono',
      });
    }
    expect((await thread()).messages).toHaveLength(0);
    const asked = 'Ci servono le date delle vacanze: ce le scrivi appena le sai?';
    const res = await move(id, 'stand-by', {
      reason: 'WAITING_FAMILY',
      resumeBy: dayIn(5),
      familyMessage: `  ${asked}  `,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((await thread()).messages).toMatchObject([
      { author: { role: 'tutor' }, message: asked },
    ]);
    // …and by email, as any message of the tutor's (the request's news of the window).
    await advance(11 * 60_000);
    await app.jobs.runAll();
    const mails = await mailsTo(app, customer.email);
    const told = mails.find(
      (m) => m.template === 'family-tutor-reply' && m.subject.includes(`#${id}`),
    );
    // It says what the pause waits for, and that its day is no deadline: nothing closes it.
    const day = dayMonthYear(isoDateParts(dayIn(5)));
    expect(told?.text).toContain(
      `La richiesta è in pausa finché non gli rispondi nei messaggi della richiesta con le informazioni che ti chiede. Nessuna fretta: la richiesta resta aperta. Se ${withDayArticle('entro', day)} non avremo la tua risposta, il tuo family tutor ti ricontatterà.`,
    );
    // For another reason, a message to the family is not written (the reason is the tutors').
    const other = await createTestRequest(app, customer);
    const quiet = await move(other, 'stand-by', { reason: 'NO_CAREGIVERS', familyMessage: asked });
    expect(quiet.statusCode).toBe(200);
    const otherThread = await injectAs(app, customer, 'GET', `/v2/requests/${other}/messages`);
    expect(otherThread.json().messages).toHaveLength(0);

    const read = async () => (await injectAs(app, customer, 'GET', `/v2/requests/${id}`)).json();
    expect(await read()).toMatchObject({
      status: 'STAND BY',
      standByWaitsForFamily: true,
      standByFamilyAnswered: false,
    });
    // The family answers: no longer theirs to do, until a tutor has handled it and asks again.
    const answer = await injectAs(app, customer, 'POST', `/v2/requests/${id}/messages`, {
      message: 'Partiamo il 3 agosto e torniamo il 20.',
    });
    expect(answer.statusCode, answer.body).toBe(201);
    expect(await read()).toMatchObject({
      status: 'STAND BY',
      standByWaitsForFamily: false,
      standByFamilyAnswered: true,
    });
    // The answer reaches the tutors at once; a second message is no answer to the pause any more:
    // it waits for the window's end with the request's other news.
    await app.jobs.runAll();
    const toTutor = async () =>
      (await mailsTo(app, tutor.email!)).filter(
        (m) =>
          m.template === 'tutor-assistance-requested' &&
          m.subject.includes(`#${id}`) &&
          m.sentAt !== null,
      );
    expect(await toTutor()).toHaveLength(1);
    await advance(60_000);
    const more = await injectAs(app, customer, 'POST', `/v2/requests/${id}/messages`, {
      message: 'Ah, e il cane viene con noi.',
    });
    expect(more.statusCode, more.body).toBe(201);
    await app.jobs.runAll();
    expect(await toTutor()).toHaveLength(1);
    const asksAgain = await injectAs(app, tutor, 'POST', `/v1/backoffice/requests/${id}/messages`, {
      message: 'Grazie! E per il ritorno, a che ora arrivate?',
    });
    expect(asksAgain.statusCode, asksAgain.body).toBeLessThan(300);
    expect(await read()).toMatchObject({
      standByWaitsForFamily: true,
      standByFamilyAnswered: false,
    });
    expect((await move(id, 'resume')).statusCode).toBe(200);
    expect(await read()).toMatchObject({
      standByWaitsForFamily: false,
      standByFamilyAnswered: false,
    });
  });

  it('waits for nobody until its day, then is the tutors’ turn; the family sees the day only', async () => {
    const undated = await createTestRequest(app, customer);
    expect((await move(undated, 'stand-by', { reason: 'NO_CAREGIVERS' })).statusCode).toBe(200);
    await advance(HOUR);
    const paused = await createTestRequest(app, customer);
    const resumeBy = dayIn(3);
    const note = 'Papà ricoverato, risentirsi dopo le dimissioni';
    const res = await move(paused, 'stand-by', { reason: 'OTHER', note, resumeBy });
    expect(res.statusCode, res.body).toBe(200);
    await advance(HOUR);
    const fresh = await createTestRequest(app, customer);

    const detail = (await injectAs(app, tutor, 'GET', `/v1/backoffice/requests/${paused}`)).json();
    expect(detail).toMatchObject({ standByReason: 'OTHER', standByResumeBy: resumeBy });
    expect(detail.events.at(-1)).toMatchObject({ note: `Altro — ${note}` });

    // Before the day: after the new request (the tutors' turn), with what is planned ahead.
    let ids = (await inbox()).map((r) => r.id);
    expect(ids.indexOf(paused)).toBeGreaterThan(ids.indexOf(fresh));
    expect(ids.indexOf(paused)).toBeLessThan(ids.indexOf(undated));

    // The family's page: the day, never the reason nor the note.
    const family = await injectAs(app, customer, 'GET', `/v2/requests/${paused}`);
    expect(family.json()).toMatchObject({
      status: 'STAND BY',
      standByResumeBy: resumeBy,
      standByWaitsForFamily: false,
      standByFamilyAnswered: false,
    });
    expect(family.body).not.toContain('Papà');
    expect(family.body).not.toContain('standByReason');
    const mails = await mailsTo(app, customer.email);
    expect(mails.some((m) => m.text.includes('Papà'))).toBe(false);

    // From its day: the tutors' turn, waiting since that day (less than the new request).
    await advance(5 * DAY);
    ids = (await inbox()).map((r) => r.id);
    expect(ids.indexOf(paused)).toBeGreaterThan(ids.indexOf(fresh));
    expect(ids.indexOf(paused)).toBeLessThan(ids.indexOf(undated));
    const newer = await createTestRequest(app, customer);
    await advance(HOUR);
    ids = (await inbox()).map((r) => r.id);
    // Due for more than a day: before a request that came an hour ago.
    expect(ids.indexOf(paused)).toBeLessThan(ids.indexOf(newer));

    // Resumed: the reason and the day are gone.
    expect((await move(paused, 'resume')).statusCode).toBe(200);
    expect((await inbox()).find((r) => r.id === paused)).toMatchObject({
      standByReason: null,
      standByResumeBy: null,
    });
    expect((await injectAs(app, customer, 'GET', `/v2/requests/${paused}`)).json()).toMatchObject({
      standByResumeBy: null,
    });
  });
});
