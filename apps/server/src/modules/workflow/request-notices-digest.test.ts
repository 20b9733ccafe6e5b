import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  injectAs,
  notificationSettingsUrl,
  setNotificationPreference,
  type TestUser,
  useTestUser,
} from '../../../test/helpers';
import { chooseCaregiver } from '../../../test/payment-fixtures';
import {
  acceptQuote,
  askAssistance,
  babysitterServiceId,
  completePayment,
  createTestRequest,
  paidWithInterviewSoon,
  publishCandidates,
  QUOTE_2030,
  setUserName,
  startSelection,
  useMailedWorkflowApp,
} from '../../../test/workflow-fixtures';
import { identityUsers } from '../../db/schema/identity';
import { formatItalianDateTime } from './mail-facts';

const MINUTE = 60_000;

/**
 * Issue 22 item 3: the family hears of every tutor reply and every step that waits for it, and
 * the tutors of every customer action — at most one email per request and recipient every 10
 * minutes, the news of the window in it — and the family chooses which emails it gets (payments:
 * always).
 */
describe('notices of a request by email', () => {
  const {
    app,
    customer,
    tutor,
    clock,
    sent,
    deliver,
    advance: advanceWith,
  } = useMailedWorkflowApp();
  const otherTutor = useTestUser(app, { role: 'tutor' });

  const advance = (ms: number) => advanceWith(ms, [{ user: otherTutor, role: 'tutor' }]);
  const asTutor = (path: string, payload?: object, who: TestUser = tutor) =>
    app.inject({
      method: payload ? 'POST' : 'GET',
      url: `/v1/backoffice/requests${path}`,
      headers: who.headers,
      ...(payload ? { payload } : {}),
    });
  const tutorReply = async (id: number, message: string) =>
    expect((await asTutor(`/${id}/messages`, { message })).statusCode).toBe(201);
  const sendQuote = async (id: number) => {
    const serviceId = await babysitterServiceId(app, tutor);
    const res = await asTutor(`/${id}/quote`, { serviceId, requestDetail: QUOTE_2030 });
    expect(res.statusCode).toBe(200);
  };
  const setPreference = (notificationPreference: string) =>
    setNotificationPreference(app, customer, notificationPreference);

  it('the family: two news within 10 minutes make one email; later news wait for the window', async () => {
    await setUserName(app, customer, 'Giulia', 'Bianchi');
    // Past the database's own clock, which stamps the emails queued without a time of sending.
    await advance(10 * MINUTE);
    const id = await createTestRequest(app, customer);
    await deliver(customer.email!, id);

    await tutorReply(id, 'Buongiorno Giulia, le preparo il preventivo.');
    await sendQuote(id);
    const first = await deliver(customer.email!, id);
    expect(first).toHaveLength(1);
    // Its subject names the news that weighs most, the quote, not only that there is some.
    expect(first[0]!.subject).toBe(
      `Il preventivo per la richiesta #${id} (babysitter) è pronto (e un’altra novità)`,
    );
    expect(first[0]!.text).toContain('Il tuo family tutor ti ha scritto un messaggio.');
    expect(first[0]!.text).toContain('Il preventivo è pronto');
    // The button opens the latest news's page: the quote.
    expect(first[0]!.text).toContain(`/dashboard/request-quote/${id}`);
    expect(first[0]!.text).toContain('/dashboard/personal-area/personal-info#notifiche');
    // Which emails come whatever the choice: the settings page's very words ('Notifiche email').
    const always =
      'Le email sui pagamenti ricevuti e sulla garanzia, sui colloqui (fissati, spostati o annullati) e le comunicazioni legali ti arrivano sempre, qualunque sia la tua scelta.';
    expect(first[0]!.text).toContain(`personal-info#notifiche. ${always}`);
    expect(first[0]!.html).toContain('personal-info#notifiche</a>. Le email sui pagamenti');

    // Within the window: held back until it ends, then one email for both replies.
    await advance(2 * MINUTE);
    await tutorReply(id, 'Ha visto il preventivo?');
    await advance(MINUTE);
    await tutorReply(id, 'Resto a disposizione.');
    expect(await deliver(customer.email!, id)).toEqual([]);
    await advance(7 * MINUTE);
    const second = await deliver(customer.email!, id);
    expect(second).toHaveLength(1);
    expect(second[0]!.subject).toBe(
      `Hai 2 nuovi messaggi dal family tutor sulla richiesta #${id} (babysitter)`,
    );
    expect(second[0]!.text).toContain(`/dashboard/request-detail/${id}#messaggi`);

    // After the window: at once.
    await advance(11 * MINUTE);
    await tutorReply(id, 'Buona giornata!');
    const third = await deliver(customer.email!, id);
    expect(third.map((m) => m.subject)).toEqual([
      `Hai un nuovo messaggio dal family tutor sulla richiesta #${id} (babysitter)`,
    ]);
  });

  it('the family: a tutor message read (and answered) before the digest goes is not told again', async () => {
    await advance(11 * MINUTE);
    const id = await createTestRequest(app, customer);
    await tutorReply(id, 'Buongiorno, ci sentiamo a breve.');
    await deliver(customer.email!, id);
    const readOnPage = async () => {
      const read = await injectAs(app, customer, 'POST', `/v2/requests/${id}/messages/read`);
      expect(read.statusCode).toBe(204);
    };

    // Within the window: a message and the quote wait; the family reads the message and answers.
    await advance(MINUTE);
    await tutorReply(id, 'Le ho preparato il preventivo, le torna?');
    await sendQuote(id);
    await readOnPage();
    const answered = await injectAs(app, customer, 'POST', `/v2/requests/${id}/messages`, {
      message: 'Sì, grazie!',
    });
    expect(answered.statusCode).toBe(201);
    await advance(10 * MINUTE);
    const quoteOnly = await deliver(customer.email!, id);
    expect(quoteOnly).toHaveLength(1);
    expect(quoteOnly[0]!.subject).not.toContain('messaggi');
    expect(quoteOnly[0]!.text).toContain('preventivo');
    expect(quoteOnly[0]!.text).not.toContain('ti ha scritto');

    // Two messages waiting, one read: only the other is told.
    await advance(MINUTE);
    await tutorReply(id, 'Ha visto il preventivo?');
    await readOnPage();
    await tutorReply(id, 'Resto a disposizione.');
    await advance(10 * MINUTE);
    expect((await deliver(customer.email!, id)).map((m) => m.subject)).toEqual([
      `Hai un nuovo messaggio dal family tutor sulla richiesta #${id} (babysitter)`,
    ]);

    // Only a message, read before the window ends: no email at all.
    await advance(MINUTE);
    await tutorReply(id, 'Buona giornata!');
    await readOnPage();
    await advance(10 * MINUTE);
    expect(await deliver(customer.email!, id)).toEqual([]);
  });

  it('the general conversation: messages read on the page before the email goes are not told', async () => {
    await advance(11 * MINUTE);
    const general = await injectAs(app, customer, 'POST', '/api/v1/user-controller/assistance', {
      message: 'Come cambio la password?',
      type: 'GENERIC',
    });
    expect(general.statusCode).toBe(201);
    const url = `/v1/backoffice/assistance/${general.json().id}/thread`;
    const mine = () =>
      sent.filter(
        (m) =>
          m.to === customer.email && m.subject.includes('family tutor') && !m.subject.includes('#'),
      );
    const write = async (message: string) =>
      expect((await injectAs(app, tutor, 'POST', url, { message })).statusCode).toBe(201);
    const readOnPage = async () =>
      expect(
        (await injectAs(app, customer, 'POST', '/api/v1/user-controller/assistance/messages/read'))
          .statusCode,
      ).toBe(204);
    await write('Dal menu Area personale.');
    await app.jobs.runAll();
    const before = mine().length;
    // Two more within the window; one read before it ends: one message told.
    await advance(MINUTE);
    await write('Trova «Cambia password».');
    await readOnPage();
    await write('Mi dica se ci riesce.');
    await advance(10 * MINUTE);
    await app.jobs.runAll();
    expect(
      mine()
        .slice(before)
        .map((m) => m.subject),
    ).toEqual(['Hai un nuovo messaggio dal family tutor']);
    // Greeted as every email to the family is.
    expect(mine().slice(before)[0]!.text).toMatch(/^Ciao [^\n]*,\n\n\S.* ti ha scritto\./m);
    // All read: nothing.
    await advance(MINUTE);
    await write('Buona giornata!');
    await readOnPage();
    await advance(10 * MINUTE);
    await app.jobs.runAll();
    expect(mine().slice(before)).toHaveLength(1);
  });

  it('an account with no password yet (sign-up never finished) is told how to get in', async () => {
    const [account] = await app.ctx.db
      .select({ passwordHash: identityUsers.passwordHash, email: identityUsers.email })
      .from(identityUsers)
      .where(eq(identityUsers.uid, customer.uid));
    // Sign-up step 1 sent (the request's address in the profile), no password set: the account
    // is still the anonymous one.
    const setAccount = (values: { passwordHash: string | null; email: string | null }) =>
      app.ctx.db.update(identityUsers).set(values).where(eq(identityUsers.uid, customer.uid));
    const help = 'Se non hai ancora scelto una password';
    await advance(11 * MINUTE);
    const id = await createTestRequest(app, customer);
    const closing = await createTestRequest(app, customer);
    await deliver(customer.email!, id);
    await advance(11 * MINUTE);
    try {
      await setAccount({ passwordHash: null, email: null });
      // An email sent at once (not a digest) says it too: the request closed.
      const closed = await asTutor(`/${closing}/close`, { outcome: 'NON RISPONDE', note: 'x' });
      expect(closed.statusCode, closed.body).toBe(200);
      const [closeMail] = await deliver(customer.email!, closing);
      expect(closeMail!.subject).toBe(`La tua richiesta #${closing} (babysitter) è stata chiusa`);
      expect(closeMail!.text).toContain(help);
      await tutorReply(id, 'Buongiorno, le scrivo per il preventivo.');
      const [mail] = await deliver(customer.email!, id);
      expect(mail!.subject).toBe(
        `Hai un nuovo messaggio dal family tutor sulla richiesta #${id} (babysitter)`,
      );
      expect(mail!.text).toContain(
        `${help}, per entrare nella tua area riservata, nella pagina di accesso scrivi questo indirizzo email e scegli «Ricevi un link di accesso via email». Ti invieremo un link per accedere.`,
      );
      // No sign-in token in the email: the link is the page's, as for everyone.
      expect(mail!.text).toContain(`/dashboard/request-detail/${id}#messaggi`);
      expect(mail!.text).not.toMatch(/oobCode|token=/);
    } finally {
      await setAccount(account!);
    }
    // With a password: signs in as usual, nothing more to say.
    await advance(11 * MINUTE);
    await tutorReply(id, 'Ha visto il preventivo?');
    const [withPassword] = await deliver(customer.email!, id);
    expect(withPassword!.text).not.toContain(help);
  });

  it('the preference: none stops replies and steps, never the payment nor the interview; actions stops replies only', async () => {
    const settingsUrl = notificationSettingsUrl(customer.uid);
    expect((await injectAs(app, customer, 'GET', settingsUrl)).json()).toEqual({
      notificationPreference: 'ALL',
    });
    const wrong = await setPreference('SOMETIMES');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.fields['body.notificationPreference']).toBe(
      'Scegli quali email vuoi ricevere.',
    );
    expect((await setPreference('NONE')).json()).toEqual({ notificationPreference: 'NONE' });
    expect((await injectAs(app, customer, 'GET', settingsUrl)).json()).toEqual({
      notificationPreference: 'NONE',
    });

    await advance(11 * MINUTE);
    const id = await createTestRequest(app, customer);
    await deliver(customer.email!, id);
    await tutorReply(id, 'Buongiorno!');
    await startSelection(app, customer, tutor, id);
    await publishCandidates(app, tutor, id, ['cg-martina-rossi']);
    expect((await chooseCaregiver(app, customer, id, 'cg-martina-rossi')).statusCode).toBe(200);
    await completePayment(app, id);
    const mails = await deliver(customer.email!, id);
    expect(mails.map((m) => m.subject)).toEqual([
      `Pagamento ricevuto — richiesta #${id} (babysitter)`,
    ]);

    expect((await setPreference('ACTIONS')).statusCode).toBe(200);
    await tutorReply(id, 'Fissiamo il colloquio?');
    expect(await deliver(customer.email!, id)).toEqual([]);
    // The interview, booked and moved: told even with none chosen, as a cancellation is (a
    // family that chose none went to the old time of a moved one).
    expect((await setPreference('NONE')).statusCode).toBe(200);
    const booked = await asTutor(`/${id}/interview`, {
      dateTime: new Date(clock.now().getTime() + 48 * 3_600_000).toISOString(),
      place: 'Via Roma 1, Torino',
    });
    expect(booked.statusCode).toBe(200);
    expect((await deliver(customer.email!, id)).map((m) => m.subject)).toEqual([
      `Colloquio prenotato — richiesta #${id} (babysitter)`,
    ]);
    await advance(11 * MINUTE);
    const moved = await injectAs(app, tutor, 'PUT', `/v1/backoffice/requests/${id}/interview`, {
      dateTime: new Date(clock.now().getTime() + 72 * 3_600_000).toISOString(),
      place: 'Via Roma 1, Torino',
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect((await deliver(customer.email!, id)).map((m) => m.subject)).toEqual([
      `Colloquio spostato — richiesta #${id} (babysitter)`,
    ]);
    expect((await setPreference('ALL')).statusCode).toBe(200);
  });

  it('the tutors: every tutor while nobody has the request, then only the assigned one, batched', async () => {
    await advance(11 * MINUTE);
    const id = await createTestRequest(app, customer);
    await sendQuote(id);
    // Sending the quote took the request; handed back, it is nobody's again.
    expect(
      (
        await injectAs(app, tutor, 'PUT', `/v1/backoffice/requests/${id}/assignee`, {
          tutorUid: null,
        })
      ).statusCode,
    ).toBe(204);
    await deliver(tutor.email!, id);
    await advance(11 * MINUTE);

    const accepted = await acceptQuote(app, customer, id);
    expect(accepted.statusCode).toBe(200);
    const wrote = await injectAs(app, customer, 'POST', `/v2/requests/${id}/messages`, {
      message: 'Possiamo iniziare lunedì?',
    });
    expect(wrote.statusCode).toBe(201);
    const before = sent.length;
    await app.jobs.runAll();
    const toTutors = sent.slice(before).filter((m) => m.subject.includes(`#${id}`));
    expect(toTutors.map((m) => m.to).sort()).toEqual([otherTutor.email, tutor.email].sort());
    for (const mail of toTutors) {
      expect(mail.subject).toBe(`Richiesta #${id}: novità dalla famiglia`);
      expect(mail.text).toContain('Ha accettato il preventivo');
      expect(mail.text).toContain('Ha scritto un messaggio.');
      expect(mail.text).toContain('Possiamo iniziare lunedì?');
      expect(mail.text).toContain(`/backoffice/requests/${id}`);
    }

    const assigned = await app.inject({
      method: 'PUT',
      url: `/v1/backoffice/requests/${id}/assignee`,
      headers: tutor.headers,
      payload: { tutorUid: otherTutor.uid },
    });
    expect(assigned.statusCode).toBe(204);
    await advance(11 * MINUTE);
    await asTutor(`/${id}/start-selection`, {});
    await publishCandidates(app, tutor, id, ['cg-chiara-esposito']);
    expect((await chooseCaregiver(app, customer, id, 'cg-chiara-esposito')).statusCode).toBe(200);
    expect((await deliver(otherTutor.email!, id)).map((m) => m.subject)).toEqual([
      `Caregiver scelto — richiesta #${id}`,
    ]);
    expect(await deliver(tutor.email!, id)).toEqual([]);

    // A message within the window waits for its end…
    await advance(2 * MINUTE);
    const asked = await injectAs(app, customer, 'POST', `/v2/requests/${id}/messages`, {
      message: 'Quando possiamo conoscerla?',
    });
    expect(asked.statusCode).toBe(201);
    expect(await deliver(otherTutor.email!, id)).toEqual([]);
    // …but the payment is money received and the tutor's turn (book the interview): it goes at
    // once, window or not, with the message waiting in the same email.
    await completePayment(app, id);
    const paid = await deliver(otherTutor.email!, id);
    expect(paid.map((m) => m.subject)).toEqual([`Richiesta #${id}: novità dalla famiglia`]);
    expect(paid[0]!.text).toContain('Ha scritto un messaggio.');
    expect(paid[0]!.text).toMatch(/Ha completato il pagamento.*: prenota il colloquio\./);
    expect(await deliver(otherTutor.email!, id)).toEqual([]);
  });

  it('the tutors: a substitution asked for goes at once; an ordinary message waits for the window', async () => {
    await advance(11 * MINUTE);
    // Martina's interview booked a minute from now.
    const { id } = await paidWithInterviewSoon(app, customer, tutor);
    await advance(MINUTE);
    expect((await asTutor(`/${id}/interview-done`, {})).statusCode).toBe(200);
    // The news so far told (the last ones at their window's end), and that window over.
    await advance(11 * MINUTE);
    await deliver(tutor.email!, id);
    await advance(11 * MINUTE);

    const write = async (message: string, type?: 'SUBSTITUTION') =>
      expect((await askAssistance(app, customer, id, message, type)).statusCode).toBe(201);
    await write('Grazie, tutto bene per ora.');
    expect(await deliver(tutor.email!, id)).toHaveLength(1);
    // A message within the window waits for its end…
    await advance(2 * MINUTE);
    await write('Martina arriva sempre in ritardo.');
    expect(await deliver(tutor.email!, id)).toEqual([]);
    // …a substitution does not: the family has a caregiver who did not work out.
    await write('Vorremmo un’altra persona, per favore.', 'SUBSTITUTION');
    const asked = await deliver(tutor.email!, id);
    expect(asked.map((m) => m.subject)).toEqual([
      `Richiesta di sostituzione del caregiver — richiesta #${id}`,
    ]);
    expect(asked[0]!.text).toContain('Vorremmo un’altra persona, per favore.');
    expect(await deliver(tutor.email!, id)).toEqual([]);
    // An address a family writes is never drawn as a link in the tutors' email.
    await advance(11 * MINUTE);
    await write('Ecco il suo profilo: https://esempio-sospetto.it/accedi');
    const [quoted] = await deliver(tutor.email!, id);
    expect(quoted!.text).toContain('https://esempio-sospetto.it/accedi');
    expect(quoted!.html).not.toContain('href="https://esempio-sospetto.it');
  });

  describe('an interview notice held for the window', () => {
    /** A paid request (PAGATO) on the next day's afternoon in Italy (14:11 UTC), its emails sent. */
    async function paidRequestTomorrow() {
      const id = await createTestRequest(app, customer);
      await startSelection(app, customer, tutor, id);
      await publishCandidates(app, tutor, id, ['cg-sofia-ricci']);
      expect((await chooseCaregiver(app, customer, id, 'cg-sofia-ricci')).statusCode).toBe(200);
      await completePayment(app, id);
      const now = clock.now();
      const day = [now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 1] as const;
      await advance(Date.UTC(...day, 14) - now.getTime());
      await deliver(customer.email!, id);
      // The window of the news just sent ends: the next one goes at once.
      await advance(11 * MINUTE);
      /** That day at this UTC time. */
      const at = (hour: number, minute = 0) => new Date(Date.UTC(...day, hour, minute));
      return { id, at };
    }
    const book = async (id: number, at: Date, method: 'POST' | 'PUT' = 'POST') => {
      const res = await injectAs(app, tutor, method, `/v1/backoffice/requests/${id}/interview`, {
        dateTime: at.toISOString(),
        place: 'Via Roma 1, Torino',
      });
      expect(res.statusCode, res.body).toBe(200);
    };
    const when = (at: Date) => formatItalianDateTime(at);

    it('moved twice: one email at the end of the window, with the last time only', async () => {
      const { id, at } = await paidRequestTomorrow();
      await book(id, at(16, 30));
      expect((await deliver(customer.email!, id)).map((m) => m.subject)).toEqual([
        `Colloquio prenotato — richiesta #${id} (babysitter)`,
      ]);
      await advance(2 * MINUTE);
      await book(id, at(17, 30), 'PUT');
      await advance(MINUTE);
      await book(id, at(18, 0), 'PUT');
      expect(await deliver(customer.email!, id)).toEqual([]);
      await advance(8 * MINUTE);
      const [moved, ...more] = await deliver(customer.email!, id);
      expect(more).toEqual([]);
      // A move, told as one: the time the family had is off (not the one it never heard of).
      expect(moved!.subject).toBe(`Colloquio spostato — richiesta #${id} (babysitter)`);
      expect(moved!.text).toContain(
        `il colloquio con Sofia Ricci fissato per ${when(at(16, 30))} è stato spostato: quell’appuntamento non vale più.`,
      );
      expect(moved!.text).toContain(`Quando: ${when(at(18, 0))}.`);
      expect(moved!.text).not.toContain(when(at(17, 30)));
    });

    it('moved: an email of its own names the time that is off, the new one and the place', async () => {
      const { id, at } = await paidRequestTomorrow();
      await book(id, at(16, 30));
      const [booked] = await deliver(customer.email!, id);
      // The booking says where the calendar file is (the request page's button).
      expect(booked!.text).toContain(
        'Puoi aggiungerlo al tuo calendario dalla pagina della richiesta, con «Aggiungi al calendario».',
      );
      await advance(11 * MINUTE);
      await book(id, at(17, 45), 'PUT');
      const [moved, ...more] = await deliver(customer.email!, id);
      expect(more).toEqual([]);
      expect(moved!.subject).toBe(`Colloquio spostato — richiesta #${id} (babysitter)`);
      expect(moved!.subject).not.toContain('prenotato');
      expect(moved!.text).toContain(
        `il colloquio con Sofia Ricci fissato per ${when(at(16, 30))} è stato spostato: quell’appuntamento non vale più.`,
      );
      expect(moved!.text).toContain(`Quando: ${when(at(17, 45))}.`);
      expect(moved!.text).toContain('Dove: Via Roma 1, Torino.');
      // The new calendar file usually moves the event saved; the family checks it did.
      expect(moved!.text).toContain(
        'Se avevi aggiunto il colloquio al tuo calendario, scarica di nuovo il file con «Aggiungi al calendario» dalla pagina della richiesta e aprilo: di solito l’appuntamento già salvato si aggiorna con il nuovo giorno e la nuova ora.',
      );
      expect(moved!.text).toContain('se mostra ancora l’orario precedente, o due appuntamenti');
      expect(moved!.text).not.toContain('abbiamo fissato il colloquio');
      // Moved again once that was told: the time off is the one of the move told.
      await advance(11 * MINUTE);
      await book(id, at(18, 15), 'PUT');
      const [again] = await deliver(customer.email!, id);
      expect(again!.text).toContain(
        `il colloquio con Sofia Ricci fissato per ${when(at(17, 45))} è stato spostato`,
      );
      expect(again!.text).toContain(`Quando: ${when(at(18, 15))}.`);
    });

    it('moved with other news held: its line names the time off, the new time and place follow', async () => {
      const { id, at } = await paidRequestTomorrow();
      await book(id, at(16, 30));
      await deliver(customer.email!, id);
      await advance(2 * MINUTE);
      await book(id, at(17, 45), 'PUT');
      await tutorReply(id, 'Ci vediamo più tardi');
      await advance(9 * MINUTE);
      const [news, ...more] = await deliver(customer.email!, id);
      expect(more).toEqual([]);
      expect(news!.subject).toBe(
        `Colloquio spostato — richiesta #${id} (babysitter) (e un’altra novità)`,
      );
      expect(news!.text).toContain(
        `Il colloquio con Sofia Ricci fissato per ${when(at(16, 30))} è stato spostato: quell’appuntamento non vale più.`,
      );
      expect(news!.text).toContain(`Quando: ${when(at(17, 45))}.`);
      expect(news!.text).toContain('Dove: Via Roma 1, Torino.');
    });

    it('booked and moved before the booking was told: one booking email, with the new time', async () => {
      const { id, at } = await paidRequestTomorrow();
      // A reply just told: the booking waits for the window, and the move finds it untold.
      await tutorReply(id, 'Ci sentiamo per il colloquio');
      await deliver(customer.email!, id);
      await advance(MINUTE);
      await book(id, at(16, 30));
      await advance(MINUTE);
      await book(id, at(17, 45), 'PUT');
      await advance(10 * MINUTE);
      const [booked, ...more] = await deliver(customer.email!, id);
      expect(more).toEqual([]);
      expect(booked!.subject).toBe(`Colloquio prenotato — richiesta #${id} (babysitter)`);
      expect(booked!.text).toContain(`Quando: ${when(at(17, 45))}.`);
      expect(booked!.text).not.toContain(when(at(16, 30)));
      expect(booked!.text).not.toContain('spostato');
    });

    it('moved, then failed before it was told: the move is not told, the outcome is', async () => {
      const { id, at } = await paidRequestTomorrow();
      await book(id, at(16, 30));
      await deliver(customer.email!, id);
      await advance(2 * MINUTE);
      await book(id, at(15, 0), 'PUT');
      await advance(MINUTE);
      const failed = await asTutor(`/${id}/interview-failed`, { note: 'Orari incompatibili' });
      expect(failed.statusCode, failed.body).toBe(200);
      await advance(8 * MINUTE);
      const mails = await deliver(customer.email!, id);
      expect(mails.map((m) => m.subject)).toEqual([
        `Cerchiamo altri profili per te — richiesta #${id} (babysitter)`,
      ]);
      expect(mails[0]!.text).toContain('non è andato a buon fine');
      expect(mails.map((m) => m.text).join('\n')).not.toContain('spostato');
      expect(mails.map((m) => m.text).join('\n')).not.toContain(when(at(15, 0)));
    });

    it('once the interview is marked done, its booking is not told: the service starting is', async () => {
      const { id, at } = await paidRequestTomorrow();
      await book(id, at(17, 30));
      await deliver(customer.email!, id);
      await advance(2 * MINUTE);
      await book(id, at(16, 30), 'PUT');
      await advance(MINUTE);
      await tutorReply(id, 'A più tardi!');
      expect(await deliver(customer.email!, id)).toEqual([]);
      // Brought forward and held before its time: 'Colloquio riuscito' (the rule is by day).
      await advance(MINUTE);
      const done = await asTutor(`/${id}/interview-done`, {});
      expect(done.statusCode, done.body).toBe(200);
      await advance(7 * MINUTE);
      const mails = await deliver(customer.email!, id);
      expect(mails.map((m) => m.subject)).toEqual([
        `Confermato l’inizio del servizio — richiesta #${id} (babysitter) (e un’altra novità)`,
      ]);
      expect(mails[0]!.text).toContain('Il tuo family tutor ti ha scritto un messaggio.');
      expect(mails[0]!.text).toContain('Il colloquio con Sofia Ricci è andato bene');
      expect(mails[0]!.text).not.toContain('Quando:');
      expect(mails[0]!.text).not.toContain('Abbiamo fissato il colloquio');
      expect(mails[0]!.text).not.toContain('spostato');
    });

    it('paused: the family hears the interview is off, never of the time it was moved to', async () => {
      const { id, at } = await paidRequestTomorrow();
      await book(id, at(17, 30));
      await deliver(customer.email!, id);
      await advance(2 * MINUTE);
      await book(id, at(18, 30), 'PUT');
      await advance(MINUTE);
      expect(
        (await asTutor(`/${id}/stand-by`, { reason: 'OTHER', note: 'La famiglia è in ospedale' }))
          .statusCode,
      ).toBe(200);
      expect(await deliver(customer.email!, id)).toEqual([]);
      await advance(8 * MINUTE);
      const mails = await deliver(customer.email!, id);
      expect(mails.map((m) => m.subject)).toEqual([
        `Colloquio annullato — richiesta #${id} (babysitter)`,
      ]);
      expect(mails[0]!.text).toContain(
        `il colloquio con Sofia Ricci fissato per ${when(at(18, 30))} è annullato: la tua richiesta è in pausa.`,
      );
      expect(mails[0]!.text).not.toContain('ospedale');
      expect(mails[0]!.text).not.toContain('spostato');
    });
  });

  it('closed: the news held for the window go with it, only the closing is told', async () => {
    const id = await createTestRequest(app, customer);
    await advance(11 * MINUTE);
    await tutorReply(id, 'Ti mando il preventivo a breve.');
    await deliver(customer.email!, id);
    await advance(MINUTE);
    // Held: the window of the reply just sent is open.
    const serviceId = await babysitterServiceId(app, tutor);
    expect(
      (await asTutor(`/${id}/quote`, { serviceId, requestDetail: QUOTE_2030 })).statusCode,
    ).toBe(200);
    await advance(MINUTE);
    const closed = await asTutor(`/${id}/close`, {
      outcome: "NON PIU' INTERESSATO",
      note: 'Ha trovato una babysitter da sola',
    });
    expect(closed.statusCode, closed.body).toBe(200);
    await advance(10 * MINUTE);
    const mails = await deliver(customer.email!, id);
    expect(mails.map((m) => m.subject).join(' | ')).not.toContain('reventivo');
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).not.toContain('accettalo');
  });

  it('a family reads and sets only its own choice', async () => {
    const stranger = await setNotificationPreference(app, otherTutor, 'NONE', customer);
    expect(stranger.statusCode).toBe(404);
    const anonymous = await app.inject({
      method: 'GET',
      url: notificationSettingsUrl(customer.uid),
    });
    expect(anonymous.statusCode).toBe(401);
  });
});
