import type { Thread } from '@equilibrio/contract/conversations';

/** Request 7's thread as the API answers it, with `unread` replies not yet read. */
export const thread = (messages: Thread['messages'], unread = 0): Thread => ({
  requestId: 7,
  replyTime: 'Di solito rispondiamo entro 4 ore lavorative',
  urgentPhone: null,
  unread,
  messages,
});

type Message = Thread['messages'][number];

/** A message of request 7's conversation: unread and without attachment unless told. */
const messageOf = (
  fields: Pick<Message, 'id' | 'author' | 'message' | 'createdAt'> & Partial<Message>,
): Message => ({
  requestId: 7,
  type: 'GENERIC',
  urgent: false,
  readAt: null,
  attachment: null,
  ...fields,
});

export const familyMessage = messageOf({
  id: 1,
  author: { role: 'customer', name: 'Anna Bianchi' },
  message: 'Quando arriva la tata?',
  createdAt: '2026-11-26T09:00:00.000Z',
  readAt: '2026-11-26T09:30:00.000Z',
});
export const tutorReply = messageOf({
  id: 2,
  author: { role: 'tutor', name: 'Giulia' },
  message: 'Lunedì alle 9:00.',
  createdAt: '2026-11-26T10:15:00.000Z',
  attachment: {
    name: 'contratto.pdf',
    contentType: 'application/pdf',
    bytes: 20480,
    url: '/v1/messages/2/attachment',
  },
});
