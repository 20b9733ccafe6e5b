// npm run user:create -- --email tutor@example.it --role tutor [--password …] [--name …] [--surname …]
// Creates an email + password account (staff or customer) with a verified email. Without
// --password it asks for one (hidden) on a terminal, or reads the first line of standard input.
import fs from 'node:fs';
import readline from 'node:readline';
import { parseArgs } from 'node:util';
import { newPasswordSchema } from '@equilibrio/contract/validation';
import { userRoles } from '../db/schema/identity';
import { provisionAccount } from '../modules/identity/identity.service';
import { failCli, loadCliConfig, requireLocalIdentity, UsageError, withCliApp } from './cli-app';

const usage =
  'Uso: npm run user:create -- --email <email> [--role tutor|customer] [--password <password>] [--name <nome>] [--surname <cognome>]';

function readOptions() {
  const { values } = parseArgs({
    options: {
      email: { type: 'string' },
      role: { type: 'string', default: 'customer' },
      password: { type: 'string' },
      name: { type: 'string' },
      surname: { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
    strict: true,
  });
  if (values.help) {
    console.log(usage);
    process.exit(0);
  }
  if (!values.email) throw new UsageError(`Manca --email.\n${usage}`);
  const role = userRoles.find((candidate) => candidate === values.role);
  if (!role) throw new UsageError(`--role deve essere ${userRoles.join(' o ')}.`);
  return { ...values, email: values.email, role };
}

/** Asks on the terminal without echoing what is typed. */
function askHidden(question: string): Promise<string> {
  return new Promise((resolve) => {
    const rl = readline.createInterface({
      input: process.stdin,
      output: process.stdout,
      terminal: true,
    });
    const output = rl as unknown as { _writeToOutput: (text: string) => void };
    let asked = false;
    output._writeToOutput = (text: string) => {
      if (!asked) {
        process.stdout.write(text);
        asked = true;
      }
    };
    rl.question(question, (answer) => {
      rl.close();
      process.stdout.write('\n');
      resolve(answer);
    });
  });
}

async function readPassword(given: string | undefined): Promise<string> {
  if (given !== undefined) return given;
  if (process.stdin.isTTY) {
    const password = await askHidden('Password: ');
    const again = await askHidden('Ripeti la password: ');
    if (password !== again) throw new UsageError('Le password non coincidono.');
    return password;
  }
  const input = fs.readFileSync(0, 'utf8');
  return input.split(/\r?\n/)[0] ?? '';
}

async function main() {
  const options = readOptions();
  const config = loadCliConfig();
  requireLocalIdentity(
    config,
    'Con IDENTITY_MODE=firebase gli account si creano nella console Firebase (ruolo tutor: custom claim "role").',
  );
  const password = await readPassword(options.password);
  const problem = newPasswordSchema.safeParse(password).error?.issues[0];
  if (problem) throw new UsageError(problem.message);

  await withCliApp(config, async (app) => {
    const account = await app.ctx.db.transaction((tx) =>
      provisionAccount(app.ctx, tx, {
        email: options.email,
        password,
        role: options.role,
        emailVerified: true,
        profile: { name: options.name ?? null, surname: options.surname ?? null },
      }),
    );
    console.log(`Account creato: ${account.email} (ruolo ${account.role}, uid ${account.uid}).`);
  });
}

const messages: Record<string, string> = {
  EMAIL_EXISTS: 'Esiste già un account con questa email.',
  INVALID_EMAIL: 'L’indirizzo email non è valido.',
  MISSING_EMAIL: 'Manca l’indirizzo email.',
};

main().catch((error: unknown) => failCli(error, { messages, fallback: 'Creazione non riuscita:' }));
