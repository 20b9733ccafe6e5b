import type { PlaceDetails } from '@equilibrio/contract/places';
import { AppError } from '../../lib/app-error';

/** The part of a Places API (New) place that the details endpoint reads. */
type GooglePlace = {
  id?: string;
  formattedAddress?: string;
  location?: { latitude?: number; longitude?: number };
  addressComponents?: { longText?: string; shortText?: string; types?: string[] }[];
};

export type GooglePlacesOptions = {
  apiKey: string;
  baseUrl: string;
  fetch?: typeof fetch;
  timeoutMs?: number;
};

const unavailable = () =>
  new AppError(
    'SERVICE_UNAVAILABLE',
    'Il servizio di ricerca indirizzi non è disponibile, riprova tra poco.',
  );

/** Place Details (New), in Italian: GET {base}/v1/places/{placeId}. */
export async function fetchGooglePlaceDetails(
  placeId: string,
  options: GooglePlacesOptions,
): Promise<PlaceDetails> {
  const url = `${options.baseUrl}/v1/places/${encodeURIComponent(placeId)}?languageCode=it&regionCode=IT`;
  let response: Response;
  try {
    response = await (options.fetch ?? fetch)(url, {
      headers: {
        'X-Goog-Api-Key': options.apiKey,
        'X-Goog-FieldMask': 'id,formattedAddress,addressComponents,location',
      },
      signal: AbortSignal.timeout(options.timeoutMs ?? 5000),
    });
  } catch {
    throw unavailable();
  }
  if (response.status === 404 || response.status === 400) {
    throw new AppError('NOT_FOUND', 'Luogo non trovato.');
  }
  if (!response.ok) throw unavailable();
  const place = (await response.json().catch(() => null)) as GooglePlace | null;
  if (!place) throw unavailable();
  return toPlaceDetails(placeId, place);
}

function toPlaceDetails(placeId: string, place: GooglePlace): PlaceDetails {
  const component = (type: string, short = false) => {
    const found = place.addressComponents?.find((c) => c.types?.includes(type));
    return (short ? found?.shortText : found?.longText) ?? null;
  };
  const route = component('route');
  const number = component('street_number');
  const city =
    component('locality') ?? component('administrative_area_level_3') ?? component('postal_town');
  const province = component('administrative_area_level_2', true);
  const postalCode = component('postal_code');
  return {
    placeId: place.id ?? placeId,
    street: route ? [route, number].filter(Boolean).join(' ') : null,
    city: city ?? place.formattedAddress ?? '',
    province: province && /^[A-Z]{2}$/.test(province) ? province : null,
    postalCode,
    postalCodes: postalCode ? [postalCode] : [],
    latitude: place.location?.latitude ?? null,
    longitude: place.location?.longitude ?? null,
    source: 'google',
  };
}
