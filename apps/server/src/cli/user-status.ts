// npm run user:disable -- --email cliente@example.it [--reason …]   (or --uid …)
// npm run user:enable  -- --email cliente@example.it [--reason …]
// Disables an account (any role: staff accounts are managed only here) or enables it again,
// recording the change in the account's history. Disabling closes every session at once: running
// servers on the same PostgreSQL refuse its tokens as soon as the change commits (NOTIFY).
import { parseArgs } from 'node:util';
import { accountStatusChangeSchema } from '@equilibrio/contract/backoffice';
import { findAccountByEmail } from '../modules/identity/identity.queries';
import { setAccountDisabled } from '../modules/identity/identity.service';
import { normaliseEmail } from '../modules/identity/identity-rules';
import { failCli, loadCliConfig, requireLocalIdentity, UsageError, withCliApp } from './cli-app';

const usage = [
  'Uso: npm run user:disable -- (--email <email> | --uid <uid>) [--reason <motivo>]',
  '     npm run user:enable -- (--email <email> | --uid <uid>) [--reason <motivo>]',
].join('\n');

function readOptions() {
  const { values, positionals } = parseArgs({
    options: {
      email: { type: 'string' },
      uid: { type: 'string' },
      reason: { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
    allowPositionals: true,
    strict: true,
  });
  if (values.help) {
    console.log(usage);
    process.exit(0);
  }
  const [action] = positionals;
  if (positionals.length !== 1 || (action !== 'disable' && action !== 'enable'))
    throw new UsageError(usage);
  if (!values.email === !values.uid) throw new UsageError(`Indica --email oppure --uid.\n${usage}`);
  // The back office's rule for a reason (5–500 characters); an operator may leave it out.
  let reason: string | null = null;
  if (values.reason !== undefined) {
    const parsed = accountStatusChangeSchema.shape.reason.safeParse(values.reason);
    if (!parsed.success) throw new UsageError(parsed.error.issues[0]!.message);
    reason = parsed.data;
  }
  return { disabled: action === 'disable', email: values.email, uid: values.uid, reason };
}

async function main() {
  const options = readOptions();
  const config = loadCliConfig();
  requireLocalIdentity(
    config,
    'Con IDENTITY_MODE=firebase gli account si disattivano e riattivano nella console Firebase.',
  );
  await withCliApp(config, async (app) => {
    const uid =
      options.uid ?? (await findAccountByEmail(app.ctx.db, normaliseEmail(options.email!)))?.uid;
    if (!uid) throw new UsageError('Nessun account con questa email.');
    const { account, changed } = await setAccountDisabled(app.ctx, uid, {
      disabled: options.disabled,
      reason: options.reason,
      actorUid: null,
    });
    const who = `${account.email ?? 'account anonimo'} (ruolo ${account.role}, uid ${account.uid})`;
    if (!changed) {
      console.log(
        `L’account ${who} è già ${options.disabled ? 'disattivato' : 'attivo'}: nessuna modifica.`,
      );
    } else if (options.disabled) {
      console.log(`Account disattivato: ${who}. Le sessioni aperte sono state chiuse.`);
    } else {
      console.log(`Account riattivato: ${who}. Può accedere di nuovo.`);
    }
  });
}

const messages: Record<string, string> = {
  USER_NOT_FOUND: 'Nessun account con questo uid.',
  INVALID_EMAIL: 'L’indirizzo email non è valido.',
};

main().catch((error: unknown) =>
  failCli(error, {
    messages,
    fallback: 'Operazione non riuscita:',
    // PGlite: the running server owns DATA_DIR (see withCliApp).
    databaseHint: process.env.DATABASE_URL
      ? undefined
      : 'Con il database integrato un solo processo alla volta usa DATA_DIR: ferma il server e riprova (un account si può disattivare anche dal back office, senza fermarlo).',
  }),
);
