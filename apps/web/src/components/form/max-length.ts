import type { z } from 'zod';

type Unwrappable = { maxLength?: number | null; unwrap?: () => unknown; in?: unknown };

/**
 * The most characters a text field's schema takes (through optional, nullable, default and pipes):
 * the field's `maxLength`, from its rule's one home. A multi-line field given it says how much is
 * left as the limit nears (`lengthNote`), instead of 'Massimo 2000 caratteri' only at the press,
 * under a text grown screens long.
 */
export function maxLengthOf(schema: z.ZodType): number | undefined {
  let at = schema as unknown as Unwrappable | undefined;
  for (let depth = 0; at && depth < 8; depth += 1) {
    if (typeof at.maxLength === 'number') return at.maxLength;
    at = (at.unwrap?.() ?? at.in) as Unwrappable | undefined;
  }
  return undefined;
}
