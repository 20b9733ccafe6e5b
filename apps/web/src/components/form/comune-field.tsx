import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { MultiSelect, Select } from '@/components/lists';
import { gazetteerProvider } from '@/lib/maps/gazetteer-provider';
import { AUTOCOMPLETE_DEBOUNCE_MS, AUTOCOMPLETE_MIN_CHARS } from '@/lib/maps/maps-provider';
import { boundField, choiceInput } from './bound-field';

const ISTAT_PREFIX = 'istat:';

/** A comune as a choice: its ISTAT code and its name ('Torino (TO)'). */
export type ComuneChoice = { value: string; label: string };

/** The gazetteer's comuni matching what is typed (from the 2nd character, debounced). */
function useComuneSearch(search: string) {
  const [debounced] = useDebouncedValue(search.trim(), AUTOCOMPLETE_DEBOUNCE_MS);
  const enabled = debounced.length >= AUTOCOMPLETE_MIN_CHARS;
  const suggestions = useQuery({
    queryKey: ['places', 'gazetteer', debounced],
    queryFn: ({ signal }) => gazetteerProvider.autocomplete(debounced, signal),
    enabled,
    staleTime: 5 * 60_000,
    retry: false,
  });
  const options: ComuneChoice[] = (enabled ? (suggestions.data ?? []) : [])
    .filter((place) => place.placeId.startsWith(ISTAT_PREFIX))
    .map((place) => ({
      value: place.placeId.slice(ISTAT_PREFIX.length),
      label: place.description,
    }));
  return {
    options,
    nothingFound: enabled ? 'Nessun comune trovato' : undefined,
    /** The options answer what is typed now (not a search still waiting for its turn). */
    current: enabled && debounced === search.trim() && !suggestions.isFetching,
  };
}

/** The chosen ones first, then the matches not chosen yet (Mantine needs every value's option). */
const withChosen = (chosen: ComuneChoice[], options: ComuneChoice[]) => [
  ...chosen,
  ...options.filter((option) => !chosen.some((c) => c.value === option.value)),
];

/** A comune of the gazetteer, stored as its ISTAT code; `current` names the saved one. */
export const ComuneField = boundField<{
  label: string;
  current: { code: string; name: string } | null;
  description?: string;
}>(({ field, error }, { label, current, description }) => {
  // The input shows the search text: it starts as the saved comune's name.
  const [search, setSearch] = useState(current?.name ?? '');
  const { options, nothingFound, current: answered } = useComuneSearch(search);
  const [chosen, setChosen] = useState(
    current ? { value: current.code, label: current.name } : null,
  );
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
      // The suggestions arrive after the typing: Enter takes the first ('Tor' → Torino).
      onKeyDown={(event) => {
        const first = options[0];
        if (event.key !== 'Enter' || event.defaultPrevented || !first || !answered) return;
        if (chosen && search === chosen.label) return;
        event.preventDefault();
        setChosen(first);
        setSearch(first.label);
        input.onChange(first.value);
      }}
      filter={({ options: all }) => all}
      data={withChosen(chosen ? [chosen] : [], options)}
      nothingFoundMessage={nothingFound}
      error={error}
    />
  );
});

/**
 * Several comuni of the gazetteer (where a caregiver can work), stored as ISTAT codes; `current`
 * names the saved ones. The same search as `ComuneField`.
 */
export const ComuniField = boundField<{
  label: string;
  current: { code: string; label: string }[];
  description?: string;
  required?: boolean;
  maxValues?: number;
}>(({ field, error }, { label, current, description, required, maxValues }) => {
  const [search, setSearch] = useState('');
  const { options, nothingFound } = useComuneSearch(search);
  // Names of the values: the saved ones, then each one picked here.
  const [known, setKnown] = useState<ComuneChoice[]>(() =>
    current.map((place) => ({ value: place.code, label: place.label })),
  );
  const values: string[] = field.value ?? [];
  const chosen = values.map(
    (code) => known.find((place) => place.value === code) ?? { value: code, label: code },
  );
  return (
    <MultiSelect
      ref={field.ref}
      name={field.name}
      value={values}
      onChange={(codes) => {
        const picked = options.filter((option) => codes.includes(option.value));
        setKnown((all) => withChosen(all, picked));
        setSearch('');
        field.onChange(codes);
      }}
      onBlur={field.onBlur}
      label={label}
      description={description}
      required={required}
      maxValues={maxValues}
      placeholder={values.length ? undefined : 'Scrivi il nome del comune'}
      searchable
      clearable
      hidePickedOptions
      searchValue={search}
      onSearchChange={setSearch}
      filter={({ options: all }) => all}
      data={withChosen(chosen, options)}
      nothingFoundMessage={nothingFound}
      error={error}
    />
  );
});
