import type { PlaceDetails, PlaceSuggestion } from '@equilibrio/contract/places';
import {
  Combobox,
  Loader,
  Text,
  TextInput,
  type TextInputProps,
  useCombobox,
  VisuallyHidden,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type FocusEventHandler, forwardRef, useState } from 'react';
import { getMapsProvider } from '@/lib/maps/get-maps-provider';
import {
  AUTOCOMPLETE_DEBOUNCE_MS,
  AUTOCOMPLETE_MIN_CHARS,
  type MapsProvider,
} from '@/lib/maps/maps-provider';

/** What a screen reader hears when the suggestions come: their number. */
const suggestionsFound = (count: number) =>
  count === 0 ? 'Nessun suggerimento' : count === 1 ? '1 suggerimento' : `${count} suggerimenti`;

export type PlaceAutocompleteProps = {
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** A suggestion was chosen: its details (city, province, CAP, and the street with Google). */
  onPlaceSelected: (place: PlaceDetails) => void;
  onBlur?: FocusEventHandler<HTMLInputElement>;
  error?: string;
  required?: boolean;
  placeholder?: string;
  description?: string;
  /** Where the description stands (Mantine's order: above the input unless told). */
  inputWrapperOrder?: TextInputProps['inputWrapperOrder'];
  provider?: MapsProvider;
};

/**
 * A text input that suggests places as the user types (spec: address autocomplete; 300 ms
 * debounce). The text stays free: a suggestion only fills the other fields.
 */
export const PlaceAutocomplete = forwardRef<HTMLInputElement, PlaceAutocompleteProps>(
  function PlaceAutocomplete(
    {
      value,
      onChange,
      onPlaceSelected,
      onBlur,
      error,
      provider = getMapsProvider(),
      // What the input shows as given: label, required, placeholder, description.
      ...shown
    },
    ref,
  ) {
    const [typed, setTyped] = useState(false);
    const [lookupError, setLookupError] = useState<string>();
    const [debounced] = useDebouncedValue(value.trim(), AUTOCOMPLETE_DEBOUNCE_MS);
    const enabled = typed && debounced.length >= AUTOCOMPLETE_MIN_CHARS;
    const suggestions = useQuery({
      queryKey: ['places', provider.kind, debounced],
      queryFn: ({ signal }) => provider.autocomplete(debounced, signal),
      enabled,
      staleTime: 5 * 60_000,
      retry: false,
      // The list shows the last suggestions while the next ones load, rather than closing and
      // opening again at every pause in the typing.
      placeholderData: keepPreviousData,
    });
    const options: PlaceSuggestion[] = enabled ? (suggestions.data ?? []) : [];
    // The list opens only once it has something to show. Open but empty (hidden), it was placed as
    // a box with no height, so always below the field; its suggestions then showed there, past the
    // bottom of the screen, and it jumped above the field a frame later (a tap, or a click in the
    // journeys, found it moving). Opened with its content, it is measured first and stays on the
    // side it was drawn on while it shows (Mantine's preventPositionChangeWhenVisible).
    const [wantsList, setWantsList] = useState(false);
    const hasList = enabled && (options.length > 0 || suggestions.isSuccess);
    const combobox = useCombobox({
      opened: wantsList && hasList,
      onOpenedChange: setWantsList,
      onDropdownClose: () => combobox.resetSelectedOption(),
    });
    const closeList = () => {
      setWantsList(false);
      combobox.resetSelectedOption();
    };

    const choose = async (placeId: string) => {
      closeList();
      setTyped(false);
      const chosen = options.find((option) => option.placeId === placeId);
      if (chosen) onChange(provider.completes === 'city' ? chosen.mainText : chosen.description);
      try {
        setLookupError(undefined);
        onPlaceSelected(await provider.details(placeId));
      } catch {
        setLookupError('Impossibile recuperare i dettagli del luogo: completa i campi a mano.');
      }
    };

    return (
      <Combobox store={combobox} onOptionSubmit={(placeId) => void choose(placeId)}>
        <Combobox.Target>
          <TextInput
            ref={ref}
            {...shown}
            // The spec's labels carry their own star ('Indirizzo*'); any other gets the form's.
            withAsterisk={shown.required === true && !shown.label.endsWith('*')}
            value={value}
            error={error ?? lookupError}
            autoComplete="off"
            rightSection={suggestions.isFetching && enabled ? <Loader size={16} /> : null}
            onChange={(event) => {
              onChange(event.currentTarget.value);
              setTyped(true);
              setWantsList(true);
              combobox.updateSelectedOptionIndex();
            }}
            onFocus={() => {
              if (typed) setWantsList(true);
            }}
            onBlur={(event) => {
              closeList();
              onBlur?.(event);
            }}
          />
        </Combobox.Target>
        <Combobox.Dropdown>
          <Combobox.Options aria-label={`Suggerimenti per ${shown.label.replace(/\*$/, '')}`}>
            {options.map((option) => (
              <Combobox.Option
                value={option.placeId}
                key={option.placeId}
                // Read as 'Bologna, BO · 40121', not 'BolognaBO · 40121' in one word.
                aria-label={
                  option.secondaryText
                    ? `${option.mainText}, ${option.secondaryText}`
                    : option.mainText
                }
              >
                <Text size="sm" fw={500}>
                  {option.mainText}
                </Text>
                {option.secondaryText ? (
                  <Text size="xs" c="dimmed">
                    {option.secondaryText}
                  </Text>
                ) : null}
              </Combobox.Option>
            ))}
            {suggestions.isSuccess && options.length === 0 ? (
              <Combobox.Empty>Nessun risultato</Combobox.Empty>
            ) : null}
          </Combobox.Options>
        </Combobox.Dropdown>
        {/* How many suggestions came (a screen reader hears nothing of a list that opens). */}
        <VisuallyHidden aria-live="polite">
          {wantsList && hasList ? suggestionsFound(options.length) : ''}
        </VisuallyHidden>
      </Combobox>
    );
  },
);
