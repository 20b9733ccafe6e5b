import { types } from 'node:util';
import { backofficeRequestFacetsSchema } from '@equilibrio/contract/backoffice';
import { requestStatusSchema } from '@equilibrio/contract/requests';
import { setPasswordSchema } from '@equilibrio/contract/validation';
import { zodResolver } from '@hookform/resolvers/zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { lazySchema } from './lazy-schema';

describe('lazySchema', () => {
  it('builds the schema on first use, once', () => {
    let builds = 0;
    const schema = lazySchema('personSchema', () => {
      builds++;
      return z.object({ name: z.string().min(1, 'Questo campo è obbligatorio') });
    });
    expect(builds).toBe(0);
    expect(schema.parse({ name: 'Lucia' })).toEqual({ name: 'Lucia' });
    expect(schema.safeParse({ name: '' }).error?.issues[0]?.message).toBe(
      'Questo campo è obbligatorio',
    );
    expect(builds).toBe(1);
  });

  it('cannot be told from the schema it stands for', async () => {
    const base = lazySchema('baseSchema', () => z.object({ id: z.number() }));
    const extended = base.extend({ note: z.string().optional() });
    expect(extended.parse({ id: 1, note: 'x' })).toEqual({ id: 1, note: 'x' });
    expect(base instanceof z.ZodObject).toBe(true);
    expect('_zod' in base).toBe(true);
    expect(Object.keys(base.shape)).toEqual(['id']);
    // Inside other schemas, and in a form's resolver (which recognises zod 4 by `_zod`).
    const list = z.array(base);
    expect(list.safeParse([{ id: 'a' }]).success).toBe(false);
    const resolve = zodResolver(z.object({ item: base }));
    const result = await resolve({ item: { id: 'x' } } as never, undefined, {
      fields: {},
      shouldUseNativeValidation: false,
    });
    expect(Object.keys(result.errors)).toEqual(['item']);
  });

  it('composes as the schema would: unions, picks, pipes, codecs', () => {
    const card = lazySchema('cardSchema', () =>
      z.object({ kind: z.literal('card'), last4: z.string().length(4) }),
    );
    const bank = lazySchema('bankSchema', () =>
      z.object({ kind: z.literal('bank'), iban: z.string() }),
    );
    const payment = z.discriminatedUnion('kind', [card, bank]);
    expect(payment.parse({ kind: 'bank', iban: 'IT60X' })).toEqual({ kind: 'bank', iban: 'IT60X' });
    expect(payment.safeParse({ kind: 'card', last4: '12' }).success).toBe(false);
    expect(card.pick({ last4: true }).parse({ last4: '1234' })).toEqual({ last4: '1234' });
    expect(Object.keys(card.omit({ kind: true }).shape)).toEqual(['last4']);
    const trimmed = lazySchema('trimmedSchema', () => z.string().trim());
    expect(trimmed.pipe(z.string().min(2)).safeParse('  a ').success).toBe(false);
    // The contract's status codec, built lazily here: both spellings decode, encoding keeps it.
    expect(requestStatusSchema.parse('INVIATO_PREVENTIVO')).toBe('INVIATO PREVENTIVO');
    expect(z.encode(requestStatusSchema, 'INVIATO PREVENTIVO')).toBe('INVIATO PREVENTIVO');
  });

  it('says which declaration is not a schema', () => {
    const wrong = lazySchema('notASchema', () => ({ parse: () => 1 }) as object);
    expect(() => 'x' in wrong).toThrow('lazySchema: notASchema is not a zod schema');
  });

  it('stands for the schemas declared at the top of the app’s and the contract’s modules', () => {
    // first-paint/lazy-schemas.ts wraps them in this suite as in the build.
    expect(types.isProxy(backofficeRequestFacetsSchema)).toBe(true);
    expect(types.isProxy(setPasswordSchema)).toBe(true);
    expect(
      setPasswordSchema.safeParse({ password: 'Abcdef1!', confirmPassword: 'x' }).success,
    ).toBe(false);
  });
});
