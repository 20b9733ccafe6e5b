import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { b2bCompanies } from '../../src/db/schema/catalog';
import { useTestApp } from '../helpers';
import { watchWrites } from './db-fingerprint';

describe('the write watch of the bad-input sweeps', () => {
  const app = useTestApp();

  it('names the tables a committed write changed, and nothing for reads or undone writes', async () => {
    const writes = await watchWrites(app);
    expect(await writes.written()).toEqual([]);

    await app.ctx.db.select().from(b2bCompanies);
    expect(await writes.written()).toEqual([]);

    const id = `watch-${Math.random().toString(36).slice(2, 8)}`;
    await app.ctx.db.insert(b2bCompanies).values({ id, name: 'Azienda di prova' });
    expect(await writes.written()).toEqual(['b2b_companies']);
    expect(await writes.written()).toEqual([]);

    // Written and undone: the transaction took an id, but nothing it wrote is left.
    await expect(
      app.ctx.db.transaction(async (tx) => {
        await tx.execute(sql`update b2b_companies set name = 'Altra' where id = ${id}`);
        throw new Error('undone');
      }),
    ).rejects.toThrow('undone');
    expect(await writes.written()).toEqual([]);

    await app.ctx.db.execute(sql`update b2b_companies set name = 'Altra' where id = ${id}`);
    expect(await writes.written()).toEqual(['b2b_companies']);
  });
});
