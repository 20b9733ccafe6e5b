/**
 * A zod schema built the first time it is used. Building zod 4's schemas is not cheap (each one
 * gets its own set of methods), and a page's code declares far more of them than it uses on
 * arrival: at 4× CPU the back office's code spent ≈ 75 ms of its evaluation building schemas of
 * forms nobody had opened yet, in one long task. The web build wraps every schema declared at the
 * top of a module in this (first-paint/lazy-schemas.ts does it, in the build, the dev server and
 * the component tests alike), so the source keeps plain `export const xSchema = z.object(…)`.
 *
 * The proxy forwards everything to the built schema (methods, `_zod`, `in`, the prototype for
 * `instanceof`), so code using it cannot tell the difference. The server does not use this: its
 * schemas are built once at start, and its OpenAPI documents look schemas up by identity.
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
  });
}
