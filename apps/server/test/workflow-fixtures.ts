import { eq } from 'drizzle-orm';
import { requests } from '../src/db/schema/requests';
import { users } from '../src/db/schema/users';
import { caregiversSeeder } from '../src/demo/caregivers.seed';
import { catalogSeeder } from '../src/demo/catalog.seed';
import { runSeeders } from '../src/demo/seed';
import type { ManualClock } from '../src/lib/clock';
import { recordRequestCreated, transitionRequest } from '../src/modules/workflow/workflow.service';
import type { TestApp, TestUser } from './helpers';

/** The demo data's names (customer, tutor, partner company), for tests that load it. */
export { demo } from '../src/demo/identities';

/** The catalogue (services, prices per province, the demo partner company), as the demo loads it. */
export async function seedCatalog(app: TestApp) {
  await runSeeders(app.ctx, [catalogSeeder]);
}

/** The catalogue and the demo caregiver directory, as the demo data loads them. */
export async function seedCatalogAndCaregivers(app: TestApp) {
  await runSeeders(app.ctx, [catalogSeeder, caregiversSeeder]);
}

export async function setUserName(app: TestApp, user: TestUser, name: string, surname: string) {
  await app.ctx.db.update(users).set({ name, surname }).where(eq(users.uid, user.uid));
}

/**
 * A NUOVA request of the customer with its first history row, as the requests module creates
 * one (POST /v2/requests belongs to another module).
 */
export async function createTestRequest(
  app: TestApp,
  customer: TestUser,
  options: {
    businessLine?: 'BABYSITTER' | 'PETSITTER' | 'NURSE' | 'COLF';
    province?: string;
    welfare?: boolean;
    companyId?: string | null;
  } = {},
) {
  return app.ctx.db.transaction(async (tx) => {
    const now = app.ctx.clock.now();
    const [row] = await tx
      .insert(requests)
      .values({
        customerUid: customer.uid,
        businessLine: options.businessLine ?? 'BABYSITTER',
        province: options.province ?? 'TO',
        city: 'Torino',
        street: 'Via Roma 1',
        postalCode: '10121',
        languages: ['italian'],
        welfare: options.welfare ?? false,
        companyId: options.companyId ?? null,
        contactDate: now,
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: requests.id });
    await recordRequestCreated(app.ctx, tx, {
      requestId: row!.id,
      actor: { role: 'customer', uid: customer.uid },
    });
    return row!.id;
  });
}

/** What the payments module will do when the checkout completes. */
export async function completePayment(app: TestApp, requestId: number) {
  return app.ctx.db.transaction((tx) =>
    transitionRequest(app.ctx, tx, {
      requestId,
      action: 'confirmPayment',
      actor: { role: 'provider' },
      note: 'Pagamento di prova',
    }),
  );
}

/** Emails queued to an address (newest first), through the dev mailbox. */
export async function mailsTo(app: TestApp, to: string) {
  const res = await app.inject({
    method: 'GET',
    url: `/dev/mailbox/messages?limit=200&to=${encodeURIComponent(to)}`,
  });
  return res.json().messages as { subject: string; template: string; text: string }[];
}

/**
 * Moves the manual clock and signs new ID tokens for the users (tokens live one hour), so a test
 * can jump past the 24-hour payment hold and keep calling the API.
 */
export async function advanceClock(
  app: TestApp,
  ms: number,
  signedIn: { user: TestUser; role: 'customer' | 'tutor' }[],
) {
  (app.ctx.clock as ManualClock).advance(ms);
  for (const { user, role } of signedIn) {
    const token = await app.ctx.tokens.issue(
      {
        uid: user.uid,
        email: user.email,
        emailVerified: true,
        displayName: null,
        photoUrl: null,
        role,
      },
      { authTime: app.ctx.clock.now(), provider: 'password' },
    );
    user.token = token;
    user.headers.authorization = `Bearer ${token}`;
  }
}
