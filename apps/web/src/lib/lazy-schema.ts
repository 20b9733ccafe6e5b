/**
 * A zod schema built the first time it is used. Building zod 4's schemas is not cheap (each link
 * of a chain — `.min()`, `.refine()`, `.optional()` — is a new schema instance with its checks and
 * internals set up), and a page's code declares far more of them than it uses on arrival: at 4×
 * CPU the back office's code spent ≈ 75 ms of its evaluation building schemas of forms nobody had
 * opened yet, in one long task. The web build wraps every schema declared at the
 * top of a module in this (first-paint/lazy-schemas.ts does it, in the build, the dev server and
 * the component tests alike), so the source keeps plain `export const xSchema = z.object(…)`.
 *
 * The proxy forwards everything to the built schema (methods, `_zod`, `in`, the prototype for
 * `instanceof`), so parsing, composing and forms work as with the schema itself. What can tell
 * them apart is identity: a registry or `toJSONSchema` looking the proxy up, `.brand()` answering
 * the schema rather than the proxy — the app does neither in the browser. The server does not use
 * this: its schemas are built once at start, and its OpenAPI documents look schemas up by
 * identity. Freezing the proxy fails (it has no properties of its own to freeze).
 */
export function lazySchema<T extends object>(name: string, build: () => T): T {
  let built: T | undefined;
  const schema = (): T => {
    if (built) return built;
    const value = build();
    if (typeof value !== 'object' || value === null || !('_zod' in value)) {
      throw new TypeError(`lazySchema: ${name} is not a zod schema (first-paint/lazy-schemas.ts)`);
    }
    built = value;
    return value;
  };
  if (import.meta.env.MODE === 'test') declared.push([name, schema]);
  return new Proxy({} as T, {
    get: (_, key) => Reflect.get(schema(), key),
    set: (_, key, value) => Reflect.set(schema(), key, value),
    has: (_, key) => Reflect.has(schema(), key),
    ownKeys: () => Reflect.ownKeys(schema()),
    // A proxy may only report as non-configurable what its (empty) target has.
    getOwnPropertyDescriptor: (_, key) => {
      const descriptor = Reflect.getOwnPropertyDescriptor(schema(), key);
      return descriptor && { ...descriptor, configurable: true };
    },
    getPrototypeOf: () => Reflect.getPrototypeOf(schema()),
    defineProperty: (_, key, descriptor) => Reflect.defineProperty(schema(), key, descriptor),
    deleteProperty: (_, key) => Reflect.deleteProperty(schema(), key),
    preventExtensions: () => false,
  });
}

/** In the component tests, every lazy schema of the modules loaded so far, by name. */
const declared: [string, () => unknown][] = [];

/** Builds every lazy schema declared so far (the tests): a declaration that is no schema throws. */
export function buildDeclaredSchemas(): string[] {
  for (const [, build] of declared) build();
  return declared.map(([name]) => name);
}
