import { Center, Paper, Stack, Text, Title } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { useState } from 'react';
import { enterChecksAndSends } from '@/components/form/enter-keeps-form';
import { FormActions } from '@/components/form/form-actions';
import { FormError } from '@/components/form/form-error';
import { PasswordTextField } from '@/components/form/password-text-field';
import { TextField } from '@/components/form/text-field';
import { useAppForm } from '@/components/form/use-app-form';
import { signIn } from '@/lib/auth';
import { authErrorMessage } from '@/lib/auth-errors';
import { type LoginValues, loginResolver } from '@/resources/login-schema';

/** The fields as the line under a greyed 'Accedi' names them. */
const staffLabels = { email: 'Email', password: 'Password' } as const;

/**
 * The staff entrance of the back office: email and password, 'Accedi'. After signing in the
 * tutor stays where they were (the back office re-renders for the signed-in user).
 */
export function StaffSignIn() {
  const [error, setError] = useState<string | null>(null);
  const form = useAppForm<LoginValues>({
    resolver: loginResolver,
    mode: 'onTouched',
    defaultValues: { email: '', password: '' },
  });
  const { isSubmitting, isValid } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    setError(null);
    try {
      await signIn(values.email, values.password);
    } catch (err) {
      setError(authErrorMessage(err));
    }
  });

  return (
    <Center mih="100dvh" p="md" component="main">
      <Paper withBorder shadow="sm" radius="lg" p={{ base: 'lg', sm: 'xl' }} w="100%" maw={420}>
        <form onSubmit={submit} noValidate onKeyDown={enterChecksAndSends(form.formState, submit)}>
          <Stack gap="md">
            <Stack gap={4}>
              <Text c="primary.7" fw={700} size="sm" tt="uppercase">
                Equilibrio · Back office
              </Text>
              <Title order={1} size="h2">
                Accesso family tutor
              </Title>
              <Text c="ink.5" size="sm">
                Entra con l’account che ti è stato assegnato.
              </Text>
            </Stack>
            <TextField
              control={form.control}
              name="email"
              label={staffLabels.email}
              type="email"
              inputMode="email"
              autoComplete="username"
              required
            />
            <PasswordTextField
              control={form.control}
              name="password"
              label={staffLabels.password}
              autoComplete="current-password"
              required
            />
            <FormError message={error} icon={<IconLock aria-hidden />} />
            <FormActions<LoginValues>
              fullWidth
              submitLabel="Accedi"
              loading={isSubmitting}
              disabled={!isValid}
              waitsFor={{ control: form.control, labels: staffLabels }}
            />
          </Stack>
        </form>
      </Paper>
    </Center>
  );
}
