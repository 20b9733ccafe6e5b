import { type DependantType, serviceIsFor } from '@equilibrio/contract/enums';
import { and, eq, isNull } from 'drizzle-orm';
import { dependants } from '../db/schema/people';
import { requestDependants, requests } from '../db/schema/requests';
import { demo } from './identities';
import type { Seeder } from './seed';

/**
 * Who the demo customer's requests are for, as the request form would have named them: each
 * request's assistiti among the demo dependants its service looks after (Sofia for a babysitter,
 * Pepe for a pet-sitter). A badante's request names its elder, added after (elders.seed). The
 * demo's colf requests are for the house ('Pulizie settimanali per un appartamento di 90 mq'):
 * they name nobody — a colf may be asked for a child or a pet too, but a cleaning request that
 * listed 'Sofia · bambina, 4 anni' and 'Pepe · cane, 6 anni' read as a mistake.
 */
export const requestDependantsSeeder: Seeder = {
  name: 'request-dependants-v1',
  async run(tx) {
    const uid = demo.customer.uid;
    const [family, asked] = await Promise.all([
      tx
        .select({ id: dependants.id, type: dependants.type })
        .from(dependants)
        .where(and(eq(dependants.userUid, uid), isNull(dependants.archivedAt))),
      tx
        .select({ id: requests.id, businessLine: requests.businessLine })
        .from(requests)
        .where(eq(requests.customerUid, uid)),
    ]);
    const rows = asked.flatMap(({ id, businessLine: line }) =>
      family
        .filter(
          (d) => line !== 'NURSE' && line !== 'COLF' && serviceIsFor(line, d.type as DependantType),
        )
        .map((d) => ({ requestId: id, dependantId: d.id })),
    );
    if (rows.length > 0) await tx.insert(requestDependants).values(rows).onConflictDoNothing();
  },
};
