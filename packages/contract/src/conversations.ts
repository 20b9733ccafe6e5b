import { z } from 'zod';
import { assistanceTypes } from './enums';
import { ASSISTANCE_MESSAGE_MAX, urgentFlagSchema } from './workflow';

/**
 * The conversation between a family and the family tutors (issue 22): the messages of one
 * request, or a family's messages tied to no request. The assistance calls start or continue it.
 */

/** The conversation's name wherever the family reads it: its pages and the copy of its data. */
export const conversationTitle = 'Messaggi con il family tutor';

/** POST /v2/requests/{id}/messages and the tutors' replies: the text (and, multipart, a `file`). */
export const threadMessageInputSchema = z.object({
  message: z
    .string('Scrivi un messaggio prima di inviarlo.')
    .trim()
    .min(1, 'Scrivi un messaggio prima di inviarlo.')
    .max(ASSISTANCE_MESSAGE_MAX, 'Il messaggio supera i 5.000 caratteri: accorcialo.'),
});
export type ThreadMessageInput = z.infer<typeof threadMessageInputSchema>;

/** POST /v2/requests/{id}/messages: the family's message, which they may mark urgent. */
export const familyMessageInputSchema = threadMessageInputSchema.extend({
  urgent: urgentFlagSchema,
});

/**
 * A tutor's reply (POST /v1/backoffice/…/messages, …/thread): the message and whether it also
 * handles the family's open messages of the conversation (`handled`, true unless told: a holding
 * reply, "la chiamo domani", leaves them to handle). Multipart sends it as 'true' or 'false'.
 */
export const tutorReplyInputSchema = threadMessageInputSchema.extend({
  handled: z
    .union(
      [z.boolean(), z.enum(['true', 'false']).transform((value) => value === 'true')],
      'Indica se la segnalazione è gestita (true o false).',
    )
    .default(true),
});
export type TutorReplyInput = z.infer<typeof tutorReplyInputSchema>;

export const threadAuthorRoles = ['customer', 'tutor'] as const;
export type ThreadAuthorRole = (typeof threadAuthorRoles)[number];

export const threadMessageSchema = z.object({
  id: z.number().int(),
  requestId: z.number().int().nullable(),
  type: z.enum(assistanceTypes),
  author: z.object({
    role: z.enum(threadAuthorRoles),
    /** The family's full name, or the tutor's first name (the title says 'Family tutor'). */
    name: z.string(),
  }),
  message: z.string(),
  /** The family marked it urgent (the caregiver did not come): 'Urgente' beside it. */
  urgent: z.boolean(),
  createdAt: z.string(),
  /** When the other side read it (any tutor for a family's message, the family for a reply). */
  readAt: z.string().nullable(),
  attachment: z
    .object({
      name: z.string(),
      contentType: z.string(),
      bytes: z.number().int(),
      /** GET: the family of the thread and the tutors only. */
      url: z.string(),
    })
    .nullable(),
});
export type ThreadMessage = z.infer<typeof threadMessageSchema>;

/** GET /v2/requests/{id}/messages and the tutors' view of a thread: oldest message first. */
export const threadSchema = z.object({
  requestId: z.number().int().nullable(),
  /** 'Di solito rispondiamo entro …' (a setting). */
  replyTime: z.string(),
  /** The phone number to call in an urgency (SUPPORT_URGENT_PHONE); null: none is shown. */
  urgentPhone: z.string().nullable(),
  /** Messages of the other side the reader has not read yet. */
  unread: z.number().int(),
  messages: z.array(threadMessageSchema),
});
export type Thread = z.infer<typeof threadSchema>;

/**
 * Whether the family's latest urgent message (the caregiver did not come) still waits for a
 * tutor's answer: none written after it. The request page asks no rating meanwhile — 'Quanto
 * consiglieresti Equilibrio?' and the caregiver's stars came right under 'Martina non si è
 * presentata'.
 */
export function urgentAwaitingAnswer(
  messages: readonly Pick<ThreadMessage, 'urgent' | 'author'>[],
) {
  const urgent = messages.findLastIndex(
    (message) => message.urgent && message.author.role === 'customer',
  );
  return urgent >= 0 && !messages.slice(urgent + 1).some((m) => m.author.role === 'tutor');
}

/** GET /v2/requests/messages/unread: the family's unread replies per request. */
export const unreadMessagesSchema = z.object({
  total: z.number().int(),
  requests: z.array(z.object({ requestId: z.number().int().nullable(), unread: z.number().int() })),
});
export type UnreadMessages = z.infer<typeof unreadMessagesSchema>;

/** The title a tutor's reply carries after the tutor's first name. */
export const TUTOR_TITLE = 'Family tutor';

/**
 * The `#fragment` of the family's conversation with the tutors, on Home (the one tied to no
 * request) and on a request's page: the emails' 'Leggi la risposta' and Home's cards lead there.
 */
export const CONVERSATION_ANCHOR = 'messaggi';
