import type { CaregiverRecord } from '@equilibrio/contract/caregivers';
import { withDayArticle } from '@equilibrio/contract/italian-format';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { injectAs, useTestUser } from '../../../test/helpers';
import { chooseCaregiver } from '../../../test/payment-fixtures';
import {
  advanceClock,
  advanceToInterview,
  askAssistance,
  completePayment,
  createTestRequest,
  mailsTo,
  paidWithInterviewSoon,
  recordCriminalRecords,
  startSelection,
  useWorkflowApp,
} from '../../../test/workflow-fixtures';
import { payments } from '../../db/schema/payments';
import { requests } from '../../db/schema/requests';
import type { ManualClock } from '../../lib/clock';
import { formatItalianDay } from './mail-facts';

/**
 * Issue 21 item 8: while a substitution is open the family cannot ask for another one — the API
 * refuses it (409, nothing written) and tells the page when it was asked, so 'Sostituisci' is
 * disabled with 'Sostituzione richiesta il …'. Another family never learns of it.
 */
describe('an open substitution', () => {
  const { app, customer, tutor } = useWorkflowApp();
  const other = useTestUser(app);
  /** A family with no earlier substitution (the tests above ask theirs as `customer`). */
  const third = useTestUser(app);

  const asTutor = async (method: 'POST' | 'PATCH', url: string, payload?: object) => {
    const res = await app.inject({
      method,
      url: `/v1/backoffice${url}`,
      headers: tutor.headers,
      ...(payload ? { payload } : {}),
    });
    expect(res.statusCode, `${url}: ${res.body}`).toBeLessThan(300);
    return res.body ? res.json() : null;
  };
  const chosen = async (id: number, headers = customer.headers) => {
    const res = await app.inject({
      method: 'GET',
      url: `/v1/caregiver-selection/request/${id}/phase/CHOSEN`,
      headers,
    });
    return { statusCode: res.statusCode, records: res.json() as CaregiverRecord[] };
  };
  /** The ask as the family's request carries it: its page, and its row on the list (Home's too). */
  const requestAsk = async (id: number) => {
    const detail = await injectAs(app, customer, 'GET', `/v2/requests/${id}`);
    const list = await injectAs(app, customer, 'GET', `/v2/requests/${customer.uid}/requests`);
    const row = (list.json().content as { id: number; substitutionAskedAt: string | null }[]).find(
      (request) => request.id === id,
    );
    return {
      detail: detail.json().substitutionAskedAt as string | null,
      list: row?.substitutionAskedAt,
    };
  };

  /** The ask as the tutor's request page carries it (its note of what handling it does). */
  const workspaceAsk = async (id: number) =>
    (await injectAs(app, tutor, 'GET', `/v1/backoffice/requests/${id}`)).json()
      .substitutionAskedAt as string | null;

  /** A request of `family`'s whose caregiver (Martina) is in service: SELEZIONE COMPLETATA. */
  async function inService(family = customer) {
    const { id, at } = await paidWithInterviewSoon(app, family, tutor, {
      candidates: ['cg-martina-rossi', 'cg-chiara-esposito'],
    });
    // In a minute: the clock then moves to it, so the tutor can record how it went.
    await advanceToInterview(app, at, []);
    await asTutor('POST', `/requests/${id}/interview-done`);
    return id;
  }

  it('refuses a second substitution and says when the first was asked', async () => {
    const id = await inService();
    expect((await chosen(id)).records[0]).toMatchObject({
      started: true,
      substitutionRequestedAt: null,
    });

    const first = await askAssistance(app, customer, id, 'Non si trova bene', 'SUBSTITUTION');
    expect(first.statusCode).toBe(201);
    const askedAt = first.json().createdAt as string;
    expect((await chosen(id)).records[0]!.substitutionRequestedAt).toBe(askedAt);
    // The request carries it too: the list and Home no longer say only 'Servizio attivo'.
    expect(await requestAsk(id)).toEqual({ detail: askedAt, list: askedAt });

    const again = await askAssistance(app, customer, id, 'Ancora io', 'SUBSTITUTION');
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe(
      `Hai già chiesto una sostituzione ${withDayArticle('il', formatItalianDay(new Date(askedAt)))}: il family tutor ti contatterà.`,
    );
    // Nothing written: still one substitution message for the request.
    const detail = await injectAs(app, tutor, 'GET', `/v1/backoffice/requests/${id}`);
    const messages = (detail.json().assistance ?? []) as { type: string }[];
    expect(messages.filter((m) => m.type === 'SUBSTITUTION')).toHaveLength(1);

    // Help of another kind is still welcome.
    expect((await askAssistance(app, customer, id, 'Una domanda')).statusCode).toBe(201);

    // Another family sees nothing of this request.
    expect((await chosen(id, other.headers)).statusCode).toBe(404);
    expect((await askAssistance(app, other, id, 'Sostituisci', 'SUBSTITUTION')).statusCode).toBe(
      404,
    );

    // While the tutor replaces Martina (IN ATTESA) it stays open, even once handled.
    await asTutor('POST', `/requests/${id}/substitution`, { reason: 'FAMILY_REQUEST' });
    expect((await chosen(id)).records[0]!.substitutionRequestedAt).toBe(askedAt);
  });

  // A caregiver 'Terminata' could still be asked to be replaced: the tutor then had no move.
  it('is refused once the service has ended, by the family and by the tutor', async () => {
    const id = await inService(third);
    const [row] = await app.ctx.db.select().from(requests).where(eq(requests.id, id));
    await app.ctx.db
      .update(requests)
      .set({
        requestDetail: {
          ...row!.requestDetail!,
          serviceStart: '2020-01-01',
          serviceEnd: '2020-06-30',
        },
      })
      .where(eq(requests.id, id));
    // Not offered to the tutor (the workspace's moves), and refused when asked all the same.
    const workspace = await injectAs(app, tutor, 'GET', `/v1/backoffice/requests/${id}`);
    const moves = (workspace.json().allowedTransitions as { action: string }[]).map(
      (m) => m.action,
    );
    expect(moves).not.toContain('substitutionAsked');
    expect(moves).toContain('closeNotInterested');
    const asked = await askAssistance(app, third, id, 'Non si trova bene', 'SUBSTITUTION');
    expect(asked.statusCode).toBe(409);
    expect(asked.json().error.message).toBe(
      'Il servizio si è concluso: non c’è un caregiver in servizio da sostituire. Se ti serve di nuovo aiuto, crea una nuova richiesta.',
    );
    const started = await app.inject({
      method: 'POST',
      url: `/v1/backoffice/requests/${id}/substitution`,
      headers: tutor.headers,
      payload: { reason: 'FAMILY_REQUEST' },
    });
    expect(started.statusCode).toBe(409);
    expect(started.json().error.message).toBe(
      'Il servizio è concluso: non c’è un caregiver in servizio da sostituire.',
    );
  });

  it('opens again once the tutor settled it without a substitute', async () => {
    const id = await inService();
    const asked = await askAssistance(app, customer, id, 'Orari difficili', 'SUBSTITUTION');
    const messageId = asked.json().id as number;
    expect(await requestAsk(id)).toEqual({
      detail: asked.json().createdAt,
      list: asked.json().createdAt,
    });
    // The tutor's page reads the same rule: the ask stands until handled.
    expect(await workspaceAsk(id)).toBe(asked.json().createdAt);
    await asTutor('POST', `/assistance/${messageId}/handled`);
    expect((await chosen(id)).records[0]!.substitutionRequestedAt).toBeNull();
    expect(await requestAsk(id)).toEqual({ detail: null, list: null });
    expect(await workspaceAsk(id)).toBeNull();
    expect((await askAssistance(app, customer, id, 'Di nuovo', 'SUBSTITUTION')).statusCode).toBe(
      201,
    );
  });

  it('warns the tutor off a caregiver the family asked to replace, on their other requests only', async () => {
    const id = await inService(third);
    const another = await createTestRequest(app, third);
    const elsewhere = await createTestRequest(app, other);
    const suggestions = async (requestId: number) => {
      const res = await injectAs(
        app,
        tutor,
        'GET',
        `/v1/backoffice/requests/${requestId}/suggestions`,
      );
      expect(res.statusCode).toBe(200);
      return (res.json() as { caregiver: { docRef: string } }[]).map((s) => s.caregiver.docRef);
    };
    const martinaOn = async (requestId: number) => {
      const res = await injectAs(app, tutor, 'GET', `/v1/backoffice/requests/${requestId}`);
      const candidates = res.json().candidates as {
        caregiver: { docRef: string };
        replacementAskedOn: number[];
      }[];
      return candidates.find((c) => c.caregiver.docRef === 'cg-martina-rossi')!.replacementAskedOn;
    };
    expect(await suggestions(another)).toContain('cg-martina-rossi');

    await askAssistance(app, third, id, 'Non si trova bene', 'SUBSTITUTION');
    // Not suggested to this family again; another family's suggestions are unchanged.
    expect(await suggestions(another)).not.toContain('cg-martina-rossi');
    expect(await suggestions(elsewhere)).toContain('cg-martina-rossi');
    // Proposed anyway (from the directory): the row says where the family asked to replace her.
    const terms = {
      requestDetail: {
        serviceStart: '2099-01-07',
        serviceEnd: '2099-12-31',
        netHourCost: 10,
        packageFlatCost: null,
      },
    };
    await startSelection(app, third, tutor, another, terms);
    await startSelection(app, other, tutor, elsewhere, terms);
    for (const requestId of [another, elsewhere]) {
      await asTutor('POST', `/requests/${requestId}/candidates`, {
        docRef: 'cg-martina-rossi',
        confirmBusy: true,
      });
    }
    expect(await martinaOn(another)).toEqual([id]);
    expect(await martinaOn(elsewhere)).toEqual([]);
    // On the request itself the tutor reads the substitution, not this warning.
    expect(await martinaOn(id)).toEqual([]);
  });

  it('stays open when the substitute’s interview fails: the caregiver in service is not replaced', async () => {
    const id = await inService();
    const asked = await askAssistance(app, customer, id, 'Non si trova bene', 'SUBSTITUTION');
    const askedAt = asked.json().createdAt as string;
    await asTutor('POST', `/requests/${id}/substitution`, { reason: 'FAMILY_REQUEST' });
    await asTutor('POST', `/requests/${id}/candidates`, {
      docRef: 'cg-luca-marino',
      confirmBusy: true,
    });
    await asTutor('POST', `/requests/${id}/new-selection`);
    await recordCriminalRecords(app, tutor, ['cg-luca-marino']);
    await asTutor('POST', `/requests/${id}/publish-candidates`);
    expect((await chooseCaregiver(app, customer, id, 'cg-luca-marino')).statusCode).toBe(200);
    await completePayment(app, id);
    // In a minute (tokens live an hour), and it fails.
    const at = new Date((app.ctx.clock as ManualClock).now().getTime() + 60_000);
    await asTutor('POST', `/requests/${id}/interview`, {
      dateTime: at.toISOString(),
      place: 'Via Roma 1, Torino',
    });
    await advanceToInterview(app, at, []);
    await asTutor('POST', `/requests/${id}/interview-failed`, { note: 'Orari incompatibili' });

    // Martina still serves and her substitution is still asked: no second one.
    const martina = (await chosen(id)).records.find((r) => r.docRef === 'cg-martina-rossi')!;
    expect(martina.substitutionRequestedAt).toBe(askedAt);
    expect((await askAssistance(app, customer, id, 'Ancora', 'SUBSTITUTION')).statusCode).toBe(409);
  });
});

