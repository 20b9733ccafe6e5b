import type { PlaceDetails, PlaceSuggestion } from '@equilibrio/contract/places';

/**
 * Address autocomplete and geocoding (spec §1 "maps service"). Two implementations: the offline
 * gazetteer of Italian municipalities served by our API (default), and Google Maps Places in
 * Italian when VITE_GOOGLE_MAPS_API_KEY is set.
 */
export type MapsProvider = {
  kind: 'gazetteer' | 'google';
  /**
   * The address field the suggestions complete: the street with Google (whole addresses), the
   * city with the gazetteer (municipalities; the street is typed freely).
   */
  completes: 'street' | 'city';
  autocomplete(input: string, signal?: AbortSignal): Promise<PlaceSuggestion[]>;
  details(placeId: string): Promise<PlaceDetails>;
};

/** Spec §9: the autocomplete waits this long after the last keystroke. */
export const AUTOCOMPLETE_DEBOUNCE_MS = 300;
/** Fewer characters than this never trigger a search. */
export const AUTOCOMPLETE_MIN_CHARS = 2;
