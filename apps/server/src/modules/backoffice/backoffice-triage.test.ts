import { describe, expect, it } from 'vitest';
import { fieldErrorsOf, injectAs, useTestUser } from '../../../test/helpers';
import { chooseCaregiver } from '../../../test/payment-fixtures';
import {
  acceptQuote,
  askAssistance,
  babysitterServiceId,
  completePayment,
  createTestRequest,
  QUOTE_2030,
  requestWithCandidates,
  setUserName,
  startSelection,
  useWorkflowApp,
} from '../../../test/workflow-fixtures';
import { requestEvents } from '../../db/schema/requests';
import { italianDay } from '../../lib/clock';

const HOUR = 3_600_000;

// Issue 22 item 6: the inbox shows how long each request has waited in its status and puts the
// longest wait first; 'Le mie'; the candidate picker sees who is busy elsewhere.
describe('back-office triage', () => {
  const { app, customer, tutor, advance: advanceWith } = useWorkflowApp();
  const colleague = useTestUser(app, { role: 'tutor' });

  const list = async (query = '') => {
    const res = await injectAs(app, tutor, 'GET', `/v1/backoffice/requests${query}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().content as { id: number; status: string; statusSince: string }[];
  };
  const advance = (ms: number) => advanceWith(ms, [{ user: colleague, role: 'tutor' }]);

  it('orders by the wait in the current status, oldest first; nobody-acts statuses last', async () => {
    const first = await createTestRequest(app, customer);
    await advance(2 * HOUR);
    const second = await createTestRequest(app, customer);
    await advance(HOUR);
    const paused = await createTestRequest(app, customer);
    await injectAs(app, tutor, 'POST', `/v1/backoffice/requests/${paused}/stand-by`, {
      reason: 'FAMILY_REQUEST',
    });
    await advance(HOUR);
    // The first request moves now: its wait starts again.
    await injectAs(app, tutor, 'POST', `/v1/backoffice/requests/${first}/mark-to-call`);
    const now = app.ctx.clock.now().getTime();

    const rows = (await list()).filter((r) => [first, second, paused].includes(r.id));
    expect(rows.map((r) => r.id)).toEqual([second, first, paused]);
    const since = new Map(rows.map((r) => [r.id, Date.parse(r.statusSince)]));
    expect(now - since.get(second)!).toBe(2 * HOUR);
    expect(now - since.get(first)!).toBe(0);

    // A history row that keeps the status (a note, a change of assignee) does not restart it.
    await app.ctx.db.insert(requestEvents).values({
      requestId: second,
      fromStatus: 'NUOVA',
      toStatus: 'NUOVA',
      actorRole: 'tutor',
      actorUid: tutor.uid,
      note: 'Richiamata senza risposta',
      createdAt: app.ctx.clock.now(),
    });
    const again = (await list()).find((r) => r.id === second)!;
    expect(now - Date.parse(again.statusSince)).toBe(2 * HOUR);

    // The old order on demand; a bad one is a clear 400.
    const newest = (await list('?sort=newest')).map((r) => r.id);
    expect(newest.indexOf(paused)).toBeLessThan(newest.indexOf(second));
    const bad = await injectAs(app, tutor, 'GET', '/v1/backoffice/requests?sort=random');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.message).toBeTruthy();
  });

  it('puts what the tutors must do before what waits on the family, however long that waited', async () => {
    const serviceId = await babysitterServiceId(app, tutor);
    const quoted = await createTestRequest(app, customer);
    const sent = await injectAs(app, tutor, 'POST', `/v1/backoffice/requests/${quoted}/quote`, {
      serviceId,
      requestDetail: QUOTE_2030,
    });
    expect(sent.statusCode, sent.body).toBe(200);
    await advance(5 * HOUR);
    const fresh = await createTestRequest(app, customer);
    await advance(HOUR);
    const ours = (await list()).filter((r) => [quoted, fresh].includes(r.id)).map((r) => r.id);
    // The quote waits on the family since 6 hours, the new request on us since 1: ours first.
    expect(ours).toEqual([fresh, quoted]);
    // A message from the family makes it the tutors' turn again, from when it was sent: before
    // a request that came in after it.
    await askAssistance(app, customer, quoted, 'Possiamo spostare l’inizio?');
    await advance(HOUR);
    const later = await createTestRequest(app, customer);
    await advance(HOUR);
    const now = (await list())
      .filter((r) => [quoted, fresh, later].includes(r.id))
      .map((r) => r.id);
    expect(now).toEqual([fresh, quoted, later]);
  });

  it('puts a paused request among those to act on while the family’s message waits, from when it was sent', async () => {
    const paused = await createTestRequest(app, customer);
    await injectAs(app, tutor, 'POST', `/v1/backoffice/requests/${paused}/stand-by`, {
      reason: 'FAMILY_REQUEST',
    });
    await advance(HOUR);
    const asked = await askAssistance(app, customer, paused, 'Possiamo riprendere da lunedì?');
    expect(asked.statusCode).toBe(201);
    await advance(HOUR);
    const fresh = await createTestRequest(app, customer);
    const ids = async () =>
      (await list()).map((r) => r.id).filter((id) => id === paused || id === fresh);

    // The message has waited an hour, the new request not at all: the message comes first.
    expect(await ids()).toEqual([paused, fresh]);
    const row = (await list()).find((r) => r.id === paused) as unknown as {
      openAssistance: number;
      openAssistanceSince: string;
    };
    expect(row.openAssistance).toBe(1);
    expect(app.ctx.clock.now().getTime() - Date.parse(row.openAssistanceSince)).toBe(HOUR);

    // Answered, the pause waits for nobody again: it goes back among the idle ones, last.
    const handled = await injectAs(
      app,
      tutor,
      'POST',
      `/v1/backoffice/assistance/${asked.json().id}/handled`,
    );
    expect(handled.statusCode).toBe(204);
    expect(await ids()).toEqual([fresh, paused]);
  });

  it('waits for nobody on a booked interview still ahead; its hour come, records the outcome first', async () => {
    const { id: booked } = await requestWithCandidates(app, customer, tutor, [
      'cg-chiara-esposito',
    ]);
    expect((await chooseCaregiver(app, customer, booked, 'cg-chiara-esposito')).statusCode).toBe(
      200,
    );
    await completePayment(app, booked);
    const at = new Date(app.ctx.clock.now().getTime() + 3 * HOUR);
    await injectAs(app, tutor, 'POST', `/v1/backoffice/requests/${booked}/interview`, {
      dateTime: at.toISOString(),
      place: 'Via Roma 1, Torino',
    });
    await advance(HOUR);
    const fresh = await createTestRequest(app, customer);
    const ids = async () =>
      (await list()).map((r) => r.id).filter((id) => id === booked || id === fresh);
    expect(await ids()).toEqual([fresh, booked]);
    // Past its hour, the outcome waits for the tutor, longer than the new request.
    await advance(3 * HOUR);
    expect(await ids()).toEqual([booked, fresh]);
  });

  it('among the idle: the interview ahead first, then the pauses and services, the closed last', async () => {
    const closed = await createTestRequest(app, customer);
    await injectAs(app, tutor, 'POST', `/v1/backoffice/requests/${closed}/close`, {
      outcome: 'NON RISPONDE',
      note: 'Tre chiamate senza risposta',
    });
    await advance(HOUR);
    const paused = await createTestRequest(app, customer);
    await injectAs(app, tutor, 'POST', `/v1/backoffice/requests/${paused}/stand-by`, {
      reason: 'FAMILY_REQUEST',
    });
    await advance(HOUR);
    const { id: booked } = await requestWithCandidates(app, customer, tutor, ['cg-sofia-ricci']);
    expect((await chooseCaregiver(app, customer, booked, 'cg-sofia-ricci')).statusCode).toBe(200);
    await completePayment(app, booked);
    const at = new Date(app.ctx.clock.now().getTime() + 48 * HOUR);
    await injectAs(app, tutor, 'POST', `/v1/backoffice/requests/${booked}/interview`, {
      dateTime: at.toISOString(),
      place: 'Via Roma 1, Torino',
    });
    // The closed request has waited longest in its status, the interview the least: still the
    // interview comes first (it is what happens next), the closed request last.
    const ids = (await list('?pageSize=100'))
      .map((r) => r.id)
      .filter((id) => [closed, paused, booked].includes(id));
    expect(ids).toEqual([booked, paused, closed]);
  });

  it('orders by what is planned when asked: come due first, then the soonest, the rest after', async () => {
    const nothing = await createTestRequest(app, customer);
    const { id: booked } = await requestWithCandidates(app, customer, tutor, ['cg-sofia-ricci']);
    expect((await chooseCaregiver(app, customer, booked, 'cg-sofia-ricci')).statusCode).toBe(200);
    await completePayment(app, booked);
    const interviewAt = new Date(app.ctx.clock.now().getTime() + 48 * HOUR).toISOString();
    await injectAs(app, tutor, 'POST', `/v1/backoffice/requests/${booked}/interview`, {
      dateTime: interviewAt,
      place: 'Via Roma 1, Torino',
    });
    const called = await createTestRequest(app, customer);
    const callBackAt = new Date(app.ctx.clock.now().getTime() + 2 * HOUR).toISOString();
    await injectAs(app, tutor, 'POST', `/v1/backoffice/requests/${called}/notes`, {
      kind: 'call',
      text: 'Richiamare nel pomeriggio',
      callBackAt,
    });
    const paused = await createTestRequest(app, customer);
    const resumeBy = italianDay(new Date(app.ctx.clock.now().getTime() + 5 * 24 * HOUR));
    const pause = await injectAs(app, tutor, 'POST', `/v1/backoffice/requests/${paused}/stand-by`, {
      reason: 'FAMILY_REQUEST',
      resumeBy,
    });
    expect(pause.statusCode, pause.body).toBe(200);
    // A call-back agreed where it does not hold the request back is still a call to make then.
    const selecting = await createTestRequest(app, customer);
    await startSelection(app, customer, tutor, selecting);
    const laterCall = new Date(app.ctx.clock.now().getTime() + 30 * HOUR).toISOString();
    await injectAs(app, tutor, 'POST', `/v1/backoffice/requests/${selecting}/notes`, {
      kind: 'call',
      text: 'Sentita: richiamare domani con i primi nomi',
      callBackAt: laterCall,
    });
    // A caregiver held for the family's payment: the hold's end is a deadline of the day too.
    const { id: held } = await requestWithCandidates(app, customer, tutor, ['cg-chiara-esposito']);
    expect((await chooseCaregiver(app, customer, held, 'cg-chiara-esposito')).statusCode).toBe(200);
    const heldRow = (await list('?pageSize=100')).find((r) => r.id === held) as
      | { holdExpiresAt?: string | null }
      | undefined;
    const holdEnds = heldRow?.holdExpiresAt;
    expect(holdEnds).toBeTruthy();
    const planned = async (ids = [nothing, booked, called, paused, selecting, held]) =>
      (await list('?sort=planned&pageSize=100'))
        .filter((r) => ids.includes(r.id))
        .map((r) => [r.id, (r as { plannedAt?: string | null }).plannedAt]);
    // The pause's day starts at midnight in Italy (not UTC's).
    const resumeAt = new Date(`${resumeBy}T00:00:00+01:00`).toISOString();
    expect(await planned()).toEqual([
      [called, callBackAt],
      [held, holdEnds],
      [selecting, laterCall],
      [booked, interviewAt],
      [paused, resumeAt],
      [nothing, null],
    ]);
    // The interview's hour gone by, its outcome is due: it still counts from when it was planned.
    await advance(49 * HOUR);
    expect((await planned([nothing, booked, called, paused, selecting])).map(([id]) => id)).toEqual(
      [called, selecting, booked, paused, nothing],
    );
  });

  it('leaves aside a new request until the call-back a call agreed, then puts it back among those to act on', async () => {
    const waiting = await createTestRequest(app, customer);
    await advance(HOUR);
    const called = await createTestRequest(app, customer);
    const paused = await createTestRequest(app, customer);
    await injectAs(app, tutor, 'POST', `/v1/backoffice/requests/${paused}/stand-by`, {
      reason: 'FAMILY_REQUEST',
    });
    const callBackAt = new Date(app.ctx.clock.now().getTime() + 2 * HOUR).toISOString();
    const call = await injectAs(app, tutor, 'POST', `/v1/backoffice/requests/${called}/notes`, {
      kind: 'call',
      text: 'Richiamare nel pomeriggio, ora è al lavoro',
      callBackAt,
    });
    expect(call.statusCode, call.body).toBe(201);
    const ours = async () =>
      (await list('?pageSize=100'))
        .filter((r) => [waiting, called, paused].includes(r.id))
        .map((r) => [r.id, (r as { callBackAt?: string | null }).callBackAt ?? null]);
    // Until then nobody has to call: after what waits, before the pause (planned ahead first).
    expect(await ours()).toEqual([
      [waiting, null],
      [called, callBackAt],
      [paused, null],
    ]);
    // Due: it has waited since it came (an hour less than the other), and is the tutors' turn.
    await advance(3 * HOUR);
    expect((await ours()).map(([id]) => id)).toEqual([waiting, called, paused]);
    await advance(HOUR);
    const due = await createTestRequest(app, customer);
    expect((await list('?pageSize=100')).map((r) => r.id).indexOf(due)).toBeGreaterThan(
      (await list('?pageSize=100')).map((r) => r.id).indexOf(called),
    );
    // A later call that agrees nothing drops it; past the quote it no longer matters.
    await injectAs(app, tutor, 'POST', `/v1/backoffice/requests/${called}/notes`, {
      kind: 'call',
      text: 'Sentita: manderemo il preventivo',
    });
    expect((await ours()).find(([id]) => id === called)).toEqual([called, null]);
  });

  it('takes a call-back with «Passa a Da richiamare», kept as the call that agreed it, in one write', async () => {
    const id = await createTestRequest(app, customer);
    const path = `/v1/backoffice/requests/${id}/mark-to-call`;
    const detail = async () =>
      (await injectAs(app, tutor, 'GET', `/v1/backoffice/requests/${id}`)).json() as {
        status: string;
        notes: { kind: string; text: string; callBackAt: string | null }[];
        events: { toStatus: string; note: string | null }[];
      };
    // A moment already gone: refused on its field, and nothing moved nor written.
    const past = new Date(app.ctx.clock.now().getTime() - HOUR).toISOString();
    const refused = await injectAs(app, tutor, 'POST', path, {
      note: 'Segreteria',
      callBackAt: past,
    });
    expect(refused.statusCode).toBe(400);
    expect(fieldErrorsOf(refused)).toEqual({
      'body.callBackAt': 'Scegli un momento futuro per richiamare',
    });
    expect(await detail()).toMatchObject({ status: 'NUOVA', notes: [] });

    const callBackAt = new Date(app.ctx.clock.now().getTime() + 20 * HOUR).toISOString();
    const moved = await injectAs(app, tutor, 'POST', path, {
      note: 'Non risponde, lasciato un messaggio',
      callBackAt,
    });
    expect(moved.statusCode, moved.body).toBe(200);
    const after = await detail();
    expect(after.status).toBe('DA RICHIAMARE');
    // The words said once: as the call, with its call-back; the move carries none.
    expect(after.notes.filter((n) => n.kind === 'call')).toEqual([
      expect.objectContaining({ text: 'Non risponde, lasciato un messaggio', callBackAt }),
    ]);
    expect(after.events.at(-1)).toMatchObject({ toStatus: 'DA RICHIAMARE', note: null });
    // The inbox leaves it aside until then, as after 'Registra chiamata'.
    const row = (await list('?pageSize=100')).find((r) => r.id === id) as unknown as {
      callBackAt: string | null;
    };
    expect(row.callBackAt).toBe(callBackAt);

    // Without a moment the note stays the move's, and no call is written; with one and no words,
    // the call says 'Da richiamare'.
    const plain = await createTestRequest(app, customer);
    const plainMove = await injectAs(
      app,
      tutor,
      'POST',
      `/v1/backoffice/requests/${plain}/mark-to-call`,
      { note: 'Primo contatto' },
    );
    expect(plainMove.statusCode, plainMove.body).toBe(200);
    const plainDetail = (
      await injectAs(app, tutor, 'GET', `/v1/backoffice/requests/${plain}`)
    ).json();
    expect(plainDetail.notes.filter((n: { kind: string }) => n.kind === 'call')).toEqual([]);
    expect(plainDetail.events.at(-1)).toMatchObject({ note: 'Primo contatto' });
    const bare = await createTestRequest(app, customer);
    const bareMove = await injectAs(
      app,
      tutor,
      'POST',
      `/v1/backoffice/requests/${bare}/mark-to-call`,
      { callBackAt },
    );
    expect(bareMove.statusCode, bareMove.body).toBe(200);
    const bareDetail = (
      await injectAs(app, tutor, 'GET', `/v1/backoffice/requests/${bare}`)
    ).json();
    expect(bareDetail.notes.filter((n: { kind: string }) => n.kind === 'call')).toEqual([
      expect.objectContaining({ text: 'Da richiamare', callBackAt }),
    ]);
    // Moved already: refused (409) in one write — the call-back it brought is not written either.
    const again = await injectAs(
      app,
      tutor,
      'POST',
      `/v1/backoffice/requests/${bare}/mark-to-call`,
      { note: 'Di nuovo', callBackAt },
    );
    expect(again.statusCode).toBe(409);
    const afterAgain = (
      await injectAs(app, tutor, 'GET', `/v1/backoffice/requests/${bare}`)
    ).json() as { notes: { kind: string }[] };
    expect(afterAgain.notes.filter((n) => n.kind === 'call')).toHaveLength(1);
  });

  it('keeps a call-back agreed at any open status until a move after it came due answers it', async () => {
    // A pause with no call-back, older than the one below: it stays among the pauses.
    const otherPause = await createTestRequest(app, customer);
    await injectAs(app, tutor, 'POST', `/v1/backoffice/requests/${otherPause}/stand-by`, {
      reason: 'FAMILY_REQUEST',
    });
    const id = await createTestRequest(app, customer);
    const serviceId = await babysitterServiceId(app, tutor);
    const move = (path: string, payload?: object) =>
      injectAs(app, tutor, 'POST', `/v1/backoffice/requests/${id}/${path}`, payload);
    expect((await move('quote', { serviceId, requestDetail: QUOTE_2030 })).statusCode).toBe(200);
    const callBackAt = new Date(app.ctx.clock.now().getTime() + 2 * HOUR).toISOString();
    await move('notes', { kind: 'call', text: 'Ci pensa: richiamare oggi pomeriggio', callBackAt });
    const row = async () =>
      (await list('?pageSize=100')).find((r) => r.id === id) as unknown as {
        status: string;
        callBackAt: string | null;
      };
    // The quote waits for the family, and the tutor promised a call: it stands.
    expect(await row()).toMatchObject({ status: 'INVIATO PREVENTIVO', callBackAt });
    await advance(3 * HOUR);
    expect((await row()).callBackAt).toBe(callBackAt);
    // Paused after it came due: the move answers it.
    expect((await move('stand-by', { reason: 'FAMILY_REQUEST' })).statusCode).toBe(200);
    expect((await row()).callBackAt).toBeNull();

    // In the pause, the family asks to be called back next week: until then nobody acts on it,
    // then it is the tutors' turn, among the requests to act on, waiting since it came due.
    const nextWeek = new Date(app.ctx.clock.now().getTime() + 7 * 24 * HOUR).toISOString();
    await move('notes', {
      kind: 'call',
      text: 'Richiamare la settimana prossima',
      callBackAt: nextWeek,
    });
    const rankOf = async () => (await list('?pageSize=100')).findIndex((r) => r.id === id);
    const fresh = await createTestRequest(app, customer);
    const freshRank = async () => (await list('?pageSize=100')).findIndex((r) => r.id === fresh);
    expect(await rankOf()).toBeGreaterThan(await freshRank());
    await advance(8 * 24 * HOUR);
    expect((await row()).callBackAt).toBe(nextWeek);
    // Due a day ago, while the new request waits for 8 days: it comes after it, not among the pauses.
    const ids = (await list('?pageSize=100')).map((r) => r.id);
    expect(ids.indexOf(id)).toBeGreaterThan(ids.indexOf(fresh));
    expect(ids.indexOf(id)).toBeLessThan(ids.indexOf(otherPause));
  });

  it('ends a call-back once the request moves past what the call was about, however far ahead it was', async () => {
    const id = await createTestRequest(app, customer);
    const serviceId = await babysitterServiceId(app, tutor);
    const callBackAt = new Date(app.ctx.clock.now().getTime() + 26 * HOUR).toISOString();
    await injectAs(app, tutor, 'POST', `/v1/backoffice/requests/${id}/notes`, {
      kind: 'call',
      text: 'Le mando il preventivo, la richiamo domani',
      callBackAt,
    });
    const row = async () =>
      (await list('?pageSize=100')).find((r) => r.id === id) as unknown as {
        status: string;
        callBackAt: string | null;
      };
    expect((await row()).callBackAt).toBe(callBackAt);
    // The quote sent after the call is what the call was about: the call-back stands.
    await advance(HOUR);
    const quote = { serviceId, requestDetail: QUOTE_2030 };
    expect(
      (await injectAs(app, tutor, 'POST', `/v1/backoffice/requests/${id}/quote`, quote)).statusCode,
    ).toBe(200);
    expect(await row()).toMatchObject({ status: 'INVIATO PREVENTIVO', callBackAt });
    // The family accepts it before the agreed moment: nothing left to call about.
    await advance(HOUR);
    expect((await acceptQuote(app, customer, id)).statusCode).toBe(200);
    expect(await row()).toMatchObject({ status: 'PREVENTIVO ACCETTATO', callBackAt: null });
    // Neither does the agreed moment, come, bring it back among those to act on.
    await advance(25 * HOUR);
    expect((await row()).callBackAt).toBeNull();
  });

  it('keeps in the history who moved the interview and who took or handed on the request', async () => {
    const { id } = await requestWithCandidates(app, customer, tutor, ['cg-sofia-ricci']);
    expect((await chooseCaregiver(app, customer, id, 'cg-sofia-ricci')).statusCode).toBe(200);
    await completePayment(app, id);
    const at = (hours: number) =>
      new Date(app.ctx.clock.now().getTime() + hours * HOUR).toISOString();
    const interview = (method: 'POST' | 'PUT', dateTime: string) =>
      injectAs(app, tutor, method, `/v1/backoffice/requests/${id}/interview`, {
        dateTime,
        place: 'Via Roma 1, Torino',
      });
    expect((await interview('POST', at(48))).statusCode).toBe(200);
    expect((await interview('PUT', at(72))).statusCode).toBe(200);
    const assign = (uid: string | null) =>
      injectAs(app, tutor, 'PUT', `/v1/backoffice/requests/${id}/assignee`, { tutorUid: uid });
    await setUserName(app, colleague, 'Anna', 'Ferri');
    expect((await assign(tutor.uid)).statusCode).toBe(204);
    expect((await assign(tutor.uid)).statusCode).toBe(204); // no change: nothing more written
    expect((await assign(colleague.uid)).statusCode).toBe(204);
    expect((await assign(null)).statusCode).toBe(204);

    const detail = await injectAs(app, tutor, 'GET', `/v1/backoffice/requests/${id}`);
    const activities = (
      detail.json().notes as { kind: string; text: string; author: { uid: string } }[]
    ).filter((note) => note.kind === 'activity');
    expect(activities.map((note) => note.text)).toEqual([
      // Sending the quote took the request (the first contact); assigning it again writes nothing.
      'Presa in carico',
      expect.stringMatching(
        /^Colloquio spostato (al |all’)\d+ \w+ \d{4}, \d\d:\d\d \(prima: \d+ \w+ \d{4}, \d\d:\d\d\)$/,
      ),
      'Assegnata ad Anna Ferri',
      'Assegnazione tolta',
    ]);
    expect(activities.every((note) => note.author.uid === tutor.uid)).toBe(true);
    // Not a note a tutor can write herself.
    const forged = await injectAs(app, tutor, 'POST', `/v1/backoffice/requests/${id}/notes`, {
      kind: 'activity',
      text: 'Presa in carico',
    });
    expect(forged.statusCode).toBe(400);
  });

  it('"Le mie": only the requests assigned to the calling tutor', async () => {
    const mine = await createTestRequest(app, customer);
    const theirs = await createTestRequest(app, customer);
    const assign = (id: number, uid: string) =>
      injectAs(app, tutor, 'PUT', `/v1/backoffice/requests/${id}/assignee`, { tutorUid: uid });
    expect((await assign(mine, tutor.uid)).statusCode).toBe(204);
    expect((await assign(theirs, colleague.uid)).statusCode).toBe(204);
    const ids = (await list('?assignedTo=me')).map((r) => r.id);
    expect(ids).toContain(mine);
    expect(ids).not.toContain(theirs);
  });

  it('tells the picker which of the agency’s checks each caregiver has passed', async () => {
    const checksOf = async () => {
      const res = await injectAs(app, tutor, 'GET', '/v1/backoffice/caregivers?pageSize=100');
      expect(res.statusCode, res.body).toBe(200);
      const rows = res.json().content as { docRef: string; checkKinds: string[] }[];
      return rows.find((c) => c.docRef === 'cg-irina-kovalenko')!.checkKinds;
    };
    const before = await checksOf();
    expect(before).not.toContain('criminal-record');
    for (const kind of ['criminal-record', 'identity-document']) {
      const recorded = await injectAs(
        app,
        tutor,
        'POST',
        '/v1/backoffice/caregivers/cg-irina-kovalenko/checks',
        { kind, checkedOn: italianDay(app.ctx.clock.now()) },
      );
      expect(recorded.statusCode, recorded.body).toBe(200);
    }
    const after = await checksOf();
    expect(after).toContain('criminal-record');
    expect(after).toContain('identity-document');
    // In the agency's order, each kind once.
    expect(after.indexOf('identity-document')).toBeLessThan(after.indexOf('criminal-record'));
    expect(new Set(after).size).toBe(after.length);
  });

  it('marks the caregivers chosen on another open request', async () => {
    const { id } = await requestWithCandidates(app, customer, tutor, ['cg-martina-rossi']);
    const chose = await chooseCaregiver(app, customer, id, 'cg-martina-rossi');
    expect(chose.statusCode, chose.body).toBe(200);
    const res = await injectAs(app, tutor, 'GET', '/v1/backoffice/caregivers?pageSize=100');
    expect(res.statusCode, res.body).toBe(200);
    const byRef = new Map(
      (res.json().content as { docRef: string; busyOn: number[] }[]).map((c) => [c.docRef, c]),
    );
    expect(byRef.get('cg-martina-rossi')!.busyOn).toEqual([id]);
    expect(byRef.get('cg-luca-marino')!.busyOn).toEqual([]);
    // Her own page says it too.
    const page = (docRef: string) =>
      injectAs(app, tutor, 'GET', `/v1/backoffice/caregivers/${docRef}`);
    expect((await page('cg-martina-rossi')).json().busyOn).toEqual([id]);
    expect((await page('cg-luca-marino')).json().busyOn).toEqual([]);

    // Closed, the request no longer keeps her busy.
    await injectAs(app, tutor, 'POST', `/v1/backoffice/requests/${id}/close`, {
      outcome: 'NON RISPONDE',
      note: 'Nessuna risposta',
    });
    const after = await injectAs(app, tutor, 'GET', '/v1/backoffice/caregivers?pageSize=100');
    const martina = (after.json().content as { docRef: string; busyOn: number[] }[]).find(
      (c) => c.docRef === 'cg-martina-rossi',
    );
    expect(martina!.busyOn).toEqual([]);
    expect((await page('cg-martina-rossi')).json().busyOn).toEqual([]);
  });
});
