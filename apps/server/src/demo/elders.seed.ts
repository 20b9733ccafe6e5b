import { and, asc, eq } from 'drizzle-orm';
import { dependants } from '../db/schema/people';
import { requestDependants, requests } from '../db/schema/requests';
import { demo } from './identities';
import type { Seeder } from './seed';

/**
 * The demo family's elders, in the order of the badante requests made for them (workflow.seed):
 * the mother of the day-time badante, the father of the night assistance after a hospital stay,
 * the aunt of the live-in badante. Ages fit the demo customer (born in 1990) and the mother's
 * '79 anni' in her request; a birth date is the 15th of its month (spec §3).
 */
const elders = [
  { name: 'Rosa', age: 79, gender: 'FEMALE' },
  { name: 'Franco', age: 82, gender: 'MALE' },
  { name: 'Carla', age: 84, gender: 'FEMALE' },
] as const;

/** A birth date `age` and a half years before `now`: the age holds for six months. */
function bornAgo(now: Date, age: number) {
  const born = new Date(Date.UTC(now.getUTCFullYear() - age, now.getUTCMonth() - 6, 15));
  return born.toISOString().slice(0, 10);
}

/**
 * Who the demo badante requests are for: each elder added to the family and named on their own
 * request, as the request form would have done (a badante's request read 'Nessuno indicato', as
 * if the family's parent had been lost). Runs after the requests and their other assistiti.
 */
export const eldersSeeder: Seeder = {
  name: 'demo-elders-v1',
  async run(tx, ctx) {
    const uid = demo.customer.uid;
    const now = ctx.clock.now();
    const nurseRequests = await tx
      .select({ id: requests.id })
      .from(requests)
      .where(and(eq(requests.customerUid, uid), eq(requests.businessLine, 'NURSE')))
      .orderBy(asc(requests.id));
    const people = await tx
      .insert(dependants)
      .values(
        elders.map((elder) => ({
          userUid: uid,
          name: elder.name,
          birthDate: bornAgo(now, elder.age),
          gender: elder.gender,
          handicap: false,
          type: 'PERSON',
        })),
      )
      .returning({ id: dependants.id });
    const rows = nurseRequests.flatMap((request, i) =>
      people[i] ? [{ requestId: request.id, dependantId: people[i].id }] : [],
    );
    if (rows.length > 0) await tx.insert(requestDependants).values(rows).onConflictDoNothing();
  },
};