/**
 * 'Avvia sostituzione' asks the tutor why: the reason goes to the history, the family is emailed
 * that a substitute is sought (the caregiver serving meanwhile, or no longer), with no new charge,
 * and its page shows the caregiver as being replaced.
 */
/** A test app with Martina in service, and what the tests of 'Avvia sostituzione' read. */
function useSubstitutionScene() {
  const { app, customer, tutor } = useWorkflowApp();
  const tutorPost = (url: string, payload?: object) =>
    app.inject({
      method: 'POST',
      url: `/v1/backoffice/requests${url}`,
      headers: tutor.headers,
      ...(payload ? { payload } : {}),
    });

  /** Martina confirmed by her interview; her service starting today (or on `serviceStart`). */
  async function inService(serviceStart?: string) {
    const { id, at } = await paidWithInterviewSoon(app, customer, tutor, { serviceStart });
    await advanceToInterview(app, at, []);
    expect((await tutorPost(`/${id}/interview-done`)).statusCode).toBe(200);
    return id;
  }
  /** `inService`, its interview's news sent on its own (else one digest tells both). */
  async function inServiceToldApart(serviceStart?: string) {
    const id = await inService(serviceStart);
    await app.jobs.runAll();
    (app.ctx.clock as ManualClock).advance(11 * 60_000);
    await app.jobs.runAll();
    return id;
  }
  const substitutionMails = async (id: number) =>
    (await mailsTo(app, customer.email)).filter(
      (m) => m.template === 'customer-substitution-started' && m.subject.includes(`#${id}`),
    );
  return { app, customer, tutor, tutorPost, inService, inServiceToldApart, substitutionMails };
}

