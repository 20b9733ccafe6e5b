// Seeds the database of `npm run bench:api` with the server's own code (demo seeders, identity
// service, workflow) and writes what the benchmark needs as JSON to BENCH_SEED_OUT:
// tokens signed with the server's keys, the bench customer's uid and request ids.
// Run by scripts/bench/api.mjs: `node --import tsx scripts/bench/seed-api.ts` with DATA_DIR or
// DATABASE_URL in the environment.
import fs from 'node:fs';
import { and, eq, sql } from 'drizzle-orm';
import { buildApp } from '../../apps/server/src/app';
import { loadConfig } from '../../apps/server/src/config';
import { openDatabase } from '../../apps/server/src/db/open';
import { identityUsers } from '../../apps/server/src/db/schema/identity';
import { dependants } from '../../apps/server/src/db/schema/people';
import { requestDependants, requests } from '../../apps/server/src/db/schema/requests';
import { users } from '../../apps/server/src/db/schema/users';
import { seedDemoData } from '../../apps/server/src/demo';
import { demo } from '../../apps/server/src/demo/identities';
import { provisionAccount } from '../../apps/server/src/modules/identity/identity.service';
import { recordRequestCreated } from '../../apps/server/src/modules/workflow/workflow.service';

const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 50);
const NPS_USERS = Number(process.env.BENCH_NPS_USERS ?? 2000);
const BENCH_UID = 'benchCustomer0000000000001';

const config = loadConfig({ ...process.env, SEED_DEMO: 'false', LOG_LEVEL: 'silent' });
const database = await openDatabase(config, { migrate: true });
const app = await buildApp({ config, database, logger: false, runJobs: false });
const { ctx } = app;

await seedDemoData(ctx);

const lines = ['BABYSITTER', 'PETSITTER', 'NURSE', 'COLF'] as const;
const exists = await ctx.db
  .select({ uid: identityUsers.uid })
  .from(identityUsers)
  .where(eq(identityUsers.uid, BENCH_UID));
if (exists.length === 0) {
  await ctx.db.transaction(async (tx) => {
    await provisionAccount(ctx, tx, {
      uid: BENCH_UID,
      email: 'bench@example.it',
      password: 'Bench!2345',
      role: 'customer',
      emailVerified: true,
      profile: { name: 'Bruno', surname: 'Banchi', phone: '+39 333 000 0000' },
    });
    const [child] = await tx
      .insert(dependants)
      .values({
        userUid: BENCH_UID,
        name: 'Luca',
        birthDate: '2019-04-15',
        gender: 'MALE',
        type: 'PERSON',
      })
      .returning({ id: dependants.id });
    for (let i = 0; i < REQUESTS; i++) {
      const now = new Date(Date.now() - (REQUESTS - i) * 60_000);
      const [row] = await tx
        .insert(requests)
        .values({
          customerUid: BENCH_UID,
          businessLine: lines[i % lines.length]!,
          message: `Richiesta di prova numero ${i + 1}: pomeriggi dal lunedì al venerdì.`,
          languages: lines[i % lines.length] === 'PETSITTER' ? [] : ['italian', 'english'],
          street: 'Via Roma 1',
          city: 'Torino',
          province: 'TO',
          postalCode: '10121',
          contactDate: now,
          createdAt: now,
          updatedAt: now,
        })
        .returning({ id: requests.id });
      if (lines[i % lines.length] === 'BABYSITTER') {
        await tx.insert(requestDependants).values({ requestId: row!.id, dependantId: child!.id });
      }
      await recordRequestCreated(ctx, tx, {
        requestId: row!.id,
        actor: { role: 'customer', uid: BENCH_UID },
        notify: false,
      });
    }
  });

  // Customers who each send NPS scores (the endpoint allows 30 an hour per account).
  const now = new Date(Date.now() - 5000);
  for (let start = 0; start < NPS_USERS; start += 500) {
    const batch = [];
    for (let i = start; i < Math.min(NPS_USERS, start + 500); i++) {
      batch.push({ uid: `benchNps${String(i).padStart(6, '0')}`, email: `nps${i}@example.it` });
    }
    await ctx.db.insert(identityUsers).values(
      batch.map((user) => ({
        ...user,
        emailVerified: true,
        passwordHash: null,
        createdAt: now,
        lastLoginAt: now,
        lastRefreshAt: now,
        validSince: now,
      })),
    );
    await ctx.db
      .insert(users)
      .values(batch.map((user) => ({ ...user, createdAt: now, updatedAt: now })));
  }
}

const issue = (uid: string, email: string) =>
  ctx.tokens.issue(
    { uid, email, emailVerified: true, displayName: null, photoUrl: null, role: 'customer' },
    { authTime: new Date(), provider: 'password' },
  );

const benchRequests = await ctx.db
  .select({ id: requests.id })
  .from(requests)
  .where(eq(requests.customerUid, BENCH_UID))
  .orderBy(requests.id);
const [candidatesRequest] = await ctx.db
  .select({ id: requests.id })
  .from(requests)
  .where(and(eq(requests.customerUid, demo.customer.uid), eq(requests.status, 'INVIATO CV')))
  .limit(1);

const npsTokens: string[] = [];
for (let i = 0; i < NPS_USERS; i++) {
  npsTokens.push(await issue(`benchNps${String(i).padStart(6, '0')}`, `nps${i}@example.it`));
}

// Fresh statistics, as autovacuum would gather after a bulk load: without them the planner
// assumes each customer has one request and sorts all 50 instead of reading 10 from the index.
await ctx.db.execute(sql`analyze`);

const out = {
  uid: BENCH_UID,
  token: await issue(BENCH_UID, 'bench@example.it'),
  requestIds: benchRequests.map((row) => row.id),
  demoToken: await issue(demo.customer.uid, demo.customer.email),
  candidatesRequestId: candidatesRequest?.id ?? null,
  signIn: { email: demo.customer.email, password: demo.customer.password },
  npsTokens,
};
await app.close();
await database.close();
const outFile = process.env.BENCH_SEED_OUT;
if (!outFile) throw new Error('BENCH_SEED_OUT: where to write the tokens');
fs.writeFileSync(outFile, JSON.stringify(out));
process.exit(0);
