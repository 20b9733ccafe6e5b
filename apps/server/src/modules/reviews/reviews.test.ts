import type { CaregiverRecord } from '@equilibrio/contract/caregivers';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { injectAs, type TestUser, useTestUser } from '../../../test/helpers';
import { requestToPay } from '../../../test/payment-fixtures';
import { privacyCalls } from '../../../test/privacy-calls';
import {
  completePayment,
  requestWithCandidates,
  setUserName,
  useWorkflowApp,
} from '../../../test/workflow-fixtures';
import { requests } from '../../db/schema/requests';
import { italianDay } from '../../lib/clock';

const DAY = 86_400_000;
const MARTINA = 'cg-martina-rossi';

describe('reviews after service', () => {
  const { app, customer, tutor } = useWorkflowApp();
  const stranger = useTestUser(app);
  const nextFamily = useTestUser(app);
  let today: string;
  const daysAgo = (days: number) =>
    italianDay(new Date(app.ctx.clock.now().getTime() - days * DAY));

  /**
   * A paid request of the customer with Martina confirmed, and no round yet. Asked 60 days ago:
   * a round cannot start before the request's day, and these rounds started weeks ago.
   */
  async function servedRequest(user: TestUser = customer) {
    const { id } = await requestToPay(app, user, tutor, { candidates: [MARTINA] });
    await completePayment(app, id);
    await app.ctx.db
      .update(requests)
      .set({ createdAt: new Date(app.ctx.clock.now().getTime() - 60 * DAY) })
      .where(eq(requests.id, id));
    return id;
  }
  const addRound = async (requestId: number, round: { startDate: string; endDate?: string }) => {
    const res = await injectAs(app, tutor, 'POST', `/v1/backoffice/requests/${requestId}/rounds`, {
      eventType: 'ACTIVATION',
      ...round,
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().id as number;
  };
  const review = (user: TestUser, requestId: number, body: object) =>
    injectAs(app, user, 'POST', `/v2/requests/${requestId}/reviews`, body);
  const reviewsOf = (user: TestUser, requestId: number) =>
    injectAs(app, user, 'GET', `/v2/requests/${requestId}/reviews`);
  /** What the next family reads of Martina on its candidates. */
  async function martinaAsNextFamilySees(requestId: number) {
    const res = await injectAs(
      app,
      nextFamily,
      'GET',
      `/v1/caregiver-selection/request/${requestId}/phase/SELECTED`,
    );
    expect(res.statusCode).toBe(200);
    return (res.json() as CaregiverRecord[]).find((record) => record.docRef === MARTINA)!;
  }

  let endedRequest: number;
  let nextFamilyRequest: number;

  beforeAll(async () => {
    today = italianDay(app.ctx.clock.now());
    await setUserName(app, customer, 'Giulia Maria', 'Bianchi');
    await setUserName(app, tutor, 'Paola', 'Verdi');
    endedRequest = await servedRequest();
    ({ id: nextFamilyRequest } = await requestWithCandidates(app, nextFamily, tutor, [MARTINA]));
  });

  it('refuses a review without a round of the caregiver on the request', async () => {
    const res = await review(customer, endedRequest, { docRef: MARTINA, rating: 5 });
    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toContain('solo a chi ha prestato servizio');
    expect((await reviewsOf(customer, endedRequest)).json()).toEqual({ caregivers: [] });
  });

  it('refuses a review before 30 days of service, and says from when', async () => {
    const requestId = await servedRequest();
    await addRound(requestId, { startDate: daysAgo(10) });
    const res = await review(customer, requestId, { docRef: MARTINA, rating: 4 });
    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toMatch(
      /^Potrai lasciare una recensione (dal |dall’)\d+ \w+ \d{4}/,
    );
    const [served] = (await reviewsOf(customer, requestId)).json().caregivers;
    expect(served).toMatchObject({
      docRef: MARTINA,
      name: 'Martina',
      reviewable: false,
      reviewableFrom: new Date(Date.parse(`${daysAgo(10)}T12:00:00Z`) + 30 * DAY)
        .toISOString()
        .slice(0, 10),
      review: null,
    });
  });

  it('allows a review after 30 days of service', async () => {
    const requestId = await servedRequest();
    await addRound(requestId, { startDate: daysAgo(30) });
    const res = await review(customer, requestId, {
      docRef: MARTINA,
      rating: 3,
      comment: ' Brava ',
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ rating: 3, comment: 'Brava', status: 'PENDING' });
  });

  it('allows a review once the round has ended, once per family, caregiver and request', async () => {
    await addRound(endedRequest, { startDate: daysAgo(5), endDate: daysAgo(1) });
    const first = await review(customer, endedRequest, {
      docRef: MARTINA,
      rating: 5,
      comment: 'Puntuale e dolcissima con i bambini.',
    });
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json()).toMatchObject({ status: 'PENDING', hideReason: null, docRef: MARTINA });
    const again = await review(customer, endedRequest, { docRef: MARTINA, rating: 1 });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toContain('Hai già lasciato una recensione');
    const [served] = (await reviewsOf(customer, endedRequest)).json().caregivers;
    expect(served).toMatchObject({ reviewable: true, review: { rating: 5, status: 'PENDING' } });
  });

  it('checks the rating and the comment with Italian messages', async () => {
    for (const body of [
      { docRef: MARTINA, rating: 6 },
      { docRef: MARTINA, rating: 0 },
      { docRef: MARTINA, rating: 2.5 },
      { docRef: MARTINA },
    ]) {
      const res = await review(customer, endedRequest, body);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().error.fields['body.rating']).toBe('Scegli da 1 a 5 stelle');
    }
    const long = await review(customer, endedRequest, {
      docRef: MARTINA,
      rating: 4,
      comment: 'a'.repeat(2001),
    });
    expect(long.statusCode).toBe(400);
    expect(long.json().error.fields['body.comment']).toBe('Massimo 2000 caratteri');
  });

  it('answers 404 to another family, on every reviews route, and writes nothing', async () => {
    const calls = [
      injectAs(app, stranger, 'GET', `/v2/requests/${endedRequest}/reviews`),
      review(stranger, endedRequest, { docRef: MARTINA, rating: 1, comment: 'Intruso' }),
      injectAs(app, stranger, 'PUT', `/v2/requests/${endedRequest}/reviews/${MARTINA}`, {
        rating: 1,
      }),
    ];
    for (const res of await Promise.all(calls)) {
      expect(res.statusCode).toBe(404);
      expect(res.body).not.toContain('Puntuale');
    }
    const [served] = (await reviewsOf(customer, endedRequest)).json().caregivers;
    expect(served.review.rating).toBe(5);
  });

  it('keeps pending and hidden reviews from other families; publishes with first name and month only', async () => {
    const pendingView = await martinaAsNextFamilySees(nextFamilyRequest);
    expect(pendingView.reviews).toEqual([]);
    expect(pendingView.rating).toBeNull();

    const inbox = await injectAs(app, tutor, 'GET', '/v1/backoffice/reviews');
    expect(inbox.statusCode).toBe(200);
    const page = inbox.json();
    expect(page.counts.PENDING).toBe(2);
    expect(page.content.map((row: { status: string }) => row.status)).toEqual([
      'PENDING',
      'PENDING',
    ]);
    const target = page.content.find(
      (row: { requestId: number }) => row.requestId === endedRequest,
    );
    expect(target).toMatchObject({
      family: { name: 'Giulia Maria Bianchi' },
      caregiver: { docRef: MARTINA, name: 'Martina' },
      signature: expect.stringMatching(/^Giulia · \w+ \d{4}$/),
    });
    const other = page.content.find((row: { requestId: number }) => row.requestId !== endedRequest);

    const published = await injectAs(
      app,
      tutor,
      'POST',
      `/v1/backoffice/reviews/${target.id}/publish`,
    );
    expect(published.statusCode).toBe(200);
    expect(published.json()).toMatchObject({ status: 'PUBLISHED', moderatedBy: 'Paola Verdi' });
    const hidden = await injectAs(app, tutor, 'POST', `/v1/backoffice/reviews/${other.id}/hide`, {
      reason: 'Il commento parla di un’altra persona.',
    });
    expect(hidden.statusCode).toBe(200);

    const seen = await martinaAsNextFamilySees(nextFamilyRequest);
    expect(seen.reviews).toEqual([
      {
        rating: 5,
        comment: 'Puntuale e dolcissima con i bambini.',
        firstName: 'Giulia',
        month: today.slice(0, 7),
      },
    ]);
    expect(seen.rating).toEqual({ average: 5, count: 1 });
    const body = JSON.stringify(seen);
    expect(body).not.toContain('Bianchi');
    expect(body).not.toContain(customer.email);
    expect(body).not.toContain('Brava');

    // The hidden review's family reads the reason; the published one's, its state.
    const families = (await reviewsOf(customer, endedRequest)).json().caregivers;
    expect(families[0].review).toMatchObject({ status: 'PUBLISHED', hideReason: null });
    const hiddenOwn = await injectAs(
      app,
      customer,
      'GET',
      `/v2/requests/${other.requestId}/reviews`,
    );
    expect(hiddenOwn.json().caregivers[0].review).toMatchObject({
      status: 'HIDDEN',
      hideReason: 'Il commento parla di un’altra persona.',
    });

    // The caregiver page of the back office shows every review and the average.
    const onProfile = await injectAs(
      app,
      tutor,
      'GET',
      `/v1/backoffice/caregivers/${MARTINA}/reviews`,
    );
    expect(onProfile.json().rating).toEqual({ average: 5, count: 1 });
    expect(onProfile.json().reviews).toHaveLength(2);
  });

  it('sends a changed review back to the tutors', async () => {
    const res = await injectAs(
      app,
      customer,
      'PUT',
      `/v2/requests/${endedRequest}/reviews/${MARTINA}`,
      { rating: 4, comment: 'Puntuale e dolcissima.' },
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ rating: 4, status: 'PENDING' });
    expect((await martinaAsNextFamilySees(nextFamilyRequest)).reviews).toEqual([]);
    const missing = await injectAs(
      app,
      customer,
      'PUT',
      `/v2/requests/${endedRequest}/reviews/cg-chiara-esposito`,
      { rating: 4 },
    );
    expect(missing.statusCode).toBe(404);
  });

  it('lets only tutors moderate, with a reason to hide', async () => {
    const inbox = await injectAs(app, customer, 'GET', '/v1/backoffice/reviews');
    expect(inbox.statusCode).toBe(403);
    const noReason = await injectAs(app, tutor, 'POST', '/v1/backoffice/reviews/1/hide', {
      reason: ' ',
    });
    expect(noReason.statusCode).toBe(400);
    const missing = await injectAs(app, tutor, 'POST', '/v1/backoffice/reviews/2000000000/publish');
    expect(missing.statusCode).toBe(404);
  });

  describe('the family’s data rights', () => {
    const { exportOf, deleteAccount } = privacyCalls(() => app);
    const leaving = useTestUser(app);

    it('exports the family’s reviews and deletes them with the account', async () => {
      const requestId = await servedRequest(leaving);
      await addRound(requestId, { startDate: daysAgo(40) });
      const res = await review(leaving, requestId, {
        docRef: MARTINA,
        rating: 2,
        comment: 'Ritardi frequenti.',
      });
      expect(res.statusCode).toBe(201);
      await injectAs(app, tutor, 'POST', `/v1/backoffice/reviews/${res.json().id}/publish`);

      const exported = await exportOf(leaving);
      expect(exported.json().caregiverReviews).toEqual([
        expect.objectContaining({
          requestId,
          caregiverName: 'Martina Rossi',
          rating: 2,
          comment: 'Ritardi frequenti.',
          status: 'PUBLISHED',
        }),
      ]);
      const before = (await martinaAsNextFamilySees(nextFamilyRequest)).rating;
      expect(before?.count).toBe(1);

      expect((await deleteAccount(leaving, leaving.uid)).statusCode).toBe(200);
      const after = await injectAs(
        app,
        tutor,
        'GET',
        `/v1/backoffice/caregivers/${MARTINA}/reviews`,
      );
      expect(JSON.stringify(after.json())).not.toContain('Ritardi frequenti');
    });
  });
});
