/** The root of the catalogue queries: any edit refreshes services and companies. */
export const catalogQueriesRoot = ['backoffice', 'catalog'] as const;