describe('a substitution the tutor starts', () => {
  const { app, customer, tutor, tutorPost, inServiceToldApart, substitutionMails } =
    useSubstitutionScene();

  it('asks a reason (Italian 400, nothing written), is staff-only, and tells the family', async () => {
    // The interview's news goes out first, on its own (else one digest tells both).
    const id = await inServiceToldApart();
    const noReason = await tutorPost(`/${id}/substitution`);
    expect(noReason.statusCode).toBe(400);
    const other = await tutorPost(`/${id}/substitution`, { reason: 'OTHER' });
    expect(other.statusCode).toBe(400);
    expect(other.body).toContain('Scrivi il motivo nella nota');
    const byFamily = await injectAs(
      app,
      customer,
      'POST',
      `/v1/backoffice/requests/${id}/substitution`,
      { reason: 'FAMILY_REQUEST' },
    );
    expect(byFamily.statusCode).toBe(403);
    expect((await chosen(app, customer, id))[0]!.substitutionRequestedAt).toBeNull();

    const started = await tutorPost(`/${id}/substitution`, {
      reason: 'FAMILY_REQUEST',
      note: 'Orari cambiati',
    });
    expect(started.json()).toEqual({ id, status: 'IN ATTESA' });
    const detail = (await injectAs(app, tutor, 'GET', `/v1/backoffice/requests/${id}`)).json();
    expect(detail.events.at(-1)).toMatchObject({
      toStatus: 'IN ATTESA',
      note: 'Richiesta della famiglia — Orari cambiati',
    });

    // The family's page: Martina is being replaced (asked by the tutor, from that moment).
    const [martina] = await chosen(app, customer, id);
    expect(martina!.substitutionRequestedAt).toBe(detail.events.at(-1).createdAt);

    await app.jobs.runAll();
    (app.ctx.clock as ManualClock).advance(11 * 60_000);
    await app.jobs.runAll();
    const [mail] = await substitutionMails(id);
    expect(mail!.subject).toBe(`Stiamo cercando un sostituto — richiesta #${id} (babysitter)`);
    // The caregiver named once: 'il servizio con Martina Rossi' again read as a repetition.
    expect(mail!.text).toContain(
      'il family tutor sta cercando un sostituto per Martina Rossi. Nel frattempo il servizio continua come sempre, fino all’inizio del sostituto.',
    );
    expect(mail!.text.match(/Martina Rossi/g)).toHaveLength(1);
    expect(mail!.text).toContain('non dovrai pagare di nuovo');
    expect(mail!.text).not.toContain('Orari cambiati');
  });

  it('says the caregiver no longer serves when they are no longer available', async () => {
    const id = await inServiceToldApart();
    expect(
      (await tutorPost(`/${id}/substitution`, { reason: 'CAREGIVER_UNAVAILABLE' })).statusCode,
    ).toBe(200);
    (app.ctx.clock as ManualClock).advance(11 * 60_000);
    await app.jobs.runAll();
    const [mail] = await substitutionMails(id);
    // Named once: not 'un sostituto per Martina Rossi. Martina Rossi non può più proseguire…'.
    expect(mail!.text).toContain(
      'Martina Rossi non può più proseguire il servizio: il family tutor sta cercando un sostituto e ti proporrà nuovi profili al più presto.',
    );
    expect(mail!.text.match(/Martina Rossi/g)).toHaveLength(1);
    expect(mail!.text).not.toContain('continua come sempre');
  });

  it('sends the substitute’s profiles as a choice to confirm, with no new charge', async () => {
    const id = await inServiceToldApart();
    // Its selection paid (the fixtures move the status only): the request's `paidAt`.
    const paidAt = (app.ctx.clock as ManualClock).now();
    await app.ctx.db.insert(payments).values({
      requestId: id,
      customerUid: customer.uid,
      provider: 'sandbox',
      providerRef: `sandbox-substitution-${id}`,
      amountCents: 19_600,
      lineItems: [{ name: 'Selezione', description: null, amountCents: 19_600 }],
      currency: 'eur',
      idempotencyKey: `substitution-paid-${id}`,
      status: 'paid',
      expiresAt: paidAt,
      nextCheckAt: paidAt,
      createdAt: paidAt,
      updatedAt: paidAt,
      paidAt,
    });
    expect((await tutorPost(`/${id}/substitution`, { reason: 'FAMILY_REQUEST' })).statusCode).toBe(
      200,
    );
    // The substitution's news goes out on its own (else one digest tells both).
    await advanceClock(app, 11 * 60_000, [{ user: tutor, role: 'tutor' }]);
    await app.jobs.runAll();
    const added = await tutorPost(`/${id}/candidates`, {
      docRef: 'cg-luca-marino',
      confirmBusy: true,
    });
    expect(added.statusCode, added.body).toBeLessThan(300);
    expect((await tutorPost(`/${id}/new-selection`)).statusCode).toBe(200);
    await recordCriminalRecords(app, tutor, ['cg-luca-marino']);
    expect((await tutorPost(`/${id}/publish-candidates`)).statusCode).toBe(200);
    await advanceClock(app, 11 * 60_000, [{ user: tutor, role: 'tutor' }]);
    await app.jobs.runAll();
    const [mail] = (await mailsTo(app, customer.email)).filter(
      (m) => m.template === 'customer-candidates-published' && m.subject.includes(`#${id}`),
    );
    // Paid already ('non dovrai pagare di nuovo', said as the substitution started): no payment.
    expect(mail!.text).toContain(
      'Guarda il profilo e, se ti convince, sceglilo, senza nuovi addebiti: vale il pagamento che hai già effettuato. Lo riserveremo per te per 24 ore, il tempo di confermare la scelta.',
    );
    expect(mail!.text).not.toContain('completare il pagamento');
  });
});

