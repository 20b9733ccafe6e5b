import { caregiversSeeder } from '../modules/caregivers/caregivers.seed';
import { catalogSeeder } from '../modules/catalog/catalog.seed';
import { identitySeeder } from '../modules/identity/identity.seed';
import { paymentsSeeder } from '../modules/payments/payments.seed';
import { personalAreaSeeder } from '../modules/users/personal-area.seed';
import { workflowRequestsSeeder } from '../modules/workflow/workflow.seed';
import type { Seeder } from './seed';

/**
 * The demo data, in dependency order. Each module contributes its own seeders; names are
 * permanent (renaming one makes it run again on existing databases).
 */
export const demoSeeders: Seeder[] = [
  catalogSeeder,
  // identity: demo customer and tutor accounts and their profiles (needs the demo company)
  identitySeeder,
  // personal area: the demo customer's dependants and addresses — issue 6
  personalAreaSeeder,
  // requests: the demo customer's requests across every status — issues 5 and 7
  caregiversSeeder,
  workflowRequestsSeeder,
  // payments: the sandbox payments of the demo requests that were paid
  paymentsSeeder,
];
