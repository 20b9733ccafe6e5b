import { candidateReasonInputSchema } from '@equilibrio/contract/backoffice-moves';
import { applicationFormSchema } from '@equilibrio/contract/caregiver-applications';
import { firstRequestSchema, requestFormSchema } from '@equilibrio/contract/requests';
import { optionalText, requiredText } from '@equilibrio/contract/validation';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { maxLengthOf } from './max-length';

describe('a text field’s limit read from its schema', () => {
  it('finds it through optional, nullable, default and refinements, and none where there is none', () => {
    expect(maxLengthOf(optionalText(1000))).toBe(1000);
    expect(maxLengthOf(requiredText(2000))).toBe(2000);
    expect(maxLengthOf(optionalText(2000).nullable().default(null))).toBe(2000);
    expect(maxLengthOf(optionalText(500).nullable().optional())).toBe(500);
    expect(
      maxLengthOf(
        z
          .string()
          .max(300)
          .refine((value) => value !== 'x'),
      ),
    ).toBe(300);
    expect(maxLengthOf(z.string())).toBeUndefined();
    expect(maxLengthOf(z.number().max(20))).toBeUndefined();
  });

  it('finds the limit of every form field that reads it from the contract (none left without one)', () => {
    // A field given `undefined` would take any length and fail only at the press, screens later.
    expect(maxLengthOf(requestFormSchema.shape.notes)).toBe(2000);
    expect(maxLengthOf(firstRequestSchema.shape.details)).toBe(2000);
    expect(maxLengthOf(applicationFormSchema.shape.presentation)).toBe(3000);
    expect(maxLengthOf(candidateReasonInputSchema.shape.reason)).toBe(200);
  });
});
