import { and, eq, isNull } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { injectAs } from '../../../test/helpers';
import { chooseCaregiver } from '../../../test/payment-fixtures';
import {
  acceptQuote,
  askAssistance,
  babysitterServiceId,
  completePayment,
  createTestRequest,
  publishCandidates,
  QUOTE_2030,
  recordCriminalRecords,
  type SentMail,
  startSelection,
  useMailedWorkflowApp,
} from '../../../test/workflow-fixtures';
import { mailOutbox } from '../../db/schema/mail';
import { digestNewsOf } from '../mail/mail-digest';
import { sweepExpiredHolds } from './hold-sweeper';
import { formatItalianDateTime, type MailFacts } from './mail-facts';
import { mailTemplates } from './workflow.mail';

const MINUTE = 60_000;

/**
 * A request's digest is written from the request as it is when the digest goes out, not as it
 * was when each news was queued: a call to action no longer open is left out (or told without
 * the call), what still holds and matters is kept — a close included (the walk of 2026-12-01).
 */
describe('a digest tells the request as it is when it is sent', () => {
  const { app, customer, tutor, clock, sent, deliver, advance } = useMailedWorkflowApp();
  const asTutor = (path: string, payload?: object, method?: 'POST' | 'PUT') =>
    injectAs(
      app,
      tutor,
      method ?? (payload ? 'POST' : 'GET'),
      `/v1/backoffice/requests${path}`,
      payload,
    );
  const tutorReply = async (id: number, message: string) =>
    expect((await asTutor(`/${id}/messages`, { message })).statusCode).toBe(201);
  const quote = (netHourCost: number) => ({ ...QUOTE_2030, netHourCost });
  const sendQuote = async (id: number, netHourCost = 11) => {
    const serviceId = await babysitterServiceId(app, tutor);
    const res = await asTutor(`/${id}/quote`, { serviceId, requestDetail: quote(netHourCost) });
    expect(res.statusCode, res.body).toBe(200);
  };
  const correctQuote = async (id: number, netHourCost: number, more: object = {}) => {
    const serviceId = await babysitterServiceId(app, tutor);
    const res = await asTutor(
      `/${id}/quote`,
      { serviceId, requestDetail: { ...quote(netHourCost), ...more } },
      'PUT',
    );
    expect(res.statusCode, res.body).toBe(200);
  };
  const close = async (id: number, refund?: boolean) => {
    const res = await asTutor(`/${id}/close`, {
      outcome: "NON PIU' INTERESSATO",
      note: 'Ha trovato da sola',
      ...(refund === undefined ? {} : { refund }),
    });
    expect(res.statusCode, res.body).toBe(200);
  };
  const book = async (id: number, at: Date) => {
    const res = await asTutor(`/${id}/interview`, {
      dateTime: at.toISOString(),
      place: 'Via Roma 1, Torino',
    });
    expect(res.statusCode, res.body).toBe(200);
  };
  const allText = (mails: SentMail[]) =>
    mails.map((m) => `${m.subject}\n${m.text}`).join('\n---\n');

  /** A new request whose family's window is open: a reply just told, at once. */
  async function requestWithFamilyWindowOpen() {
    await advance(11 * MINUTE);
    const id = await createTestRequest(app, customer);
    await deliver(customer.email!, id);
    await tutorReply(id, 'Buongiorno, la seguo io.');
    expect(await deliver(customer.email!, id)).toHaveLength(1);
    await advance(MINUTE);
    return id;
  }

  /** A new request with its quote sent and told to the family a minute ago. */
  async function requestWithQuoteTold() {
    await advance(11 * MINUTE);
    const id = await createTestRequest(app, customer);
    await deliver(customer.email!, id);
    await sendQuote(id, 11);
    expect(await deliver(customer.email!, id)).toHaveLength(1);
    await advance(MINUTE);
    return id;
  }

  /** A new request whose family chose Sofia Ricci from the profiles published, and paid. */
  async function paidForSofia() {
    await advance(11 * MINUTE);
    const id = await createTestRequest(app, customer);
    await startSelection(app, customer, tutor, id);
    await publishCandidates(app, tutor, id, ['cg-sofia-ricci']);
    expect((await chooseCaregiver(app, customer, id, 'cg-sofia-ricci')).statusCode).toBe(200);
    await completePayment(app, id);
    return id;
  }

  /** Moves the clock to `hour` (UTC) of the next day; gives that day's time at another hour. */
  async function advanceToTomorrowAt(hour: number) {
    const now = clock.now();
    const day = [now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 1] as const;
    await advance(Date.UTC(...day, hour) - now.getTime());
    return (at: number) => new Date(Date.UTC(...day, at));
  }

  const pause = async (id: number) =>
    expect(
      (await asTutor(`/${id}/stand-by`, { reason: 'OTHER', note: 'Famiglia in vacanza' }))
        .statusCode,
    ).toBe(200);
  const resume = async (id: number) =>
    expect((await asTutor(`/${id}/resume`, {})).statusCode).toBe(200);

  /** Sofia's interview, booked and told, then cancelled by a pause a minute ago. */
  async function interviewCancelledByPause() {
    const id = await paidForSofia();
    await deliver(customer.email!, id);
    await advance(11 * MINUTE);
    await book(id, new Date(clock.now().getTime() + 48 * 3_600_000));
    expect(await deliver(customer.email!, id)).toHaveLength(1);
    await advance(MINUTE);
    await pause(id);
    await advance(MINUTE);
    return id;
  }

  it('profiles chosen and paid within the window: no call to choose, the interview is told', async () => {
    await advance(11 * MINUTE);
    const id = await createTestRequest(app, customer);
    await startSelection(app, customer, tutor, id);
    await deliver(customer.email!, id);
    await advance(11 * MINUTE);
    await tutorReply(id, 'Le mando i profili a breve.');
    expect(await deliver(customer.email!, id)).toHaveLength(1);
    await advance(MINUTE);
    await publishCandidates(app, tutor, id, ['cg-sofia-ricci']);
    await advance(MINUTE);
    expect((await chooseCaregiver(app, customer, id, 'cg-sofia-ricci')).statusCode).toBe(200);
    await completePayment(app, id);
    // The payment's receipt goes at once.
    const receipt = await deliver(customer.email!, id);
    expect(receipt.map((m) => m.subject)).toEqual([
      `Pagamento ricevuto — richiesta #${id} (babysitter)`,
    ]);
    await advance(MINUTE);
    const at = new Date(clock.now().getTime() + 48 * 3_600_000);
    await book(id, at);
    await advance(10 * MINUTE);
    const mails = await deliver(customer.email!, id);
    expect(mails).toHaveLength(1);
    const text = allText(mails);
    expect(text).not.toContain('Guarda i profili');
    expect(text).not.toContain('scegli quello che preferisci');
    expect(text).not.toContain('Abbiamo selezionato dei profili');
    expect(text).toContain(`Quando: ${formatItalianDateTime(at)}.`);
    expect(text).toContain('Dove: Via Roma 1, Torino.');
  });

  it('an interview booked, then held the same day: the family hears the service will start', async () => {
    const id = await paidForSofia();
    const tomorrowAt = await advanceToTomorrowAt(14);
    await deliver(customer.email!, id);
    await advance(11 * MINUTE);
    await tutorReply(id, 'Fissiamo il colloquio per oggi.');
    expect(await deliver(customer.email!, id)).toHaveLength(1);
    await advance(MINUTE);
    await book(id, tomorrowAt(20));
    await advance(MINUTE);
    // Held early (the rule is by day): 'Colloquio riuscito'.
    const done = await asTutor(`/${id}/interview-done`, {});
    expect(done.statusCode, done.body).toBe(200);
    await advance(10 * MINUTE);
    const mails = await deliver(customer.email!, id);
    expect(mails).toHaveLength(1);
    // The receipt's promise: 'Dopo il colloquio confermeremo l’inizio del servizio'.
    expect(mails[0]!.text).toContain(
      'il colloquio con Sofia Ricci è andato bene: il servizio con Sofia Ricci inizierà l’1 gennaio 2030.',
    );
    expect(mails[0]!.text).not.toContain('Quando:');
  });

  it('the outcome of an interview with no news held is emailed at once', async () => {
    const id = await paidForSofia();
    await book(id, (await advanceToTomorrowAt(9))(15));
    await advance(6 * 3_600_000);
    await deliver(customer.email!, id);
    await advance(11 * MINUTE);
    expect((await asTutor(`/${id}/interview-done`, {})).statusCode).toBe(200);
    const mails = await deliver(customer.email!, id);
    expect(mails.map((m) => m.subject)).toEqual([
      `Confermato l’inizio del servizio — richiesta #${id} (babysitter)`,
    ]);
    expect(mails[0]!.text).toContain('inizierà l’1 gennaio 2030');
  });

  it('a close keeps the reply held in the digest, and drops the corrected quote', async () => {
    const id = await requestWithQuoteTold();
    await correctQuote(id, 12.5);
    await advance(MINUTE);
    await tutorReply(id, 'Le ho corretto il preventivo.');
    await advance(MINUTE);
    await close(id);
    await advance(10 * MINUTE);
    const mails = await deliver(customer.email!, id);
    const subjects = mails.map((m) => m.subject);
    expect(subjects).toContain(`La tua richiesta #${id} (babysitter) è stata chiusa`);
    expect(subjects).toContain(
      `Hai un nuovo messaggio dal family tutor sulla richiesta #${id} (babysitter)`,
    );
    expect(allText(mails)).not.toContain('accettalo');
  });

  it('a corrected quote still to accept tells, old → new, each change the family reads', async () => {
    const id = await requestWithQuoteTold();
    await correctQuote(id, 12, { contract: 'part', workDays: 'mon-wed', workHours: 'mor' });
    await advance(MINUTE);
    // Corrected again in the window: told from the version the family was sent.
    await correctQuote(id, 12.5, {
      contract: 'full',
      serviceStart: '2030-02-01',
      workDays: 'mon-wed-fri',
      workHours: 'mor-aft',
      license: true,
    });
    await advance(MINUTE);
    await tutorReply(id, 'Le ho corretto il preventivo.');
    await advance(10 * MINUTE);
    const [digest, ...more] = await deliver(customer.email!, id);
    expect(more).toEqual([]);
    expect(digest!.subject).toBe(
      `Il preventivo per la richiesta #${id} (babysitter) è stato aggiornato (e un’altra novità)`,
    );
    for (const change of [
      'Contratto: non indicato → Full-time',
      'Inizio del servizio: 1 gen 2030 → 1 feb 2030',
      'Giorni: non indicati → lun, mer, ven',
      'Orari: non indicati → mattina e pomeriggio',
      'Mansioni: nessuna → patente',
      'Tariffa oraria del caregiver: 11,00 € → 12,50 €',
    ]) {
      expect(digest!.text).toContain(change);
    }
    // What did not change is not named.
    expect(digest!.text).not.toContain('Fine prevista');
    expect(digest!.text).toContain('accettalo');
  });

  it('a corrected quote queued before the last deploy (its old amounts only) tells only the amounts that changed', async () => {
    const id = await requestWithQuoteTold();
    await correctQuote(id, 12.5);
    // The waiting digest as an older server kept it: the quote before, its amounts only.
    const waiting = and(
      eq(mailOutbox.batchKey, `family:${id}`),
      eq(mailOutbox.to, customer.email!),
      isNull(mailOutbox.sentAt),
    );
    const [row] = await app.ctx.db.select().from(mailOutbox).where(waiting);
    const facts = row!.facts as MailFacts;
    const serviceId = await babysitterServiceId(app, tutor);
    const news = digestNewsOf(facts).map((n) =>
      n.template === mailTemplates.quoteCorrected.name
        ? {
            ...n,
            facts: {
              ...n.facts,
              quoteWas: { serviceId, netHourCost: 11, packageFlatCost: null },
            },
          }
        : n,
    );
    await app.ctx.db
      .update(mailOutbox)
      .set({ facts: { ...facts, news } })
      .where(waiting);
    await advance(10 * MINUTE);
    const [digest, ...more] = await deliver(customer.email!, id);
    expect(more).toEqual([]);
    expect(digest!.text).toContain('Tariffa oraria del caregiver: 11,00 € → 12,50 €');
    for (const unchanged of [
      'Contratto',
      'Inizio del servizio',
      'Fine prevista',
      'Giorni',
      'Orari',
      'Mansioni',
    ]) {
      expect(digest!.text).not.toContain(`${unchanged}:`);
    }
  });

  it('a corrected quote the family accepted within the window asks nothing more', async () => {
    const id = await requestWithFamilyWindowOpen();
    await advance(11 * MINUTE);
    await sendQuote(id, 11);
    expect(await deliver(customer.email!, id)).toHaveLength(1);
    await advance(MINUTE);
    await correctQuote(id, 12.5);
    await advance(MINUTE);
    await tutorReply(id, 'Le ho corretto il preventivo.');
    await advance(MINUTE);
    expect((await acceptQuote(app, customer, id)).statusCode).toBe(200);
    await advance(10 * MINUTE);
    const mails = await deliver(customer.email!, id);
    expect(mails.map((m) => m.subject)).toEqual([
      `Hai un nuovo messaggio dal family tutor sulla richiesta #${id} (babysitter)`,
    ]);
    expect(allText(mails)).not.toContain('accettalo');
  });

  it('a substitution: each email names the substitute it is about, not the caregiver still in service', async () => {
    const id = await paidForSofia();
    await book(id, (await advanceToTomorrowAt(9))(20));
    expect((await asTutor(`/${id}/interview-done`, {})).statusCode).toBe(200);
    await deliver(customer.email!, id);
    // Sofia stays confirmed until the substitute's interview went well.
    expect((await asTutor(`/${id}/substitution`, { reason: 'FAMILY_REQUEST' })).statusCode).toBe(
      200,
    );
    const proposed = await asTutor(`/${id}/candidates`, {
      docRef: 'cg-luca-marino',
      confirmBusy: true,
    });
    expect(proposed.statusCode, proposed.body).toBe(201);
    await recordCriminalRecords(app, tutor, ['cg-luca-marino']);
    expect((await asTutor(`/${id}/new-selection`, {})).statusCode).toBe(200);
    expect((await asTutor(`/${id}/publish-candidates`, {})).statusCode).toBe(200);
    await advance(11 * MINUTE);
    await deliver(customer.email!, id);
    await deliver(tutor.email!, id);
    await advance(11 * MINUTE);

    expect((await chooseCaregiver(app, customer, id, 'cg-luca-marino')).statusCode).toBe(200);
    const chosen = allText(await deliver(tutor.email!, id));
    expect(chosen).toContain('ha scelto Luca Marino');
    expect(chosen).not.toContain('Sofia Ricci');

    await advance(25 * 3_600_000);
    await sweepExpiredHolds(app.ctx);
    const expired = await deliver(customer.email!, id);
    expect(expired.map((m) => m.subject)).toEqual([
      `Il profilo scelto non è più riservato — richiesta #${id} (babysitter)`,
    ]);
    expect(expired[0]!.text).toContain('il profilo di Luca Marino non è più riservato per te');

    expect((await chooseCaregiver(app, customer, id, 'cg-luca-marino')).statusCode).toBe(200);
    await completePayment(app, id);
    await deliver(customer.email!, id);
    await advance(11 * MINUTE);
    await book(id, (await advanceToTomorrowAt(9))(20));
    const booked = allText(await deliver(customer.email!, id));
    expect(booked).toContain('abbiamo fissato il colloquio con Luca Marino');
    await advance(11 * MINUTE);
    const failed = await asTutor(`/${id}/interview-failed`, { note: 'Orari incompatibili' });
    expect(failed.statusCode, failed.body).toBe(200);
    const told = allText(await deliver(customer.email!, id));
    expect(told).toContain('il colloquio con Luca Marino non è andato a buon fine');
    expect(told).not.toContain('Sofia Ricci');
  });

  it('a quote held when the request is paused waits for it to resume, then goes', async () => {
    const id = await requestWithFamilyWindowOpen();
    await sendQuote(id, 11);
    await advance(MINUTE);
    await pause(id);
    await advance(10 * MINUTE);
    expect(await deliver(customer.email!, id)).toEqual([]);
    await advance(3 * 3_600_000);
    expect(await deliver(customer.email!, id)).toEqual([]);
    await resume(id);
    await advance(10 * MINUTE);
    const mails = await deliver(customer.email!, id);
    expect(mails.map((m) => m.subject)).toEqual([
      `Il preventivo per la richiesta #${id} (babysitter) è pronto`,
    ]);
    // Told as it is now: its service as well as its costs.
    expect(mails[0]!.text).toContain('Il servizio proposto:');
  });

  it('a reply written while a held quote waits for the resume goes during the pause; the quote after', async () => {
    const id = await requestWithFamilyWindowOpen();
    await sendQuote(id, 11);
    await advance(MINUTE);
    await pause(id);
    await tutorReply(id, 'Ci risentiamo al suo rientro dalle vacanze.');
    await advance(10 * MINUTE);
    const during = await deliver(customer.email!, id);
    expect(during.map((m) => m.subject)).toEqual([
      `Hai un nuovo messaggio dal family tutor sulla richiesta #${id} (babysitter)`,
    ]);
    expect(during[0]!.text).toMatch(/^Ciao [^\n]*,\n\n.*il tuo family tutor,? ti ha scritto/m);
    expect(during[0]!.text).not.toContain('accettalo');
    await advance(3 * 3_600_000);
    expect(await deliver(customer.email!, id)).toEqual([]);
    await resume(id);
    await advance(10 * MINUTE);
    const after = await deliver(customer.email!, id);
    expect(after.map((m) => m.subject)).toEqual([
      `Il preventivo per la richiesta #${id} (babysitter) è pronto`,
    ]);
    expect(after[0]!.text).toContain('accettalo');
    expect(after[0]!.text).not.toContain('ti ha scritto');
  });

  it('an interview cancelled by a pause, told after the resume: the pause is told as over', async () => {
    const id = await interviewCancelledByPause();
    await resume(id);
    await advance(10 * MINUTE);
    const mails = await deliver(customer.email!, id);
    expect(mails.map((m) => m.subject)).toEqual([
      `Colloquio annullato — richiesta #${id} (babysitter)`,
    ]);
    expect(mails[0]!.text).toContain('la tua richiesta è stata messa in pausa.');
    expect(mails[0]!.text).toContain('Ora la richiesta è ripresa');
    expect(mails[0]!.text).not.toContain('Quando la richiesta riprenderà');
  });

  it('an interview cancelled by a pause, then the request closed: the close keeps the cancellation', async () => {
    const id = await interviewCancelledByPause();
    await close(id);
    await advance(10 * MINUTE);
    const mails = await deliver(customer.email!, id);
    const subjects = mails.map((m) => m.subject);
    expect(subjects).toContain(`La tua richiesta #${id} (babysitter) è stata chiusa`);
    const text = allText(mails);
    expect(text).toContain('il colloquio con Sofia Ricci fissato per');
    expect(text).not.toContain('riprenderà');
    expect(text).not.toContain('ripresa');
  });

  describe('the tutors', () => {
    /** Sofia chosen (told to the tutors) and paid for a minute ago. */
    async function paidWithTutorsTold() {
      await advance(11 * MINUTE);
      const id = await createTestRequest(app, customer);
      await startSelection(app, customer, tutor, id);
      await publishCandidates(app, tutor, id, ['cg-sofia-ricci']);
      await deliver(tutor.email!, id);
      await advance(11 * MINUTE);
      expect((await chooseCaregiver(app, customer, id, 'cg-sofia-ricci')).statusCode).toBe(200);
      expect(await deliver(tutor.email!, id)).toHaveLength(1);
      await advance(MINUTE);
      await completePayment(app, id);
      await advance(MINUTE);
      return id;
    }

    it('a close: the held news call for nothing more, the family’s message is told', async () => {
      await advance(11 * MINUTE);
      const id = await createTestRequest(app, customer);
      await sendQuote(id);
      await deliver(tutor.email!, id);
      await advance(11 * MINUTE);
      expect((await askAssistance(app, customer, id, 'Ho una domanda.')).statusCode).toBe(201);
      expect(await deliver(tutor.email!, id)).toHaveLength(1);
      await advance(MINUTE);
      expect((await acceptQuote(app, customer, id)).statusCode).toBe(200);
      await advance(MINUTE);
      expect((await askAssistance(app, customer, id, 'Ci ho ripensato.')).statusCode).toBe(201);
      await advance(MINUTE);
      await close(id);
      await advance(10 * MINUTE);
      const mails = await deliver(tutor.email!, id);
      const text = allText(mails);
      expect(text).not.toContain('avviare la selezione');
      expect(text).not.toContain('prenota il colloquio');
      expect(text).toContain('Ci ho ripensato.');
    });

    it('a paid request closed with a refund: no “prenota il colloquio”', async () => {
      const id = await paidWithTutorsTold();
      await close(id, true);
      await advance(2 * MINUTE + 10 * MINUTE);
      const before = sent.length;
      await app.jobs.runAll();
      const about = sent.slice(before).filter((m) => m.subject.includes(`#${id}`));
      // The payment's call is gone with the close: the tutors get nothing; the jobs did run (the
      // family's close email went).
      expect(about.filter((m) => m.to === tutor.email)).toEqual([]);
      expect(about.filter((m) => m.to === customer.email).map((m) => m.subject)).toContain(
        `La tua richiesta #${id} (babysitter) è stata chiusa`,
      );
    });

    it('an interview booked within the window: the payment is told, no “prenota il colloquio”', async () => {
      const id = await paidWithTutorsTold();
      await book(id, new Date(clock.now().getTime() + 48 * 3_600_000));
      await advance(10 * MINUTE);
      const mails = await deliver(tutor.email!, id);
      expect(mails).toHaveLength(1);
      expect(mails[0]!.text).toContain('ha completato il pagamento');
      expect(mails[0]!.text).not.toContain('renota il colloquio');
    });
  });
});

describe('the service’s start, told by today in Italy', () => {
  const facts = {
    requestId: 7,
    businessLine: 'babysitter',
    customerName: 'Anna Bianchi',
    customerFirstName: 'Anna',
    publicUrl: 'https://equilibrio.example',
    caregiverName: 'Sofia Ricci',
    serviceStart: '2026-12-01',
  } as MailFacts;
  const told = (today?: string) =>
    mailTemplates.serviceConfirmed
      .render({ ...facts, ...(today ? { today } : {}) })
      .paragraphs.join('\n');

  it('ahead, today, or already started', () => {
    expect(told('2026-11-20')).toContain('il servizio con Sofia Ricci inizierà l’1 dicembre 2026.');
    expect(told('2026-12-01')).toContain('il servizio con Sofia Ricci inizia oggi.');
    expect(told('2026-12-03')).toContain(
      'il servizio con Sofia Ricci è iniziato l’1 dicembre 2026.',
    );
  });
});
