import { serviceChoices } from '@equilibrio/contract/enums';
import { Alert, Anchor, Box, Group, Image, Loader, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconBuildingCommunity } from '@tabler/icons-react';
import { useCallback, useMemo, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { toast } from '@/components/toast';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api-client';
import {
  authErrorMessage,
  linkEmailPassword,
  sendVerificationEmail,
  signIn,
  signInAnonymous,
  useAuth,
} from '@/lib/auth';
import { useCompanyServices } from '@/resources/company-services';
import { sendFirstRequest } from '@/resources/first-request';
import { useCompany } from '../api/get-company';
import { FirstRequestForm, type FirstRequestValues } from '../components/first-request-form';
import { PublicLayout } from '../components/public-layout';
import { SetPasswordForm } from '../components/set-password-form';
import {
  type PendingSignUp,
  readPendingSignUp,
  readSignUpDraft,
  savePendingSignUp,
  saveSignUpDraft,
} from '../lib/sign-up-storage';
import { signUpTexts } from '../messages';

/** Spec §8 "Reset and verification email". */
const verificationSent = 'Email di verifica account inviata.';
const verificationFailed =
  "Si è verificato un errore imprevisto nell'invio della mail di verifica account.";

/**
 * Spec §2 "Sign-up page" and §4 "Sign-up flow": step 1 the first request (as an anonymous
 * session), step 2 the password that upgrades that same account. `/sign-up/{companyId}` shows the
 * partner company's logo and offers only its services.
 */
export function SignUpPage() {
  const { companyId } = useParams();
  const auth = useAuth();
  const [pending, setPending] = useState<PendingSignUp | null>(() =>
    auth.status === 'anonymous' ? readPendingSignUp(auth.user.uid) : null,
  );

  return (
    <PublicLayout>
      {pending ? (
        <SetPasswordStep pending={pending} />
      ) : (
        <FirstRequestStep companyId={companyId ?? null} onSent={setPending} />
      )}
    </PublicLayout>
  );
}

function StepLabel({ step, of, label }: { step: number; of: number; label: string }) {
  return (
    <Text size="sm" fw={700} c="primary.7" tt="uppercase" style={{ letterSpacing: '0.04em' }}>
      Passo {step} di {of} · {label}
    </Text>
  );
}

function FirstRequestStep({
  companyId,
  onSent,
}: {
  companyId: string | null;
  onSent: (pending: PendingSignUp) => void;
}) {
  const navigate = useNavigate();
  const company = useCompany(companyId ?? undefined);
  const services = useCompanyServices(companyId, { retry: false });
  const [serverError, setServerError] = useState<{
    message: string;
    fields: Partial<Record<keyof FirstRequestValues, string>>;
  } | null>(null);
  const [draft] = useState(() => {
    const saved = readSignUpDraft();
    return saved?.companyId === companyId ? saved : null;
  });

  const companyLoading = Boolean(companyId) && (company.isPending || services.isPending);
  const companyFailed = Boolean(companyId) && (company.isError || services.isError);
  const partner = companyId && company.data && services.data ? company.data : null;
  const unknownCompany =
    companyFailed &&
    [company.error, services.error].some(
      (error) => error instanceof ApiError && (error.status === 404 || error.status === 400),
    );

  const needsOptions = useMemo(
    () =>
      partner && services.data
        ? services.data.map((s) => ({ value: s.name, label: s.name }))
        : serviceChoices.map((c) => ({ value: c.value, label: c.label })),
    [partner, services.data],
  );

  const keepDraft = useCallback(
    (values: FirstRequestValues) => saveSignUpDraft({ ...values, companyId }),
    [companyId],
  );

  const submit = async (values: FirstRequestValues) => {
    setServerError(null);
    keepDraft(values);
    let visitor: Awaited<ReturnType<typeof signInAnonymous>>;
    try {
      visitor = await signInAnonymous();
    } catch (error) {
      // Without a session the root would only lead to the login page (and lose the toast):
      // say it here, the form stays as typed.
      setServerError({ message: authErrorMessage(error), fields: {} });
      return;
    }
    try {
      await sendFirstRequest({
        uid: visitor.uid,
        name: values.name,
        surname: values.surname,
        email: values.email,
        phone: values.phone,
        needs: values.needs,
        details: values.details.trim() || null,
        conditions: true,
        companyId: partner?.id ?? null,
      });
      const next: PendingSignUp = {
        uid: visitor.uid,
        email: values.email.trim().toLowerCase(),
        displayName: `${values.name.trim()} ${values.surname.trim()}`,
      };
      savePendingSignUp(next);
      saveSignUpDraft(null);
      toast.success(signUpTexts.sent);
      onSent(next);
    } catch (error) {
      // Mistakes the visitor can fix (a field the server refused, an email already registered)
      // stay on the form; anything else follows the spec: back to the root with a toast (the
      // draft is kept and comes back on this page).
      if (error instanceof ApiError && (error.status === 400 || error.status === 409)) {
        const fields = Object.fromEntries(
          Object.entries(error.fields ?? {}).map(([path, message]) => [
            path.replace(/^body\./, ''),
            message,
          ]),
        );
        setServerError({ message: error.message, fields });
        return;
      }
      toast.error(
        error instanceof ApiError && error.status !== 0 ? error.message : signUpTexts.failed,
      );
      navigate(paths.root.href());
    }
  };

  return (
    <Stack gap="lg">
      <Anchor
        component={Link}
        to={paths.login.href()}
        size="sm"
        fw={600}
        w="fit-content"
        style={{ display: 'inline-flex', alignItems: 'center', gap: 6 }}
      >
        <IconArrowLeft size={16} aria-hidden="true" />
        {signUpTexts.back}
      </Anchor>
      {companyId ? (
        <CompanyBanner
          loading={companyLoading}
          name={partner?.name ?? null}
          logoUrl={partner?.logoUrl ?? null}
          problem={
            companyFailed
              ? unknownCompany
                ? signUpTexts.unknownCompany
                : 'Non è stato possibile caricare i servizi della tua azienda. Puoi comunque inviare la tua richiesta.'
              : null
          }
        />
      ) : null}
      <div>
        <StepLabel step={1} of={2} label="La tua richiesta" />
        <Title order={1} fz={{ base: 24, sm: 28 }} mt={4}>
          {signUpTexts.title}
        </Title>
        <Text c="gray.7" mt={6}>
          {partner ? signUpTexts.companySubtitle(partner.name) : signUpTexts.subtitle}
        </Text>
      </div>
      <FirstRequestForm
        needsOptions={needsOptions}
        needsLoading={companyLoading}
        defaultValues={draft ?? undefined}
        onSubmit={submit}
        serverError={serverError}
        onDraftChange={keepDraft}
      />
    </Stack>
  );
}

function CompanyBanner({
  loading,
  name,
  logoUrl,
  problem,
}: {
  loading: boolean;
  name: string | null;
  logoUrl: string | null;
  problem: string | null;
}) {
  if (loading) {
    return (
      <Group gap="sm" aria-live="polite">
        <Loader size="sm" />
        <Text size="sm" c="gray.7">
          Caricamento dell’azienda…
        </Text>
      </Group>
    );
  }
  if (problem) {
    return (
      <Alert color="sun" variant="light" icon={<IconBuildingCommunity aria-hidden="true" />}>
        <Text size="sm">{problem}</Text>
      </Alert>
    );
  }
  if (!name) return null;
  return (
    <Box
      p="md"
      style={{
        borderRadius: 'var(--mantine-radius-md)',
        background: 'var(--mantine-color-primary-0)',
      }}
    >
      <Stack gap="xs" align="flex-start">
        {logoUrl ? (
          <Image src={logoUrl} alt={`Logo di ${name}`} h={48} w="auto" maw="100%" fit="contain" />
        ) : (
          <IconBuildingCommunity size={40} aria-hidden="true" />
        )}
        <Text size="sm">
          Programma welfare di <strong>{name}</strong>
        </Text>
      </Stack>
    </Box>
  );
}

function SetPasswordStep({ pending }: { pending: PendingSignUp }) {
  const navigate = useNavigate();
  const [error, setError] = useState<string | null>(null);

  const complete = async (password: string) => {
    setError(null);
    try {
      await linkEmailPassword(pending.email, password, pending.displayName);
    } catch (err) {
      setError(authErrorMessage(err));
      throw err;
    }
    // The link already signs the account in with its password; signing in again refreshes the
    // session as spec §4 describes, and is harmless if it fails.
    await signIn(pending.email, password).catch(() => {});
    savePendingSignUp(null);
    try {
      await sendVerificationEmail();
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
        <Title order={1} fz={{ base: 24, sm: 28 }} mt={4}>
          {signUpTexts.passwordTitle}
        </Title>
        <Text c="gray.7" mt={6}>
          {signUpTexts.passwordIntro(pending.email)}
        </Text>
      </div>
      <SetPasswordForm submitLabel={signUpTexts.passwordSubmit} onSubmit={complete} error={error} />
    </Stack>
  );
}
