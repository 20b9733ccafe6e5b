import { describe, expect, it } from 'vitest';
import {
  injectAs,
  setNotificationPreference,
  useTestApp,
  useTestUser,
} from '../../../test/helpers';
import { createTestRequest } from '../../../test/workflow-fixtures';

/**
 * The request's page tells the tutor which emails about its requests the family chose, as the
 * family saved it in its personal area: a move or a message may reach it only there.
 */
describe('the family’s choice of emails, on the tutor’s request page', () => {
  const app = useTestApp();
  const tutor = useTestUser(app, { role: 'tutor' });
  const family = useTestUser(app);

  const customerOf = async (id: number) => {
    const res = await injectAs(app, tutor, 'GET', `/v1/backoffice/requests/${id}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().customer;
  };

  it('reads every email until the family chooses, then the choice it saved', async () => {
    const id = await createTestRequest(app, family);
    expect(await customerOf(id)).toMatchObject({ notificationPreference: 'ALL' });

    expect((await setNotificationPreference(app, family, 'NONE')).statusCode).toBe(200);
    expect(await customerOf(id)).toMatchObject({ notificationPreference: 'NONE' });

    expect((await setNotificationPreference(app, family, 'ACTIONS')).statusCode).toBe(200);
    expect(await customerOf(id)).toMatchObject({ notificationPreference: 'ACTIONS' });
  });
});
