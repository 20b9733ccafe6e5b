import { Select } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { boundField, choiceInput } from '@/components/form/bound-field';
import { gazetteerProvider } from '@/lib/maps/gazetteer-provider';
import { AUTOCOMPLETE_DEBOUNCE_MS, AUTOCOMPLETE_MIN_CHARS } from '@/lib/maps/maps-provider';

const ISTAT_PREFIX = 'istat:';

/** A comune of the gazetteer, stored as its ISTAT code; `current` names the saved one. */
export const ComuneField = boundField<{
  label: string;
  current: { code: string; name: string } | null;
  description?: string;
}>(({ field, error }, { label, current, description }) => {
  // The input shows the search text: it starts as the saved comune's name.
  const [search, setSearch] = useState(current?.name ?? '');
  const [debounced] = useDebouncedValue(search.trim(), AUTOCOMPLETE_DEBOUNCE_MS);
  const enabled = debounced.length >= AUTOCOMPLETE_MIN_CHARS;
  const suggestions = useQuery({
    queryKey: ['places', 'gazetteer', debounced],
    queryFn: ({ signal }) => gazetteerProvider.autocomplete(debounced, signal),
    enabled,
    staleTime: 5 * 60_000,
    retry: false,
  });
  const options = (enabled ? (suggestions.data ?? []) : [])
    .filter((place) => place.placeId.startsWith(ISTAT_PREFIX))
    .map((place) => ({
      value: place.placeId.slice(ISTAT_PREFIX.length),
      label: place.description,
    }));
  const [chosen, setChosen] = useState(
    current ? { value: current.code, label: current.name } : null,
  );
  const data = [...(chosen ? [chosen] : []), ...options.filter((o) => o.value !== chosen?.value)];
  const input = choiceInput(field);
  return (
    <Select
      {...input}
      onChange={(value, option) => {
        setChosen(value ? option : null);
        input.onChange(value);
      }}
      label={label}
      description={description}
      placeholder="Scrivi il nome del comune"
      searchable
      clearable
      searchValue={search}
      onSearchChange={setSearch}
      filter={({ options: all }) => all}
      data={data}
      nothingFoundMessage={enabled ? 'Nessun comune trovato' : undefined}
      error={error}
    />
  );
});
