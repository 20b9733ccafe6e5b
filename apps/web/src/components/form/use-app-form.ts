import { type BaseSyntheticEvent, useRef, useState } from 'react';
import type {
  FieldErrors,
  FieldValues,
  Resolver,
  UseFormHandleSubmit,
  UseFormProps,
  UseFormReturn,
} from 'react-hook-form';
// biome-ignore lint/style/noRestrictedImports: the one wrapper the rest of the app uses
import { useForm } from 'react-hook-form';
import { oneAtATime } from '@/lib/one-at-a-time';
import { withFieldChecks } from './field-check';

/**
 * react-hook-form's useForm, sent once at a time: while a submit is on its way, another (a double
 * tap on 'Salva', Enter pressed twice) is ignored, before the button has had the time to show
 * it is busy. It made two assistiti or two addresses of one. The one `useForm` of the web app.
 *
 * Its checks are its resolver's (a zod schema; the app's fields take no `rules`) and its fields'
 * own (`useFieldCheck`: a date field holding a text it could not read, '31/02/2020').
 */
export function useAppForm<I extends FieldValues, C = unknown, O extends FieldValues = I>(
  props?: UseFormProps<I, C, O>,
): UseFormReturn<I, C, O> {
  const latestResolver = useRef(props?.resolver);
  latestResolver.current = props?.resolver;
  const control = useRef<object>(undefined);
  // One resolver for the form's life, running the latest one given (or none: all is valid).
  const [resolver] = useState(() =>
    withFieldChecks<I, C, O>(
      (values, ...rest) =>
        latestResolver.current?.(values, ...rest) ?? { values: values as unknown as O, errors: {} },
      () => control.current,
    ),
  );
  const form = useForm<I, C, O>({ ...props, resolver });
  control.current = form.control;
  checksByForm.set(form.control, resolver as Resolver<FieldValues>);
  const guarded = useRef<UseFormHandleSubmit<I, O> | null>(null);
  // useForm returns the same object every render: its handleSubmit is replaced once.
  if (guarded.current === null || form.handleSubmit !== guarded.current) {
    const handleSubmit = form.handleSubmit;
    const run = oneAtATime();
    const once = ((onValid, onInvalid) => (event?: BaseSyntheticEvent) => {
      // An ignored second submit is not the browser's to perform either.
      event?.preventDefault?.();
      return run(() => handleSubmit(onValid, onInvalid)(event));
    }) as UseFormHandleSubmit<I, O>;
    guarded.current = once;
    form.handleSubmit = once;
  }
  return form;
}

/** Each form's checks (its resolver with its fields' own), by the form's `control`. */
const checksByForm = new WeakMap<object, Resolver<FieldValues>>();

/**
 * What the form's checks refuse in `values`, by field (every field, touched or not: what its
 * `isValid` counts), without showing any of it on the fields. Empty for a form not made by
 * `useAppForm`.
 */
export async function refusedFields(control: object, values: FieldValues): Promise<FieldErrors> {
  const check = checksByForm.get(control);
  if (!check) return {};
  const { errors } = await check(values, undefined, {
    fields: {},
    shouldUseNativeValidation: false,
  });
  return errors;
}
