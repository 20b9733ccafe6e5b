// test:cluster, part 1: the lock-out after repeated failed sign-ins holds across processes.
import { isOk as ok } from '../api-client.mjs';
import { PASSWORD } from './customers.mjs';

export async function lockOutAcrossProcesses({ cluster, api, check, step }) {
  step('lock-out: 5 failed sign-ins spread over the processes');
  const { signIn, newCustomer } = api;
  const errorOf = (r) => String(r.json?.error?.message ?? r.status);

  // One account, each failure sent straight to a different process (2 + 2 + 1): only a shared
  // counter reaches 5; in-process counters would each stop at 2.
  const victim = await newCustomer('lockout-direct');
  const refusals = [];
  for (let i = 0; i < 5; i++) {
    const upstream = `http://127.0.0.1:${cluster.upstreamPorts[i % 3]}`;
    refusals.push(errorOf(await signIn(victim.email, 'Sbagliata!123', upstream)));
  }
  check(
    refusals.every((e) => e === 'INVALID_LOGIN_CREDENTIALS'),
    `5 wrong passwords on 3 processes refused (${[...new Set(refusals)].join(', ')})`,
  );
  const afterwards = await Promise.all(
    cluster.upstreamPorts.map((p) => signIn(victim.email, PASSWORD, `http://127.0.0.1:${p}`)),
  );
  check(
    afterwards.every((r) => errorOf(r).startsWith('TOO_MANY_ATTEMPTS_TRY_LATER')),
    `then the right password is refused by every process (${afterwards
      .map(errorOf)
      .map((e) => e.split(' ')[0])
      .join(', ')})`,
  );

  // The same through nginx, as a browser would.
  const other = await newCustomer('lockout-nginx');
  for (let i = 0; i < 5; i++) await signIn(other.email, 'Sbagliata!123');
  const through = await signIn(other.email, PASSWORD);
  check(
    errorOf(through).startsWith('TOO_MANY_ATTEMPTS_TRY_LATER'),
    'through nginx: locked out after 5 failures (right password refused)',
  );
  const fresh = await newCustomer('lockout-control');
  check(ok(await signIn(fresh.email, PASSWORD)), 'another account still signs in');
}
