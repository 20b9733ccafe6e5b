import type { ChangeEvent, ReactElement } from 'react';
import {
  Controller,
  type ControllerRenderProps,
  type FieldPath,
  type FieldValues,
  type UseControllerProps,
} from 'react-hook-form';

/**
 * Which react-hook-form field a kit component edits: the form's `control` and the field's
 * path, typed like react-hook-form's own `Controller`.
 */
export type FieldBinding<
  T extends FieldValues,
  N extends FieldPath<T>,
  TT extends FieldValues = T,
> = Required<Pick<UseControllerProps<T, N, TT>, 'control' | 'name'>>;

/** The Mantine props the kit sets from the field (value, change, message). */
export type Unbound = 'name' | 'value' | 'defaultValue' | 'error';

/** What an empty choice or date is stored as: '' for required text fields, else null. */
export type EmptyValue = '' | null;

export type BoundInput = {
  field: ControllerRenderProps<FieldValues, string>;
  /** The field's message, shown under the input. */
  error: string | undefined;
};

/** Whether a mouse button or a pen is held down right now (a finger's tap ends before the blur). */
let pointerHeld = false;
if (typeof window !== 'undefined') {
  const release = () => {
    pointerHeld = false;
  };
  window.addEventListener('pointerdown', () => (pointerHeld = true), true);
  window.addEventListener('pointerup', release, true);
  window.addEventListener('pointercancel', release, true);
}

/**
 * A field's blur, told to the form once the press that caused it is over. Checked at once, a
 * field's message appeared above the button being pressed, moved it, and the press ended beside
 * it: the first tap on 'Salva' did nothing. Now the press completes (the submit checks every
 * field anyway), then the field is checked.
 */
export function afterThePress(onBlur: () => void) {
  return () => {
    if (!pointerHeld) {
      setTimeout(onBlur, 0);
      return;
    }
    const done = () => {
      window.removeEventListener('pointerup', done, true);
      window.removeEventListener('pointercancel', done, true);
      setTimeout(onBlur, 0);
    };
    window.addEventListener('pointerup', done, true);
    window.addEventListener('pointercancel', done, true);
  };
}

/**
 * Makes a kit field: a component taking `control`, `name` and the input's own props, which
 * draws the input with `render` from the bound field (value, change, blur, ref, message).
 */
export function boundField<P extends object>(
  render: (input: BoundInput, props: P) => ReactElement,
) {
  return function BoundField<
    T extends FieldValues,
    N extends FieldPath<T>,
    TT extends FieldValues = T,
  >({ control, name, ...props }: FieldBinding<T, N, TT> & P) {
    return (
      <Controller
        control={control}
        name={name}
        render={({ field, fieldState }) =>
          render(
            {
              field: {
                ...field,
                onBlur: afterThePress(field.onBlur),
              } as unknown as BoundInput['field'],
              error: fieldState.error?.message,
            },
            props as unknown as P,
          )
        }
      />
    );
  };
}

/** A text input's props from the field; the caller's `onChange` runs after the field took it. */
export const textInput = (
  field: BoundInput['field'],
  onChange?: (event: ChangeEvent<HTMLInputElement & HTMLTextAreaElement>) => void,
) => ({
  ...field,
  value: field.value ?? '',
  onChange: (event: ChangeEvent<HTMLInputElement & HTMLTextAreaElement>) => {
    field.onChange(event);
    onChange?.(event);
  },
});

/** A choice's props from the field (no choice: `empty`). */
export const choiceInput = (field: BoundInput['field'], empty: EmptyValue = null) => ({
  ref: field.ref,
  name: field.name,
  value: field.value || null,
  onChange: (value: string | null) => field.onChange(value ?? empty),
  onBlur: field.onBlur,
});

/** A yes/no input's props from the field. */
export const checkedInput = (field: BoundInput['field']) => ({
  ref: field.ref,
  name: field.name,
  checked: field.value,
  onChange: (event: ChangeEvent<HTMLInputElement>) => field.onChange(event.currentTarget.checked),
  onBlur: field.onBlur,
});
