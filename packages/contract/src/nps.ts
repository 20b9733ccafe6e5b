import { z } from 'zod';
import { optionalText } from './validation';

export const NPS_MIN = 0;
export const NPS_MAX = 10;
export const NPS_NOTES_MAX = 2000;

/**
 * POST /v1/nps-scores (spec §3 "NPS score", §7): id, score, email, timestamp, notes. The server
 * assigns the id and takes the email from the signed-in account; `timestamp` is when the client
 * sent it (ISO date-time or epoch milliseconds), kept for reference.
 */
export const npsScoreInputSchema = z.object({
  id: z.number().int().nullable().optional(),
  score: z
    .number('Punteggio obbligatorio')
    .int('Il punteggio deve essere un numero intero')
    .min(NPS_MIN, `Il punteggio deve essere compreso tra ${NPS_MIN} e ${NPS_MAX}`)
    .max(NPS_MAX, `Il punteggio deve essere compreso tra ${NPS_MIN} e ${NPS_MAX}`),
  email: z.string().trim().max(254).nullable().optional(),
  timestamp: z
    .union([z.iso.datetime({ offset: true }), z.number().int().nonnegative()])
    .nullable()
    .optional(),
  notes: optionalText(NPS_NOTES_MAX).nullable().optional(),
});
export type NpsScoreInput = z.input<typeof npsScoreInputSchema>;

export const npsScoreSchema = z.object({
  id: z.number().int(),
  score: z.number().int(),
  email: z.string().nullable(),
  timestamp: z.string(),
  notes: z.string().nullable(),
});
export type NpsScore = z.infer<typeof npsScoreSchema>;

/** Once the family has answered, nobody asks again for this many days (widget and inline cards). */
export const NPS_QUIET_DAYS = 90;

/**
 * GET /v1/nps-scores/me: when the signed-in account last answered, and from when it may be asked
 * again — known by the server, so it holds on every device.
 */
export const npsStatusSchema = z.object({
  lastAnsweredAt: z.string().nullable(),
  /** Null: never answered, ask. */
  askAgainAt: z.string().nullable(),
  /** Whether to ask now (no answer in the last NPS_QUIET_DAYS days). */
  ask: z.boolean(),
});
export type NpsStatus = z.infer<typeof npsStatusSchema>;
