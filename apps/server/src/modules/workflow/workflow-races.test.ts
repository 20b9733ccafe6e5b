import type { RequestStatus } from '@equilibrio/contract/enums';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { injectAs } from '../../../test/helpers';
import {
  advanceClock,
  mailsTo,
  requestWithCandidates,
  useWorkflowApp,
} from '../../../test/workflow-fixtures';
import { requestEvents } from '../../db/schema/requests';
import { sweepExpiredHolds } from './hold-sweeper';
import { lockRequest, transitionRequest } from './workflow.service';

const HOUR = 3_600_000;

/**
 * Races that must resolve to one winner. On PostgreSQL the calls really run on separate
 * connections at once; on PGlite they are serialised, and the same assertions hold.
 */
describe('workflow races', () => {
  const { app, customer, tutor } = useWorkflowApp();

  /** A request of the customer in INVIATO CV with the given published candidates. */
  const publishedWith = async (docRefs: string[]) =>
    (await requestWithCandidates(app, customer, tutor, docRefs)).id;

  const accept = (id: number, docRef: string) =>
    injectAs(
      app,
      customer,
      'PATCH',
      `/v1/caregiver-selection/request/${id}/caregiver/${docRef}/accept`,
    );

  const eventsOf = (id: number, toStatus: RequestStatus) =>
    app.ctx.db
      .select({ id: requestEvents.id })
      .from(requestEvents)
      .where(and(eq(requestEvents.requestId, id), eq(requestEvents.toStatus, toStatus)));

  it('lets exactly one of two racing accepts win (different candidates)', async () => {
    const id = await publishedWith(['cg-martina-rossi', 'cg-chiara-esposito']);
    const results = await Promise.all([
      accept(id, 'cg-martina-rossi'),
      accept(id, 'cg-chiara-esposito'),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const loser = results.find((r) => r.statusCode === 409)!;
    // The family reads the status by its portal's name, never the stored code.
    expect(loser.json().error.message).toBe(
      'Operazione non più possibile: la richiesta ora è «Da pagare». La pagina mostra cosa puoi fare adesso.',
    );
    const chosen = await injectAs(
      app,
      customer,
      'GET',
      `/v1/caregiver-selection/request/${id}/phase/CHOSEN`,
    );
    expect(chosen.json()).toHaveLength(1);
    expect(chosen.json()[0].docRef).toBe(results.find((r) => r.statusCode === 200)!.json().docRef);
    expect(await eventsOf(id, 'DA PAGARE')).toHaveLength(1);
  });

  it('lets exactly one of two racing accepts win (same candidate, double click)', async () => {
    const id = await publishedWith(['cg-sofia-ricci']);
    const results = await Promise.all([accept(id, 'cg-sofia-ricci'), accept(id, 'cg-sofia-ricci')]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(await eventsOf(id, 'DA PAGARE')).toHaveLength(1);
  });

  it('handles every expired hold exactly once when two sweepers run at the same time', async () => {
    const ids: number[] = [];
    for (let i = 0; i < 6; i++) {
      const id = await publishedWith(['cg-luca-marino']);
      expect((await accept(id, 'cg-luca-marino')).statusCode).toBe(200);
      ids.push(id);
    }
    const pending = (
      await injectAs(
        app,
        tutor,
        'GET',
        `/v1/backoffice/requests?status=${encodeURIComponent('DA PAGARE')}`,
      )
    ).json().totalElements;
    expect(pending).toBeGreaterThanOrEqual(ids.length);
    const mailsBefore = (await mailsTo(app, customer.email)).filter(
      (m) => m.template === 'customer-hold-expired',
    ).length;
    await advanceClock(app, 24 * HOUR + 1000, [
      { user: customer, role: 'customer' },
      { user: tutor, role: 'tutor' },
    ]);
    const handled = await Promise.all([
      sweepExpiredHolds(app.ctx),
      sweepExpiredHolds(app.ctx),
      sweepExpiredHolds(app.ctx),
    ]);
    expect(handled.reduce((a, b) => a + b, 0)).toBe(pending);
    for (const id of ids) {
      expect(await eventsOf(id, 'INVIATO CV')).toHaveLength(2); // published, then expired
      const res = await injectAs(app, tutor, 'GET', `/v1/backoffice/requests/${id}`);
      expect(res.json().status).toBe('INVIATO CV');
      expect(res.json().candidates[0]).toMatchObject({
        phase: 'SELECTED',
        holdExpiresAt: null,
        chosenAt: null,
      });
    }
    const mailsAfter = (await mailsTo(app, customer.email)).filter(
      (m) => m.template === 'customer-hold-expired',
    ).length;
    expect(mailsAfter - mailsBefore).toBe(pending);
    // Nothing left: a further run handles nothing.
    expect(await sweepExpiredHolds(app.ctx)).toBe(0);
  });

  it('resolves a payment racing the hold expiry to one outcome, applied once', async () => {
    const id = await publishedWith(['cg-martina-rossi']);
    expect((await accept(id, 'cg-martina-rossi')).statusCode).toBe(200);
    await advanceClock(app, 24 * HOUR + 1000, [
      { user: customer, role: 'customer' },
      { user: tutor, role: 'tutor' },
    ]);
    // The payments module's pattern: lock, check the status, transition; a repeat is a no-op.
    const pay = () =>
      app.ctx.db.transaction(async (tx) => {
        const request = await lockRequest(tx, id);
        if (request.status !== 'DA PAGARE') return 'skipped';
        await transitionRequest(app.ctx, tx, {
          requestId: id,
          action: 'confirmPayment',
          actor: { role: 'provider' },
        });
        return 'paid';
      });
    const [swept, paid, paidAgain] = await Promise.all([sweepExpiredHolds(app.ctx), pay(), pay()]);
    const paidCount = [paid, paidAgain].filter((r) => r === 'paid').length;
    expect(swept + paidCount).toBe(1);
    const left = (await eventsOf(id, 'PAGATO')).length + (await eventsOf(id, 'INVIATO CV')).length;
    expect(left).toBe(1 + 1); // the publish, plus exactly one of expiry or payment
  });
});
