import { threadSchema } from '@equilibrio/contract/conversations';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { tutorThreadsRoot } from '@/resources/conversation-keys';

/** A conversation as a tutor opens it: a request's, or the thread of an assistance message. */
export type TutorThreadTarget = { requestId: number } | { messageId: number };

/** The back office's conversation address of a target. */
export const tutorThreadPath = (target: TutorThreadTarget) =>
  'requestId' in target
    ? `/v1/backoffice/requests/${target.requestId}/messages`
    : `/v1/backoffice/assistance/${target.messageId}/thread`;

export const tutorThreadQueryOptions = (target: TutorThreadTarget) =>
  queryOptions({
    queryKey: [...tutorThreadsRoot, target],
    queryFn: ({ signal }) => apiRequest(tutorThreadPath(target), { schema: threadSchema, signal }),
  });

export const useTutorThread = (target: TutorThreadTarget) =>
  useQuery(tutorThreadQueryOptions(target));
