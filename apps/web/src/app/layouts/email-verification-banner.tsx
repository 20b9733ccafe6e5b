import { Group, Stack, Text, UnstyledButton } from '@mantine/core';
import { IconMailExclamation } from '@tabler/icons-react';
import { type RefObject, useEffect, useRef, useState } from 'react';
import { confirm } from '@/components/confirm';
import { toast } from '@/components/toast';
import { refreshUser, sendVerificationEmail } from '@/lib/auth';
import { useVerificationCooldown } from '@/lib/verification-cooldown';
import classes from './email-verification-banner.module.css';

/** Spec §8 "Reset and verification email" (sent, failed, the modal's title); ours otherwise. */
export const verificationTexts = {
  banner: 'Il tuo indirizzo email non è ancora stato verificato.',
  wroteTo: (email: string) => `Ti abbiamo scritto a ${email}: apri il link che trovi nell’email.`,
  resend: 'Non l’hai ricevuta? Clicca qui per riceverla di nuovo.',
  wait: (seconds: number) => `Puoi inviarla di nuovo tra ${seconds} s.`,
  confirmTitle: 'Attenzione',
  confirmMessage: 'Vuoi ricevere di nuovo l’email di verifica del tuo account?',
  sent: 'Email di verifica account inviata.',
  failed: "Si è verificato un errore imprevisto nell'invio della mail di verifica account.",
  tooSoon:
    'Ti abbiamo appena inviato l’email di verifica: attendi un minuto prima di chiederne un’altra.',
} as const;

/** The CSS variable the toast area's top reads (app-frame.module.css). */
const TOASTS_BELOW = '--verification-banner-bottom';

/**
 * Where the page's banner ends (from the page's top, in px): the toasts open below it, not over
 * it (app-frame.module.css). On a phone a toast is as wide as the screen and covered the whole
 * banner — the one thing the family must read — for its five seconds, right after they clicked it.
 * Measured again when its text wraps differently (the countdown, a rotated phone); where it is on
 * the page, not on the screen, so scrolling restyles nothing (scrolled, they open a little lower).
 */
function useToastsBelow(ref: RefObject<HTMLElement | null>) {
  useEffect(() => {
    const banner = ref.current;
    if (!banner) return;
    const root = document.documentElement;
    const measure = () => {
      const bottom = banner.getBoundingClientRect().bottom + window.scrollY;
      root.style.setProperty(TOASTS_BELOW, `${Math.round(bottom)}px`);
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(banner);
    window.addEventListener('resize', measure);
    return () => {
      observer.disconnect();
      window.removeEventListener('resize', measure);
      root.style.removeProperty(TOASTS_BELOW);
    };
  }, [ref]);
}

/**
 * The red banner shown while the email is unverified (spec §2, §6): it says where we wrote, and
 * clicking it asks (Si/No) and resends the verification email, at most once a minute (the
 * server's cooldown, counted down here). When the window regains focus or the tab becomes
 * visible the account is re-read, so the banner goes away once the link has been opened in
 * another tab.
 */
export function EmailVerificationBanner({ uid, email }: { uid: string; email: string | null }) {
  const [sending, setSending] = useState(false);
  const cooldown = useVerificationCooldown(uid);
  const waiting = cooldown.left > 0;
  const ref = useRef<HTMLButtonElement>(null);
  useToastsBelow(ref);

  useEffect(() => {
    const recheck = () => {
      if (document.visibilityState === 'visible') void refreshUser().catch(() => undefined);
    };
    document.addEventListener('visibilitychange', recheck);
    window.addEventListener('focus', recheck);
    return () => {
      document.removeEventListener('visibilitychange', recheck);
      window.removeEventListener('focus', recheck);
    };
  }, []);

  const resend = async () => {
    if (waiting || sending) return;
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
      cooldown.restart();
      toast.success(verificationTexts.sent);
    } catch (error) {
      if ((error as { code?: string })?.code === 'auth/too-many-requests') {
        // Sent moments ago (another tab, the sign-up): wait like after a send from here.
        cooldown.restart();
        toast.warning(verificationTexts.tooSoon);
      } else {
        toast.error(verificationTexts.failed);
      }
    } finally {
      setSending(false);
    }
  };

  return (
    <UnstyledButton
      ref={ref}
      className={classes.banner}
      onClick={resend}
      aria-disabled={waiting || sending}
      aria-busy={sending}
      data-waiting={waiting || undefined}
    >
      <Group gap="sm" wrap="nowrap" justify="center">
        <IconMailExclamation size={22} aria-hidden style={{ flexShrink: 0 }} />
        {/* A long address breaks inside the banner (its words in the row would push the icon
            and the text past the screen's edge). */}
        <Stack gap={2} align="flex-start" ta="left" miw={0} style={{ overflowWrap: 'anywhere' }}>
          <Text size="sm" fw={700} c="inherit">
            {verificationTexts.banner}
          </Text>
          <Text size="sm" c="inherit">
            {email ? `${verificationTexts.wroteTo(email)} ` : null}
            {waiting ? verificationTexts.wait(cooldown.left) : verificationTexts.resend}
          </Text>
        </Stack>
      </Group>
    </UnstyledButton>
  );
}
