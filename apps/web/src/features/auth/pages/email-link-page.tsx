import { validationMessages } from '@equilibrio/contract/validation';
import { Alert, Loader, Stack } from '@mantine/core';
import { IconUserExclamation } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useEffect, useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { AppButton } from '@/components/app-button';
import { FormError } from '@/components/form/form-error';
import { emailInput, TextField } from '@/components/form/text-field';
import { useAppForm } from '@/components/form/use-app-form';
import { env } from '@/config/env';
import {
  currentRole,
  emailForSignIn,
  isEmailSignInLink,
  signInWithLink,
  useAuth,
} from '@/lib/auth';
import { siteOrigin } from '@/lib/site-origin';
import { PageHeading } from '../components/page-heading';
import { PublicLayout } from '../components/public-layout';
import { StatusCard } from '../components/status-card';
import { continuePathOf, homeOf } from '../lib/home-of';
import { emailActionTexts, emailLinkTexts as texts } from '../messages';
import { ErrorModal, FailedLinkCard } from './email-handler-page';

const codeOf = (error: unknown) => (error as { code?: string } | null)?.code ?? '';

/** Step 0's message: what went wrong with the link, then how to get a new one. */
function linkError(error: unknown): string {
  const support = env.VITE_SUPPORT_EMAIL;
  const code = codeOf(error);
  if (code === 'auth/user-disabled') return texts.disabled(support);
  const reason =
    code === 'auth/expired-action-code'
      ? emailActionTexts.expired
      : code === 'auth/invalid-action-code' || code === 'auth/argument-error'
        ? emailActionTexts.invalid
        : texts.failed;
  return `${reason} ${texts.help(support)}`;
}

/**
 * Spec "Email action page", mode signIn: the emailed sign-in link. On the device that asked for
 * it the address is known and the sign-in runs at once; on another device the address is asked
 * again (the SDK needs it, and a forwarded link alone must not sign anyone in).
 */
export function EmailLinkSignInPage() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const location = useLocation();
  // The link as the email carried it (the SDK reads mode, oobCode and apiKey from it).
  // siteOrigin: the server draws this page too (first-paint), where there is no window.
  const link = new URL(`${location.pathname}${location.search}`, siteOrigin()).toString();
  // What only the browser knows — whether the SDK reads this as a sign-in link, and the address
  // this device asked it for — is read after the first render, which the server draws too (the
  // 'signing in' card): `valid` is null until then.
  const [valid, setValid] = useState<boolean | null>(null);
  const [email, setEmail] = useState<string | null>(null);
  useEffect(() => {
    setValid(isEmailSignInLink(link));
    setEmail(emailForSignIn());
  }, [link]);

  // Another account signed in here (a shared device): the sign-in would end its session, so the
  // page says whose it is first, and waits for a yes (typing the address is that yes).
  const auth = useAuth();
  const signedInAs = auth.status === 'signed-in' ? auth.user.email : null;
  const [goOn, setGoOn] = useState(false);
  const otherAccount =
    !goOn &&
    signedInAs !== null &&
    email !== null &&
    signedInAs.toLowerCase() !== email.toLowerCase();

  // Signing in uses the code up: one call even when React renders twice.
  const signIn = useQuery({
    queryKey: ['email-link-sign-in', params.get('oobCode'), email],
    queryFn: async () => {
      await signInWithLink(email!, link);
      return (await currentRole()) === 'tutor';
    },
    enabled: valid === true && email !== null && auth.status !== 'loading' && !otherAccount,
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
  });

  /** Where the link leads once signed in: its continueUrl when it is one of our dashboard pages. */
  const returnTo = continuePathOf(params.get('continueUrl'));
  const isTutor = signIn.data;
  useEffect(() => {
    if (isTutor === undefined) return;
    navigate(homeOf(isTutor ? 'tutor' : 'customer', returnTo), { replace: true });
  }, [isTutor, navigate, returnTo]);

  const wrongEmail = signIn.isError && codeOf(signIn.error) === 'auth/invalid-email';
  const step0 =
    valid === false
      ? linkError(null)
      : signIn.isError && !wrongEmail
        ? linkError(signIn.error)
        : null;

  let body: ReactNode;
  if (step0) {
    body = <FailedLinkCard />;
  } else if (valid !== null && (email === null || wrongEmail)) {
    body = (
      <AskEmail
        initial={email ?? ''}
        error={wrongEmail ? texts.wrongEmail : null}
        signedInAs={signedInAs}
        onSubmit={(typed) => {
          setGoOn(true);
          setEmail(typed);
        }}
      />
    );
  } else if (valid === true && otherAccount && signedInAs && email) {
    body = (
      <StatusCard
        icon={<IconUserExclamation size={34} />}
        color="sun"
        title={texts.otherAccountTitle}
        actions={
          <AppButton size="md" onClick={() => setGoOn(true)}>
            {texts.continueAs(email)}
          </AppButton>
        }
      >
        {texts.otherAccount(signedInAs)}
      </StatusCard>
    );
  } else {
    body = <StatusCard icon={<Loader size="sm" />} color="primary" title={texts.signingIn} />;
  }

  return (
    <PublicLayout>
      {body}
      <ErrorModal message={step0} returnTo={returnTo} />
    </PublicLayout>
  );
}

/** Another device: the address the link was sent to, typed again. */
function AskEmail({
  initial,
  error,
  signedInAs,
  onSubmit,
}: {
  initial: string;
  error: string | null;
  /** Another account signed in here: whichever address is typed, that session ends. */
  signedInAs: string | null;
  onSubmit: (email: string) => void;
}) {
  const form = useAppForm<{ email: string }>({
    mode: 'onTouched',
    defaultValues: { email: initial },
  });
  const submit = form.handleSubmit(async ({ email }) => {
    const valid = (await import('@/resources/login-schema')).validLoginEmail(email);
    if (valid === null) {
      form.setError('email', {
        message: email.trim() ? validationMessages.loginEmail : validationMessages.required,
      });
      return;
    }
    onSubmit(valid.toLowerCase());
  });
  return (
    <Stack gap="lg">
      <PageHeading title={texts.askTitle}>{texts.askIntro}</PageHeading>
      {signedInAs ? (
        <Alert color="sun" variant="light">
          {texts.otherAccount(signedInAs)}
        </Alert>
      ) : null}
      <form onSubmit={submit} noValidate aria-label={texts.askTitle}>
        <Stack gap="md">
          <TextField control={form.control} name="email" {...emailInput} required />
          <FormError message={error} />
          <AppButton type="submit" size="md" fullWidth>
            {texts.askSubmit}
          </AppButton>
        </Stack>
      </form>
    </Stack>
  );
}
