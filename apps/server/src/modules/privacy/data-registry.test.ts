import fs from 'node:fs';
import path from 'node:path';
import { caregiverDataExportSchema } from '@equilibrio/contract/caregiver-applications';
import { accountExportSchema } from '@equilibrio/contract/privacy';
import { getTableName, is, sql } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/helpers';
import type { Database } from '../../db/client';
import { dataRegistry } from './data-registry';

const schemaDir = path.resolve(import.meta.dirname, '../../db/schema');

/** Every table the Drizzle schema declares, file by file. */
async function schemaTables() {
  const names = new Set<string>();
  for (const file of fs.readdirSync(schemaDir).filter((f) => f.endsWith('.ts'))) {
    const module = (await import(path.join(schemaDir, file))) as Record<string, unknown>;
    for (const value of Object.values(module)) {
      if (is(value, PgTable)) names.add(getTableName(value));
    }
  }
  return [...names].sort();
}

describe('the data registry', () => {
  let database: Database;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    await database.close();
  });

  it('classifies every table of the Drizzle schema, and nothing else', async () => {
    const tables = await schemaTables();
    expect(tables.length).toBeGreaterThan(10);
    const unclassified = tables.filter((table) => !(table in dataRegistry));
    expect(
      unclassified,
      'new tables must be classified in modules/privacy/data-registry.ts (exported with their owner, or why they hold no customer data), then covered by the export and the erasure',
    ).toEqual([]);
    expect(Object.keys(dataRegistry).sort()).toEqual(tables);
  });

  it('classifies every table of the migrated database too', async () => {
    const result = (await database.db.execute(sql`
      select table_name from information_schema.tables
      where table_schema = 'public' and table_type = 'BASE TABLE'
      order by table_name`)) as unknown as { rows: { table_name: string }[] };
    const unclassified = result.rows
      .map((row) => row.table_name)
      .filter((table) => !(table in dataRegistry));
    expect(unclassified).toEqual([]);
  });

  it('puts every table with customer data in a section of the export', () => {
    const sections = Object.keys(accountExportSchema.shape);
    for (const [table, entry] of Object.entries(dataRegistry)) {
      if (entry.holds === 'customer-data') {
        const section = entry.exportedAt.split(/[.[]/)[0]!;
        expect(sections, `${table} → ${entry.exportedAt}`).toContain(section);
        expect(entry.onErasure.length, table).toBeGreaterThan(5);
      } else if (entry.holds === 'caregiver-data') {
        // The caregivers' and applicants' export (back office, modules/applications/data-rights).
        const section = entry.exportedAt.split(/[.[]/)[0]!;
        expect(Object.keys(caregiverDataExportSchema.shape), table).toContain(section);
        expect(entry.onErasure.length, table).toBeGreaterThan(5);
      } else {
        expect(entry.reason.length, table).toBeGreaterThan(5);
      }
    }
  });
});
