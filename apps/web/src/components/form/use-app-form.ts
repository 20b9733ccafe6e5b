import { type BaseSyntheticEvent, useRef } from 'react';
import type {
  FieldValues,
  UseFormHandleSubmit,
  UseFormProps,
  UseFormReturn,
} from 'react-hook-form';
// biome-ignore lint/style/noRestrictedImports: the one wrapper the rest of the app uses
import { useForm } from 'react-hook-form';
import { oneAtATime } from '@/lib/one-at-a-time';

/**
 * react-hook-form's useForm, sent once at a time: while a submit is on its way, another (a double
 * tap on 'Salva', Enter pressed twice) is ignored, before the button has had the time to show
 * it is busy. It made two assistiti or two addresses of one. The one `useForm` of the web app.
 */
export function useAppForm<I extends FieldValues, C = unknown, O extends FieldValues = I>(
  props?: UseFormProps<I, C, O>,
): UseFormReturn<I, C, O> {
  const form = useForm<I, C, O>(props);
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
