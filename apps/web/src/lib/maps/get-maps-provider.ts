import { env } from '@/config/env';
import { gazetteerProvider } from './gazetteer-provider';
import { createGoogleProvider } from './google-provider';
import type { MapsProvider } from './maps-provider';

let provider: MapsProvider | undefined;

/** Google Places when the build has a key, the offline gazetteer otherwise. */
export function getMapsProvider(): MapsProvider {
  provider ??= env.VITE_GOOGLE_MAPS_API_KEY
    ? createGoogleProvider(env.VITE_GOOGLE_MAPS_API_KEY)
    : gazetteerProvider;
  return provider;
}
