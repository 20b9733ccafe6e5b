import { caregivers } from '../db/schema/caregivers';
import { cvKey, demoCaregivers, portraitPath } from './demo-caregivers';
import type { Seeder } from './seed';

/** The demo caregiver directory: illustrated portraits under /files, CVs served by the CV endpoint. */
export const caregiversSeeder: Seeder = {
  name: 'caregivers-v1',
  async run(tx, ctx) {
    const now = ctx.clock.now();
    await tx.insert(caregivers).values(
      demoCaregivers.map((c) => ({
        docRef: c.docRef,
        type: c.type,
        name: c.name,
        surname: c.surname,
        photoUrl: `/files/${portraitPath(c.docRef)}`,
        description: c.description,
        phone: c.phone,
        languages: c.languages,
        province: c.province,
        resumeHidden: c.resumeHidden ?? false,
        cvPath: c.hasCv ? cvKey(c.docRef) : null,
        active: true,
        createdAt: now,
        updatedAt: now,
      })),
    );
  },
};
