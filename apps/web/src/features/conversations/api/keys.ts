/** The root of the tutors' conversation queries. */
export const tutorThreadsRoot = ['backoffice', 'conversations'] as const;
