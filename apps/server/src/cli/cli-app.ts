// What the operator commands (user:create, user:disable, user:enable) share: the configuration
// as the server reads it, the app on the configured database for one command, and how a failure
// is told (one Italian line, exit code 1).
import fs from 'node:fs';
import path from 'node:path';
import { type App, buildApp } from '../app';
import { type Config, ConfigError, loadConfig } from '../config';
import { DatabaseStartError } from '../db/client';
import { openDatabase } from '../db/open';
import { IdentityError } from '../modules/identity/identity-errors';

/** A wrong or missing option: its message is shown as is. */
export class UsageError extends Error {}

/** The configuration of the server (environment, and `.env` in the working directory). */
export function loadCliConfig(): Config {
  const envFile = path.resolve('.env');
  if (fs.existsSync(envFile)) process.loadEnvFile(envFile);
  return loadConfig();
}

/** Accounts are the built-in identity service's: with Firebase they are managed at Google. */
export function requireLocalIdentity(config: Config, firebaseHint: string) {
  if (config.identity.mode !== 'local') throw new UsageError(firebaseHint);
}

/**
 * Runs `command` with the app on the configured database (no jobs), then closes both. With the
 * embedded database only one process at a time may own DATA_DIR: a running server makes this
 * fail with a DatabaseStartError.
 */
export async function withCliApp<T>(config: Config, command: (app: App) => Promise<T>) {
  const database = await openDatabase(config);
  const app = await buildApp({ config, database, logger: false, runJobs: false });
  try {
    return await command(app);
  } finally {
    await app.close();
    await database.close();
  }
}

/**
 * Prints what went wrong and exits 1: an identity error by its Italian text in `messages`, a
 * usage, configuration or database error by its own message (with `databaseHint` after it),
 * anything else after `fallback`.
 */
export function failCli(
  error: unknown,
  options: { messages: Record<string, string>; fallback: string; databaseHint?: string },
): never {
  if (error instanceof IdentityError) {
    console.error(options.messages[error.code] ?? error.message);
  } else if (error instanceof DatabaseStartError) {
    console.error(error.message);
    if (options.databaseHint) console.error(options.databaseHint);
  } else if (error instanceof UsageError || error instanceof ConfigError) {
    console.error(error.message);
  } else {
    console.error(options.fallback, error instanceof Error ? error.message : error);
  }
  process.exit(1);
}
