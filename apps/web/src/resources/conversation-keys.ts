/** Every conversation entry (the thread of a request and the unread counts). */
export const conversationsQueryKey = ['conversations'] as const;

/** The root of the tutors' conversation queries (their replies, and a move that writes to the family). */
export const tutorThreadsRoot = ['backoffice', 'conversations'] as const;
