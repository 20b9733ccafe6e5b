import { Button, Loader, Modal, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck, IconMailCheck } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { AppButton } from '@/components/app-button';
import { env } from '@/config/env';
import { paths } from '@/config/paths';
import {
  currentRole,
  getAuthState,
  refreshUser,
  signIn,
  signOut,
  useAuth,
  waitForAuth,
} from '@/lib/auth';
import {
  applyEmailCode,
  confirmReset,
  inspectActionCode,
  verifyResetCode,
} from '@/lib/auth-account';
import { authErrorMessage } from '@/lib/auth-errors';
import {
  applyEmailChange,
  EmailChangeDone,
  type EmailChangeMode,
  isEmailChangeMode,
} from '../components/email-change-done';
import { PageHeading } from '../components/page-heading';
import { PublicLayout } from '../components/public-layout';
import { SetPasswordForm } from '../components/set-password-form';
import { StatusCard } from '../components/status-card';
import { continuePathOf, homeOf, loginLeadingTo } from '../lib/home-of';
import { loginPrefill } from '../lib/login-prefill';
import { savePendingSignUp } from '../lib/sign-up-storage';
import { emailChangeTexts, emailActionTexts as texts } from '../messages';

const modalTitle = { title: { fontWeight: 700, fontSize: 'var(--mantine-font-size-lg)' } };

type Mode = 'resetPassword' | 'verifyEmail' | EmailChangeMode;
const isMode = (value: string | null): value is Mode =>
  value === 'resetPassword' || value === 'verifyEmail' || isEmailChangeMode(value);
const codeOf = (error: unknown) => (error as { code?: string } | null)?.code ?? '';
const isCodeError = (error: unknown) =>
  codeOf(error) === 'auth/expired-action-code' || codeOf(error) === 'auth/invalid-action-code';

/** Spec §8 "Email action page": what went wrong, then a retry or customer service at {email}. */
export function emailActionError(mode: Mode | null, error: unknown): string {
  const support = env.VITE_SUPPORT_EMAIL;
  const code = codeOf(error);
  const reason =
    code === 'auth/expired-action-code'
      ? texts.expired
      : code === 'auth/invalid-action-code'
        ? texts.invalid
        : mode === 'resetPassword'
          ? texts.resetFailed
          : mode === 'verifyEmail'
            ? texts.verifyFailed
            : isEmailChangeMode(mode)
              ? emailChangeTexts[mode].failed
              : texts.generic;
  const help =
    mode === 'resetPassword'
      ? texts.resetHelp(support)
      : mode === 'verifyEmail'
        ? texts.verifyHelp(support)
        : isEmailChangeMode(mode)
          ? emailChangeTexts[mode].help(support)
          : texts.genericHelp(support);
  return `${reason} ${help}`;
}

/**
 * Spec §2 "Email action page" (`/email-handler?mode=…&oobCode=…`): step 1 the new-password form
 * (reset) or the verified message (verify), step 2 a success modal leading to the dashboard,
 * step 0 an error modal.
 */
