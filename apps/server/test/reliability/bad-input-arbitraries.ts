import fc from 'fast-check';
import { z } from 'zod';

// The bad-input tests' generators (fast-check): plausible and nasty values for the fields, bodies,
// queries and paths of a route, read from its zod schemas as JSON Schema.

export type JsonSchema = {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  format?: string;
  default?: unknown;
};

export function jsonSchemaOf(schema: unknown): JsonSchema | undefined {
  if (!schema || typeof schema !== 'object') return undefined;
  try {
    return z.toJSONSchema(schema as z.ZodType, {
      io: 'input',
      unrepresentable: 'any',
    }) as JsonSchema;
  } catch {
    return undefined;
  }
}

const sqlAndHtml = [
  "' OR '1'='1",
  '1; DROP TABLE users; --',
  "'); DELETE FROM requests; --",
  '" OR ""="',
  '1 UNION SELECT password_hash FROM identity_users',
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '"><svg/onload=alert(1)>',
  '{{7*7}}#{7*7}',
  '../../../../etc/passwd',
  '%00',
  '\u0000',
  'a\u0000b',
  '\uD800',
  '\uDFFF\uD800',
  '\u202E\u0041\u0042',
  '😀👨‍👩‍👧‍👦',
  '𝕳𝖊𝖑𝖑𝖔',
  'Ünïcödé çàèìòù ß',
  '\r\n\r\nX-Injected: 1',
  '__proto__',
  'constructor',
  'NaN',
  'Infinity',
  '-1',
  '0',
  '1e309',
  '99999999999999999999999999',
  '2030-02-30',
  '9999-12-31T23:59:59Z',
  'null',
  'true',
  '',
  ' ',
];

const nastyString = fc.oneof(
  fc.constantFrom(...sqlAndHtml),
  fc.constantFrom('\u0000', 'Mario\u0000Rossi', '\u0007\u001b[31m', '\uFEFF', '\uD83D'),
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 20 }),
  fc.string({ unit: 'binary', maxLength: 20 }),
  fc.constantFrom(300, 5_000, 120_000).map((n) => 'x'.repeat(n)),
  fc.constantFrom(300, 3_000).map((n) => '😀'.repeat(n)),
);

const nastyNumber = fc.oneof(
  fc.constantFrom(
    -1,
    0,
    -2_147_483_649,
    2_147_483_648,
    Number.MAX_SAFE_INTEGER,
    Number.MAX_SAFE_INTEGER * 4,
    -Number.MAX_SAFE_INTEGER * 4,
    1e308,
    -1e308,
    0.5,
    -0.0001,
    1e-300,
  ),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
);

const nastyValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: nastyString },
  { weight: 3, arbitrary: nastyNumber },
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.oneof(nastyString, nastyNumber), { maxLength: 4 }),
  fc.constantFrom(
    {},
    [],
    { __proto__: { admin: true } },
    JSON.parse('{"__proto__": {"polluted": true}}'),
    { $gt: '' },
  ),
  fc.jsonValue({ maxDepth: 3 }),
);

/** Plausible values for the patterns our schemas use, so fuzzed fields sit among valid ones. */
const byKey: Record<string, string> = {
  province: 'TO',
  postalCode: '10121',
  city: 'Torino',
  street: 'Via Roma 1',
  email: 'utente@example.it',
  fiscalCode: 'RSSMRA85T10A562S',
  vatNumber: '12345678903',
  phone: '+39 333 1234567',
};

function plausibleString(schema: JsonSchema, ids: Ids, key = ''): string {
  if (byKey[key]) return byKey[key]!;
  const pattern = schema.pattern ?? '';
  if (schema.format === 'date-time') return '2030-01-15T10:00:00.000Z';
  if (pattern.includes('-15$')) return '2019-03-15';
  if (pattern.includes('\\d{4}-\\d{2}-\\d{2}')) return '2030-01-15';
  if (pattern.includes('[A-Z]{2}')) return 'TO';
  if (pattern.includes('\\+?')) return '+39 333 1234567';
  if (pattern.includes('[a-z0-9][a-z0-9-]*')) return ids.docRef;
  if (pattern.includes('cs_')) return 'cs_test_abcdefghij';
  return 'Valore di prova';
}

