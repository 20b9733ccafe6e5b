import { createTestApp, createTestUser, type TestApp, type TestUser } from './helpers';
import { type PopulatedCustomer, populateCustomer } from './privacy-fixtures';
import { seedCatalogAndCaregivers } from './workflow-fixtures';

/**
 * The privacy self-service routes on the app `app()` answers (read at each call, so a file can
 * create its app in `beforeAll`): the data export and the account deletion.
 */
export function privacyCalls(app: () => TestApp) {
  const exportOf = (user: TestUser, uid = user.uid, format?: 'json' | 'html') =>
    app().inject({
      method: 'GET',
      url: `/api/v1/user-controller/${uid}/export${format ? `?format=${format}` : ''}`,
      headers: user.headers,
    });
  const deleteAccount = (user: TestUser | null, uid: string) =>
    app().inject({
      method: 'DELETE',
      url: `/api/v1/user-controller/${uid}`,
      headers: user ? user.headers : {},
    });
  return { exportOf, deleteAccount };
}

/** An app with the catalogue and caregivers, a tutor and `count` customers with everything. */
export async function createPopulatedApp(count: number) {
  const app = await createTestApp();
  await seedCatalogAndCaregivers(app);
  const tutor = await createTestUser(app, { role: 'tutor' });
  const customers: PopulatedCustomer[] = [];
  for (let i = 0; i < count; i++) customers.push(await populateCustomer(app, tutor));
  return { app, tutor, customers };
}

/** An app with the catalogue, a tutor and two customers (A and B) with everything. */
export async function createPrivacyCustomers(): Promise<{
  app: TestApp;
  tutor: TestUser;
  a: PopulatedCustomer;
  b: PopulatedCustomer;
}> {
  const { app, tutor, customers } = await createPopulatedApp(2);
  return { app, tutor, a: customers[0]!, b: customers[1]! };
}
