import type { FieldValues, Path, UseFormReturn, UseFormSetError } from 'react-hook-form';
import { ApiError } from './api-client';

/**
 * Puts the API's field messages (`{ 'body.requestDetail.netHourCost': '…' }` or
 * `{ serviceId: '…' }`) under the matching form fields. Answers whether any field matched, so
 * the caller can fall back to a toast with the general message.
 */
export function applyServerFieldErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  knownFields: readonly string[],
  /** Nested API paths the form keeps flat, e.g. 'requestDetail.'. */
  stripPrefix = '',
): boolean {
  if (!(error instanceof ApiError) || !error.fields) return false;
  let matched = false;
  for (const [key, message] of Object.entries(error.fields)) {
    let field = key.replace(/^(body|querystring|params)\./, '');
    if (stripPrefix && field.startsWith(stripPrefix)) field = field.slice(stripPrefix.length);
    if (knownFields.includes(field)) {
      setError(field as Path<T>, { type: 'server', message });
      matched = true;
    }
  }
  return matched;
}

/**
 * After a failed save: the API's field messages under their fields, or else its message as the
 * form's own error (`errors.root`, shown by the kit's `FormError`).
 */
export function showSubmitError<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  knownFields: readonly string[],
  stripPrefix = '',
) {
  if (!applyServerFieldErrors(error, setError, knownFields, stripPrefix)) {
    setError('root', { message: errorMessage(error) });
  }
}

/** The message to show for a failed call. */
export const errorMessage = (
  error: unknown,
  fallback = 'Si è verificato un errore. Riprova più tardi.',
) => (error instanceof ApiError ? error.message : fallback);

/**
 * A form's submit handler: `send` the checked values; when it fails, the API's messages for the
 * schema's fields show next to them (after removing `stripPrefix`), anything else as the form's.
 */
export function submitShowingErrors<I extends FieldValues, O extends FieldValues>(
  form: UseFormReturn<I, unknown, O>,
  schema: { shape: object },
  send: (values: O) => Promise<unknown>,
  stripPrefix = '',
) {
  return form.handleSubmit(async (values) => {
    try {
      await send(values);
    } catch (error) {
      showSubmitError(error, form.setError, Object.keys(schema.shape), stripPrefix);
    }
  });
}