export function EmailHandlerPage() {
  const [params] = useSearchParams();
  const modeParam = params.get('mode');
  const mode = isMode(modeParam) ? modeParam : null;
  const oobCode = params.get('oobCode');
  /** The dashboard page the reset was asked for from (the login's `?next=`), if any. */
  const returnTo = continuePathOf(params.get('continueUrl'));

  // Checking the code is a query (one call even when React renders twice); applying a
  // verification code consumes it, so it must never run twice.
  const check = useQuery({
    queryKey: ['email-action', mode, oobCode],
    queryFn: async (): Promise<{ email: string | null; alreadyVerified?: boolean }> => {
      if (mode === 'resetPassword') return { email: await verifyResetCode(oobCode!) };
      if (isEmailChangeMode(mode)) return applyEmailChange(oobCode!);
      // Whose address it is, read before the code is spent, for a browser signed out (a mail
      // app's): the login that follows has it. Signed in, there is no login to fill, nothing to ask.
      // Not knowing it only leaves that field empty.
      const email = (await waitForAuth().catch(() => null))
        ? null
        : await inspectActionCode(oobCode!)
            .then((info) => info.data.email ?? null)
            .catch(() => null);
      try {
        await applyEmailCode(oobCode!);
      } catch (error) {
        // The same link tapped again (or an old one) while the signed-in user's address is
        // verified: nothing is left to do, so the page says so instead of failing.
        if (isCodeError(error) && (await signedInUserRefreshed())?.emailVerified) {
          return { email: null, alreadyVerified: true };
        }
        throw error;
      }
      await signedInUserRefreshed();
      return { email };
    },
    enabled: Boolean(mode && oobCode),
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
  });

  const signedOut = useAuth().status === 'signed-out';
  const [failure, setFailure] = useState<string | null>(null);
  const [done, setDone] = useState<ResetDone | null>(null);

  const step0 =
    failure ??
    (!mode || !oobCode
      ? emailActionError(mode, null)
      : check.isError
        ? emailActionError(mode, check.error)
        : null);

  let body: ReactNode;
  if (step0) {
    // The words are the error modal's (spec: step 0 is a modal, it cannot be closed): the page
    // behind it says only what happened, not the same sentences twice.
    body = <FailedLinkCard />;
  } else if (check.isPending) {
    body = <StatusCard icon={<Loader size="sm" />} color="primary" title={texts.checking} />;
  } else if (isEmailChangeMode(mode)) {
    body = <EmailChangeDone mode={mode} email={check.data?.email ?? ''} />;
  } else if (mode === 'verifyEmail') {
    const already = check.data?.alreadyVerified === true;
    body = (
      <StatusCard
        icon={<IconMailCheck size={34} />}
        color="primary"
        title={already ? texts.alreadyVerifiedTitle : texts.verifiedTitle}
        actions={
          // Signed out (the link opened in a mail app's browser), the dashboard would be the
          // login page, blank and unexplained: the login itself then, with the address in it.
          signedOut ? (
            <AppButton
              component={Link}
              to={paths.login.href()}
              state={check.data?.email ? loginPrefill(check.data.email) : undefined}
              size="md"
            >
              {texts.signInNow}
            </AppButton>
          ) : (
            <AppButton component={Link} to={paths.dashboard.home.href()} size="md">
              {texts.toDashboard}
            </AppButton>
          )
        }
      >
        {already ? texts.alreadyVerified : texts.verified}
        {signedOut ? ` ${texts.verifiedSignIn}` : null}
      </StatusCard>
    );
  } else {
    const email = check.data?.email ?? '';
    body = (
      <ResetPasswordStep
        email={email}
        onDone={setDone}
        onCodeError={(error) => setFailure(emailActionError(mode, error))}
        oobCode={oobCode!}
      />
    );
  }

  return (
    <PublicLayout>
      {body}
      <ErrorModal message={step0} returnTo={returnTo} />
      <SuccessModal done={done} returnTo={returnTo} />
    </PublicLayout>
  );
}

/**
 * The signed-in user (none when signed out or anonymous) read afresh from the identity service,
 * so `emailVerified` counts a verification made meanwhile (another browser, this very link).
 * Waits for the session to be restored first: a link opens a page that has just started. If the
 * reload fails, the user as last known.
 */
async function signedInUserRefreshed() {
  const user = await waitForAuth().catch(() => null);
  if (!user || user.isAnonymous) return null;
  return await refreshUser().catch(() => getAuthState().user);
}

