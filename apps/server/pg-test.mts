import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';

let t = Date.now();
const pg = await PGlite.create();
console.log('create', Date.now() - t);
t = Date.now();
const db = drizzle({ client: pg });
await db.execute(sql`create table x(id serial primary key, v text)`);
await db.execute(sql`insert into x(v) values ('a')`);
const dump = await pg.dumpDataDir('none');
console.log('dump', Date.now() - t, dump.size);
t = Date.now();
const pg2 = await PGlite.create({ loadDataDir: dump });
console.log('load', Date.now() - t);
t = Date.now();
console.log(await pg2.query('select * from x'));
const r = await drizzle({ client: pg2 }).transaction(async (tx) => {
  return tx.execute(sql`select 1 as a`);
});
console.log(r);