export type Ids = {
  uid: string;
  /**
   * The customer the back office's account routes act on: another one than `uid`, so disabling
   * it (a valid call) does not shut the fixture's customer out of the routes fuzzed after it.
   */
  bystanderUid: string;
  requestId: number;
  dependantId: number;
  addressId: number;
  docRef: string;
};

export function plausible(
  schema: JsonSchema | undefined,
  ids: Ids,
  key = '',
): fc.Arbitrary<unknown> {
  if (!schema) return fc.constant(undefined);
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  if (schema.anyOf?.length) return fc.oneof(...schema.anyOf.map((s) => plausible(s, ids, key)));
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'integer':
    case 'number': {
      const known = /uid|user/i.test(key)
        ? []
        : /dependan/i.test(key)
          ? [ids.dependantId]
          : /address/i.test(key)
            ? [ids.addressId]
            : /request/i.test(key)
              ? [ids.requestId]
              : [];
      return fc.constantFrom(...known, 1, schema.minimum !== undefined ? schema.minimum : 2);
    }
    case 'string':
      if (/uid/i.test(key)) return fc.constant(ids.uid);
      return fc.constant(plausibleString(schema, ids, key));
    case 'array':
      return fc.array(plausible(schema.items, ids, key), { minLength: 1, maxLength: 2 });
    case 'object':
      return objectOf(schema, ids, 0);
    default:
      return fc.constant('x');
  }
}

/** An object shaped by the schema: each field plausible, nasty, or missing; extra fields too. */
function objectOf(schema: JsonSchema, ids: Ids, nastiness: number): fc.Arbitrary<unknown> {
  const entries = Object.entries(schema.properties ?? {});
  const fields = Object.fromEntries(
    entries.map(([key, prop]) => [
      key,
      fc.oneof(
        { weight: 3, arbitrary: plausible(prop, ids, key) },
        { weight: 1 + nastiness, arbitrary: nastyValue },
        { weight: 1, arbitrary: fc.constant(undefined) },
      ),
    ]),
  );
  return fc
    .tuple(
      fc.record(fields),
      fc.option(fc.dictionary(nastyString, nastyValue, { maxKeys: 3 }), { freq: 3 }),
    )
    .map(([record, extra]) => {
      const out: Record<string, unknown> = { ...(extra ?? {}) };
      for (const [key, value] of Object.entries(record)) if (value !== undefined) out[key] = value;
      return out;
    });
}

/** Percent-encodes any string, lone surrogates included (as their UTF-8 replacement bytes). */
export function enc(value: string): string {
  try {
    return encodeURIComponent(value);
  } catch {
    return [...Buffer.from(value, 'utf8')]
      .map((b) => `%${b.toString(16).padStart(2, '0')}`)
      .join('');
  }
}

/** Every field plausible but one, which gets a nasty value: reaches past validation into the handlers. */
function oneFieldNasty(schema: JsonSchema, ids: Ids): fc.Arbitrary<unknown> {
  const keys = Object.keys(schema.properties ?? {});
  if (!keys.length) return nastyValue;
  const valid = fc.record(
    Object.fromEntries(keys.map((key) => [key, plausible(schema.properties?.[key], ids, key)])),
  );
  return fc
    .tuple(valid, fc.constantFrom(...keys), nastyValue)
    .map(([record, key, value]) => ({ ...(record as object), [key]: value }));
}

export type Body = { payload?: string | Buffer; contentType?: string } | undefined;

