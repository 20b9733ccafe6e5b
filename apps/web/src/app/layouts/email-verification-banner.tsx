import { Group, Text, UnstyledButton } from '@mantine/core';
import { IconMailExclamation } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { confirm } from '@/components/confirm';
import { toast } from '@/components/toast';
import { refreshUser, sendVerificationEmail } from '@/lib/auth';
import classes from './email-verification-banner.module.css';

/** Spec §8 "Reset and verification email". */
export const verificationTexts = {
  banner:
    'Il tuo indirizzo email non è ancora stato verificato. Clicca qui per ricevere di nuovo l’email di verifica.',
  confirmTitle: 'Attenzione',
  confirmMessage: 'Vuoi ricevere di nuovo l’email di verifica del tuo account?',
  sent: 'Email di verifica account inviata.',
  failed: "Si è verificato un errore imprevisto nell'invio della mail di verifica account.",
} as const;

/**
 * The red banner shown while the email is unverified (spec §2, §6). Clicking it asks (Si/No)
 * and resends the verification email. When the tab regains focus the account is re-read, so
 * the banner goes away once the link in the email has been opened.
 */
export function EmailVerificationBanner({ email }: { email: string | null }) {
  const [sending, setSending] = useState(false);

  useEffect(() => {
    const onVisible = () => {
      if (document.visibilityState === 'visible') void refreshUser().catch(() => undefined);
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => document.removeEventListener('visibilitychange', onVisible);
  }, []);

  const resend = async () => {
    const yes = await confirm({
      title: verificationTexts.confirmTitle,
      message: verificationTexts.confirmMessage,
    });
    if (!yes) return;
    if (!email) {
      toast.error(verificationTexts.failed);
      return;
    }
    setSending(true);
    try {
      await sendVerificationEmail();
      toast.success(verificationTexts.sent);
    } catch {
      toast.error(verificationTexts.failed);
    } finally {
      setSending(false);
    }
  };

  return (
    <UnstyledButton
      className={classes.banner}
      onClick={resend}
      disabled={sending}
      aria-busy={sending}
    >
      <Group gap="sm" wrap="nowrap" justify="center">
        <IconMailExclamation size={22} aria-hidden style={{ flexShrink: 0 }} />
        <Text size="sm" fw={600} c="inherit">
          {verificationTexts.banner}
        </Text>
      </Group>
    </UnstyledButton>
  );
}
