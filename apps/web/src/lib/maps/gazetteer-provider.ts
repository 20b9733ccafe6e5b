import { placeAutocompleteSchema } from '@equilibrio/contract/places';
import { apiRequest } from '@/lib/api-client';
import { getPlaceDetails } from './get-place-details';
import type { MapsProvider } from './maps-provider';

/** The default provider: Italian municipalities (name, province, CAP) from our own API. */
export const gazetteerProvider: MapsProvider = {
  kind: 'gazetteer',
  completes: 'city',
  async autocomplete(input, signal) {
    const { predictions } = await apiRequest('/v1/places/autocomplete', {
      query: { input },
      schema: placeAutocompleteSchema,
      auth: false,
      signal,
    });
    return predictions;
  },
  details: getPlaceDetails,
};