function ResetPasswordStep({
  email,
  oobCode,
  onDone,
  onCodeError,
}: {
  email: string;
  oobCode: string;
  onDone: (done: ResetDone) => void;
  onCodeError: (error: unknown) => void;
}) {
  const [error, setError] = useState<string | null>(null);
  const save = async (password: string) => {
    setError(null);
    try {
      await confirmReset(oobCode, password);
    } catch (err) {
      if (isCodeError(err)) onCodeError(err);
      else setError(authErrorMessage(err));
      throw err;
    }
    savePendingSignUp(null);
    const signedIn = await signIn(email, password).then(
      () => true,
      () => false,
    );
    // Signed in, on to the account's own start (a tutor's is the back office).
    onDone({ email, signedIn, role: signedIn ? await currentRole() : null });
  };
  return (
    <Stack gap="lg">
      <PageHeading title={texts.resetTitle}>{texts.resetIntro(email)}</PageHeading>
      <SetPasswordForm submitLabel={texts.resetSubmit} onSubmit={save} error={error} />
    </Stack>
  );
}

/** Behind step 0's modal: the page's title of a link that could not be used. */
export const FailedLinkCard = () => (
  <StatusCard icon={<IconAlertTriangle size={34} />} color="danger" title={texts.failedTitle} />
);

/**
 * Step 0: the link cannot be used. The only way on is the login page (leading on, once signed
 * in, to the dashboard page the link was for).
 */
export function ErrorModal({
  message,
  returnTo = null,
}: {
  message: string | null;
  returnTo?: string | null;
}) {
  return (
    <Modal
      opened={message !== null}
      onClose={() => {}}
      withCloseButton={false}
      closeOnClickOutside={false}
      closeOnEscape={false}
      centered
      title={texts.errorTitle}
      styles={modalTitle}
    >
      <Stack gap="md">
        <Text size="sm">{message}</Text>
        <Button component={Link} to={loginLeadingTo(returnTo)} color="primary">
          {texts.toLogin}
        </Button>
      </Stack>
    </Modal>
  );
}

/** A reset saved: whether the account is signed in with it, and with which role. */
type ResetDone = { email: string; signedIn: boolean; role: 'tutor' | 'customer' | null };

/**
 * Step 2: the new password is saved; on to the account's start — the dashboard page the reset
 * was asked for from (`returnTo`) or the dashboard, the back office for a tutor — or the login
 * page if signing in failed.
 */
function SuccessModal({ done, returnTo }: { done: ResetDone | null; returnTo: string | null }) {
  const navigate = useNavigate();
  const auth = useAuth();
  const signedIn = done?.signedIn === true;
  // Another account still signed in here (a shared device): its area is not the reset account's,
  // and the login page would lead straight into it. That one signs out first, and the login has
  // the reset account's address.
  const signedInAs = auth.status === 'signed-in' ? auth.user.email : null;
  const otherAccount =
    done !== null && signedInAs !== null && signedInAs.toLowerCase() !== done.email.toLowerCase();
  const go = async () => {
    if (otherAccount) {
      // Still signed in, the login page would lead into that account: the modal stays.
      if (
        !(await signOut().then(
          () => true,
          () => false,
        ))
      )
        return;
      navigate(loginLeadingTo(returnTo), { replace: true, state: loginPrefill(done.email) });
      return;
    }
    navigate(signedIn ? homeOf(done?.role ?? null, returnTo) : loginLeadingTo(returnTo), {
      replace: true,
    });
  };
  return (
    <Modal
      opened={done !== null}
      onClose={() => void go()}
      centered
      title={texts.resetDoneTitle}
      closeOnClickOutside={false}
      styles={modalTitle}
    >
      <Stack gap="md" align="center" ta="center">
        <IconCircleCheck size={48} color="var(--mantine-color-primary-6)" aria-hidden="true" />
        <Text size="sm">{texts.resetDone}</Text>
        <AppButton onClick={() => void go()} fullWidth data-autofocus>
          {otherAccount
            ? texts.signInAs(done.email)
            : !signedIn
              ? texts.toLogin
              : done?.role === 'tutor'
                ? texts.toBackoffice
                : texts.toDashboard}
        </AppButton>
      </Stack>
    </Modal>
  );
}
