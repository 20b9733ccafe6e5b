import { SEARCH_MAX_LENGTH } from '@equilibrio/contract/paging';
import { TextInput, type TextInputProps } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';

/**
 * A list's search box ('Cerca'): it takes no more than the API's search does
 * (`SEARCH_MAX_LENGTH`), so a long paste is cut where the list would refuse it, never sent to be
 * refused after a spinner.
 */
export function SearchInput(props: Omit<TextInputProps, 'label' | 'leftSection' | 'maxLength'>) {
  return (
    <TextInput
      label="Cerca"
      leftSection={<IconSearch size={16} aria-hidden />}
      maxLength={SEARCH_MAX_LENGTH}
      {...props}
    />
  );
}
