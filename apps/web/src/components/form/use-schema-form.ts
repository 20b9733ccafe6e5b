import { zodResolver } from '@hookform/resolvers/zod';
import { type FieldValues, type UseFormProps, useForm } from 'react-hook-form';
import type { z } from 'zod';

/**
 * A form checked by a zod schema (usually the contract's, with its Italian messages), each field
 * once it has been touched.
 */
export function useSchemaForm<I extends FieldValues, O extends FieldValues>(
  schema: z.ZodType<O, I>,
  options: Omit<UseFormProps<I, unknown, O>, 'resolver' | 'mode'> = {},
) {
  return useForm<I, unknown, O>({ resolver: zodResolver(schema), mode: 'onTouched', ...options });
}
