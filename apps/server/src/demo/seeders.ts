import { applicationsSeeder } from './applications.seed';
import { caregiverProfilesSeeder } from './caregiver-profiles.seed';
import { caregiversSeeder } from './caregivers.seed';
import { catalogSeeder } from './catalog.seed';
import { eldersSeeder } from './elders.seed';
import { identitySeeder } from './identity.seed';
import { paymentsSeeder } from './payments.seed';
import { personalAreaSeeder } from './personal-area.seed';
import { replyTemplatesSeeder } from './reply-templates.seed';
import { requestDependantsSeeder } from './request-dependants.seed';
import { reviewsSeeder } from './reviews.seed';
import type { Seeder } from './seed';
import { workflowRequestsSeeder } from './workflow.seed';

/**
 * The demo data, in dependency order: one seeder per area, all in this folder (product modules
 * never import it). Names are permanent (renaming one makes it run again on existing databases).
 */
export const demoSeeders: Seeder[] = [
  catalogSeeder,
  // identity: demo customer and tutor accounts and their profiles (needs the demo company)
  identitySeeder,
  // personal area: the demo customer's dependants and addresses — issue 6
  personalAreaSeeder,
  // requests: the demo customer's requests across every status — issues 5 and 7
  caregiversSeeder,
  // caregiver profiles and checks — issue 23. Before the requests: their candidates are
  // published by the real move, which asks the criminal record of babysitters and badanti.
  caregiverProfilesSeeder,
  workflowRequestsSeeder,
  // who those requests are for: the demo dependants each service looks after
  requestDependantsSeeder,
  // the elders the badante requests are for, each on their own request
  eldersSeeder,
  // applications: 'Lavora con noi' in each state, with the vetting checks — issue 23
  applicationsSeeder,
  // payments: the sandbox payments of the demo requests that were paid
  paymentsSeeder,
  // reviews: the demo caregivers' reviews in each state, the demo customer's among them — issue 23
  reviewsSeeder,
  // the team's ready replies ('Risposte pronte'), written by the demo tutor
  replyTemplatesSeeder,
];
