import { z } from 'zod';
import { ConfigError } from './config-error';
import { booleanFlag, splitList } from './env-values';

/** How emails leave, and who they come from and go to. */
export const mailEnv = z.object({
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL')
    .optional(),
  /** On purpose, no email at all: every queued email is dropped (required in production
   * without SMTP_URL, so a missing transport is never an accident). */
  MAIL_DISABLED: booleanFlag.default(false),
  /** Days a delivered email's row (template, subject, facts: never its body) is kept. */
  MAIL_RETENTION_DAYS: z.coerce.number().int().min(1).max(3650).default(30),
  MAIL_FROM: z.string().min(3).default('Equilibrio <no-reply@equilibrio.local>'),
  SUPPORT_EMAIL: z.email().default('assistenza@equilibrio.it'),
  TUTOR_NOTIFY_EMAILS: z.string().optional(),
  /** The promise shown above every conversation with the tutors. */
  SUPPORT_REPLY_TIME: z
    .string()
    .trim()
    .min(3)
    .max(200)
    .default('Di solito rispondiamo entro 4 ore lavorative'),
  /**
   * The number a family calls in an urgency (the caregiver did not come), shown with every
   * conversation: 'Per un'urgenza chiama il …'. Unset: none is shown (the demo data sets one).
   */
  SUPPORT_URGENT_PHONE: z
    .string()
    .trim()
    .regex(/^\+?[0-9][0-9 ]{5,19}$/, 'must be a phone number: digits and spaces, optionally +')
    .optional(),
});
type MailEnv = z.infer<typeof mailEnv>;

export type MailConfig = {
  /**
   * Where queued emails go: the SMTP server, the dev mailbox (outside production only), or
   * nowhere (MAIL_DISABLED=true: dropped, their bodies with them).
   */
  delivery: 'smtp' | 'dev-mailbox' | 'disabled';
  smtpUrl: string | undefined;
  /** Delivered emails' rows are deleted this many days after delivery. */
  retentionDays: number;
  from: string;
  supportEmail: string;
  tutorNotify: string[];
  /** 'Di solito rispondiamo entro …', shown with every conversation. */
  supportReplyTime: string;
  /** 'Per un'urgenza chiama il …', shown with every conversation; null: none. */
  supportUrgentPhone: string | null;
};

/** The demo's urgency number (SUPPORT_URGENT_PHONE with the demo data, unless set): fictional. */
export const DEMO_URGENT_PHONE = '02 0000 0000';

/** `seedDemo`: the demo data is loaded, so the demo's urgency number stands in for an unset one. */
export function mailConfig(env: MailEnv, isProduction: boolean, seedDemo = false): MailConfig {
  return {
    delivery: mailDeliveryOf(env, isProduction),
    smtpUrl: env.SMTP_URL,
    retentionDays: env.MAIL_RETENTION_DAYS,
    from: env.MAIL_FROM,
    supportEmail: env.SUPPORT_EMAIL,
    tutorNotify: splitList(env.TUTOR_NOTIFY_EMAILS),
    supportReplyTime: env.SUPPORT_REPLY_TIME,
    supportUrgentPhone: env.SUPPORT_URGENT_PHONE ?? (seedDemo ? DEMO_URGENT_PHONE : null),
  };
}

/**
 * Emails carry sign-in, verification and reset links: production sends them (SMTP_URL) or, said
 * on purpose, drops them (MAIL_DISABLED=true); it never falls back to the dev mailbox.
 */
function mailDeliveryOf(env: MailEnv, isProduction: boolean): MailConfig['delivery'] {
  if (env.MAIL_DISABLED) {
    if (env.SMTP_URL) {
      throw new ConfigError(
        'Invalid configuration — MAIL_DISABLED: true while SMTP_URL is set; remove one of the two',
      );
    }
    return 'disabled';
  }
  if (env.SMTP_URL) return 'smtp';
  if (isProduction) {
    throw new ConfigError(
      'Invalid configuration — SMTP_URL: required in production, or nobody gets the verification and password-reset emails (set MAIL_DISABLED=true to start without sending any email)',
    );
  }
  return 'dev-mailbox';
}
