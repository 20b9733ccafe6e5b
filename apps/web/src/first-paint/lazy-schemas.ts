import path from 'node:path';
import MagicString from 'magic-string';
import { type Plugin, parseAst } from 'vite';

type Node = { type: string; start: number; end: number; [key: string]: unknown };

/** Methods that answer something other than a schema: a chain ending in one is left alone. */
const notSchemaMethods = new Set([
  'parse',
  'safeParse',
  'parseAsync',
  'safeParseAsync',
  'spa',
  'decode',
  'encode',
  'safeDecode',
  'safeEncode',
  'decodeAsync',
  'encodeAsync',
  'safeDecodeAsync',
  'safeEncodeAsync',
  'validate',
  'validateAsync',
  'apply',
  'isOptional',
  'isNullable',
  'meta',
  'toJSONSchema',
]);

/** `z`'s own members a schema is built from: its functions, and the namespaces of some. */
const zNamespaces = new Set(['coerce', 'iso']);
const notSchemaFunctions = new Set([
  ...notSchemaMethods,
  'config',
  'registry',
  'globalRegistry',
  'getErrorMap',
  'setErrorMap',
  'locales',
  'regexes',
  'prettifyError',
  'treeifyError',
  'flattenError',
  'formatError',
]);

/**
 * A declaration's value read as `root.a(…).b(…)…`: a chain in which every link is a call of a
 * named method (after `z`, one namespace may come first: `z.coerce.number()`). Null for anything
 * else — a property read inside the chain (`z.enum([…]).options.map(…)`) answers no schema.
 */
function callChain(init: Node): { root: string; first: string; last: string } | null {
  const links: string[] = [];
  let node = init;
  while (node.type === 'CallExpression') {
    const callee = node.callee as Node;
    if (callee.type !== 'MemberExpression' || callee.computed) return null;
    const property = callee.property as Node & { name?: string };
    if (property.type !== 'Identifier' || !property.name) return null;
    links.unshift(property.name);
    node = callee.object as Node;
  }
  let root = node as Node & { name?: string };
  if (root.type === 'MemberExpression' && !root.computed) {
    // `z.coerce` and the like: a namespace of zod, read once before the first call.
    const object = root.object as Node & { name?: string };
    const property = root.property as Node & { name?: string };
    if (object.name !== 'z' || !property.name || !zNamespaces.has(property.name)) return null;
    links.unshift(property.name);
    root = object;
  }
  const first = links[0];
  const last = links[links.length - 1];
  if (root.type !== 'Identifier' || !root.name || !first || !last) return null;
  return { root: root.name, first, last };
}

/**
 * Wraps each schema declared at a module's top level — a `const` whose value is a chain of calls
 * starting at zod's `z`, at a schema declared above it, or at an imported `…Schema` — in
 * `lazySchema` (lib/lazy-schema.ts: why, and how it stays invisible), so a page's code builds only
 * the schemas it uses, when it uses them. Applied to the app's and the contract's sources, in the
 * build, the dev server and the component tests (vitest.config.ts) alike.
 */
export function lazySchemas(): Plugin {
  const helper = path.resolve(import.meta.dirname, '../lib/lazy-schema.ts');
  const sources = [
    path.resolve(import.meta.dirname, '..'),
    path.resolve(import.meta.dirname, '../../../../packages/contract/src'),
  ];
  return {
    name: 'equilibrio:lazy-schemas',
    // After TypeScript and JSX are compiled away: plain JavaScript to read.
    enforce: 'post',
    transform(code, id) {
      const file = id.split('?')[0] ?? id;
      if (!/\.(ts|tsx)$/.test(file) || /\.test\.tsx?$/.test(file) || file === helper) return null;
      if (!sources.some((dir) => file.startsWith(dir + path.sep))) return null;
      if (!/\bz\.|Schema\b/.test(code)) return null;
      const program = parseAst(code) as unknown as { body: Node[] };
      const schemas = new Set<string>();
      for (const statement of program.body) {
        if (statement.type !== 'ImportDeclaration') continue;
        for (const specifier of statement.specifiers as (Node & { local: { name: string } })[]) {
          if (/Schema$/.test(specifier.local.name)) schemas.add(specifier.local.name);
        }
      }
      const edits = new MagicString(code);
      let wrapped = 0;
      for (const statement of program.body) {
        const declaration =
          statement.type === 'ExportNamedDeclaration'
            ? (statement.declaration as Node | null)
            : statement;
        if (declaration?.type !== 'VariableDeclaration' || declaration.kind !== 'const') continue;
        for (const declarator of declaration.declarations as Node[]) {
          const id = declarator.id as Node & { name?: string };
          const init = declarator.init as Node | null;
          if (id.type !== 'Identifier' || !id.name || !init) continue;
          const chain = callChain(init);
          if (!chain || notSchemaMethods.has(chain.last)) continue;
          const fromZod = chain.root === 'z' && !notSchemaFunctions.has(chain.first);
          if (!fromZod && !schemas.has(chain.root)) continue;
          // Pure: a schema no code uses is left out of the bundle (building one has no effect).
          edits.prependLeft(
            init.start,
            `/* @__PURE__ */ __lazySchema(${JSON.stringify(id.name)}, () => `,
          );
          edits.appendRight(init.end, ')');
          schemas.add(id.name);
          wrapped++;
        }
      }
      if (wrapped === 0) return null;
      edits.prepend(`import { lazySchema as __lazySchema } from ${JSON.stringify(helper)};\n`);
      return { code: edits.toString(), map: edits.generateMap({ hires: true, source: id }) };
    },
  };
}
