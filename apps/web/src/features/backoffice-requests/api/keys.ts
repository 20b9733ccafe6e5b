/** The root of every back-office request query: a change to a request invalidates them all. */
export const requestQueriesRoot = ['backoffice', 'requests'] as const;

/** The root of the assistance queries (the inbox and its counter). */
export const assistanceQueriesRoot = ['backoffice', 'assistance'] as const;
