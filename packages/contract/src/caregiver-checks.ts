// The checks the agency records while vetting a caregiver: their kinds and labels
// (caregiver-check-kinds.ts), and their schemas.
import { z } from 'zod';
import { checkKinds } from './caregiver-check-kinds';
import { isoDateSchema, optionalText } from './validation';

export * from './caregiver-check-kinds';

/** A check as the back office records and lists it. */
export const caregiverCheckInputSchema = z.object({
  kind: z.enum(checkKinds, 'Tipo di verifica non valido'),
  checkedOn: isoDateSchema,
  /** For references: who was called ('Famiglia Bianchi, Torino'). */
  reference: optionalText(200).nullable().default(null),
  notes: optionalText(2000).nullable().default(null),
});
export type CaregiverCheckInput = z.infer<typeof caregiverCheckInputSchema>;

/** A check is recorded once done: its day is today or before (`today`, Italy's 'YYYY-MM-DD'). */
export const checkInTheFutureMessage = 'La verifica non può avere una data futura';
export const checkDateProblem = (checkedOn: string, today: string) =>
  checkedOn > today ? checkInTheFutureMessage : null;

export const caregiverCheckSchema = z.object({
  id: z.number().int(),
  kind: z.enum(checkKinds),
  checkedOn: z.string(),
  reference: z.string().nullable(),
  notes: z.string().nullable(),
  tutorUid: z.string().nullable(),
  tutorName: z.string().nullable(),
  createdAt: z.string(),
});
export type CaregiverCheck = z.infer<typeof caregiverCheckSchema>;
