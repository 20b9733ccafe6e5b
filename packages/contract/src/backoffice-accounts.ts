// Customer accounts in the back office: disabled and enabled, with the reason and its history.
import { z } from 'zod';
import { personRefSchema } from './backoffice-refs';
import { validationMessages } from './validation';

// ── Customer accounts ───────────────────────────────────────────────────────────────────────

export const accountStatusActions = ['disabled', 'enabled'] as const;
export type AccountStatusAction = (typeof accountStatusActions)[number];

export const ACCOUNT_REASON_MIN = 5;
export const ACCOUNT_REASON_MAX = 500;

/**
 * POST /v1/backoffice/customers/{customerUid}/disable and …/enable: why, kept in the account's
 * history (the form validates with the same schema).
 */
export const accountStatusChangeSchema = z.object({
  reason: z
    .string(validationMessages.required)
    .trim()
    .min(1, validationMessages.required)
    .min(ACCOUNT_REASON_MIN, `Il motivo deve contenere almeno ${ACCOUNT_REASON_MIN} caratteri`)
    .max(ACCOUNT_REASON_MAX, `Il motivo può contenere al massimo ${ACCOUNT_REASON_MAX} caratteri`),
});
export type AccountStatusChange = z.infer<typeof accountStatusChangeSchema>;

export const customerUidParamsSchema = z.object({ customerUid: z.string().min(1).max(128) });

/** One disabling or re-enabling of an account. */
export const accountEventSchema = z.object({
  id: z.number().int(),
  action: z.enum(accountStatusActions),
  /** Always given in the back office; an operator at the command line may leave it out. */
  reason: z.string().nullable(),
  /** The tutor who did it; null: an operator at the command line (`npm run user:disable`). */
  by: personRefSchema.nullable(),
  createdAt: z.string(),
});
export type AccountEvent = z.infer<typeof accountEventSchema>;

/** A customer's account as the back office shows it: disabled or not, and its history. */
export const customerAccountSchema = z.object({
  disabled: z.boolean(),
  /** Newest first. */
  history: z.array(accountEventSchema),
});
export type CustomerAccount = z.infer<typeof customerAccountSchema>;
