// npm run db:seed — load the demo data steps that have not run yet, then exit.
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { openDatabase } from '../db/open';
import { seedDemoData } from '.';

const config = loadConfig();
if (config.isProduction) {
  console.error('I dati dimostrativi non si caricano in produzione.');
  process.exit(1);
}
const database = await openDatabase(config);
const app = await buildApp({ config, database, logger: false, runJobs: false });
const ran = await seedDemoData(app.ctx);
await app.close();
await database.close();
console.log(
  ran.length ? `Dati dimostrativi caricati: ${ran.join(', ')}` : 'Dati dimostrativi già presenti.',
);
