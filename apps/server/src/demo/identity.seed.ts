import { provisionAccount } from '../modules/identity/identity.service';
import { demo } from './identities';
import type { Seeder } from './seed';

/**
 * The demo customer (a welfare employee of the demo company) and the demo tutor, with verified
 * emails and their profiles. Runs after the catalogue seeder: the company must exist.
 */
export const identitySeeder: Seeder = {
  name: 'identity-demo-accounts',
  async run(tx, ctx) {
    const { customer, tutor, company } = demo;
    await provisionAccount(ctx, tx, {
      uid: customer.uid,
      email: customer.email,
      password: customer.password,
      role: 'customer',
      emailVerified: true,
      profile: {
        name: customer.name,
        surname: customer.surname,
        phone: customer.phone,
        b2bCompanyId: company.id,
      },
    });
    await provisionAccount(ctx, tx, {
      uid: tutor.uid,
      email: tutor.email,
      password: tutor.password,
      role: 'tutor',
      emailVerified: true,
      profile: { name: tutor.name, surname: tutor.surname },
    });
  },
};