export function bodyArbitrary(schema: JsonSchema | undefined, ids: Ids): fc.Arbitrary<Body> {
  const json = (value: unknown): Body => ({
    payload: JSON.stringify(value) ?? 'null',
    contentType: 'application/json',
  });
  return fc.oneof(
    { weight: 4, arbitrary: (schema ? objectOf(schema, ids, 2) : nastyValue).map(json) },
    { weight: 4, arbitrary: (schema ? oneFieldNasty(schema, ids) : nastyValue).map(json) },
    { weight: 2, arbitrary: nastyValue.map(json) },
    {
      weight: 2,
      arbitrary: fc
        .constantFrom(
          '{',
          '{"a":',
          '[1,',
          'nul',
          '{"score": 01}',
          "{'single': 'quotes'}",
          '{"a": NaN}',
          '\u0000',
          '{"a":"\\ud800"}',
          '{"a":"\\u0000"}',
          '',
          `{"deep":${'['.repeat(5000)}${']'.repeat(5000)}}`,
        )
        .map((payload) => ({ payload, contentType: 'application/json' })),
    },
    {
      weight: 2,
      arbitrary: fc
        .tuple(
          fc.constantFrom(
            'text/plain',
            'application/xml',
            'multipart/form-data',
            'multipart/form-data; boundary=x',
            'application/x-www-form-urlencoded',
            'application/octet-stream',
            'application/json; charset=latin1',
            'image/png',
          ),
          fc.oneof(nastyString, fc.constant('a=1&b=%ZZ&c')),
        )
        .map(([contentType, payload]) => ({ payload, contentType })),
    },
    { weight: 1, arbitrary: fc.constant(undefined) },
  );
}

export function queryArbitrary(schema: JsonSchema | undefined, ids: Ids): fc.Arbitrary<string> {
  const keys = Object.keys(schema?.properties ?? {});
  const value: fc.Arbitrary<string> = fc.oneof(nastyString, nastyNumber.map(String));
  const pair = fc.tuple(
    fc.oneof(
      { weight: 4, arbitrary: keys.length ? fc.constantFrom(...keys) : nastyString },
      nastyString,
    ),
    fc.oneof(
      { weight: 3, arbitrary: value },
      ...keys.map((key) =>
        plausible(schema?.properties?.[key], ids, key).map((v): string => String(v)),
      ),
    ),
  );
  return fc.oneof(
    fc
      .array(pair, { maxLength: 5 })
      .map((pairs) => pairs.map(([k, v]) => `${enc(k)}=${enc(v)}`).join('&')),
    fc.constantFrom('%', '%ZZ=1', 'a[b][c]=1', '&&&', '=', 'a=%00', 'page=1&page=2&page=x'),
  );
}

/** The root wildcard route (`*`) gets a leading slash like every other path. */
const rooted = (url: string) => (url.startsWith('/') ? url : `/${url}`);

/** A valid value of a path parameter (the fixture's own ids). */
export function pathValid(name: string, ids: Ids): string {
  if (name === 'customerUid') return ids.bystanderUid;
  return /uid/i.test(name)
    ? ids.uid
    : /docRef/.test(name)
      ? ids.docRef
      : /request/i.test(name)
        ? String(ids.requestId)
        : name === 'phase'
          ? 'SELECTED'
          : name === 'document'
            ? 'privacy'
            : name === 'id'
              ? String(ids.dependantId)
              : '1';
}

export function pathArbitrary(url: string, ids: Ids): fc.Arbitrary<string> {
  const names = [...url.matchAll(/:(\w+)/g)].map((m) => m[1]!);
  const valid = (name: string) => pathValid(name, ids);
  const segment = (name: string) =>
    fc.oneof(
      { weight: 2, arbitrary: fc.constant(valid(name)) },
      { weight: 3, arbitrary: nastyString.map((s) => enc(s) || '%20') },
      { weight: 1, arbitrary: nastyNumber.map(String) },
      {
        weight: 1,
        arbitrary: fc.constantFrom('%', '%E0%A4%A', '..%2F..%2Fetc', '%C0%AE', '1%00'),
      },
    );
  const wildcard = url.endsWith('*')
    ? fc.oneof(
        nastyString.map((s) => enc(s)),
        fc.constantFrom('../../x', '%2e%2e/'),
      )
    : fc.constant('');
  return fc.tuple(fc.tuple(...names.map(segment)), wildcard).map(([values, star]) => {
    let out = url;
    names.forEach((name, index) => {
      out = out.replace(`:${name}`, values[index]!);
    });
    return rooted(out.replace(/\*$/, star));
  });
}
