import { z } from 'zod';
import { personRefSchema } from './backoffice';
import { pageQueryFields, pageTotalsFields } from './paging';
import { fieldIssue, isoDateSchema } from './validation';

/**
 * GET /v1/backoffice/nps: the satisfaction scores of a period (Italian days, both included).
 * Promoters score 9–10, passives 7–8, detractors 0–6; NPS = % promoters − % detractors.
 */
export const NPS_MAX_PERIOD_DAYS = 3 * 366;

export const npsReportQuerySchema = z
  .object({
    from: isoDateSchema,
    to: isoDateSchema,
    ...pageQueryFields(),
  })
  .superRefine((value, ctx) => {
    if (value.to < value.from) {
      fieldIssue(ctx, ['to'], 'La fine precede l’inizio');
      return;
    }
    const days = (Date.parse(value.to) - Date.parse(value.from)) / 86_400_000;
    if (days > NPS_MAX_PERIOD_DAYS) {
      fieldIssue(ctx, ['from'], 'Scegli un periodo di al massimo 3 anni');
    }
  });
export type NpsReportQuery = z.infer<typeof npsReportQuerySchema>;

export const npsSuggestionSchema = z.object({
  id: z.number().int(),
  score: z.number().int(),
  notes: z.string(),
  email: z.string().nullable(),
  customer: personRefSchema,
  createdAt: z.string(),
});
export type NpsSuggestion = z.infer<typeof npsSuggestionSchema>;

export const npsReportSchema = z.object({
  from: z.string(),
  to: z.string(),
  total: z.number().int(),
  promoters: z.number().int(),
  passives: z.number().int(),
  detractors: z.number().int(),
  /** −100…100, rounded; null when there are no scores in the period. */
  nps: z.number().int().nullable(),
  /** How many scores of each value 0…10 (always 11 entries). */
  distribution: z.array(z.object({ score: z.number().int(), count: z.number().int() })),
  /** Scores with suggestions, newest first, paged. */
  suggestions: z.object({ content: z.array(npsSuggestionSchema), ...pageTotalsFields }),
});
export type NpsReport = z.infer<typeof npsReportSchema>;

export type NpsGroup = 'promoter' | 'passive' | 'detractor';
export const npsGroupOf = (score: number): NpsGroup =>
  score >= 9 ? 'promoter' : score >= 7 ? 'passive' : 'detractor';

/** NPS from the three counts: % promoters − % detractors, rounded; null without scores. */
export function netPromoterScore(promoters: number, detractors: number, total: number) {
  if (total === 0) return null;
  return Math.round(((promoters - detractors) / total) * 100);
}
