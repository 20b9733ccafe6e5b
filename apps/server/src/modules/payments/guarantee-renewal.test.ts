import { describe, expect, it } from 'vitest';
import {
  injectAs,
  setNotificationPreference,
  type TestUser,
  useTestUser,
} from '../../../test/helpers';
import { paidRequest } from '../../../test/payment-fixtures';
import {
  advanceClock,
  createTestRequest,
  mailsTo,
  useWorkflowApp,
} from '../../../test/workflow-fixtures';

/**
 * The NO PROBLEM guarantee paid with the selection renews every 30 days, and the family may
 * switch the renewal off at any time (spec), or on again while the guarantee still covers them.
 */
describe('PUT /v2/requests/{id}/guarantee-renewal', () => {
  const { app, customer, tutor } = useWorkflowApp();
  const stranger = useTestUser(app);
  const DAY = 24 * 3_600_000;

  const setRenewal = (who: TestUser, id: number, renew: boolean) =>
    injectAs(app, who, 'PUT', `/v2/requests/${id}/guarantee-renewal`, { renew });
  const familyRequest = async (id: number) =>
    (await injectAs(app, customer, 'GET', `/v2/requests/${id}`)).json();
  const activities = async (id: number) =>
    (
      (await injectAs(app, tutor, 'GET', `/v1/backoffice/requests/${id}`)).json().notes as {
        kind: string;
        text: string;
      }[]
    )
      .filter((note) => note.kind === 'activity' && note.text.includes('garanzia'))
      .map((note) => note.text);

  const paid = async () => (await paidRequest(app, customer, tutor)).id;

  /** Moves the clock on by `ms`, the three users staying signed in. */
  const advance = (ms: number) =>
    advanceClock(app, ms, [
      { user: customer, role: 'customer' },
      { user: tutor, role: 'tutor' },
      { user: stranger, role: 'customer' },
    ]);
  const letEarlierNewsGo = async () => {
    await advance(11 * 60_000);
    await app.jobs.runAll();
  };
  /** On, off and on again a minute apart, then the emails' window passes. */
  const switchOnOffOnAndWait = async (id: number) => {
    for (const renew of [true, false, true]) {
      await advance(60_000);
      expect((await setRenewal(customer, id, renew)).statusCode).toBe(200);
    }
    await advance(10 * 60_000);
    await app.jobs.runAll();
  };

  it('switches the renewal off and on again, once each, told in the request’s history', async () => {
    // A request before it: request and payment ids differ (a query mixing them up fails here).
    await createTestRequest(app, customer);
    const id = await paid();
    expect((await familyRequest(id)).guaranteeRenewalOffAt).toBeNull();
    // The tutor's page counts the guarantee from the same day as the family's.
    const tutorView = (await injectAs(app, tutor, 'GET', `/v1/backoffice/requests/${id}`)).json();
    expect(tutorView.paidAt).toBe((await familyRequest(id)).paidAt);
    expect(tutorView.paidAt).not.toBeNull();

    const off = await setRenewal(customer, id, false);
    expect(off.statusCode).toBe(200);
    const offAt = off.json().guaranteeRenewalOffAt as string;
    expect(new Date(offAt).getTime()).toBe(app.ctx.clock.now().getTime());
    expect((await familyRequest(id)).guaranteeRenewalOffAt).toBe(offAt);
    // Said twice (a double tap): the same answer, nothing more recorded.
    expect((await setRenewal(customer, id, false)).json()).toEqual({
      guaranteeRenewalOffAt: offAt,
    });
    expect(await activities(id)).toEqual([
      'La famiglia ha disattivato il rinnovo della garanzia NO PROBLEM.',
    ]);

    const on = await setRenewal(customer, id, true);
    expect(on.json()).toEqual({ guaranteeRenewalOffAt: null });
    expect((await familyRequest(id)).guaranteeRenewalOffAt).toBeNull();
    expect(await activities(id)).toEqual([
      'La famiglia ha disattivato il rinnovo della garanzia NO PROBLEM.',
      'La famiglia ha riattivato il rinnovo della garanzia NO PROBLEM.',
    ]);
  });

  it('tells the tutors by email, once for switches in a row, saying how it stands', async () => {
    const id = await paid();
    // The request's earlier news (the payment) had their window, and went.
    await letEarlierNewsGo();
    const renewalMails = async () =>
      (await mailsTo(app, tutor.email!)).filter((m) =>
        m.subject.startsWith(`Richiesta #${id}: rinnovo`),
      );

    expect((await setRenewal(customer, id, false)).statusCode).toBe(200);
    await app.jobs.runAll();
    const [off] = await renewalMails();
    expect(off?.subject).toBe(`Richiesta #${id}: rinnovo della garanzia disattivato`);
    expect(off?.text).toMatch(
      /rinnovo disattivato dalla famiglia (il |l’)\d+ \w+ \d{4}, copre fino (al|all’) \d+ \w+ \d{4} compreso; non va rinnovata\./,
    );

    // On, off and on again within minutes: still that one email, saying how it stands now.
    await switchOnOffOnAndWait(id);
    const mails = await renewalMails();
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe(`Richiesta #${id}: rinnovo della garanzia riattivato`);
    expect(mails[0]!.text).toMatch(
      /copre fino (al|all’) \d+ \w+ \d{4} compreso, poi si rinnova per altri 30 giorni \(\d+,\d{2} €\)\./,
    );
  });

  // It changes what the family will be charged: in writing, whatever emails it chose.
  it('confirms it to the family by email, once for switches in a row, even with no emails chosen', async () => {
    const id = await paid();
    await letEarlierNewsGo();
    expect((await setNotificationPreference(app, customer, 'NONE')).statusCode).toBe(200);
    const confirmations = async () =>
      (await mailsTo(app, customer.email!)).filter(
        (m) =>
          m.subject.startsWith('Rinnovo della garanzia') &&
          m.subject.endsWith(`#${id} (babysitter)`),
      );
    try {
      expect((await setRenewal(customer, id, false)).statusCode).toBe(200);
      await app.jobs.runAll();
      const [off] = await confirmations();
      expect(off).toBeDefined();
      expect(off?.subject).toBe(
        `Rinnovo della garanzia disattivato — richiesta #${id} (babysitter)`,
      );
      expect(off?.text).toMatch(
        /Rinnovo disattivato: la garanzia resta attiva fino (al|all’) \d+ \w+ \d{4} compreso, poi termina senza altri costi\. Puoi riattivare il rinnovo dalla pagina della richiesta fino a quel giorno\./,
      );
      expect(off?.text).toContain(`/dashboard/request-detail/${id}`);

      await switchOnOffOnAndWait(id);
      const mails = await confirmations();
      // The first, and one for the three switches after it (saying how it stands).
      expect(mails).toHaveLength(2);
      const on = mails.find((m) => m.subject !== off!.subject);
      expect(on?.subject).toBe(`Rinnovo della garanzia riattivato — richiesta #${id} (babysitter)`);
      expect(on?.text).toMatch(/Poi si rinnova per altri 30 giorni \(\d+,\d{2} €\)\./);
    } finally {
      await setNotificationPreference(app, customer, 'ALL');
    }
  });

  it('cannot be switched on again once the guarantee ended', async () => {
    const id = await paid();
    expect((await setRenewal(customer, id, false)).statusCode).toBe(200);
    await advance(31 * DAY);
    const late = await setRenewal(customer, id, true);
    expect(late.statusCode).toBe(409);
    expect(late.json().error.message).toMatch(
      /^La garanzia è terminata (il |l’)\d+ \w+ \d{4}: per attivarla di nuovo scrivi al tuo family tutor\.$/,
    );
    expect((await familyRequest(id)).guaranteeRenewalOffAt).not.toBeNull();
  });

  it('refuses a request not paid (409), and anyone else’s request reads as missing (404)', async () => {
    const fresh = await createTestRequest(app, customer);
    const unpaid = await setRenewal(customer, fresh, false);
    expect(unpaid.statusCode).toBe(409);
    expect(unpaid.json().error.message).toBe(
      'Per questa richiesta non c’è una garanzia da rinnovare.',
    );

    const id = await paid();
    const foreign = await setRenewal(stranger, id, false);
    expect(foreign.statusCode).toBe(404);
    expect((await setRenewal(tutor, id, false)).statusCode).toBe(404);
    expect((await familyRequest(id)).guaranteeRenewalOffAt).toBeNull();

    const bad = await injectAs(app, customer, 'PUT', `/v2/requests/${id}/guarantee-renewal`, {
      renew: 'no',
    });
    expect(bad.statusCode).toBe(400);
  });
});
