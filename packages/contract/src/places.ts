import { z } from 'zod';

/**
 * A place's name as names are compared: lower case, no accents, punctuation as spaces
 * ("Sant'Agata" → 'sant agata', 'Forlì' → 'forli'). The gazetteer's search and the forms' own
 * comparisons use it alike (no Intl: a page being drawn compares without it).
 */
export function placeKey(text: string) {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

/**
 * Address autocomplete and place details (spec §7 "Place details"). The offline gazetteer
 * answers with municipalities (placeId `istat:<code>`); Google Places with street addresses.
 */
export const placeAutocompleteQuerySchema = z.object({
  input: z.string().trim().min(1).max(120),
});

export const placeSuggestionSchema = z.object({
  placeId: z.string(),
  /** The whole line, e.g. 'Torino (TO)'. */
  description: z.string(),
  mainText: z.string(),
  /** e.g. 'TO · 10121–10156'. */
  secondaryText: z.string(),
});
export type PlaceSuggestion = z.infer<typeof placeSuggestionSchema>;

export const placeAutocompleteSchema = z.object({
  predictions: z.array(placeSuggestionSchema),
});

export const placeEnvironments = ['test', 'production'] as const;
export const placeDetailsQuerySchema = z.object({
  placeId: z.string().trim().min(1).max(300),
  /** Spec §7: the caller's environment. Validated; both answer from the same sources. */
  environment: z.enum(placeEnvironments),
});

export const placeDetailsSchema = z.object({
  placeId: z.string(),
  /** Street and number when the place is an address (Google); null for a municipality. */
  street: z.string().nullable(),
  city: z.string(),
  province: z.string().nullable(),
  /** The first postal code of the place (null when unknown). */
  postalCode: z.string().nullable(),
  /** Every postal code of the municipality (several for the big cities). */
  postalCodes: z.array(z.string()),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  source: z.enum(['gazetteer', 'google']),
});
export type PlaceDetails = z.infer<typeof placeDetailsSchema>;
