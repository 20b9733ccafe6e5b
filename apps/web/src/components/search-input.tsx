import { SEARCH_MAX_LENGTH } from '@equilibrio/contract/paging';
import { TextInput, type TextInputProps } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import type { KeyboardEvent } from 'react';

/** Empties an input as typing would (its `onChange` hears it): the value React keeps is the DOM's. */
function typeEmpty(input: HTMLInputElement) {
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(input, '');
  input.dispatchEvent(new Event('input', { bubbles: true }));
}

/**
 * A list's search box ('Cerca'): it takes no more than the API's search does
 * (`SEARCH_MAX_LENGTH`), so a long paste is cut where the list would refuse it, never sent to be
 * refused after a spinner. Escape empties it, as a search field does; only an empty one lets Escape
 * close the dialog it is in (Mantine's dialogs leave an Escape marked `data-mantine-stop-propagation`).
 */
export function SearchInput({
  onKeyDown,
  ...props
}: Omit<TextInputProps, 'label' | 'leftSection' | 'maxLength'>) {
  const written = typeof props.value === 'string' && props.value !== '';
  return (
    <TextInput
      label="Cerca"
      leftSection={<IconSearch size={16} aria-hidden />}
      maxLength={SEARCH_MAX_LENGTH}
      {...props}
      data-mantine-stop-propagation={written || undefined}
      onKeyDown={(event: KeyboardEvent<HTMLInputElement>) => {
        if (event.key === 'Escape' && written) {
          event.preventDefault();
          typeEmpty(event.currentTarget);
        }
        onKeyDown?.(event);
      }}
    />
  );
}
