import { needsChoices } from '@equilibrio/contract/enums';
import { Anchor, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useCallback, useMemo, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { toast } from '@/components/toast';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api-client';
import { signInAnonymous, useAuth } from '@/lib/auth';
import { authErrorMessage, isConnectionError } from '@/lib/auth-errors';
import { useCompanyServices } from '@/resources/company-services';
import { sendFirstRequest } from '@/resources/first-request';
import { useCompany } from '../api/get-company';
import { CompanyBanner } from '../components/company-banner';
import { FirstRequestForm, type FirstRequestValues } from '../components/first-request-form';
import { PublicLayout } from '../components/public-layout';
import { SetPasswordStep } from '../components/set-password-step';
import { StepLabel } from '../components/step-label';
import {
  type PendingSignUp,
  readPendingSignUp,
  readSignUpDraft,
  savePendingSignUp,
  saveSignUpDraft,
} from '../lib/sign-up-storage';
import { signUpTexts } from '../messages';

/**
 * Spec §2 "Sign-up page" and §4 "Sign-up flow": step 1 the first request (as an anonymous
 * session), step 2 the password that upgrades that same account. `/sign-up/{companyId}` shows the
 * partner company's logo and offers only its services. `onLeaveSignedOut`: told the message
 * when a failed step 1 goes to the root with no session (the guard then reloads on /login).
 */
export function SignUpPage({
  onLeaveSignedOut,
}: {
  onLeaveSignedOut?: (message: string) => void;
} = {}) {
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
        <FirstRequestStep
          companyId={companyId ?? null}
          onSent={setPending}
          onLeaveSignedOut={onLeaveSignedOut}
        />
      )}
    </PublicLayout>
  );
}

function FirstRequestStep({
  companyId,
  onSent,
  onLeaveSignedOut,
}: {
  companyId: string | null;
  onSent: (pending: PendingSignUp) => void;
  onLeaveSignedOut?: (message: string) => void;
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

  const choices = useMemo(
    () => needsChoices(partner ? services.data : null),
    [partner, services.data],
  );

  const keepDraft = useCallback(
    (values: FirstRequestValues) => saveSignUpDraft({ ...values, companyId }),
    [companyId],
  );

  // Offline, the root could not load either ('Connessione assente', then the login page): the
  // visitor stays on the form as typed (the draft kept too) and sends again once back online.
  const offline = () => setServerError({ message: signUpTexts.notSentOffline, fields: {} });

  const submit = async (values: FirstRequestValues) => {
    setServerError(null);
    keepDraft(values);
    let visitor: Awaited<ReturnType<typeof signInAnonymous>>;
    try {
      visitor = await signInAnonymous();
    } catch (error) {
      if (isConnectionError(error)) {
        offline();
        return;
      }
      // Spec §4: a failed step 1 goes to the root with a toast. Without a session the root leads
      // to the login page with a page load, which keeps the message (onLeaveSignedOut); the
      // draft is kept and comes back on this page.
      const message = authErrorMessage(error);
      toast.error(message);
      onLeaveSignedOut?.(signUpTexts.notSent(message));
      navigate(paths.root.href());
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
      if (isConnectionError(error)) {
        offline();
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
          services={choices.fromCompany ? choices.choices.map(({ label }) => label) : []}
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
        needsChoices={choices}
        needsLoading={companyLoading}
        defaultValues={draft ?? undefined}
        onSubmit={submit}
        serverError={serverError}
        onDraftChange={keepDraft}
      />
    </Stack>
  );
}
