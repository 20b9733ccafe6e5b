import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { lazySchemas } from './lazy-schemas';

const plugin = lazySchemas();
const transform = (
  code: string,
  file = path.resolve(import.meta.dirname, '../lib/some-module.ts'),
) => {
  const hook = plugin.transform as (code: string, id: string) => { code: string } | null;
  return hook.call({}, code, file)?.code ?? null;
};

describe('the lazy-schemas build step', () => {
  it('wraps the schemas declared at the top of a module, and those built from them', () => {
    const out = transform(
      [
        'import { z } from "zod";',
        'import { addressSchema } from "@equilibrio/contract/places";',
        'export const personSchema = z.object({ name: z.string() }).refine((v) => v.name !== "");',
        'const withIdSchema = personSchema.extend({ id: z.number() });',
        'export const homeSchema = addressSchema.pick({ city: true });',
        'export const idParam = z.coerce.number().int();',
      ].join('\n'),
    );
    expect(out).toContain('import { lazySchema as __lazySchema } from');
    for (const name of ['personSchema', 'withIdSchema', 'homeSchema', 'idParam']) {
      expect(out).toContain(`${name} = /* @__PURE__ */ __lazySchema("${name}", () => `);
    }
  });

  it('leaves alone what is not a schema', () => {
    const code = [
      'import { z } from "zod";',
      'import { itemSchema, helper } from "./items";',
      'z.config({ customError: () => "x" });',
      'const options = z.enum(["a", "b"]).options;',
      'const parsed = itemSchema.parse({});',
      'const result = itemSchema.safeParse({});',
      'const made = helper.build(z.string());',
      'const labels = z.enum(["a", "b"]).options.map((o) => o.toUpperCase());',
      'const checked = itemSchema.validate({});',
      'const it = z.locales.it();',
      'const added = z.globalRegistry.add(itemSchema, {});',
      'const pattern = z.regexes.email.test("a@b.it");',
      'const later = () => z.object({});',
      'let mutable = z.string();',
      'function inside() { const local = z.string(); return local; }',
    ].join('\n');
    expect(transform(code)).toBeNull();
  });

  it('reads only the app’s and the contract’s own modules, not their tests', () => {
    const code = 'import { z } from "zod";\nexport const aSchema = z.string();';
    expect(transform(code, '/somewhere/node_modules/lib/index.ts')).toBeNull();
    expect(transform(code, path.resolve(import.meta.dirname, 'x.test.ts'))).toBeNull();
    expect(
      transform(code, path.resolve(import.meta.dirname, '../../../../packages/contract/src/a.ts')),
    ).toContain('__lazySchema("aSchema"');
  });
});
