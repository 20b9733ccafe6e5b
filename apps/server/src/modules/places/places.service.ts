import type { PlaceDetails, PlaceSuggestion } from '@equilibrio/contract/places';
import type { AppContext } from '../../context';
import { AppError } from '../../lib/app-error';
import {
  findMunicipality,
  findMunicipalityByName,
  type Municipality,
  searchMunicipalities,
} from './gazetteer';
import { fetchGooglePlaceDetails } from './google-places';

const GAZETTEER_PREFIX = 'istat:';

/**
 * A comune's postal codes: its one, or its range ('20121–20162'; the gazetteer's are sorted).
 * 'MI · 20121…' read on a phone as a label cut short.
 */
function capsLabel(caps: string[]) {
  if (caps.length === 0) return '';
  return caps.length === 1 ? caps[0]! : `${caps[0]}–${caps.at(-1)}`;
}

const toSuggestion = (m: Municipality): PlaceSuggestion => ({
  placeId: `${GAZETTEER_PREFIX}${m.istatCode}`,
  description: `${m.name} (${m.province})`,
  mainText: m.name,
  secondaryText: [m.province, capsLabel(m.postalCodes)].filter(Boolean).join(' · '),
});

/** Offline autocomplete: the municipalities matching the input (spec: address autocomplete). */
export function autocompletePlaces(input: string): PlaceSuggestion[] {
  return searchMunicipalities(input).map(toSuggestion);
}

/**
 * Place details (spec §7): a gazetteer place (`istat:<code>`) answers from the gazetteer,
 * any other id from Google Places when a key is configured.
 */
export async function getPlaceDetails(
  ctx: AppContext,
  placeId: string,
  options: { fetch?: typeof fetch } = {},
): Promise<PlaceDetails> {
  if (placeId.startsWith(GAZETTEER_PREFIX)) {
    const m = findMunicipality(placeId.slice(GAZETTEER_PREFIX.length));
    if (!m) throw new AppError('NOT_FOUND', 'Luogo non trovato.');
    return {
      placeId,
      street: null,
      city: m.name,
      province: m.province,
      postalCode: m.postalCodes[0] ?? null,
      postalCodes: m.postalCodes,
      latitude: null,
      longitude: null,
      source: 'gazetteer',
    };
  }
  const { googleApiKey, googlePlacesBaseUrl } = ctx.config.maps;
  if (!googleApiKey) throw new AppError('NOT_FOUND', 'Luogo non trovato.');
  return fetchGooglePlaceDetails(placeId, {
    apiKey: googleApiKey,
    baseUrl: googlePlacesBaseUrl,
    fetch: options.fetch,
  });
}

/** The name of a comune by ISTAT code ('001272' → 'Torino'), or null when unknown. */
export const comuneName = (istatCode: string | null) =>
  istatCode ? (findMunicipality(istatCode)?.name ?? null) : null;

/** 'Torino (TO)' of an ISTAT code, or the code itself when the gazetteer does not know it. */
export function comuneLabel(code: string | null) {
  if (!code) return null;
  const place = findMunicipality(code);
  return place ? `${place.name} (${place.province})` : code;
}

/** The ISTAT code of an address's city (name and province), or null when the gazetteer lacks it. */
export const comuneCodeOf = (city: string | null, province: string | null) =>
  city ? (findMunicipalityByName(city, province)?.istatCode ?? null) : null;
