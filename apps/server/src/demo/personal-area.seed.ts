import { eq } from 'drizzle-orm';
import { dependants, userAddresses } from '../db/schema/people';
import { users } from '../db/schema/users';
import { demo } from './identities';
import type { Seeder } from './seed';

/**
 * The demo customer's personal area: two dependants, two addresses (the first one default)
 * and fiscal/billing data. Creates the profile row if the identity seeder has not.
 */
export const personalAreaSeeder: Seeder = {
  name: 'personal-area-v1',
  async run(tx, ctx) {
    const { customer } = demo;
    const now = ctx.clock.now();
    await tx
      .insert(users)
      .values({
        uid: customer.uid,
        email: customer.email,
        name: customer.name,
        surname: customer.surname,
        phone: customer.phone,
      })
      .onConflictDoNothing({ target: users.uid });
    await tx
      .update(users)
      .set({
        contactPreference: 'WHATSAPP',
        fiscalCode: 'BNCGLI90A41L219W',
        vatNumber: null,
        useDefaultAddress: true,
        updatedAt: now,
      })
      .where(eq(users.uid, customer.uid));

    const year = now.getUTCFullYear();
    await tx.insert(dependants).values([
      {
        userUid: customer.uid,
        name: 'Sofia',
        birthDate: `${year - 4}-03-15`,
        gender: 'FEMALE',
        handicap: false,
        type: 'PERSON',
      },
      {
        userUid: customer.uid,
        name: 'Pepe',
        birthDate: `${year - 6}-09-15`,
        gender: 'MALE',
        handicap: false,
        type: 'DOG',
      },
    ]);
    await tx.insert(userAddresses).values([
      {
        userUid: customer.uid,
        street: 'Via Po 12',
        city: 'Torino',
        province: 'TO',
        postalCode: '10123',
        zone: 'Torino',
        isDefault: true,
      },
      {
        userUid: customer.uid,
        street: 'Corso Buenos Aires 45',
        city: 'Milano',
        province: 'MI',
        postalCode: '20124',
        zone: 'Milano',
        isDefault: false,
      },
    ]);
  },
};
