import { Loader, Stack, Text, Title } from '@mantine/core';
import { IconLinkOff, IconMailCheck, IconWifiOff } from '@tabler/icons-react';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { AppButton } from '@/components/app-button';
import { env } from '@/config/env';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api-client';
import { signIn } from '@/lib/auth';
import { claimAccount, useClaimCode } from '../api/claim-account';
import { PublicLayout } from '../components/public-layout';
import { SetPasswordForm } from '../components/set-password-form';
import { StatusCard, ToLoginButton } from '../components/status-card';
import { savePendingSignUp } from '../lib/sign-up-storage';
import { emailConfirmedTexts as texts } from '../messages';

/** The code is unusable (unknown, expired, used): nothing to retry, only another way in. */
const isDeadCode = (error: unknown) =>
  error instanceof ApiError && [404, 409, 410].includes(error.status);

/**
 * Spec §2 "Email-confirmed page" (`/email-confirmed?oobCode=…`): the link emailed to a visitor
 * who sent a first request but left before setting a password. Clicking it confirms the email;
 * the page then adds a password to that same account and signs in.
 */
export function EmailConfirmedPage() {
  const [params] = useSearchParams();
  const oobCode = params.get('oobCode');
  const claim = useClaimCode(oobCode);
  const navigate = useNavigate();
  const [error, setError] = useState<string | null>(null);
  const [consumed, setConsumed] = useState(false);

  const save = async (password: string) => {
    setError(null);
    let email: string;
    try {
      ({ email } = await claimAccount({ oobCode: oobCode!, password }));
    } catch (err) {
      if (isDeadCode(err)) setConsumed(true);
      else if (err instanceof ApiError && err.status === 400) setError(err.message);
      else setError('Si è verificato un errore. Riprova più tardi.');
      throw err;
    }
    savePendingSignUp(null);
    try {
      await signIn(email, password);
      navigate(paths.dashboard.home.href(), { replace: true });
    } catch {
      navigate(paths.login.href(), { replace: true });
    }
  };

  if (!oobCode || consumed || (claim.isError && isDeadCode(claim.error))) {
    return (
      <PublicLayout>
        <StatusCard
          icon={<IconLinkOff size={34} />}
          color="danger"
          title={texts.invalidTitle}
          actions={<ToLoginButton>{texts.toLogin}</ToLoginButton>}
        >
          {texts.invalid(env.VITE_SUPPORT_EMAIL)}
        </StatusCard>
      </PublicLayout>
    );
  }

  if (claim.isError) {
    return (
      <PublicLayout>
        <StatusCard
          icon={<IconWifiOff size={34} />}
          color="sun"
          title={texts.title}
          actions={
            <AppButton onClick={() => void claim.refetch()} loading={claim.isFetching} size="md">
              Riprova
            </AppButton>
          }
        >
          {texts.loadFailed}
        </StatusCard>
      </PublicLayout>
    );
  }

  if (claim.isPending) {
    return (
      <PublicLayout>
        <StatusCard
          icon={<Loader size="sm" />}
          color="primary"
          title="Verifica del link in corso…"
        />
      </PublicLayout>
    );
  }

  return (
    <PublicLayout>
      <Stack gap="lg">
        <Stack gap={6} align="flex-start">
          <Text
            component="p"
            m={0}
            c="primary.7"
            fw={700}
            size="sm"
            style={{ display: 'inline-flex', alignItems: 'center', gap: 6 }}
          >
            <IconMailCheck size={18} aria-hidden="true" />
            {claim.data.email}
          </Text>
          <Title order={1} fz={{ base: 26, sm: 30 }}>
            {texts.title}
          </Title>
        </Stack>
        <div>
          <Title order={2} fz={{ base: 19, sm: 21 }}>
            {texts.panelTitle}
          </Title>
          <Text c="gray.7" mt={6}>
            {texts.intro(claim.data.email)}
          </Text>
        </div>
        <SetPasswordForm submitLabel={texts.submit} first onSubmit={save} error={error} />
      </Stack>
    </PublicLayout>
  );
}
