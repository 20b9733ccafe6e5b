import { IconMailCheck, IconShieldCheck } from '@tabler/icons-react';
import { getAuthState, refreshUser } from '@/lib/auth';
import { applyEmailCode, inspectActionCode } from '@/lib/auth-account';
import { emailChangeTexts as texts } from '../messages';
import { StatusCard, ToLoginButton } from './status-card';

/** The email action page's modes for a change of email and for its undo. */
export type EmailChangeMode = 'verifyAndChangeEmail' | 'recoverEmail';
export const isEmailChangeMode = (value: string | null): value is EmailChangeMode =>
  value === 'verifyAndChangeEmail' || value === 'recoverEmail';

/**
 * Applies the code and answers the address the account has now. The identity service signs
 * every device out: a session open here ends at the reload, which is expected.
 */
export async function applyEmailChange(oobCode: string) {
  const info = await inspectActionCode(oobCode);
  await applyEmailCode(oobCode);
  if (getAuthState().status === 'signed-in') await refreshUser().catch(() => {});
  return { email: info.data.email ?? null };
}

/** Step 1 of a change of email or of its undo: what happened, then the way to sign in again. */
export function EmailChangeDone({ mode, email }: { mode: EmailChangeMode; email: string }) {
  const text = texts[mode];
  return (
    <StatusCard
      icon={mode === 'recoverEmail' ? <IconShieldCheck size={34} /> : <IconMailCheck size={34} />}
      color="primary"
      title={text.doneTitle}
      actions={<ToLoginButton>{texts.toLogin}</ToLoginButton>}
    >
      {text.done(email)}
    </StatusCard>
  );
}
