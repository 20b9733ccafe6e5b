import { type DependantType, serviceIsFor } from '@equilibrio/contract/enums';
import { and, eq, isNull } from 'drizzle-orm';
import { dependants } from '../db/schema/people';
import { requestDependants, requests } from '../db/schema/requests';
import { demo } from './identities';
import type { Seeder } from './seed';

/**
 * Who the demo customer's requests are for, as the request form would have named them: each
 * request's assistiti among the demo dependants its service looks after (Sofia for a babysitter,
 * Pepe for a pet-sitter). A badante's request names its elder, added after (elders.seed). A colf
 * works in the family's house: its requests name who lives there, Sofia and Pepe, as the form asks
 * ('La colf lavora in casa: scegli chi ci vive…') — a colf request naming nobody could not be saved
 * again from 'Aggiungi Info', where the spec requires assistiti.
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
        .filter((d) => line !== 'NURSE' && serviceIsFor(line, d.type as DependantType))
        .map((d) => ({ requestId: id, dependantId: d.id })),
    );
    if (rows.length > 0) await tx.insert(requestDependants).values(rows).onConflictDoNothing();
  },
};
