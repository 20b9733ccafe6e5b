import { placeDetailsSchema } from '@equilibrio/contract/places';
import { apiRequest } from '@/lib/api-client';

/**
 * The place-details function of spec §7: called without the Authorization header (it is public
 * and rate-limited on the server), for the production or test environment of the build.
 */
export function getPlaceDetails(placeId: string) {
  return apiRequest('/v1/places/details', {
    query: { placeId, environment: import.meta.env.PROD ? 'production' : 'test' },
    schema: placeDetailsSchema,
    auth: false,
  });
}
