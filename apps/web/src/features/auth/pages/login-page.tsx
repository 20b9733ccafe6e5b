import { Alert, Anchor, Group, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import { useState } from 'react';
import { type Resolver, useForm } from 'react-hook-form';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { AppButton } from '@/components/app-button';
import { FormError } from '@/components/form/form-error';
import { PasswordTextField } from '@/components/form/password-text-field';
import { emailInput, TextField } from '@/components/form/text-field';
import { OutcomeNotice } from '@/components/outcome-notice';
import { toast } from '@/components/toast';
import { paths } from '@/config/paths';
import { authErrorMessage, currentRole, signIn } from '@/lib/auth';
import { returnPathOf } from '@/lib/return-path';
import type { LoginValues } from '@/resources/login-schema';
import { useSendResetPasswordEmail } from '../api/send-reset-password-email';
import { PublicLayout } from '../components/public-layout';
import { loginTexts } from '../messages';

/**
 * Spec §5 "Login" rules (login-schema.ts). zod loads with the first check, not with the page:
 * the login page is the first one most visitors see.
 */
const loadSchema = () => import('@/resources/login-schema');
const loginResolver: Resolver<LoginValues> = async (...args) =>
  (await loadSchema()).loginResolver(...args);

/**
 * Spec §2 "Login page". `notice`: a message about how the previous session ended (e.g. the
 * account was deleted), shown above the form. A customer goes to dashboard/home, or back to the
 * dashboard address the guard sent them here from (`?next=`, checked by lib/return-path.ts).
 */
export function LoginPage({ notice }: { notice?: string | null } = {}) {
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const returnTo = returnPathOf(search);
  const [error, setError] = useState<string | null>(null);
  /** Where the reset email went: the confirmation stays under the link (the toast goes). */
  const [resetSentTo, setResetSentTo] = useState<string | null>(null);
  const resetEmail = useSendResetPasswordEmail();
  const form = useForm<LoginValues>({
    resolver: loginResolver,
    mode: 'onTouched',
    defaultValues: { email: '', password: '' },
  });
  const { isValid, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async ({ email, password }) => {
    setError(null);
    try {
      await signIn(email, password);
      // Family tutors work in the back office; customers land on their dashboard.
      const role = await currentRole();
      navigate(
        role === 'tutor' ? paths.backoffice.root.href() : (returnTo ?? paths.dashboard.home.href()),
        { replace: true },
      );
    } catch (err) {
      setError(authErrorMessage(err));
    }
  });

  /** Spec §5/§8: the reset email needs a valid, non-empty email. */
  const sendReset = async () => {
    const email = (await loadSchema()).validLoginEmail(form.getValues('email'));
    if (email === null) {
      void form.trigger('email');
      form.setFocus('email');
      toast.warning(loginTexts.resetNeedsEmail);
      return;
    }
    resetEmail.mutate(email, {
      onSuccess: () => {
        toast.success(loginTexts.resetSent);
        setResetSentTo(email);
      },
      onError: () => toast.error(loginTexts.resetFailed),
    });
  };

  return (
    <PublicLayout>
      <Stack gap="lg">
        <div>
          <Title order={1} fz={{ base: 26, sm: 30 }}>
            {loginTexts.title}
          </Title>
          <Text c="gray.7" mt={6}>
            {loginTexts.subtitle}
          </Text>
        </div>
        {notice ? (
          <Alert color="primary" variant="light" role="status">
            <Text size="sm">{notice}</Text>
          </Alert>
        ) : null}
        <form onSubmit={submit} noValidate aria-label="Accesso">
          <Stack gap="md">
            <TextField control={form.control} name="email" {...emailInput} required />
            <PasswordTextField
              control={form.control}
              name="password"
              label="Password"
              autoComplete="current-password"
              required
            />
            <Group justify="flex-end" mt={-6}>
              <UnstyledButton
                type="button"
                onClick={sendReset}
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
            <FormError message={error} />
            <AppButton type="submit" size="md" fullWidth disabled={!isValid} loading={isSubmitting}>
              {loginTexts.submit}
            </AppButton>
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
