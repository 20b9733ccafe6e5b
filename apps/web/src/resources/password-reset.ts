import { apiRequest } from '@/lib/api-client';
import { useMutation } from '@/lib/single-flight-mutation';

/**
 * GET /api/v1/user-controller/send-reset-password-email?email=&next= (spec §7): sends the reset
 * email — from the login page, and from "Cambia password" for an account with no password yet.
 * `next`: the dashboard page the login was opened for (its own `?next=`), where the emailed link
 * leads once the new password is saved; the server follows only a dashboard page.
 */
export const sendResetPasswordEmail = async ({
  email,
  next = null,
}: {
  email: string;
  next?: string | null;
}) => {
  // The response schema (zod) loads with the first call: the login page does not wait for it.
  const { emailRequestAcceptedSchema } = await import('@equilibrio/contract/identity');
  return apiRequest('/api/v1/user-controller/send-reset-password-email', {
    query: { email: email.trim(), next },
    schema: emailRequestAcceptedSchema,
    auth: false,
  });
};

export const useSendResetPasswordEmail = () => useMutation({ mutationFn: sendResetPasswordEmail });
