import { type ChangePassword, changePasswordSchema } from '@equilibrio/contract/users';
import { Stack } from '@mantine/core';
import { useState } from 'react';
import { enterChecksAndSends } from '@/components/form/enter-keeps-form';
import { FormActions } from '@/components/form/form-actions';
import { FormError } from '@/components/form/form-error';
import { NewPasswordField } from '@/components/form/new-password-field';
import { PasswordTextField } from '@/components/form/password-text-field';
import { requiredMark } from '@/components/form/required-mark';
import { useSchemaForm } from '@/components/form/use-schema-form';
import { InlineOffer } from '@/components/inline-offer';
import { TitledPanel } from '@/components/section-card';
import { toast } from '@/components/toast';
import { useAuth } from '@/lib/auth';
import { changePassword } from '@/lib/auth-account';
import { authErrorMessage, authErrorOr, wrongPasswordCodes } from '@/lib/auth-errors';
import { useSendResetPasswordEmail } from '@/resources/password-reset';
import { personalInfoMessages as m } from '../messages';

const empty: ChangePassword = { currentPassword: '', password: '', confirmPassword: '' };
/** The fields' labels (shown with their '*'), and the line under a greyed button names them. */
const labels = {
  currentPassword: 'Password attuale',
  password: 'Nuova password',
  confirmPassword: 'Conferma nuova password',
} satisfies Record<keyof ChangePassword, string>;
/**
 * The embedded password change (spec §2, §5): current password, new password and its
 * confirmation; re-authenticates, then updates through the identity SDK. The identity service
 * signs the other devices out.
 */
export function ChangePasswordForm() {
  const { control, handleSubmit, reset, setError, formState } = useSchemaForm(
    changePasswordSchema,
    {
      defaultValues: empty,
    },
  );
  const [failure, setFailure] = useState<string>();

  const submit = handleSubmit(async (values) => {
    setFailure(undefined);
    try {
      await changePassword(values.currentPassword, values.password);
      reset(empty);
      toast.success(m.passwordChanged);
    } catch (error) {
      const code = (error as { code?: string })?.code ?? '';
      if (wrongPasswordCodes.has(code)) {
        // Said where it is to be fixed, with the spec's toast; no banner of a failure beside it.
        setError(
          'currentPassword',
          { message: authErrorMessage({ code: 'auth/wrong-password' }) },
          { shouldFocus: true },
        );
        toast.error(m.passwordError);
        return;
      }
      setFailure(authErrorOr(error, m.passwordError));
      toast.error(m.passwordError);
    }
  });

  const field = (name: keyof ChangePassword, autoComplete: 'current-password' | 'new-password') => (
    <PasswordTextField
      control={control}
      name={name}
      label={`${labels[name]}*`}
      {...requiredMark}
      autoComplete={autoComplete}
    />
  );
  // The new one shows its rules ticked as they are met.
  const newPassword = (
    <NewPasswordField
      control={control}
      name="password"
      label={`${labels.password}*`}
      {...requiredMark}
    />
  );

  return (
    <TitledPanel
      title="Cambia password"
      intro="Dopo il cambio, gli altri dispositivi dovranno accedere di nuovo."
    >
      <form
        onSubmit={submit}
        noValidate
        aria-label="Cambia password"
        onKeyDown={enterChecksAndSends(formState, submit)}
      >
        <Stack gap="sm">
          <FormError message={failure} />
          {field('currentPassword', 'current-password')}
          <NoPasswordYet />
          {newPassword}
          {field('confirmPassword', 'new-password')}
          <FormActions<ChangePassword>
            submitLabel="Aggiorna password"
            submitLook="dark"
            loading={formState.isSubmitting}
            disabled={!formState.isValid}
            waitsFor={{ control, labels }}
          />
        </Stack>
      </form>
    </TitledPanel>
  );
}

/**
 * An account that signs in by emailed links has no current password to type (nor one who forgot
 * it): the reset email, sent to its own address, sets a new one.
 */
function NoPasswordYet() {
  const email = useAuth().user?.email;
  const send = useSendResetPasswordEmail();
  if (!email) return null;
  return (
    <>
      <InlineOffer
        question={m.noPassword}
        action={m.sendResetLink}
        done={send.isSuccess ? m.resetLinkSent(email) : null}
        onAct={() => send.mutate({ email })}
        pending={send.isPending}
      />
      <FormError message={send.isError ? m.resetLinkError : undefined} />
    </>
  );
}
