import fs from 'node:fs';
import path from 'node:path';
import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { DatabaseStartError } from './db/client';
import { openDatabase } from './db/open';
import { seedDemoData } from './demo';
import { drainConnections } from './lib/drain';
import { unfinishedLegalTexts } from './modules/legal/legal-documents';

const SHUTDOWN_GRACE_MS = 10_000;

const isLoopback = (host: string) =>
  host === 'localhost' || host === '::1' || host.startsWith('127.');
/** How long SIGTERM lets open connections end by themselves before closing what is left. */
const DRAIN_MS = 6_000;

/** A `.env` file in the working directory, if any, fills variables not already set. */
function loadDotEnv() {
  const file = path.resolve('.env');
  if (fs.existsSync(file)) process.loadEnvFile(file);
}

async function main() {
  loadDotEnv();
  const config = loadConfig();
  const database = await openDatabase(config);
  const app = await buildApp({ config, database });

  if (config.isProduction) {
    const unfinished = await unfinishedLegalTexts(app.ctx);
    if (unfinished.length > 0) {
      app.log.warn(
        { files: unfinished, legalDir: config.privacy.legalDir },
        'legal texts still hold «DA COMPLETARE» placeholders: fill them in before going live (apps/server/legal/README.md)',
      );
    }
  }

  // Outside production the dev mailbox and the pending email codes are open to whoever reaches
  // the server (every email, with its sign-in links): on a network address, said loudly (a phone
  // on the same network, as the README suggests, is fine; a staging server is not).
  if (!config.isProduction && !isLoopback(config.host)) {
    app.log.warn(
      { host: config.host },
      'HOST outside production: /dev/mailbox and the pending email codes are open to the network — anyone reaching it can read every email and sign in as anyone; set NODE_ENV=production for a shared server',
    );
  }

  if (config.seedDemo) {
    const ran = await seedDemoData(app.ctx);
    if (ran.length > 0) app.log.info({ seeders: ran }, 'demo data loaded');
  }

  let shuttingDown = false;
  const shutdown = async (signal: string) => {
    if (shuttingDown) return;
    shuttingDown = true;
    app.ctx.lifecycle.shuttingDown = true;
    // Event streams never end by themselves: closed now, their clients resume on another process.
    app.ctx.liveEvents.closeAll();
    app.log.info({ signal }, 'shutting down: finishing in-flight requests');
    const force = setTimeout(() => {
      app.log.error('shutdown took too long, exiting');
      process.exit(1);
    }, SHUTDOWN_GRACE_MS);
    force.unref();
    try {
      // SIGTERM (a deploy, a scale-down): a proxy may still hold connections to this process, so
      // they finish on their own. SIGINT (Ctrl-C at a terminal) stops at once.
      if (signal === 'SIGTERM') {
        const open = await drainConnections(app.server, DRAIN_MS);
        if (open > 0)
          app.log.warn({ open }, 'connections still open after the drain; closing them');
      }
      await app.close();
      await database.close();
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, 'error during shutdown');
      process.exit(1);
    }
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ port: config.port, host: config.host });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  const where = config.databaseUrl ? 'PostgreSQL' : `PGlite in ${config.dataDir}`;
  console.log(`\nEquilibrio è pronto su http://localhost:${port}  (database: ${where})\n`);
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof DatabaseStartError) {
    console.error(`Equilibrio non può partire: ${error.message}`);
  } else {
    console.error('Equilibrio non può partire:', error instanceof Error ? error.message : error);
    if (process.env.NODE_ENV !== 'production' && error instanceof Error && error.stack) {
      console.error(error.stack.split('\n').slice(1, 4).join('\n'));
    }
  }
  process.exit(1);
});
