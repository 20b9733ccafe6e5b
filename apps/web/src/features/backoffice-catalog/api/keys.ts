import type { MutationFunction } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '@/lib/api-client';
import { useRefreshingMutation } from '@/lib/refreshing-mutation';

/** The root of the catalogue queries: any edit refreshes services and companies. */
export const catalogQueriesRoot = ['backoffice', 'catalog'] as const;

const catalogPath = '/v1/backoffice/catalog';

/** A catalogue edit: every catalogue query is refreshed after it, whether it worked or not. */
export const useCatalogMutation = <TVariables, TData = unknown>(
  mutationFn: MutationFunction<TData, TVariables>,
) => useRefreshingMutation(mutationFn, catalogQueriesRoot, { after: 'settled' });

/**
 * The hook that saves a catalogue entry: POST to create it or PUT to update it, at the path
 * (below /v1/backoffice/catalog) that `target` picks for the input, with the input's body.
 */
export const catalogSave =
  <TInput extends { body: unknown }, S extends z.ZodType>(
    schema: S,
    target: (input: TInput) => { create: string } | { update: string },
  ) =>
  () =>
    useCatalogMutation((input: TInput) => {
      const to = target(input);
      return 'create' in to
        ? apiRequest(`${catalogPath}${to.create}`, { method: 'POST', body: input.body, schema })
        : apiRequest(`${catalogPath}${to.update}`, { method: 'PUT', body: input.body, schema });
    });
