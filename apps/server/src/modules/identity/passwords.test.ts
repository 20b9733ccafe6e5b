import { newPasswordSchema } from '@equilibrio/contract/validation';
import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';

// A fresh copy of the module, as a process starts with it: the server's test files share their
// worker's modules, and the apps they made have set the test cost on the shared copy.
vi.resetModules();
const {
  hashPassword,
  missingPasswordRequirements,
  needsRehash,
  STANDARD_COST,
  usePasswordHashCost,
  verifyPassword,
} = await import('./passwords');

const caller = { address: '127.0.0.1', account: 'test' };

describe('password hashing', () => {
  it('hashes at the production cost unless told otherwise; a test-cost hash is rehashed at it', async () => {
    // The cost production uses (no app in this file sets another): N=2^15, r=8, p=1.
    expect(STANDARD_COST).toEqual({ N: 32768, r: 8, p: 1 });
    expect(await hashPassword('Segreta!123', caller)).toMatch(/^scrypt\$32768\$8\$1\$/);
    usePasswordHashCost('fast');
    try {
      const fast = await hashPassword('Segreta!123', caller);
      expect(fast).toMatch(/^scrypt\$1024\$8\$1\$/);
      expect(await verifyPassword('Segreta!123', fast, caller)).toBe(true);
    } finally {
      usePasswordHashCost('standard');
    }
    // A hash made at the test cost is brought up to the production cost on the next sign-in.
    expect(needsRehash(`scrypt$1024$8$1$c2FsdA==$a2V5`)).toBe(true);
  });

  it('verifies the right password only, with a fresh salt each time', async () => {
    const first = await hashPassword('Segreta!123', caller);
    const second = await hashPassword('Segreta!123', caller);
    expect(first).toMatch(/^scrypt\$32768\$8\$1\$[A-Za-z0-9+/=]+\$[A-Za-z0-9+/=]+$/);
    expect(first).not.toBe(second);
    expect(await verifyPassword('Segreta!123', first, caller)).toBe(true);
    expect(await verifyPassword('segreta!123', first, caller)).toBe(false);
    expect(needsRehash(first)).toBe(false);
  });

  it('never matches a malformed or missing hash, and flags old parameters for re-hashing', async () => {
    expect(await verifyPassword('x', null, caller)).toBe(false);
    expect(await verifyPassword('x', 'plain-text', caller)).toBe(false);
    expect(await verifyPassword('x', 'scrypt$99999999999$8$1$c2FsdA==$a2V5', caller)).toBe(false);
    expect(needsRehash('scrypt$16384$8$1$c2FsdA==$a2V5')).toBe(true);
  });
});

describe('password policy', () => {
  it('names what is missing', () => {
    expect(missingPasswordRequirements('Abc!2345')).toEqual([]);
    expect(missingPasswordRequirements('abc')).toEqual([
      'Password must contain at least 8 characters',
      'Password must contain an upper case character',
      'Password must contain a numeric character',
      'Password must contain a non-alphanumeric character',
    ]);
  });

  it('agrees with the product rule of the contract (spec §5) on any password', () => {
    const symbolish = fc.constantFrom(...'!@#$%^&*(),.?":{}|<>~_-+=aZ9 ');
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.string({ unit: symbolish })), (password) => {
        expect(missingPasswordRequirements(password).length === 0).toBe(
          newPasswordSchema.safeParse(password).success,
        );
      }),
      { numRuns: 2000 },
    );
  });
});
