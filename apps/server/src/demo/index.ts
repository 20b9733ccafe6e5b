import type { AppContext } from '../context';
import { runSeeders } from './seed';
import { demoSeeders } from './seeders';

/**
 * The demo data's one entry point (the app's start-up when SEED_DEMO is on, `npm run db:seed`):
 * runs the demo seeders that have not run yet and answers their names. Never in production.
 */
export const seedDemoData = (ctx: AppContext): Promise<string[]> => runSeeders(ctx, demoSeeders);
