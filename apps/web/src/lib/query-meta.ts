/**
 * Typed `meta` of queries and mutations. `errorToast`: the screen's Italian message (spec §8)
 * that the query client shows, in one place, when the call fails. A mutation's may depend on
 * the failure: null for one its screen tells in its own way.
 */
declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: { errorToast?: string };
    mutationMeta: { errorToast?: string | ((error: Error) => string | null) };
  }
}

export {};
