import { zodResolver } from '@hookform/resolvers/zod';
import { useRef } from 'react';
import type { DefaultValues, FieldValues, UseFormProps } from 'react-hook-form';
import type { z } from 'zod';
import { useAppForm } from './use-app-form';

/**
 * A form checked by a zod schema (usually the contract's, with its Italian messages), each field
 * once it has been touched.
 *
 * `values` is for a form that follows data which may change while it is open (a caregiver
 * fetched again: the fields not touched take the new values). react-hook-form applies `values`
 * in an effect after the form's first render, and every field renders again: right after a drawn
 * page is adopted, one task of ≈ 150 ms at 4× CPU on the caregiver form, for values the form
 * already showed. So the first `values` are the form's defaults, and the form follows `values`
 * from their first change on.
 */
export function useSchemaForm<I extends FieldValues, O extends FieldValues>(
  schema: z.ZodType<O, I>,
  { values, ...options }: Omit<UseFormProps<I, unknown, O>, 'resolver' | 'mode'> = {},
) {
  const first = useRef(values);
  const follows = useRef(false);
  if (!follows.current && values !== undefined && !sameValues(values, first.current)) {
    follows.current = true;
  }
  return useAppForm<I, unknown, O>({
    resolver: zodResolver(schema),
    mode: 'onTouched',
    ...options,
    defaultValues: options.defaultValues ?? (first.current as DefaultValues<I> | undefined),
    values: follows.current ? values : undefined,
  });
}

/** Form values are plain data (text, numbers, flags, lists): equal when they read the same. */
const sameValues = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
