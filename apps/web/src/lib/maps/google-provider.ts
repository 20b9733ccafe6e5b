import { importLibrary, setOptions } from '@googlemaps/js-api-loader';
import { getPlaceDetails } from './get-place-details';
import type { MapsProvider } from './maps-provider';
import { withRetries } from './retry';

type PlacesLibrary = google.maps.PlacesLibrary;

let places: Promise<PlacesLibrary> | undefined;

/** Loads the Places library once (Italian, Italy), retrying the loader with growing delays. */
function loadPlaces(apiKey: string): Promise<PlacesLibrary> {
  if (!places) {
    setOptions({ key: apiKey, v: 'weekly', language: 'it', region: 'IT' });
    places = withRetries(() => importLibrary('places')).catch((error: unknown) => {
      places = undefined; // a later search tries again
      throw error;
    });
  }
  return places;
}

/** Google Maps Places autocomplete in Italian; details through our place-details endpoint. */
export function createGoogleProvider(apiKey: string): MapsProvider {
  let sessionToken: google.maps.places.AutocompleteSessionToken | undefined;
  return {
    kind: 'google',
    completes: 'street',
    async autocomplete(input) {
      const library = await loadPlaces(apiKey);
      sessionToken ??= new library.AutocompleteSessionToken();
      const { suggestions } = await library.AutocompleteSuggestion.fetchAutocompleteSuggestions({
        input,
        language: 'it',
        region: 'it',
        includedRegionCodes: ['it'],
        sessionToken,
      });
      return suggestions.flatMap(({ placePrediction: p }) =>
        p
          ? [
              {
                placeId: p.placeId,
                description: p.text.text,
                mainText: p.mainText?.text ?? p.text.text,
                secondaryText: p.secondaryText?.text ?? '',
              },
            ]
          : [],
      );
    },
    async details(placeId) {
      sessionToken = undefined; // a selection ends the autocomplete session
      return getPlaceDetails(placeId);
    },
  };
}
