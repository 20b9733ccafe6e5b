/** Every conversation entry (the thread of a request and the unread counts). */
export const conversationsQueryKey = ['conversations'] as const;
