// npm run db:migrate — apply pending migrations to the configured database and exit.
import { loadConfig } from '../config';
import { openDatabase } from './open';

const database = await openDatabase(loadConfig(), { migrate: true });
await database.close();
console.log('Migrazioni applicate.');
