import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { migrationsFolder } from './migrate';

// drizzle's migrator applies only the migrations written after the last one a database has
// (`when` greater than its newest `created_at`): a new migration dated before an older one is
// skipped on every database already migrated — production included — while fresh ones (every
// test) run it. So the journal's moments must grow with its order.
describe('the migrations journal', () => {
  it('dates every migration after the one before it, and names each file it lists', () => {
    const journal = JSON.parse(
      fs.readFileSync(path.join(migrationsFolder, 'meta/_journal.json'), 'utf8'),
    ) as { entries: { idx: number; when: number; tag: string }[] };
    journal.entries.forEach((entry, index) => {
      expect(entry.idx).toBe(index);
      expect(fs.existsSync(path.join(migrationsFolder, `${entry.tag}.sql`)), entry.tag).toBe(true);
      if (index > 0) {
        expect(entry.when, entry.tag).toBeGreaterThan(journal.entries[index - 1]!.when);
      }
    });
  });
});
