import type { CaregiverRecord } from '@equilibrio/contract/caregivers';
import { withDayArticle } from '@equilibrio/contract/italian-format';
import { otherProfilesReasonTooLong } from '@equilibrio/contract/workflow';
import { describe, expect, it } from 'vitest';
import { fieldErrorsOf, injectAs, type TestUser, useTestUser } from '../../../test/helpers';
import {
  askAssistance,
  createTestRequest,
  mailsTo,
  publishCandidates,
  recordCriminalRecords,
  requestWithCandidates,
  useWorkflowApp,
} from '../../../test/workflow-fixtures';
import { TUTOR_TEAM } from '../../../test/workflow-journey';
import { assistanceMessages } from '../../db/schema/assistance';
import { formatItalianDay } from './mail-facts';

/**
 * 'Chiedi altri profili': in INVIATO CV the family says why none of the profiles proposed suits
 * them (OTHER_PROFILES). Only the request's owner, only in INVIATO CV, one at a time until the
 * tutor answers; the tutors read it in the request's messages and by email.
 */
describe('asking for other profiles', () => {
  const { app, customer, tutor, advance } = useWorkflowApp({
    env: { TUTOR_NOTIFY_EMAILS: TUTOR_TEAM },
  });
  const other = useTestUser(app);

  const askedAt = async (id: number) =>
    (await injectAs(app, customer, 'GET', `/v2/requests/${id}`)).json().otherProfilesAskedAt as
      | string
      | null;
  /** A request in INVIATO CV: Martina Rossi's profile sent to the family. */
  const requestWithMartina = async () =>
    (await requestWithCandidates(app, customer, tutor, ['cg-martina-rossi'])).id;
  /** 'Chiedi altri profili', by the family (or `who`). */
  const askOthers = (id: number, reason: string, who: TestUser = customer) =>
    askAssistance(app, who, id, reason, 'OTHER_PROFILES');
  /** «Cerca altri profili», by a tutor (or `who`). */
  const searchOthers = (id: number, who: TestUser = tutor) =>
    injectAs(app, who, 'POST', `/v1/backoffice/requests/${id}/search-other-profiles`, {
      note: null,
    });
  const addCandidate = (id: number, docRef: string) =>
    injectAs(app, tutor, 'POST', `/v1/backoffice/requests/${id}/candidates`, {
      docRef,
      confirmBusy: true,
    });
  /** The profiles the family (or `who`) reads to choose from. */
  const profilesSent = (id: number, who: TestUser = customer) =>
    injectAs(app, who, 'GET', `/v1/caregiver-selection/request/${id}/phase/SELECTED`);
  const choose = (id: number, docRef: string) =>
    injectAs(
      app,
      customer,
      'PATCH',
      `/v1/caregiver-selection/request/${id}/caregiver/${docRef}/accept`,
    );
  /** The request's row in the tutors' inbox. */
  const inboxRow = async (id: number) =>
    (await injectAs(app, tutor, 'GET', `/v1/backoffice/requests?q=${id}`)).json().content[0];
  const requestMessages = async (id: number) =>
    ((await injectAs(app, tutor, 'GET', `/v1/backoffice/requests/${id}`)).json().assistance ??
      []) as { id: number; type: string; message: string; handledAt: string | null }[];

  it('tells the tutors why, once, until they answer', async () => {
    const id = await requestWithMartina();
    expect(await askedAt(id)).toBeNull();

    const asked = await askOthers(id, '  Cerchiamo qualcuno che parli inglese  ');
    expect(asked.statusCode, asked.body).toBe(201);
    expect(asked.json()).toMatchObject({
      type: 'OTHER_PROFILES',
      message: 'Cerchiamo qualcuno che parli inglese',
      handledAt: null,
    });
    const at = asked.json().createdAt as string;
    // The family's page knows it was sent.
    expect(await askedAt(id)).toBe(at);

    // The tutor sees it among the request's messages, open, and is emailed.
    const [message] = (await requestMessages(id)).filter((m) => m.type === 'OTHER_PROFILES');
    expect(message).toMatchObject({
      message: 'Cerchiamo qualcuno che parli inglese',
      handledAt: null,
    });
    // Folded with the request's other news of these minutes: the latest message says what it is.
    const mail = (await mailsTo(app, TUTOR_TEAM))[0]!;
    expect(mail.template).toBe('tutor-assistance-requested');
    expect(mail.text).toContain(
      'La famiglia chiede altri profili: Cerchiamo qualcuno che parli inglese',
    );

    // In the tutors' inbox the request is theirs to move: the family asks for other profiles.
    const listed = await inboxRow(id);
    expect(listed).toMatchObject({ openAssistance: 1, openOtherProfiles: true });

    // A second one while the tutor has not answered: 409, nothing written.
    const again = await askOthers(id, 'Ancora io');
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe(
      `Hai già chiesto altri profili ${withDayArticle('il', formatItalianDay(new Date(at)))}: il family tutor ti risponderà al più presto.`,
    );
    expect((await requestMessages(id)).filter((m) => m.type === 'OTHER_PROFILES')).toHaveLength(1);

    // Answered ('Segna come gestita'): the family may ask again.
    const handled = await injectAs(
      app,
      tutor,
      'POST',
      `/v1/backoffice/assistance/${message!.id}/handled`,
    );
    expect(handled.statusCode, handled.body).toBeLessThan(300);
    expect(await askedAt(id)).toBeNull();
    expect((await askOthers(id, 'Nemmeno questi')).statusCode).toBe(201);
  });

  it('the tutor’s «Cerca altri profili» answers it: back to the selection, then new profiles', async () => {
    const id = await requestWithMartina();
    const asked = await askOthers(id, 'Troppo lontana');
    expect(asked.statusCode).toBe(201);

    const moved = await searchOthers(id);
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json().status).toBe('SELEZIONE ATTIVA');
    // The family's request is answered by the move, and they are told the search goes on.
    const [message] = (await requestMessages(id)).filter((m) => m.type === 'OTHER_PROFILES');
    expect(message!.handledAt).not.toBeNull();
    await advance(11 * 60_000);
    await app.jobs.runAll();
    expect(
      (await mailsTo(app, customer.email!)).some(
        (m) => m.subject === `Cerchiamo altri profili per te — richiesta #${id} (babysitter)`,
      ),
    ).toBe(true);

    // Sent again with nobody new: refused (the family would be told of new profiles).
    const same = await injectAs(
      app,
      tutor,
      'POST',
      `/v1/backoffice/requests/${id}/publish-candidates`,
      {
        note: null,
      },
    );
    expect(same.statusCode).toBe(409);
    expect(same.json().error.message).toBe(
      'Aggiungi almeno un nuovo profilo: quelli già inviati la famiglia li ha già visti.',
    );
    // Another profile added and sent: both are there to choose from, and the family may ask again.
    await publishCandidates(app, tutor, id, ['cg-chiara-esposito']);
    // Their email says these are new ones, beside those already seen.
    await advance(11 * 60_000);
    await app.jobs.runAll();
    const again = (await mailsTo(app, customer.email!)).find(
      (m) =>
        m.subject === `Abbiamo selezionato altri profili per te — richiesta #${id} (babysitter)`,
    );
    expect(again?.text).toContain('ha aggiunto un nuovo profilo');
    const profiles = await profilesSent(id);
    expect((profiles.json() as { docRef: string }[]).map((p) => p.docRef).sort()).toEqual([
      'cg-chiara-esposito',
      'cg-martina-rossi',
    ]);
    expect(await askedAt(id)).toBeNull();
    expect((await askOthers(id, 'Nemmeno questa')).statusCode).toBe(201);
  });

  it('answered by new profiles, an ask opened again is answered for the inbox as for the family', async () => {
    const id = await requestWithMartina();
    const asked = await askOthers(id, 'Troppo lontana');
    expect(asked.statusCode).toBe(201);
    await advance(60_000);
    const listed = () => inboxRow(id);
    // What the request's page in the back office says of it, as the inbox does.
    const onPage = async () =>
      (await injectAs(app, tutor, 'GET', `/v1/backoffice/requests/${id}`)).json()
        .openOtherProfiles as boolean;
    const searched = await searchOthers(id);
    expect(searched.statusCode, searched.body).toBe(200);
    // A tutor opens the family's message again ('Riapri'): it waits for an answer…
    const reopened = await injectAs(
      app,
      tutor,
      'POST',
      `/v1/backoffice/assistance/${asked.json().id}/reopen`,
    );
    expect(reopened.statusCode, reopened.body).toBeLessThan(300);
    // …but not as an ask for other profiles: the search for them is under way.
    expect(await listed()).toMatchObject({ openAssistance: 1, openOtherProfiles: false });
    expect(await onPage()).toBe(false);
    await advance(60_000);
    // New profiles sent after it answer it: the family may ask again, and the inbox says only
    // that a message waits (it said the family wanted other profiles).
    await publishCandidates(app, tutor, id, ['cg-chiara-esposito']);
    expect(await askedAt(id)).toBeNull();
    expect(await listed()).toMatchObject({ openAssistance: 1, openOtherProfiles: false });
    expect(await onPage()).toBe(false);
    const again = await askOthers(id, 'Nemmeno questa');
    expect(again.statusCode, again.body).toBe(201);
    // The new ask stands on both sides.
    expect(await askedAt(id)).toBe(again.json().createdAt);
    expect(await listed()).toMatchObject({ openAssistance: 2, openOtherProfiles: true });
    expect(await onPage()).toBe(true);
  });

  it('while the tutor looks for others the family still reads the profiles sent; the new ones come marked', async () => {
    const id = await requestWithMartina();
    const profiles = async (user = customer) => {
      const res = await profilesSent(id, user);
      return { statusCode: res.statusCode, records: res.json() as CaregiverRecord[] };
    };
    const searchedAt = async () =>
      (await injectAs(app, customer, 'GET', `/v2/requests/${id}`)).json().otherProfilesSearchedAt as
        | string
        | null;
    const newOnes = async () =>
      Object.fromEntries((await profiles()).records.map((r) => [r.docRef, r.isNew]));
    // The first round: nobody is marked new, and no search is on.
    expect(await newOnes()).toEqual({ 'cg-martina-rossi': false });
    expect(await searchedAt()).toBeNull();

    await askOthers(id, 'Troppo lontana');
    await advance(60_000);
    const moved = await searchOthers(id);
    expect(moved.json().status).toBe('SELEZIONE ATTIVA');
    // Back in the selection: the page knows the search is on, and the profile sent is still there.
    expect(await searchedAt()).toBe(app.ctx.clock.now().toISOString());
    expect(await newOnes()).toEqual({ 'cg-martina-rossi': false });
    // To read, not to choose: the choice opens again with the new round.
    const early = await choose(id, 'cg-martina-rossi');
    expect(early.statusCode).toBe(409);
    // Another family sees nothing of it.
    expect((await profiles(other)).statusCode).toBe(404);
    // A profile the tutor added is not shown before it is sent.
    await advance(60_000);
    const added = await addCandidate(id, 'cg-chiara-esposito');
    expect(added.statusCode, added.body).toBeLessThan(300);
    expect((await profiles()).records.map((r) => r.docRef)).toEqual(['cg-martina-rossi']);

    // The new round: the profile added is new to the family, the one already seen is not.
    await recordCriminalRecords(app, tutor, ['cg-chiara-esposito']);
    const sent = await injectAs(
      app,
      tutor,
      'POST',
      `/v1/backoffice/requests/${id}/publish-candidates`,
      { note: null },
    );
    expect(sent.statusCode, sent.body).toBe(200);
    expect(await searchedAt()).toBeNull();
    expect(await newOnes()).toEqual({ 'cg-martina-rossi': false, 'cg-chiara-esposito': true });

    // Once the family has had them to choose from again (a hold expired), nobody is new any more.
    const chosen = await choose(id, 'cg-chiara-esposito');
    expect(chosen.statusCode, chosen.body).toBeLessThan(300);
    await advance(25 * 3_600_000, [{ user: other, role: 'customer' }]);
    await app.jobs.runAll();
    expect((await injectAs(app, customer, 'GET', `/v2/requests/${id}`)).json().status).toBe(
      'INVIATO CV',
    );
    expect(await newOnes()).toEqual({ 'cg-martina-rossi': false, 'cg-chiara-esposito': false });
  });

  it('during the search, says whether a profile sent is still on the page: none once the tutor removed them all', async () => {
    const id = await requestWithMartina();
    const kept = async () =>
      (await injectAs(app, customer, 'GET', `/v2/requests/${id}`)).json().sentProfilesKept;
    // INVIATO CV: no search on.
    expect(await kept()).toBe(false);
    await askOthers(id, 'Troppo lontana');
    const moved = await searchOthers(id);
    expect(moved.json().status).toBe('SELEZIONE ATTIVA');
    expect(await kept()).toBe(true);
    // A profile added, not sent yet, is not one the family has.
    const added = await addCandidate(id, 'cg-chiara-esposito');
    expect(added.statusCode, added.body).toBeLessThan(300);
    const removed = await injectAs(
      app,
      tutor,
      'DELETE',
      `/v1/backoffice/requests/${id}/candidates/cg-martina-rossi`,
    );
    expect(removed.statusCode, removed.body).toBe(204);
    expect(await kept()).toBe(false);
  });

  it('choosing a profile after all answers the ask: the inbox no longer says they want others', async () => {
    const id = await requestWithMartina();
    expect((await askOthers(id, 'Vorremmo qualcuno più vicino')).statusCode).toBe(201);
    const chosen = await choose(id, 'cg-martina-rossi');
    expect(chosen.statusCode, chosen.body).toBeLessThan(300);
    const [ask] = (await requestMessages(id)).filter((m) => m.type === 'OTHER_PROFILES');
    expect(ask!.handledAt).not.toBeNull();
  });

  it('a pause resumed is no new round: the ask stays open and the new profiles stay new', async () => {
    const id = await requestWithMartina();
    const asTutor = (method: 'POST', path: string, body?: object) =>
      injectAs(app, tutor, method, `/v1/backoffice/requests/${id}${path}`, body);
    const pauseAndResume = async () => {
      await advance(60_000);
      const paused = await asTutor('POST', '/stand-by', { reason: 'FAMILY_REQUEST' });
      expect(paused.json().status, paused.body).toBe('STAND BY');
      await advance(60_000);
      expect((await asTutor('POST', '/resume')).json().status).toBe('INVIATO CV');
    };
    const asked = await askOthers(id, 'Troppo lontana');
    await pauseAndResume();
    // Still asked, on the family's page and in the inbox.
    expect(await askedAt(id)).toBe(asked.json().createdAt);
    const listed = await inboxRow(id);
    expect(listed).toMatchObject({ openOtherProfiles: true });

    // A new round, then a pause: the profile added is still the new one after it.
    await advance(60_000);
    expect((await asTutor('POST', '/search-other-profiles', { note: null })).statusCode).toBe(200);
    await publishCandidates(app, tutor, id, ['cg-chiara-esposito']);
    await pauseAndResume();
    const records = (await profilesSent(id)).json() as CaregiverRecord[];
    expect(Object.fromEntries(records.map((r) => [r.docRef, r.isNew]))).toEqual({
      'cg-martina-rossi': false,
      'cg-chiara-esposito': true,
    });
  });

  it('marks nobody new when the profiles seen were all removed (nothing beside them to tell apart)', async () => {
    const id = await requestWithMartina();
    const asTutor = (method: 'POST' | 'DELETE', path: string, body?: object) =>
      injectAs(app, tutor, method, `/v1/backoffice/requests/${id}${path}`, body);
    await advance(60_000);
    expect((await asTutor('POST', '/search-other-profiles', { note: null })).statusCode).toBe(200);
    expect((await asTutor('DELETE', '/candidates/cg-martina-rossi')).statusCode).toBe(204);
    await publishCandidates(app, tutor, id, ['cg-chiara-esposito']);
    const records = (await profilesSent(id)).json() as CaregiverRecord[];
    expect(records.map((r) => [r.docRef, r.isNew])).toEqual([['cg-chiara-esposito', false]]);
  });

  it('one profile sent is told as one in the family’s email', async () => {
    await requestWithCandidates(app, customer, tutor, ['cg-martina-rossi']);
    const mail = (await mailsTo(app, customer.email)).find(
      (m) => m.template === 'customer-candidates-published',
    );
    // Told with the request's other news of these minutes (the quote accepted): its line.
    expect(mail?.text).toContain(
      'Abbiamo selezionato un profilo per te: se ti convince, sceglilo.',
    );
    expect(mail?.text).not.toContain('scegli quello che preferisci');
  });

  it('«Cerca altri profili» is the tutor’s only, and only in INVIATO CV', async () => {
    const id = await requestWithMartina();
    const byFamily = await searchOthers(id, customer);
    expect(byFamily.statusCode).toBe(403);
    const fresh = await createTestRequest(app, customer);
    const tooEarly = await searchOthers(fresh);
    expect(tooEarly.statusCode).toBe(409);
  });

  it('is refused (409) outside INVIATO CV, and stores nothing', async () => {
    const id = await createTestRequest(app, customer);
    const before = await app.ctx.db.select().from(assistanceMessages);
    const res = await askOthers(id, 'Altri profili');
    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toBe(
      'Puoi chiedere altri profili solo mentre scegli tra quelli proposti dal family tutor.',
    );
    expect(await app.ctx.db.select().from(assistanceMessages)).toHaveLength(before.length);
  });

  it('is only for the request’s owner (404 for another family)', async () => {
    const { id } = await requestWithCandidates(app, customer, tutor, ['cg-chiara-esposito']);
    const res = await askOthers(id, 'Altri profili', other);
    expect(res.statusCode).toBe(404);
    expect(await askedAt(id)).toBeNull();
  });

  it.each([
    ['an empty reason', '   ', 'Questo campo è obbligatorio'],
    ['a reason over 1,000 characters', 'x'.repeat(1001), otherProfilesReasonTooLong],
  ])('answers 400 for %s, in Italian, and stores nothing', async (_name, message, error) => {
    const id = await requestWithMartina();
    const before = await app.ctx.db.select().from(assistanceMessages);
    const res = await askOthers(id, message);
    expect(fieldErrorsOf(res)['body.message']).toBe(error);
    expect(await app.ctx.db.select().from(assistanceMessages)).toHaveLength(before.length);
  });
});