/**
 * A substitution before the first day (the caregiver confirmed by the interview, the service
 * still ahead): the email says the service has not started, not that it goes on as always. With
 * nobody confirmed there is nobody to replace: refused, no email.
 */
describe('a substitution on a request not in service yet', () => {
  const scene = useSubstitutionScene();
  const { app, tutorPost, inServiceToldApart, substitutionMails } = scene;

  it('on a service not started yet, says so rather than that it goes on as always', async () => {
    const id = await inServiceToldApart('2099-01-07');
    expect((await tutorPost(`/${id}/substitution`, { reason: 'FAMILY_REQUEST' })).statusCode).toBe(
      200,
    );
    (app.ctx.clock as ManualClock).advance(11 * 60_000);
    await app.jobs.runAll();
    const [mail] = await substitutionMails(id);
    expect(mail!.text).toContain(
      'il family tutor sta cercando un sostituto per Martina Rossi. Il servizio, previsto dal 7 gennaio 2099, non è ancora iniziato.',
    );
    expect(mail!.text).not.toContain('continua come sempre');
  });

  it('on a service not started yet, says an unavailable caregiver cannot start it', async () => {
    const id = await inServiceToldApart('2099-01-07');
    expect(
      (await tutorPost(`/${id}/substitution`, { reason: 'CAREGIVER_UNAVAILABLE' })).statusCode,
    ).toBe(200);
    (app.ctx.clock as ManualClock).advance(11 * 60_000);
    await app.jobs.runAll();
    const [mail] = await substitutionMails(id);
    expect(mail!.text).toContain('Martina Rossi non potrà iniziare il servizio:');
    expect(mail!.text).not.toContain('proseguire');
  });

  it('is refused on a request with no caregiver confirmed: no email of a substitute for nobody', async () => {
    const { app, customer, tutorPost } = scene;
    // Nobody to replace (a request set to 'Selezione completata' without a confirmed choice).
    const id = await createTestRequest(app, customer);
    await app.ctx.db
      .update(requests)
      .set({ status: 'SELEZIONE COMPLETATA' })
      .where(eq(requests.id, id));
    const refused = await tutorPost(`/${id}/substitution`, { reason: 'FAMILY_REQUEST' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toBe('Nessun caregiver confermato per questa richiesta.');
    (app.ctx.clock as ManualClock).advance(11 * 60_000);
    await app.jobs.runAll();
    expect(await scene.substitutionMails(id)).toEqual([]);
  });
});

async function chosen(
  app: ReturnType<typeof useWorkflowApp>['app'],
  user: { headers: Record<string, string> },
  id: number,
) {
  const res = await app.inject({
    method: 'GET',
    url: `/v1/caregiver-selection/request/${id}/phase/CHOSEN`,
    headers: user.headers,
  });
  return res.json() as CaregiverRecord[];
}
