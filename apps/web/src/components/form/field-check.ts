import { useEffect, useRef } from 'react';
import {
  type FieldErrors,
  type FieldPath,
  type FieldValues,
  type Resolver,
  set,
  type UseFormReturn,
} from 'react-hook-form';

/** The field's message when it refuses what it holds now (the form's `values` at hand), or null. */
type Check = (values: FieldValues) => string | null;

/** The error type of a field's own check (`useFieldCheck`), apart from the schema's. */
const fieldCheckType = 'field';

/** Whether a field's error comes from its own check: what was typed, but not read or refused. */
export const isFieldCheckError = (error: { type?: unknown } | undefined) =>
  error?.type === fieldCheckType;

/** Each form's field checks, by the form's `control`. */
const checksOf = new WeakMap<object, Map<string, Check>>();

/**
 * A check a field makes itself, which the form's schema cannot: the schema sees the values, and
 * a date field's text it could not read ('31/02/2020', kept on screen to be corrected) is no
 * value — the field holds none meanwhile, and an empty date is often a valid one: the request
 * went without the date typed, in silence; a CAP is checked against the CAPs of the comune chosen,
 * which the address fields know. The form counts `check`'s message as that field's error in all
 * its checks (`withFieldChecks`), as long as the field is on the page. A check that depends on
 * more than the values (a confirmation ticked) is run again with the form's `trigger`.
 */
export function useFieldCheck(control: object, name: string, check: Check) {
  const latest = useRef(check);
  latest.current = check;
  useEffect(() => {
    const checks = checksOf.get(control) ?? new Map<string, Check>();
    checksOf.set(control, checks);
    const current: Check = (values) => latest.current(values);
    checks.set(name, current);
    return () => {
      if (checks.get(name) === current) checks.delete(name);
    };
  }, [control, name]);
}

/**
 * The form's checks (its resolver: a zod schema) and its fields' own (`useFieldCheck`), each
 * refusal as that field's error: a submit is refused and goes to the field, a step's `trigger`
 * stops, `isValid` is false. `formOf` gives the form's `control` (known once the form exists).
 */
export function withFieldChecks<I extends FieldValues, C, O extends FieldValues>(
  resolver: Resolver<I, C, O>,
  formOf: () => object | undefined,
): Resolver<I, C, O> {
  return async (values, context, options) => {
    const result = await resolver(values, context, options);
    const form = formOf();
    const checks = form ? checksOf.get(form) : undefined;
    const refused = [...(checks ?? [])].flatMap(([name, check]) => {
      const message = check(values);
      return message ? [[name, message] as const] : [];
    });
    if (refused.length === 0) return result;
    const errors = { ...result.errors } as FieldErrors<I>;
    for (const [name, message] of refused) set(errors, name, { type: fieldCheckType, message });
    return { values: {}, errors };
  };
}

/**
 * Checks the named fields again (one field's change bears on another's message), as the form's
 * `trigger` — but leaves alone a field showing the server's answer: `trigger` clears any error
 * a field now passes, the server's too, and a day the server refused lost its message when the
 * time beside it was merely left. The server's word stays until its field is changed or the form
 * is sent again. While the form is being sent nothing is checked here: the submit checks every
 * field, and a check ending after the server's answer would clear it.
 */
export function recheck<T extends FieldValues, C, O extends FieldValues>(
  form: Pick<UseFormReturn<T, C, O>, 'trigger' | 'getFieldState' | 'formState'>,
  names: readonly FieldPath<T>[],
) {
  if (form.formState.isSubmitting) return;
  const open = names.filter((name) => form.getFieldState(name).error?.type !== 'server');
  if (open.length > 0) void form.trigger(open);
}
