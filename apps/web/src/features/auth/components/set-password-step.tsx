import { Alert, Anchor, Stack, Text, Title } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { AppButton } from '@/components/app-button';
import { focusLanding, keyboardLost } from '@/components/focus-keeper';
import { FormError } from '@/components/form/form-error';
import { toast } from '@/components/toast';
import { paths } from '@/config/paths';
import { linkEmailPassword, sendVerificationEmail, signIn } from '@/lib/auth';
import { authErrorMessage } from '@/lib/auth-errors';
import { markVerificationSent } from '@/lib/verification-cooldown';
import { loginPrefill } from '../lib/login-prefill';
import { type PendingSignUp, savePendingSignUp } from '../lib/sign-up-storage';
import { signUpTexts } from '../messages';
import { SetPasswordForm } from './set-password-form';
import { StepLabel } from './step-label';

/** Spec §8 "Reset and verification email". */
const verificationSent = 'Email di verifica account inviata.';
const verificationFailed =
  "Si è verificato un errore imprevisto nell'invio della mail di verifica account.";

/**
 * Step 2 of the sign-up (spec §4): the password that turns the visitor's anonymous session into
 * their account; then the verification email and the dashboard.
 */
export function SetPasswordStep({ pending }: { pending: PendingSignUp }) {
  const navigate = useNavigate();
  /** The address already has an account: the way there, instead of a dead end. */
  const [taken, setTaken] = useState(pending.taken === true);
  const [error, setError] = useState<string | null>(() =>
    pending.taken ? authErrorMessage({ code: 'auth/email-already-in-use' }) : null,
  );
  // Step 1's button is gone with its form: the keyboard (and a screen reader) goes on from here.
  const title = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (keyboardLost()) title.current?.focus();
  }, []);
  /** The login page, with the address typed at step 1 already in its field. */
  const login = { to: paths.login.href(), state: loginPrefill(pending.email) };

  const complete = async (password: string) => {
    setError(null);
    try {
      await linkEmailPassword(pending.email, password, pending.displayName);
    } catch (err) {
      setError(authErrorMessage(err));
      if ((err as { code?: string } | null)?.code === 'auth/email-already-in-use') {
        setTaken(true);
        savePendingSignUp({ ...pending, taken: true });
      }
      throw err;
    }
    // The link already signs the account in with its password; signing in again refreshes the
    // session as spec §4 describes, and is harmless if it fails.
    await signIn(pending.email, password).catch(() => {});
    savePendingSignUp(null);
    try {
      await sendVerificationEmail();
      // The dashboard banner then waits before it offers to send another.
      markVerificationSent(pending.uid);
      toast.success(verificationSent);
    } catch {
      toast.error(verificationFailed);
    }
    navigate(paths.dashboard.home.href(), { replace: true });
  };

  return (
    <Stack gap="lg">
      <div>
        <StepLabel step={2} of={2} label="La tua password" />
        <Title ref={title} order={1} fz={{ base: 24, sm: 28 }} mt={4} {...focusLanding}>
          {taken ? signUpTexts.accountExistsTitle : signUpTexts.passwordTitle}
        </Title>
        <Text c="gray.7" mt={6}>
          {taken ? signUpTexts.requestReceived : signUpTexts.passwordIntro(pending.email)}
        </Text>
      </div>
      {/* The address has an account: no password to choose here, so the form gives way to the
          spec's message and the way there, where a phone's screen shows them (not below it). */}
      {taken ? (
        <FormError message={error} />
      ) : (
        <>
          <SetPasswordForm
            submitLabel={signUpTexts.passwordSubmit}
            first
            onSubmit={complete}
            error={error}
          />
          {/* Who knows they have an account goes there now, before inventing a password. */}
          <Text size="sm" c="gray.7">
            {signUpTexts.haveAccount(pending.email)}{' '}
            <Anchor component={Link} {...login} fw={600}>
              {signUpTexts.haveAccountLink}
            </Anchor>
          </Text>
        </>
      )}
      {taken ? (
        <Alert color="primary" variant="light" role="note">
          <Stack gap="sm" align="flex-start">
            <Text size="sm">{signUpTexts.accountExists(pending.email)}</Text>
            <AppButton component={Link} {...login} look="dark-outline" size="sm">
              {signUpTexts.back}
            </AppButton>
          </Stack>
        </Alert>
      ) : null}
    </Stack>
  );
}
