import {
  type ReplyTemplateInput,
  replyTemplateListSchema,
  replyTemplateSchema,
} from '@equilibrio/contract/reply-templates';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { useRefreshingMutation } from '@/lib/refreshing-mutation';

const url = '/v1/backoffice/reply-templates';
const replyTemplatesKey = ['backoffice', 'reply-templates'] as const;

/** GET /v1/backoffice/reply-templates: the team's ready replies, by title. */
export const replyTemplatesQueryOptions = () =>
  queryOptions({
    queryKey: replyTemplatesKey,
    queryFn: ({ signal }) => apiRequest(url, { schema: replyTemplateListSchema, signal }),
  });

export const useReplyTemplates = () => useQuery(replyTemplatesQueryOptions());

/** POST (id null) or PUT /v1/backoffice/reply-templates/{id}: a ready reply written. */
const saveReplyTemplate = ({ id, body }: { id: number | null; body: ReplyTemplateInput }) =>
  apiRequest(id === null ? url : `${url}/${id}`, {
    method: id === null ? 'POST' : 'PUT',
    body,
    schema: replyTemplateSchema,
  });

/** DELETE /v1/backoffice/reply-templates/{id}. */
const deleteReplyTemplate = (id: number) => apiRequest(`${url}/${id}`, { method: 'DELETE' });

// After a failure too: a colleague may have removed the one being changed (404).
export const useSaveReplyTemplate = () =>
  useRefreshingMutation(saveReplyTemplate, replyTemplatesKey, { after: 'settled' });
export const useDeleteReplyTemplate = () =>
  useRefreshingMutation(deleteReplyTemplate, replyTemplatesKey, { after: 'settled' });
