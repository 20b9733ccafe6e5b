/**
 * The one rule of both test database pools (pglite-pool.ts, postgres-pool.ts): a database a file
 * used is given to the next file of its worker only once it is the migrated template again —
 * its schema unchanged, every table emptied, every sequence counting from 1.
 */

/** A query on the database, its rows. */
export type Rows = <T>(text: string) => Promise<T[]>;

/** Databases a worker keeps for its later files; a file's extra ones are closed or dropped. */
const keptIdle = 2;

/**
 * A worker's pool of test databases of one kind (a PGlite engine, a PostgreSQL copy): `take`
 * lends an idle one, else opens one (with its template's fingerprint); giving it back (once: a
 * second call does nothing) keeps it for the next file if `empty` made it the template again,
 * else `discard`s it.
 */
export function templatePool<Handle>(kind: {
  open: () => Promise<{ handle: Handle; fingerprint: string }>;
  empty: (handle: Handle, fingerprint: string) => Promise<boolean>;
  discard: (handle: Handle) => Promise<void>;
}) {
  const idle: { handle: Handle; fingerprint: string }[] = [];
  return async () => {
    const taken = idle.pop() ?? (await kind.open());
    let returned = false;
    const giveBack = async () => {
      if (returned) return;
      returned = true;
      if (
        idle.length < keptIdle &&
        (await kind.empty(taken.handle, taken.fingerprint).catch(() => false))
      )
        idle.push(taken);
      else await kind.discard(taken.handle);
    };
    return { handle: taken.handle, giveBack };
  };
}

/**
 * What of the schema a file could change, in one value: the tables and sequences with their
 * columns, the constraints, indexes, triggers, functions and enum values of `public`.
 */
const schemaFingerprintSql = `
select md5(coalesce(string_agg(item, ',' order by item), '')) as fingerprint from (
  select format('%s %s.%s %s %s %s', c.relkind, c.relname, a.attname,
      format_type(a.atttypid, a.atttypmod), a.attnotnull, pg_get_expr(d.adbin, d.adrelid)) as item
    from pg_attribute a
    join pg_class c on c.oid = a.attrelid
    left join pg_attrdef d on d.adrelid = a.attrelid and d.adnum = a.attnum
    where c.relnamespace = 'public'::regnamespace and c.relkind in ('r', 'p', 'v', 'm', 'S')
      and a.attnum > 0 and not a.attisdropped
  union all
  select format('constraint %s %s', conname, pg_get_constraintdef(oid))
    from pg_constraint where connamespace = 'public'::regnamespace
  union all
  select format('index %s', indexdef) from pg_indexes where schemaname = 'public'
  union all
  select format('trigger %s %s', tgname, tgrelid::regclass) from pg_trigger
    where not tgisinternal
      and tgrelid in (select oid from pg_class where relnamespace = 'public'::regnamespace)
  union all
  select format('function %s', oid::regprocedure) from pg_proc
    where pronamespace = 'public'::regnamespace
  union all
  select format('enum %s %s', t.typname, e.enumlabel) from pg_enum e
    join pg_type t on t.oid = e.enumtypid where t.typnamespace = 'public'::regnamespace
) items`;

const tablesSql = `select format('%I.%I', schemaname, tablename) as name from pg_tables where schemaname = 'public'`;
const sequencesSql = `select format('%I.%I', schemaname, sequencename) as name from pg_sequences where schemaname = 'public'`;

export async function schemaFingerprint(rows: Rows) {
  return (await rows<{ fingerprint: string }>(schemaFingerprintSql))[0]!.fingerprint;
}

/**
 * The fingerprint of a freshly opened template database, which must hold no rows: emptying gives
 * back the template only while the migrations insert none.
 */
export async function templateFingerprint(rows: Rows, pool: string) {
  const filled: string[] = [];
  for (const { name } of await rows<{ name: string }>(tablesSql)) {
    if ((await rows(`select 1 from ${name} limit 1`)).length) filled.push(name);
  }
  if (filled.length) {
    throw new Error(
      `The migrated template has rows in ${filled.join(', ')}: ` +
        `apps/server/test/${pool} must restore them when it empties a database`,
    );
  }
  return schemaFingerprint(rows);
}

/**
 * The database back to the template's state: false (nothing emptied) when its schema is no longer
 * the template's, whose fingerprint is given. `script` runs several statements at once.
 */
export async function emptyToTemplate(
  rows: Rows,
  script: (text: string) => Promise<unknown>,
  fingerprint: string,
) {
  if ((await schemaFingerprint(rows)) !== fingerprint) return false;
  const tables = await rows<{ name: string }>(tablesSql);
  const sequences = await rows<{ name: string }>(sequencesSql);
  await script(
    [
      tables.length ? `truncate ${tables.map((t) => t.name).join(', ')} cascade` : '',
      ...sequences.map((sequence) => `alter sequence ${sequence.name} restart`),
    ].join(';\n'),
  );
  return true;
}
