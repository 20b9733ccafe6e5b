/**
 * Typed `meta` of queries and mutations. `errorToast`: the screen's Italian message (spec §8)
 * that the query client shows, in one place, when the call fails.
 */
declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: { errorToast?: string };
    mutationMeta: { errorToast?: string };
  }
}

export {};
