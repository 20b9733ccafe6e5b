import { emailSchema } from '@equilibrio/contract/validation';
import { Alert, Anchor, Divider, Group, Stack, Text, UnstyledButton } from '@mantine/core';
import { IconMail } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { type Resolver, useWatch } from 'react-hook-form';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { AppButton } from '@/components/app-button';
import { focusLanding, useFocusWhenLost } from '@/components/focus-keeper';
import { enterChecksAndSends } from '@/components/form/enter-keeps-form';
import { FormActions } from '@/components/form/form-actions';
import { FormError } from '@/components/form/form-error';
import { PasswordTextField } from '@/components/form/password-text-field';
import { emailInput, TextField } from '@/components/form/text-field';
import { useAppForm } from '@/components/form/use-app-form';
import { OutcomeNotice } from '@/components/outcome-notice';
import { toast } from '@/components/toast';
import { paths } from '@/config/paths';
import { currentRole, sendSignInLink, signIn } from '@/lib/auth';
import { authErrorMessage, authErrorOr } from '@/lib/auth-errors';
import { useOneAtATime } from '@/lib/one-at-a-time';
import { returnPathOf } from '@/lib/return-path';
import type { LoginValues } from '@/resources/login-schema';
import { useSendResetPasswordEmail } from '@/resources/password-reset';
import { PageHeading } from '../components/page-heading';
import { PublicLayout } from '../components/public-layout';
import { homeOf } from '../lib/home-of';
import { prefilledLoginEmail } from '../lib/login-prefill';
import { loginReason } from '../lib/login-reason';
import { emailLinkTexts, loginTexts } from '../messages';

/** How long an email just sent is not sent again to the same address (told instead). */
const JUST_SENT_MS = 30_000;

/**
 * Spec §5 "Login" rules (login-schema.ts). zod loads with the first check, not with the page:
 * the login page is the first one most visitors see.
 */
const loadSchema = () => import('@/resources/login-schema');
const loginResolver: Resolver<LoginValues> = async (...args) =>
  (await loadSchema()).loginResolver(...args);

/** The fields as the line under a greyed 'Accedi' names them. */
const loginLabels = { email: emailInput.label, password: 'Password' } as const;

/** With enumeration protection a wrong password and an unknown address answer alike. */
const credentialRefusals = new Set([
  'auth/invalid-credential',
  'auth/invalid-login-credentials',
  'auth/user-not-found',
  'auth/wrong-password',
]);

/**
 * Spec §2 "Login page". `notice`: a message about how the previous session ended (e.g. the
 * account was deleted), shown above the form. A customer goes to dashboard/home, or back to the
 * dashboard address the guard sent them here from (`?next=`, checked by lib/return-path.ts).
 */
