import { z } from 'zod';
import { requiredText } from './validation';
import { ASSISTANCE_MESSAGE_MAX } from './workflow';

/**
 * The tutors' ready replies ('Risposte pronte'): a title to find it by and the text a tutor puts
 * in a conversation's reply box, reads, adapts and sends. Shared by the team.
 */

/** Where a ready reply says the family's first name ('Buongiorno {nome},'). */
export const FAMILY_NAME_PLACEHOLDER = '{nome}';

export const REPLY_TEMPLATE_TITLE_MAX = 80;

/** POST / PUT /v1/backoffice/reply-templates: what a tutor writes. */
export const replyTemplateInputSchema = z.object({
  title: requiredText(REPLY_TEMPLATE_TITLE_MAX),
  body: requiredText(ASSISTANCE_MESSAGE_MAX),
});
export type ReplyTemplateInput = z.infer<typeof replyTemplateInputSchema>;

export const replyTemplateSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  body: z.string(),
  updatedAt: z.string(),
  /** The tutor who last wrote it (null: an account no longer here, or the demo data's). */
  updatedBy: z.string().nullable(),
});
export type ReplyTemplate = z.infer<typeof replyTemplateSchema>;

/** GET /v1/backoffice/reply-templates: every ready reply, by title. */
export const replyTemplateListSchema = z.array(replyTemplateSchema);

/**
 * A ready reply as it goes in the reply box: `{nome}` becomes the family's first name; without
 * one it goes, and the space before the punctuation it leaves ('Buongiorno,').
 */
export function fillReplyTemplate(body: string, familyFirstName: string | null | undefined) {
  const name = familyFirstName?.trim();
  if (name) return body.replaceAll(FAMILY_NAME_PLACEHOLDER, name);
  return body
    .replace(/[^\S\n]*\{nome\}(?=[^\S\n]*[,.!?;:])/g, '')
    .replaceAll(FAMILY_NAME_PLACEHOLDER, '')
    .replace(/[^\S\n]{2,}/g, ' ');
}
