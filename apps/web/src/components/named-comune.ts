import { italianProvinces } from '@equilibrio/contract/provinces';
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
 * Where the gazetteer does not find the comune typed: nowhere in Italy ('Xyzville'), or not in
 * the province chosen ('Milano', Roma). Null while unknown (still looking, no gazetteer).
 */
export type ComuneMissing = 'italy' | 'province' | null;

const sameName = (a: string, b: string) => a.localeCompare(b, 'it', { sensitivity: 'base' }) === 0;

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
    ? named.find((place) => place.description.endsWith(`(${province})`))
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
  return {
    caps: details.data && match && current ? { city, caps: details.data.postalCodes } : undefined,
    missing: !looked
      ? null
      : named.length === 0
        ? 'italy'
        : match
          ? null
          : province
            ? 'province'
            : null,
  };
}

/**
 * What the city field says of a comune the gazetteer does not know: a hint, not a refusal (a
 * frazione, 'Ostia' or 'Maccarese', is no comune and is a right place to send a caregiver).
 */
export function comuneMissingHint(city: string, province: string, missing: ComuneMissing) {
  if (missing === 'italy') {
    return `Non troviamo «${city.trim()}» tra i comuni italiani: controlla come è scritto. Se è una frazione, va bene così.`;
  }
  if (missing === 'province') {
    const name = italianProvinces.find((p) => p.code === province)?.name ?? province;
    return `Non troviamo «${city.trim()}» in provincia di ${name}: controlla il comune e la provincia.`;
  }
  return undefined;
}
