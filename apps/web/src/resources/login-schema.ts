import { emailSchema, validationMessages } from '@equilibrio/contract/validation';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';

/**
 * Spec §5 "Login": email required and valid, password required — the customers' login page and
 * the back office's staff sign-in. The login page loads this module on its first check, so zod
 * is not part of the page itself.
 */
export const loginSchema = z.object({
  email: emailSchema(validationMessages.loginEmail),
  password: z.string().min(1, validationMessages.required),
});
export type LoginValues = z.infer<typeof loginSchema>;

export const loginResolver = zodResolver(loginSchema);

/** The trimmed email when valid (the reset link needs one), else null. */
export function validLoginEmail(value: string): string | null {
  const email = emailSchema(validationMessages.loginEmail).safeParse(value);
  return email.success ? email.data : null;
}
