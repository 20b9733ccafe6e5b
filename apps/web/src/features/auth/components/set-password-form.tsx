import { setPasswordSchema } from '@equilibrio/contract/validation';
import { Stack } from '@mantine/core';
import { enterChecksAndSends } from '@/components/form/enter-keeps-form';
import { FormActions } from '@/components/form/form-actions';
import { FormError } from '@/components/form/form-error';
import { NewPasswordField } from '@/components/form/new-password-field';
import { PasswordTextField } from '@/components/form/password-text-field';
import { useSchemaForm } from '@/components/form/use-schema-form';
import { passwordTexts } from '../messages';

type SetPasswordFormProps = {
  submitLabel: string;
  /** The account's first password ('Password'), not one replacing another ('Nuova password'). */
  first?: boolean;
  /** Resolves when done; a rejection leaves the form as it is (show it through `error`). */
  onSubmit: (password: string) => Promise<void>;
  /** The error line under the fields (spec §8 messages). */
  error?: string | null;
};

/**
 * New password + confirmation with every rule of spec §5 "New password" (the contract's
 * `setPasswordSchema`), ticked under the field as they are met and said once a field is left;
 * the button stays disabled while invalid.
 */
export function SetPasswordForm({
  submitLabel,
  first = false,
  onSubmit,
  error,
}: SetPasswordFormProps) {
  const passwordLabel = first ? passwordTexts.firstPassword : passwordTexts.password;
  const form = useSchemaForm(setPasswordSchema, {
    defaultValues: { password: '', confirmPassword: '' },
  });
  const { isValid, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    await onSubmit(values.password).catch(() => {});
  });

  return (
    <form onSubmit={submit} noValidate onKeyDown={enterChecksAndSends(form.formState, submit)}>
      <Stack gap="md">
        <NewPasswordField
          control={form.control}
          name="password"
          label={passwordLabel}
          required
          onChange={() => {
            // Re-check the confirmation as the password changes once it has been touched.
            if (form.getFieldState('confirmPassword').isTouched) {
              void form.trigger('confirmPassword');
            }
          }}
        />
        <PasswordTextField
          control={form.control}
          name="confirmPassword"
          label={passwordTexts.confirm}
          autoComplete="new-password"
          required
        />
        <FormError message={error} />
        <FormActions
          fullWidth
          submitLabel={submitLabel}
          disabled={!isValid}
          loading={isSubmitting}
          // The fields as the line under the greyed button names them.
          waitsFor={{
            control: form.control,
            labels: { password: passwordLabel, confirmPassword: passwordTexts.confirm },
          }}
        />
      </Stack>
    </form>
  );
}
