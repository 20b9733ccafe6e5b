/** The root of every back-office request query: a change to a request invalidates them all. */
export const requestQueriesRoot = ['backoffice', 'requests'] as const;
