import {
  placeAutocompleteQuerySchema,
  placeAutocompleteSchema,
  placeDetailsQuerySchema,
  placeDetailsSchema,
} from '@equilibrio/contract/places';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../plugins/errors';
import { autocompletePlaces, getPlaceDetails } from './places.service';

/** Per client address and minute: typing with a 300 ms debounce stays far below. */
export const PLACES_RATE_LIMIT = 120;
const rateLimit = { max: PLACES_RATE_LIMIT, timeWindow: '1 minute' };
const errors = errorResponses(400, 404, 429);

/**
 * Public (no token, spec §7: the place-details function is called without Authorization),
 * so rate-limited per client.
 */
export const placesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/v1/places/autocomplete',
    {
      config: { rateLimit },
      schema: {
        tags: ['places'],
        summary: 'Italian municipalities matching the input (offline gazetteer)',
        querystring: placeAutocompleteQuerySchema,
        response: { 200: placeAutocompleteSchema, ...errors },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'public, max-age=86400');
      return { predictions: autocompletePlaces(request.query.input) };
    },
  );

  app.get(
    '/v1/places/details',
    {
      config: { rateLimit },
      schema: {
        tags: ['places'],
        summary: 'Place details (city, province, postal code, coordinates)',
        querystring: placeDetailsQuerySchema,
        response: { 200: placeDetailsSchema, ...errors, ...errorResponses(503) },
      },
    },
    async (request) => getPlaceDetails(app.ctx, request.query.placeId),
  );
};