export function LoginPage({ notice }: { notice?: string | null } = {}) {
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const location = useLocation();
  const returnTo = returnPathOf(search, location.hash);
  const reason = loginReason(returnTo);
  const [error, setError] = useState<string | null>(null);
  /** Where the reset email went: the confirmation stays under the link (the toast goes). */
  const [resetSentTo, setResetSentTo] = useState<string | null>(null);
  const resetEmail = useSendResetPasswordEmail();
  /** Where the sign-in link went (the confirmation stays, like the reset's). */
  const [linkSentTo, setLinkSentTo] = useState<string | null>(null);
  const [sendingLink, setSendingLink] = useState(false);
  /** The address of a refused sign-in: the two ways in are offered for it under the error. */
  const [refusedEmail, setRefusedEmail] = useState<string | null>(null);
  const form = useAppForm<LoginValues>({
    resolver: loginResolver,
    mode: 'onTouched',
    defaultValues: { email: '', password: '' },
  });
  const { isValid, isSubmitting, isDirty } = form.formState;
  /**
   * After a refused sign-in, the help under the error follows the email field: it names the
   * address there now, and goes while the field holds no whole address (empty, or half typed).
   */
  const fieldEmail = (useWatch({ control: form.control, name: 'email' }) ?? '').trim();
  const helpFor =
    error && refusedEmail && emailSchema().safeParse(fieldEmail).success ? fieldEmail : null;
  // The address the sign-up found an account behind (after hydration: the drawn page has none).
  useEffect(() => {
    const email = prefilledLoginEmail(location.state);
    if (email && !form.getValues('email')) {
      form.setValue('email', email, { shouldValidate: true });
      form.setFocus('password');
    }
  }, [location.state, form]);

  const submit = form.handleSubmit(async ({ email, password }) => {
    setError(null);
    setRefusedEmail(null);
    try {
      await signIn(email, password);
      navigate(homeOf(await currentRole(), returnTo), { replace: true });
    } catch (err) {
      setError(authErrorMessage(err));
      const code = (err as { code?: string } | null)?.code ?? '';
      if (credentialRefusals.has(code)) setRefusedEmail(email.trim());
    }
  });

  /** A link is on its way: the refused sign-in and its help have served. */
  const moveOn = () => {
    setError(null);
    setRefusedEmail(null);
  };

  /** The typed address when it is valid; otherwise the field shows why, and the toast what for. */
  const typedEmail = async (warning: string) => {
    const email = (await loadSchema()).validLoginEmail(form.getValues('email'));
    if (email === null) {
      void form.trigger('email');
      form.setFocus('email');
      toast.warning(warning);
    }
    return email;
  };

  /**
   * The emails this page sends go once a tap: a second tap while the first is on its way is
   * ignored, and one soon after it (a double tap, an impatient press) is told the email has just
   * left instead of sending another.
   */
  const once = useOneAtATime();
  const lastSent = useRef<{ kind: 'link' | 'reset'; email: string; at: number } | null>(null);
  const justSent = (kind: 'link' | 'reset', email: string) => {
    const last = lastSent.current;
    return (
      last !== null &&
      last.kind === kind &&
      last.email === email &&
      Date.now() - last.at < JUST_SENT_MS
    );
  };
  /** The email typed to send `kind` to; null when it is missing, or was just sent (then told). */
  const emailToSend = async (
    kind: 'link' | 'reset',
    needsEmail: string,
    justSentText: (email: string) => string,
  ) => {
    const email = await typedEmail(needsEmail);
    if (email === null) return null;
    if (justSent(kind, email)) {
      toast.info(justSentText(email));
      return null;
    }
    return email;
  };

  /**
   * Spec §5/§8: the reset email needs a valid, non-empty email. Like the sign-in link, it comes
   * back to where signing in leads (the page the login was opened for).
   */
  const sendReset = () =>
    once(async () => {
      const email = await emailToSend(
        'reset',
        loginTexts.resetNeedsEmail,
        loginTexts.resetJustSent,
      );
      if (email === null) return;
      await resetEmail
        .mutateAsync(
          { email, next: returnTo },
          {
            onSuccess: () => {
              lastSent.current = { kind: 'reset', email, at: Date.now() };
              toast.success(loginTexts.resetSent);
              setResetSentTo(email);
              moveOn();
            },
            onError: () => toast.error(loginTexts.resetFailed),
          },
        )
        .catch(() => {});
    });

  /** A link that signs in without the password; it comes back to where signing in leads. */
  const sendLink = () =>
    once(async () => {
      const email = await emailToSend('link', emailLinkTexts.needsEmail, emailLinkTexts.justSent);
      if (email === null) return;
      setSendingLink(true);
      try {
        await sendSignInLink(email, returnTo ?? paths.dashboard.home.href());
        lastSent.current = { kind: 'link', email, at: Date.now() };
        toast.success(emailLinkTexts.sent);
        setLinkSentTo(email);
        moveOn();
      } catch (err) {
        toast.error(authErrorOr(err, emailLinkTexts.sendFailed));
      } finally {
        setSendingLink(false);
      }
    });

  return (
    <PublicLayout>
      <Stack gap="lg">
        <PageHeading title={loginTexts.title} large>
          {loginTexts.subtitle}
        </PageHeading>
        {reason ? (
          <Text fw={600} mt={-8}>
            {reason}
          </Text>
        ) : null}
        {notice ? <SessionNotice>{notice}</SessionNotice> : null}
        <form
          onSubmit={submit}
          noValidate
          aria-label="Accesso"
          onKeyDown={enterChecksAndSends(form.formState, submit)}
        >
          <Stack gap="md">
            <TextField control={form.control} name="email" {...emailInput} required />
            <PasswordTextField
              control={form.control}
              name="password"
              label={loginLabels.password}
              autoComplete="current-password"
              required
            />
            {/* The form's own gap above it: pulled closer, its finger-sized hit area (styles.css)
                took the password field's bottom edge on a phone. */}
            <Group justify="flex-end">
              <UnstyledButton
                type="button"
                onClick={() => sendReset()}
                disabled={resetEmail.isPending}
                c="primary.7"
                fz="sm"
                fw={600}
                td="underline"
              >
                {loginTexts.forgotPassword}
              </UnstyledButton>
            </Group>
            {resetSentTo ? (
              <OutcomeNotice title={loginTexts.resetSentTitle} onClose={() => setResetSentTo(null)}>
                {loginTexts.resetSentDetail(resetSentTo)}
              </OutcomeNotice>
            ) : null}
            {linkSentTo ? (
              <OutcomeNotice title={emailLinkTexts.sentTitle} onClose={() => setLinkSentTo(null)}>
                {emailLinkTexts.sentDetail(linkSentTo)}
              </OutcomeNotice>
            ) : null}
            <FormError message={error} />
            {helpFor ? (
              <Stack gap={8} mt={-4} aria-label={emailLinkTexts.failedHelp(helpFor)} role="group">
                <Text size="sm" c="gray.7">
                  {emailLinkTexts.failedHelp(helpFor)}
                </Text>
                <Group gap="xs">
                  <AppButton
                    type="button"
                    look="dark-outline"
                    size="xs"
                    onClick={() => sendReset()}
                    disabled={resetEmail.isPending}
                  >
                    {emailLinkTexts.resetPassword}
                  </AppButton>
                  <AppButton
                    type="button"
                    look="dark-outline"
                    size="xs"
                    leftSection={<IconMail size={14} aria-hidden="true" />}
                    onClick={() => sendLink()}
                    loading={sendingLink}
                  >
                    {emailLinkTexts.send}
                  </AppButton>
                </Group>
              </Stack>
            ) : null}
            <FormActions<LoginValues>
              fullWidth
              submitLabel={loginTexts.submit}
              disabled={!isValid}
              loading={isSubmitting}
              // Once something is typed: the page comes drawn before its JavaScript, without the
              // line, and takes over without moving (a pristine 'Accedi' speaks for itself).
              // Not while a sign-in link is on its way: the password is not needed then.
              waitsFor={{
                control: form.control,
                labels: loginLabels,
                active: isDirty && linkSentTo === null,
              }}
            />
            {/* After a refused sign-in the help above offers the link with the typed address. */}
            {helpFor ? null : (
              <>
                <Divider label="oppure" labelPosition="center" color="gray.3" />
                <AppButton
                  type="button"
                  look="dark-outline"
                  size="md"
                  fullWidth
                  leftSection={<IconMail size={18} aria-hidden="true" />}
                  // A label longer than a narrow phone is wide wraps onto a second line instead of
                  // pushing the page sideways (Mantine's button labels never wrap).
                  h="auto"
                  mih={42}
                  py={6}
                  styles={{ label: { whiteSpace: 'normal', textAlign: 'center', lineHeight: 1.3 } }}
                  onClick={() => sendLink()}
                  loading={sendingLink}
                >
                  {emailLinkTexts.send}
                </AppButton>
              </>
            )}
          </Stack>
        </form>
        <Text ta="center" size="sm">
          <Anchor component={Link} to={paths.signUp.href()} fw={500}>
            {loginTexts.signUpLink} <strong>{loginTexts.signUpAction}</strong>
          </Anchor>
        </Text>
        <Text ta="center" size="sm" c="gray.7">
          {loginTexts.applyPrompt}{' '}
          <Anchor component={Link} to={paths.apply.href()} fw={500}>
            {loginTexts.applyLink}
          </Anchor>
        </Text>
      </Stack>
    </PublicLayout>
  );
}

/**
 * How the previous session ended (signed out, expired): the keyboard lands on it, the page having
 * been opened by the app, not by the person, so a screen reader says why the login page is here.
 */
function SessionNotice({ children }: { children: string }) {
  const ref = useRef<HTMLDivElement>(null);
  useFocusWhenLost(ref, true);
  return (
    <Alert ref={ref} color="primary" variant="light" role="status" {...focusLanding}>
      <Text size="sm">{children}</Text>
    </Alert>
  );
}
