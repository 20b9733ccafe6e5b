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
  /** The form's `control` (for a field's own check: `useFieldCheck`). */
  control: object;
  /** The field's message, shown under the input. */
  error: string | undefined;
};

/** Whether a mouse's main button or a pen is held down now (a finger's tap ends before the blur). */
let pointerHeld = false;
/** The blurs waiting for the press to end. */
const waiting = new Set<() => void>();
if (typeof window !== 'undefined') {
  const release = () => {
    pointerHeld = false;
    for (const tell of [...waiting]) tell();
    waiting.clear();
  };
  window.addEventListener(
    'pointerdown',
    (event) => {
      pointerHeld = event.button === 0;
    },
    true,
  );
  // A press may end where the page hears nothing of it (a context menu, a native picker,
  // another window): never let the fields wait for it. (The window's own blur only: a field's
  // blur, heard here in the capture phase, is what waits.)
  for (const type of ['pointerup', 'pointercancel', 'contextmenu']) {
    window.addEventListener(type, release, true);
  }
  window.addEventListener('blur', (event) => {
    if (event.target === window) release();
  });
  document.addEventListener('visibilitychange', release);
}

/**
 * A field's blur, told to the form once the press that caused it is over. Checked at once, a
 * field's message appeared above the button being pressed, moved it, and the press ended beside
 * it: the first tap on 'Salva' did nothing. Now the press completes (the submit checks every
 * field anyway), then the field is checked — unless it has left the page meanwhile (a dialog
 * closed): a field that is gone is not marked as touched.
 */
export function afterThePress(onBlur: () => void) {
  return (event?: { target?: EventTarget | null }) => {
    const field = event?.target instanceof Node ? event.target : null;
    const tell = () =>
      setTimeout(() => {
        if (!field || field.isConnected) onBlur();
      }, 0);
    if (pointerHeld) waiting.add(tell);
    else tell();
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
              control,
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
