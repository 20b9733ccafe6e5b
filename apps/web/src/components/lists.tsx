import {
  MultiSelect as MantineMultiSelect,
  Select as MantineSelect,
  type MultiSelectProps,
  type SelectProps,
} from '@mantine/core';
import { type FocusEvent, useState } from 'react';

/**
 * The app's Select and MultiSelect: Mantine's, with their list of options drawn the first time
 * the field takes the focus (a tap, a click or Tab all focus it first), and kept from then on.
 * Mantine keeps every closed list in the page, hidden, each with a scroll area and a floating-ui
 * instance that measure and place it right after the page is adopted: on the request form (four
 * lists) a synchronous task of ≈ 0.27 s on a phone-class CPU before a tap could be answered.
 * The list must be there before a key is pressed (ArrowDown opens it and picks an option in the
 * same keystroke), which is why it is drawn on focus rather than on opening.
 */
function useListOnFirstFocus(onFocus?: (event: FocusEvent<HTMLInputElement>) => void) {
  const [focused, setFocused] = useState(false);
  return {
    keepMounted: focused,
    onFocus: (event: FocusEvent<HTMLInputElement>) => {
      setFocused(true);
      onFocus?.(event);
    },
  };
}

export function Select({ comboboxProps, onFocus, ...props }: SelectProps) {
  const list = useListOnFirstFocus(onFocus);
  return (
    <MantineSelect
      {...props}
      onFocus={list.onFocus}
      comboboxProps={{ keepMounted: list.keepMounted, ...comboboxProps }}
    />
  );
}

export function MultiSelect({ comboboxProps, onFocus, ...props }: MultiSelectProps) {
  const list = useListOnFirstFocus(onFocus);
  return (
    <MantineMultiSelect
      {...props}
      onFocus={list.onFocus}
      comboboxProps={{ keepMounted: list.keepMounted, ...comboboxProps }}
    />
  );
}
