import { type ChangeEmail, changeEmailSchema } from '@equilibrio/contract/users';
import { validationMessages } from '@equilibrio/contract/validation';
import { Alert, Group, Modal, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { AppButton } from '@/components/app-button';
import { DialogForm } from '@/components/form/dialog-form';
import { PasswordTextField } from '@/components/form/password-text-field';
import { TextField } from '@/components/form/text-field';
import { useSchemaForm } from '@/components/form/use-schema-form';
import { TitledPanel } from '@/components/section-card';
import { changeEmail } from '@/lib/auth-account';
import { authErrorMessage, authErrorOr, wrongPasswordCodes } from '@/lib/auth-errors';
import { changeEmailMessages as texts } from '../messages';

/**
 * 'Email di accesso' in the personal area: the account's email and 'Cambia email', a modal asking
 * the new address and the current password. The profile form keeps the email read-only (spec).
 */
export function ChangeEmailSection({ email }: { email: string }) {
  const [open, setOpen] = useState(false);
  const [sentTo, setSentTo] = useState<string | null>(null);
  return (
    <TitledPanel title={texts.title} intro={texts.intro(email)}>
      <Stack gap="sm">
        {sentTo ? (
          <Alert color="primary" variant="light" role="status" title={texts.sentTitle}>
            {texts.sent(sentTo)}
          </Alert>
        ) : null}
        <Group justify="flex-end">
          <AppButton look="dark-outline" variant="outline" onClick={() => setOpen(true)}>
            {texts.open}
          </AppButton>
        </Group>
      </Stack>
      <Modal
        opened={open}
        onClose={() => setOpen(false)}
        title={<Text fw={700}>{texts.modalTitle}</Text>}
        centered
      >
        {open ? (
          <ChangeEmailForm
            currentEmail={email}
            onCancel={() => setOpen(false)}
            onSent={(to) => {
              setSentTo(to);
              setOpen(false);
            }}
          />
        ) : null}
      </Modal>
    </TitledPanel>
  );
}

/** Re-authenticates with the current password, then sends the link to the new address. */
function ChangeEmailForm({
  currentEmail,
  onSent,
  onCancel,
}: {
  currentEmail: string;
  onSent: (email: string) => void;
  onCancel: () => void;
}) {
  const form = useSchemaForm(changeEmailSchema, {
    defaultValues: { newEmail: '', currentPassword: '' } satisfies ChangeEmail,
  });
  const { setError } = form;

  const submit = form.handleSubmit(async ({ newEmail, currentPassword }) => {
    const address = newEmail.toLowerCase();
    if (address === currentEmail.toLowerCase()) {
      setError('newEmail', { message: texts.sameEmail });
      return;
    }
    try {
      await changeEmail(currentPassword, address);
      onSent(address);
    } catch (error) {
      const code = (error as { code?: string })?.code ?? '';
      if (wrongPasswordCodes.has(code))
        setError('currentPassword', {
          message: authErrorMessage({ code: 'auth/wrong-password' }),
        });
      else if (code === 'auth/invalid-email' || code === 'auth/invalid-new-email')
        setError('newEmail', { message: validationMessages.loginEmail });
      else
        setError('root', {
          message: authErrorOr(error, texts.failed),
        });
    }
  });

  return (
    <DialogForm form={form} onSubmit={submit} onCancel={onCancel} submitLabel={texts.submit}>
      <Text size="sm">{texts.modalIntro}</Text>
      <TextField
        control={form.control}
        name="newEmail"
        label={texts.newEmail}
        type="email"
        autoComplete="email"
        data-autofocus
      />
      <PasswordTextField
        control={form.control}
        name="currentPassword"
        label={texts.currentPassword}
        autoComplete="current-password"
      />
    </DialogForm>
  );
}
