// What the load and cluster checks (npm run test:load, npm run test:cluster) share to reach
// their verdict: the list of checks, latency percentiles, and the acknowledged writes looked up
// in the database. Plain Node, no dependencies.

/** The checks of one run: each printed ✓ or ✗ as it is made; `failures` lists the failed ones. */
export function createChecks() {
  const failures = [];
  const check = (ok, text) => {
    console.log(`  ${ok ? '✓' : '✗'} ${text}`);
    if (!ok) failures.push(text);
    return ok;
  };
  return { check, failures };
}

/** The p-th percentile (0–100) of `values`, 0 for none. */
export function percentile(values, p) {
  if (!values.length) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

export const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** `fn` over `items`, `size` at a time; the results in order. */
export async function inBatches(items, size, fn) {
  const out = [];
  for (let i = 0; i < items.length; i += size) {
    out.push(...(await Promise.all(items.slice(i, i + size).map(fn))));
  }
  return out;
}

/**
 * The acknowledged writes the database does not hold as acknowledged: requests
 * (`{ id, uid, key? }`: stored for that customer, with that idempotency key when given) and
 * dependants (`{ id, uid }`: stored for that user). `db` is a pg client or pool.
 */
export async function missingWrites(db, { requests, dependants }) {
  const { rows: storedRequests } = await db.query(
    'select id, customer_uid, idempotency_key from requests where id = any($1::int[])',
    [requests.map((r) => r.id)],
  );
  const requestById = new Map(storedRequests.map((row) => [row.id, row]));
  const { rows: storedDependants } = await db.query(
    'select id, user_uid from dependants where id = any($1::int[])',
    [dependants.map((d) => d.id)],
  );
  const dependantOwner = new Map(storedDependants.map((row) => [row.id, row.user_uid]));
  return {
    requests: requests.filter(
      (r) =>
        requestById.get(r.id)?.customer_uid !== r.uid ||
        (r.key !== undefined && requestById.get(r.id)?.idempotency_key !== r.key),
    ),
    dependants: dependants.filter((d) => dependantOwner.get(d.id) !== d.uid),
  };
}
