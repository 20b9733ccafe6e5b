import type { FieldPath, FieldValues, UseControllerProps } from 'react-hook-form';

/**
 * Which react-hook-form field a kit component edits: the form's `control` and the field's
 * path, typed like react-hook-form's own `Controller`.
 */
export type FieldBinding<
  T extends FieldValues,
  N extends FieldPath<T>,
  TT extends FieldValues = T,
> = Required<Pick<UseControllerProps<T, N, TT>, 'control' | 'name'>>;

/** What an empty choice or number is stored as: '' for required text fields, else null. */
export type EmptyValue = '' | null;
