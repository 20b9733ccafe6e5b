/** Every cached request query of a user starts with this key (mutations invalidate it). */
export const requestsKey = (uid: string) => ['requests', uid] as const;
