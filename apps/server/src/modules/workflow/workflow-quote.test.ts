import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestUser, fieldErrorsOf, injectAs } from '../../../test/helpers';
import { createCompany } from '../../../test/request-fixtures';
import { createTestRequest, mailsTo, petSitterServiceId } from '../../../test/workflow-fixtures';
import { TUTOR_TEAM, useWorkflowJourney } from '../../../test/workflow-journey';
import { companyServices, serviceProducts } from '../../db/schema/catalog';
import { requests } from '../../db/schema/requests';
import { italianDay } from '../../lib/clock';

// The request workflow (WORKFLOW.md), first part: a new request, the call-back and the quote
// up to the customer's acceptance (the selection: workflow-selection.test.ts; substitution,
// pause and closing: workflow-after-selection.test.ts).

describe('request workflow: from NUOVA to an accepted quote', () => {
  const { app, customer, tutor, asTutor, detail, quote, ...journey } = useWorkflowJourney();

  it('tells every tutor about a request nobody has taken, and only the assigned tutor after', async () => {
    const other = await createTestUser(app, { role: 'tutor' });
    const id = await createTestRequest(app, customer);
    for (const to of [TUTOR_TEAM, tutor.email, other.email]) {
      expect((await mailsTo(app, to)).map((m) => m.subject)).toContain(`Nuova richiesta #${id}`);
    }
    const assign = await asTutor('PUT', `/${id}/assignee`, { tutorUid: tutor.uid });
    expect(assign.statusCode).toBe(204);
    const sent = await asTutor('POST', `/${id}/quote`, quote('2030-01-10', '2030-06-10'));
    expect(sent.statusCode).toBe(200);
    expect((await journey.confirmQuote(id)).statusCode).toBe(200);
    const accepted = (to: string) =>
      mailsTo(app, to).then((m) =>
        m.filter((x) => x.template === 'tutor-quote-accepted' && x.text.includes(`#${id}`)),
      );
    expect(await accepted(tutor.email)).toHaveLength(1);
    expect(await accepted(other.email)).toHaveLength(0);
    expect(await accepted(TUTOR_TEAM)).toHaveLength(1);

    // The quote page's 'Accettato il …' reads when the customer accepted.
    const read = await injectAs(app, customer, 'GET', `/v2/requests/${id}`);
    expect(read.json().quoteAcceptedAt).toBe(app.ctx.clock.now().toISOString());
  });

  it('the quote email of a welfare request names the company programme beside the amounts', async () => {
    const id = await createTestRequest(app, customer);
    const companyId = await createCompany(app, ['BABYSITTER']);
    await app.ctx.db.update(requests).set({ welfare: true, companyId }).where(eq(requests.id, id));
    // The company's own catalogue service, with its prices ('Altre province').
    const [offered] = await app.ctx.db
      .select({ serviceId: companyServices.serviceId })
      .from(companyServices)
      .where(eq(companyServices.companyId, companyId));
    await app.ctx.db.insert(serviceProducts).values([
      { serviceId: offered!.serviceId, productType: 'SERVICE', amountCents: 9_900 },
      { serviceId: offered!.serviceId, productType: 'SUBSCRIPTION', amountCents: 1_900 },
    ]);
    const today = italianDay(journey.clock().now());
    const sent = await asTutor('POST', `/${id}/quote`, {
      ...quote(today, '2099-12-31'),
      serviceId: offered!.serviceId,
    });
    expect(sent.statusCode).toBe(200);
    const quoteMail = (await mailsTo(app, customer.email)).find(
      (m) => m.template === 'customer-quote-sent' && m.subject.includes(`#${id}`),
    )!;
    expect(quoteMail.text).toContain('= Totale 118,00 €.');
    expect(quoteMail.text).toContain(
      'Richiesta con il programma welfare di Azienda Prova S.r.l.: prezzi del catalogo riservato ai dipendenti.',
    );
  });

  it('calls back, validates and sends the quote; the customer accepts it once', async () => {
    const id = await createTestRequest(app, customer);
    expect((await mailsTo(app, TUTOR_TEAM))[0]!.subject).toBe(`Nuova richiesta #${id}`);

    // The customer cannot accept a quote that was not sent.
    journey.expectInvalidState(await journey.confirmQuote(id), 'NUOVA', 'customer');

    expect(
      (
        await asTutor('POST', `/${id}/mark-to-call`, { note: 'Non risponde, riprovo domani' })
      ).json(),
    ).toEqual({
      id,
      status: 'DA RICHIAMARE',
    });

    // Quote: the body is validated, the service must fit the request.
    const badQuote = await asTutor('POST', `/${id}/quote`, {
      serviceId: journey.babysitterService(),
      requestDetail: { ...quote('2030-01-10', '2029-01-01').requestDetail, workDays: 'mon-xyz' },
    });
    expect(Object.keys(fieldErrorsOf(badQuote))).toEqual(
      expect.arrayContaining(['body.requestDetail.workDays', 'body.requestDetail.serviceEnd']),
    );
    const petService = await petSitterServiceId(app, tutor);
    const wrongService = await asTutor('POST', `/${id}/quote`, {
      ...quote('2030-01-10', '2030-06-10'),
      serviceId: petService,
    });
    expect(fieldErrorsOf(wrongService)).toHaveProperty('serviceId');
    // Neither an hourly rate nor a flat cost: the caregiver's pay is missing (the form's rule too).
    const noCost = await asTutor('POST', `/${id}/quote`, {
      ...quote('2030-01-10', '2030-06-10'),
      requestDetail: {
        ...quote('2030-01-10', '2030-06-10').requestDetail,
        netHourCost: null,
        packageFlatCost: null,
      },
    });
    expect(fieldErrorsOf(noCost)).toEqual({
      'body.requestDetail.netHourCost': 'Indica il costo orario o il costo forfettario',
    });
    // Both: the quote shows one cost, the other would vanish from what the family reads.
    const both = await asTutor('POST', `/${id}/quote`, {
      ...quote('2030-01-10', '2030-06-10'),
      requestDetail: { ...quote('2030-01-10', '2030-06-10').requestDetail, packageFlatCost: 650 },
    });
    expect(fieldErrorsOf(both)).toEqual({
      'body.requestDetail.packageFlatCost':
        'Indica il costo orario oppure il costo forfettario, non entrambi',
    });
    // Zero is no price: a family would read '0,00 €/h' as a mistake.
    const zero = await asTutor('POST', `/${id}/quote`, {
      ...quote('2030-01-10', '2030-06-10'),
      requestDetail: {
        ...quote('2030-01-10', '2030-06-10').requestDetail,
        netHourCost: 0,
        packageFlatCost: 0,
      },
    });
    expect(fieldErrorsOf(zero)).toEqual({
      'body.requestDetail.netHourCost': 'Il costo orario deve essere maggiore di zero',
      'body.requestDetail.packageFlatCost': 'Il costo forfettario deve essere maggiore di zero',
    });
    // No babysitting for 0 children: the count is left empty when not known.
    const noChildren = await asTutor('POST', `/${id}/quote`, {
      ...quote('2030-01-10', '2030-06-10'),
      requestDetail: { ...quote('2030-01-10', '2030-06-10').requestDetail, numberOfChildren: 0 },
    });
    expect(fieldErrorsOf(noChildren)).toEqual({
      'body.requestDetail.numberOfChildren':
        'Almeno 1 bambino: se non sai quanti sono, lascia vuoto',
    });
    // A start before today (Italy's calendar, by the server's clock) would stay in the quote.
    const past = await asTutor('POST', `/${id}/quote`, quote('2020-01-10', '2020-06-10'));
    expect(past.statusCode).toBe(400);
    expect(fieldErrorsOf(past)).toEqual({
      'body.requestDetail.serviceStart': 'L’inizio del servizio non può essere prima di oggi',
    });
    expect((await detail(id)).status).toBe('DA RICHIAMARE');

    const today = italianDay(journey.clock().now());
    const sent = await asTutor('POST', `/${id}/quote`, quote(today, '2099-12-31'));
    expect(sent.json()).toEqual({ id, status: 'INVIATO PREVENTIVO' });
    const quoted = await detail(id);
    expect(quoted.serviceLinked).toMatchObject({
      id: journey.babysitterService(),
      customerType: 'B2C',
    });
    expect(quoted.requestDetail).toMatchObject({ netHourCost: 10.5, workDays: 'mon-wed-fri' });
    const quoteMail = (await mailsTo(app, customer.email))[0]!;
    expect(quoteMail).toMatchObject({
      template: 'customer-quote-sent',
      subject: `Il preventivo per la richiesta #${id} (babysitter) è pronto`,
    });
    // The costs, in the quote page's words: paid now, then, and the caregiver's 10,50 € an hour.
    expect(quoteMail.text).toContain('Da pagare a Equilibrio: ');
    expect(quoteMail.text).toContain(
      'Lo paghi solo quando scegli il caregiver: accettare il preventivo non costa nulla.',
    );
    expect(quoteMail.text).toContain('Totale');
    expect(quoteMail.text).toContain('10,50 €/h');
    // A private request: not a word of welfare.
    expect(quoteMail.text).not.toContain('welfare');
    // The service proposed, in the quote page's words: a family reading only the email knows when.
    expect(quoteMail.text).toContain('Il servizio proposto:');
    expect(quoteMail.text).toContain('Fine prevista: 31 dic 2099.');
    expect(quoteMail.text).toContain('Giorni: lun, mer, ven.');
    // Its prices told once, by the costs.
    expect(quoteMail.text.split('10,50 €').length - 1).toBe(1);

    // The customer accepts the quote, once.
    expect((await journey.confirmQuote(id)).json()).toEqual({
      id,
      status: 'PREVENTIVO ACCETTATO',
    });
    expect((await mailsTo(app, TUTOR_TEAM))[0]!.template).toBe('tutor-quote-accepted');
    journey.expectInvalidState(await journey.confirmQuote(id), 'PREVENTIVO ACCETTATO', 'customer');

    // The history: every change, in order, with who made it.
    expect(await journey.history(id)).toEqual([
      '— → NUOVA (customer)',
      'NUOVA → DA RICHIAMARE (tutor)',
      'DA RICHIAMARE → INVIATO PREVENTIVO (tutor)',
      'INVIATO PREVENTIVO → PREVENTIVO ACCETTATO (customer)',
    ]);
    const events = (await detail(id)).events;
    expect(events[1]).toMatchObject({
      note: 'Non risponde, riprovo domani',
      actor: { uid: tutor.uid },
    });
    expect(events[0].actor).toMatchObject({ uid: customer.uid, name: 'Giulia Bianchi' });
  });

  it('keeps the prices the family was sent through a correction, and sends no quote without prices', async () => {
    const id = await createTestRequest(app, customer);
    const first = quote('2030-01-10', '2030-06-10');
    await asTutor('POST', `/${id}/quote`, first);
    const sent = (await injectAs(app, customer, 'GET', `/v2/requests/${id}`)).json();
    expect(sent.quotedProducts.length).toBeGreaterThan(0);
    // The catalogue's prices change after the quote went out.
    await app.ctx.db
      .update(serviceProducts)
      .set({ amountCents: sql`${serviceProducts.amountCents} + 700` })
      .where(eq(serviceProducts.serviceId, first.serviceId));
    const url = `/${id}/quote?quoteSentAt=${encodeURIComponent(sent.quoteSentAt)}`;
    const corrected = await asTutor('PUT', url, {
      ...first,
      requestDetail: { ...first.requestDetail, netHourCost: 12 },
    });
    expect(corrected.statusCode).toBe(200);
    const after = (await injectAs(app, customer, 'GET', `/v2/requests/${id}`)).json();
    expect(after.requestDetail.netHourCost).toBe(12);
    expect(after.quotedProducts).toEqual(sent.quotedProducts);

    // A service without any price for the request's province, nor default ones: not sent.
    const other = await createTestRequest(app, customer);
    const prices = await app.ctx.db
      .delete(serviceProducts)
      .where(eq(serviceProducts.serviceId, first.serviceId))
      .returning();
    const unpriced = await asTutor('POST', `/${other}/quote`, first);
    // The catalogue as the other tests of the file know it.
    await app.ctx.db
      .insert(serviceProducts)
      .values(prices.map((row) => ({ ...row, amountCents: row.amountCents - 700 })));
    expect(fieldErrorsOf(unpriced)).toEqual({
      serviceId:
        'Questo servizio non ha prezzi per la provincia della richiesta né prezzi per «Altre province»: aggiungili nel catalogo, poi invia il preventivo.',
    });
  });

  it('refuses a live-in quote for a pet sitter (400, nothing written); the same quote without it goes', async () => {
    const id = await createTestRequest(app, customer, { businessLine: 'PETSITTER' });
    const petService = await petSitterServiceId(app, tutor);
    const petQuote = { ...quote('2030-01-10', '2030-06-10'), serviceId: petService };
    const liveIn = await asTutor('POST', `/${id}/quote`, {
      ...petQuote,
      requestDetail: { ...petQuote.requestDetail, walking: true, coliving: true },
    });
    expect(liveIn.statusCode).toBe(400);
    const message =
      'La «Convivenza» vale solo per badanti e colf (CCNL lavoro domestico): toglila dal preventivo.';
    expect(fieldErrorsOf(liveIn)).toEqual({ 'body.requestDetail.coliving': message });
    expect((await injectAs(app, customer, 'GET', `/v2/requests/${id}`)).json()).toMatchObject({
      status: 'NUOVA',
      requestDetail: null,
    });
    const sent = await asTutor('POST', `/${id}/quote`, {
      ...petQuote,
      requestDetail: { ...petQuote.requestDetail, walking: true, coliving: false },
    });
    expect(sent.statusCode).toBe(200);
  });

  it("keeps the quote's 'Ore per fascia' and counts them in the family's estimate; refuses one under half an hour", async () => {
    const id = await createTestRequest(app, customer);
    const today = italianDay(journey.clock().now());
    const base = quote(today, '2099-12-31');
    const tooShort = await asTutor('POST', `/${id}/quote`, {
      ...base,
      requestDetail: { ...base.requestDetail, slotHours: 0.25 },
    });
    expect(tooShort.statusCode).toBe(400);
    expect(fieldErrorsOf(tooShort)).toEqual({ 'body.requestDetail.slotHours': 'Almeno mezz’ora' });
    expect((await detail(id)).status).toBe('NUOVA');
    const sent = await asTutor('POST', `/${id}/quote`, {
      ...base,
      requestDetail: { ...base.requestDetail, slotHours: 2 },
    });
    expect(sent.statusCode).toBe(200);
    expect((await detail(id)).requestDetail).toMatchObject({ workHours: 'aft', slotHours: 2 });
    // Three afternoons of 2 hours: 6 a week, 26 a month at 10,50 € (not 52 at 4 hours a slot).
    const quoteMail = (await mailsTo(app, customer.email))[0]!;
    expect(quoteMail.text).toContain(
      'Stima mensile per il caregiver: circa 273,00 € (3 giorni a settimana, 1 fascia da 2 ore: circa 26 ore al mese).',
    );
    // …and, for a babysitter the family employs, the contributions on top of the rate.
    expect(quoteMail.text).toContain(
      'Come datore di lavoro, a questo costo aggiungi i contributi INPS e, secondo il contratto, tredicesima, ferie e TFR (CCNL lavoro domestico): il tuo family tutor ti aiuta a calcolarli.',
    );
  });

  it('corrects a sent quote until the family accepts it; the family accepts only the version it read', async () => {
    const id = await createTestRequest(app, customer);
    const today = italianDay(journey.clock().now());
    const first = quote(today, '2099-12-31');
    // Nothing sent yet: nothing to correct.
    journey.expectInvalidState(await asTutor('PUT', `/${id}/quote`, first), 'NUOVA');
    await asTutor('POST', `/${id}/quote`, first);
    const read = async () =>
      (await injectAs(app, customer, 'GET', `/v2/requests/${id}`)).json() as {
        quoteSentAt: string;
        requestDetail: { netHourCost: number };
        status: string;
      };
    const seen = await read();
    expect(seen.quoteSentAt).toBe(journey.clock().now().toISOString());

    // Checked as the quote itself: a start in the past is refused.
    const past = await asTutor('PUT', `/${id}/quote`, quote('2020-01-10', '2020-06-10'));
    expect(fieldErrorsOf(past)).toEqual({
      'body.requestDetail.serviceStart': 'L’inizio del servizio non può essere prima di oggi',
    });

    await journey.advance(60_000);
    const correctedUrl = `/${id}/quote?quoteSentAt=${encodeURIComponent(seen.quoteSentAt)}`;
    const corrected = await asTutor('PUT', correctedUrl, {
      ...first,
      requestDetail: { ...first.requestDetail, netHourCost: 12 },
      note: 'Tariffa festiva dimenticata',
    });
    expect(corrected.json()).toEqual({ id, status: 'INVIATO PREVENTIVO' });
    // The family hears of it (here with the quote itself, a minute before: one email of both).
    const mail = (await mailsTo(app, customer.email))[0]!;
    expect(mail.template).toBe('customer-quote-corrected');
    expect(mail.text).toContain(
      'Il preventivo è stato aggiornato: rileggilo e, se ti convince, accettalo.',
    );
    expect((await detail(id)).notes.at(-1)).toMatchObject({
      kind: 'activity',
      // Old → new, so the next tutor reads what the family was sent before.
      text: 'Preventivo corretto e rinviato alla famiglia (costo orario 10,50 € → 12,00 €): Tariffa festiva dimenticata',
      author: { uid: tutor.uid },
    });
    // A second correction started from the first version (another tutor's form, opened before)
    // is refused: it would overwrite this one unread.
    const overwrite = await asTutor('PUT', correctedUrl, first);
    expect(overwrite.statusCode).toBe(409);
    expect(overwrite.json().error).toEqual({
      code: 'QUOTE_CHANGED',
      message:
        'Un altro family tutor ha appena corretto questo preventivo: chiudi e riapri la correzione per partire dalla versione attuale.',
    });
    // No status change in the history: the quote is still waiting for the family.
    expect(await journey.history(id)).toEqual([
      '— → NUOVA (customer)',
      'NUOVA → INVIATO PREVENTIVO (tutor)',
    ]);

    // Paused, it waits for nobody: nothing to correct until it is resumed.
    expect(
      (await asTutor('POST', `/${id}/stand-by`, { reason: 'FAMILY_REQUEST' })).json().status,
    ).toBe('STAND BY');
    journey.expectInvalidState(await asTutor('PUT', `/${id}/quote`, first), 'STAND BY');
    expect((await asTutor('POST', `/${id}/resume`)).json().status).toBe('INVIATO PREVENTIVO');

    // The family's page still showed the first version: accepting it is refused, nothing moves.
    const stale = await injectAs(
      app,
      customer,
      'POST',
      `/v1/requests/confirm-quotation?requestID=${id}&quoteSentAt=${encodeURIComponent(seen.quoteSentAt)}`,
    );
    expect(stale.statusCode).toBe(409);
    expect(stale.json().error).toEqual({
      code: 'QUOTE_CHANGED',
      message: 'Il family tutor ha appena aggiornato il preventivo: rileggilo prima di accettarlo.',
    });
    const again = await read();
    expect(again).toMatchObject({
      status: 'INVIATO PREVENTIVO',
      requestDetail: { netHourCost: 12 },
      quoteSentAt: journey.clock().now().toISOString(),
    });
    // The same instant however its fraction is written (another client's formatting).
    const sameInstant = again.quoteSentAt.replace(/Z$/, '000Z');
    const accepted = await injectAs(
      app,
      customer,
      'POST',
      `/v1/requests/confirm-quotation?requestID=${id}&quoteSentAt=${encodeURIComponent(sameInstant)}`,
    );
    expect(accepted.json()).toEqual({ id, status: 'PREVENTIVO ACCETTATO' });

    // Accepted: the quote can no longer change under the family.
    journey.expectInvalidState(await asTutor('PUT', `/${id}/quote`, first), 'PREVENTIVO ACCETTATO');
    // Not the family's to call.
    expect(
      (await injectAs(app, customer, 'PUT', `/v1/backoffice/requests/${id}/quote`, first))
        .statusCode,
    ).toBe(403);
  });
});
