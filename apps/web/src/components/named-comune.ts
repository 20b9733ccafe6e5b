import { placeKey } from '@equilibrio/contract/places';
import { provinceLabel } from '@equilibrio/contract/province-names';
import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import {
  AUTOCOMPLETE_DEBOUNCE_MS,
  AUTOCOMPLETE_MIN_CHARS,
  type MapsProvider,
} from '@/lib/maps/maps-provider';

/** The CAPs of a comune (the gazetteer's), for the city the fields name. */
export type CityCaps = { city: string; caps: string[] };

/**
 * Where the gazetteer does not find the comune typed: nowhere in Italy, with the comune most like
 * it if any (`alike`: 'Torin' is likely Torino (TO), 'Reggio Emilia' Reggio nell'Emilia (RE);
 * 'Xyzville' has none) — a name only alike was said nothing of, and 'Torin (MI)' was saved as a
 * caregiver's way to a child; or not in the province chosen ('Torino', Roma), with the province of
 * the only comune of that name (`elsewhere`). Null while unknown (still looking, no gazetteer) or
 * when found.
 */
export type ComuneMissing =
  | { where: 'italy'; alike: string | null }
  | { where: 'province'; elsewhere: string | null }
  | null;

/** Names the same but for case, accents and punctuation ("Sant Agata", "Sant'Agata"). */
const sameName = (a: string, b: string) => placeKey(a) === placeKey(b);

/** The province (sigla) a suggestion ends with: 'Torino (TO)' → 'TO'. */
const provinceOf = (place: { description: string }) =>
  place.description.match(/\(([A-Z]{2})\)$/)?.[1] ?? null;

/**
 * The gazetteer's comune of the name the city field holds when it was not chosen from the
 * suggestions (typed, or kept from a saved address): in the province given (else the only one of
 * that name), with its CAPs; or where it is missing. Asked with the suggestions' own queries.
 */
export function useNamedComune(
  provider: MapsProvider,
  city: string,
  province: string,
  wanted: boolean,
): { caps: CityCaps | undefined; missing: ComuneMissing } {
  const [name] = useDebouncedValue(city.trim(), AUTOCOMPLETE_DEBOUNCE_MS);
  const asked = wanted && provider.kind === 'gazetteer' && name.length >= AUTOCOMPLETE_MIN_CHARS;
  const search = useQuery({
    queryKey: ['places', provider.kind, name],
    queryFn: ({ signal }) => provider.autocomplete(name, signal),
    enabled: asked,
    staleTime: 5 * 60_000,
    retry: false,
  });
  const named = (search.data ?? []).filter((place) => sameName(place.mainText, name));
  const match = province
    ? named.find((place) => provinceOf(place) === province)
    : named.length === 1
      ? named[0]
      : undefined;
  const details = useQuery({
    queryKey: ['places', provider.kind, 'details', match?.placeId],
    queryFn: () => provider.details(match?.placeId ?? ''),
    enabled: match !== undefined,
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
  const current = sameName(city.trim(), name);
  const looked = asked && current && search.isSuccess;
  const only = named.length === 1 && named[0] ? provinceOf(named[0]) : null;
  const missing: ComuneMissing = !looked
    ? null
    : named.length === 0
      ? {
          where: 'italy',
          // The one in the province chosen first: the likeliest meant.
          alike:
            (search.data.find((place) => provinceOf(place) === province) ?? search.data[0])
              ?.description ?? null,
        }
      : !match && province
        ? { where: 'province', elsewhere: only }
        : null;
  return {
    caps: details.data && match && current ? { city, caps: details.data.postalCodes } : undefined,
    missing,
  };
}

/**
 * What the city field says of a comune the gazetteer does not know: a hint, not a refusal (a
 * frazione, 'Ostia' or 'Maccarese', is no comune and is a right place to send a caregiver).
 */
export function comuneMissingHint(city: string, province: string, missing: ComuneMissing) {
  const name = `«${city.trim()}»`;
  if (missing?.where === 'italy') {
    return missing.alike
      ? `Non troviamo ${name} tra i comuni italiani: intendevi ${missing.alike}? Se è una frazione, va bene così.`
      : `Non troviamo ${name} tra i comuni italiani: controlla come è scritto. Se è una frazione, va bene così.`;
  }
  if (missing?.where === 'province') {
    return missing.elsewhere
      ? `${name} è in provincia di ${provinceLabel(missing.elsewhere)}, non di ${provinceLabel(province)}: correggi la provincia o il comune.`
      : `Non troviamo ${name} in provincia di ${provinceLabel(province)}: controlla il comune e la provincia.`;
  }
  return undefined;
}
