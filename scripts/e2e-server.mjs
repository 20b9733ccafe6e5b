// The server the Playwright journeys run against: the production build of the web app, a fresh
// PGlite data folder with the demo data, on E2E_PORT.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { checkNode, ensureWebBuild, runServer } from './lib.mjs';

checkNode();
const port = process.env.E2E_PORT ?? '4173';
const dataDir = process.env.E2E_DATA_DIR ?? path.join(os.tmpdir(), `equilibrio-e2e-data-${port}`);
fs.rmSync(dataDir, { recursive: true, force: true });
ensureWebBuild();
runServer({
  ...process.env,
  PORT: port,
  DATA_DIR: dataDir,
  PUBLIC_URL: `http://localhost:${port}`,
  SEED_DEMO: 'true',
  LOG_LEVEL: process.env.E2E_LOG_LEVEL ?? 'warn',
  NODE_ENV: 'development',
  // The journeys sign in hundreds of times; the production cost is asserted by the unit tests.
  PASSWORD_HASH_COST: 'fast',
  // Every journey comes from this machine's address, and a reused server (not in CI) counts
  // runs together: the journeys are not about the hourly limits of request creation and edits.
  REQUEST_CREATES_PER_HOUR: process.env.REQUEST_CREATES_PER_HOUR ?? '1000',
  REQUEST_EDITS_PER_HOUR: process.env.REQUEST_EDITS_PER_HOUR ?? '1000',
});
