import { randomBytes } from 'node:crypto';
import type { BusinessLine, RequestStatus } from '@equilibrio/contract/enums';
import { eq } from 'drizzle-orm';
import type { App } from '../src/app';
import { b2bCompanies, companyServices, services } from '../src/db/schema/catalog';
import { dependants, userAddresses } from '../src/db/schema/people';
import { requests } from '../src/db/schema/requests';
import { users } from '../src/db/schema/users';
import { createTestUser, madeBeforeAll, type TestApp, type TestUser } from './helpers';

/**
 * Data for request tests, written straight to the database so these tests do not depend on the
 * sign-up, personal-area or back-office endpoints.
 */
export async function createCustomer(
  app: App,
  options: { companyId?: string; emailVerified?: boolean } = {},
): Promise<TestUser> {
  const user = await createTestUser(app, { emailVerified: options.emailVerified });
  const profile = {
    name: 'Anna',
    surname: 'Rossi',
    phone: '+39 333 000 1111',
    b2bCompanyId: options.companyId ?? null,
  };
  await app.ctx.db
    .insert(users)
    .values({ uid: user.uid, email: user.email, ...profile })
    .onConflictDoUpdate({ target: users.uid, set: profile });
  return user;
}

/** A customer (`createCustomer`) for the tests of the enclosing `describe`. */
export const useCustomer = (app: TestApp, options: Parameters<typeof createCustomer>[1] = {}) =>
  madeBeforeAll('A customer', () => createCustomer(app, options));

export async function addDependant(
  app: App,
  uid: string,
  values: Partial<typeof dependants.$inferInsert> = {},
) {
  const [row] = await app.ctx.db
    .insert(dependants)
    .values({
      userUid: uid,
      name: 'Luca',
      birthDate: '2019-04-15',
      gender: 'MALE',
      type: 'PERSON',
      ...values,
    })
    .returning({ id: dependants.id });
  return row!.id;
}

export async function addAddress(app: App, uid: string) {
  const [row] = await app.ctx.db
    .insert(userAddresses)
    .values({
      userUid: uid,
      street: 'Via Roma 1',
      city: 'Torino',
      province: 'TO',
      postalCode: '10121',
    })
    .returning({ id: userAddresses.id });
  return row!.id;
}

/** A partner company offering the given business lines through B2B services. */
export async function createCompany(app: App, lines: BusinessLine[]) {
  const id = `azienda-${randomBytes(4).toString('hex')}`;
  await app.ctx.db.insert(b2bCompanies).values({ id, name: 'Azienda Prova S.r.l.' });
  for (const line of lines) {
    const [service] = await app.ctx.db
      .insert(services)
      .values({ businessLine: line, customerType: 'B2B', name: `${line} welfare` })
      .returning({ id: services.id });
    await app.ctx.db.insert(companyServices).values({ companyId: id, serviceId: service!.id });
  }
  return id;
}

/** Moves a request along as the workflow would (tests only: the workflow module owns this). */
export async function setRequestStatus(app: App, id: number, status: RequestStatus) {
  await app.ctx.db.update(requests).set({ status }).where(eq(requests.id, id));
}
