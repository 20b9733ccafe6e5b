import { z } from 'zod';
import { assistanceFieldsSchema } from './workflow';

/**
 * POST /api/v1/user-controller/assistance (spec §7): the dashboard's general help modal. The
 * same message as a request's assistance (workflow.ts), but always GENERIC: a substitution
 * needs a request. The answer is workflow.ts's `assistanceMessageSchema` (requestId null).
 */
export const generalAssistanceInputSchema = assistanceFieldsSchema.extend({
  type: z.literal('GENERIC', 'Tipo di segnalazione non valido'),
});
export type GeneralAssistanceInput = z.infer<typeof generalAssistanceInputSchema>;
