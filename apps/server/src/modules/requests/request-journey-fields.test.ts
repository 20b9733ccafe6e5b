import { describe, expect, it } from 'vitest';
import { injectAs } from '../../../test/helpers';
import { chooseCaregiver } from '../../../test/payment-fixtures';
import {
  completePayment,
  createTestRequest,
  requestWithCandidates,
  useWorkflowApp,
} from '../../../test/workflow-fixtures';

const HOUR = 3_600_000;

/**
 * What the family's request cards need to say where a request stands (issue 21, item 2): the
 * deadline of the 24-hour hold while DA PAGARE, and the status a paused request left.
 */
describe('request journey fields: hold deadline and paused status', () => {
  const { app, customer, tutor } = useWorkflowApp();

  const list = async () =>
    (
      await injectAs(app, customer, 'GET', `/v2/requests/${customer.uid}/requests?active=true`)
    ).json().content as { id: number; holdExpiresAt: string | null; statusBeforeStandBy: string }[];
  const one = async (id: number) =>
    (
      await app.inject({ method: 'GET', url: `/v2/requests/${id}`, headers: customer.headers })
    ).json();

  it('shows until when the chosen caregiver is held, on the list and the request, then no more once paid', async () => {
    const { id } = await requestWithCandidates(app, customer, tutor, ['cg-martina-rossi']);
    expect((await one(id)).holdExpiresAt).toBeNull();

    const chosenAt = app.ctx.clock.now().getTime();
    const accepted = await chooseCaregiver(app, customer, id, 'cg-martina-rossi');
    expect(accepted.statusCode).toBe(200);
    const deadline = new Date(chosenAt + 24 * HOUR).toISOString();
    expect(await one(id)).toMatchObject({ status: 'DA PAGARE', holdExpiresAt: deadline });
    expect((await list()).find((request) => request.id === id)?.holdExpiresAt).toBe(deadline);

    await completePayment(app, id);
    expect(await one(id)).toMatchObject({ status: 'PAGATO', holdExpiresAt: null });
    expect((await list()).find((request) => request.id === id)?.holdExpiresAt).toBeNull();
  });

  it('names the status a paused request left, and nothing once it resumed', async () => {
    const id = await createTestRequest(app, customer);
    const move = (path: string) =>
      injectAs(app, tutor, 'POST', `/v1/backoffice/requests/${id}/${path}`);
    expect((await move('stand-by')).statusCode).toBe(200);
    expect(await one(id)).toMatchObject({ status: 'STAND BY', statusBeforeStandBy: 'NUOVA' });
    expect((await move('resume')).statusCode).toBe(200);
    expect(await one(id)).toMatchObject({ status: 'NUOVA', statusBeforeStandBy: null });
  });
});
