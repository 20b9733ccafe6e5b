import { serviceEnded } from '@equilibrio/contract/backoffice';
import type { CaregiverRecord } from '@equilibrio/contract/caregivers';
import { beforeAll, describe, expect, it } from 'vitest';
import { injectAs, signedInAs, type TestUser } from '../../test/helpers';
import { demoRequestDetails, useDemoApp } from '../../test/workflow-fixtures';
import { italianDay } from '../lib/clock';
import { demo } from './identities';

type Detail = { id: number; status: string };

describe('demo data: reviews of the demo caregivers', () => {
  const { app, tutor } = useDemoApp();
  let customer: TestUser;
  const idOf = new Map<string, number>();

  beforeAll(async () => {
    customer = await signedInAs(app, demo.customer);
    for (const detail of await demoRequestDetails<Detail>(app, tutor)) {
      idOf.set(detail.status, detail.id);
    }
  });

  it('has reviews in each state for the moderation inbox, pending first', async () => {
    const page = (await injectAs(app, tutor, 'GET', '/v1/backoffice/reviews')).json();
    expect(page.counts).toEqual({ PENDING: 2, PUBLISHED: 5, HIDDEN: 1 });
    expect(page.content.slice(0, 2).map((row: { status: string }) => row.status)).toEqual([
      'PENDING',
      'PENDING',
    ]);
  });

  it("reads the past families' services as concluded ('Servizio concluso il …'), their caregivers free", async () => {
    const page = (
      await injectAs(
        app,
        tutor,
        'GET',
        '/v1/backoffice/requests?status=SELEZIONE%20COMPLETATA&pageSize=50',
      )
    ).json() as { content: { id: number; customer: { uid: string }; serviceEnd: string | null }[] };
    const past = page.content.filter((row) => row.customer.uid.startsWith('demoFamily'));
    expect(past.length).toBeGreaterThanOrEqual(4);
    const today = italianDay(new Date());
    for (const row of past) expect(serviceEnded(row.serviceEnd, today)).toBe(true);
    // Nor do they hold their caregivers: no 'Scelto su' a concluded service.
    const team = (
      await injectAs(app, tutor, 'GET', '/v1/backoffice/caregivers?pageSize=100')
    ).json() as { content: { docRef: string; busyOn: number[] }[] };
    const pastIds = new Set(past.map((row) => row.id));
    const held = team.content.flatMap((c) => c.busyOn.filter((id) => pastIds.has(id)));
    expect(held).toEqual([]);
    // A service still running does: Martina with the demo family (SELEZIONE COMPLETATA).
    const martina = team.content.find((c) => c.docRef === 'cg-martina-rossi')!;
    expect(martina.busyOn).toContain(idOf.get('SELEZIONE COMPLETATA'));
  });

  it('shows the demo customer Martina’s published reviews only, first name and month', async () => {
    const res = await injectAs(
      app,
      customer,
      'GET',
      `/v1/caregiver-selection/request/${idOf.get('INVIATO CV')}/phase/SELECTED`,
    );
    const martina = (res.json() as CaregiverRecord[]).find(
      (record) => record.docRef === 'cg-martina-rossi',
    )!;
    expect(martina.rating).toEqual({ average: 4.5, count: 2 });
    expect(martina.reviews.map((review) => review.firstName)).toEqual(['Francesca', 'Laura']);
    expect(JSON.stringify(martina)).not.toMatch(/347 555|Moretti|Gentile|timido/);
  });

  it('leaves Martina to review on the completed request, and shows Maria’s review published', async () => {
    const completed = await injectAs(
      app,
      customer,
      'GET',
      `/v2/requests/${idOf.get('SELEZIONE COMPLETATA')}/reviews`,
    );
    expect(completed.json().caregivers).toEqual([
      expect.objectContaining({ docRef: 'cg-martina-rossi', reviewable: true, review: null }),
    ]);
    const waiting = await injectAs(
      app,
      customer,
      'GET',
      `/v2/requests/${idOf.get('IN ATTESA')}/reviews`,
    );
    expect(waiting.json().caregivers[0]).toMatchObject({
      docRef: 'cg-maria-fernandez',
      review: { rating: 5, status: 'PUBLISHED' },
    });
  });
});
