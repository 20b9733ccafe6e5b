import {
  ACCOUNT_REASON_MAX,
  type AccountEvent,
  accountStatusChangeSchema,
  type CustomerAccount as CustomerAccountData,
} from '@equilibrio/contract/backoffice';
import { withDayArticle } from '@equilibrio/contract/italian-format';
import { Alert, Group, Stack, Text } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { useState } from 'react';
import { AppButton } from '@/components/app-button';
import { DialogForm } from '@/components/form/dialog-form';
import { TextareaField } from '@/components/form/textarea-field';
import { useSchemaForm } from '@/components/form/use-schema-form';
import { GuardedModal, useDiscardGuard } from '@/components/guarded-modal';
import { toast } from '@/components/toast';
import { applyServerFieldErrors, errorMessage } from '@/lib/form-errors';
import { formatDateTime } from '@/lib/format-datetime';
import { useMedia } from '@/lib/media-query';
import { useChangeAccountStatus } from '../api/change-account-status';
import { personName } from '../lib/person';

const actor = (event: AccountEvent) =>
  event.by ? personName(event.by) : 'un amministratore (riga di comando)';

/** "Account disattivato il 12 mar 2030, 10:00 — motivo: …" for the latest change. */
function statusLine(event: AccountEvent) {
  const what = event.action === 'disabled' ? 'Account disattivato' : 'Account riattivato';
  const reason = event.reason ? ` — motivo: ${event.reason}` : '';
  return `${what} ${withDayArticle('il', formatDateTime(event.createdAt))}${reason}`;
}

/**
 * The customer's account on the request page: its state (disabled: when and why) and the button
 * that disables or re-enables it, which asks for the reason in a modal first.
 */
export function CustomerAccount({
  customerUid,
  customerName,
  account,
}: {
  customerUid: string;
  customerName: string;
  account: CustomerAccountData;
}) {
  const [open, setOpen] = useState(false);
  /** A reason has been typed: the dialog asks before Escape, the × or Back loses it (GuardedModal). */
  const guard = useDiscardGuard(() => setOpen(false));
  const wide = useMedia('(min-width: 48em)');
  const latest = account.history[0];
  const title = account.disabled ? 'Riattiva account' : 'Disattiva account';

  return (
    <Stack gap={6}>
      {account.disabled ? (
        <Alert color="danger" variant="light" icon={<IconLock size={18} aria-hidden />} p="xs">
          <Text size="sm" fw={600}>
            {latest?.action === 'disabled' ? statusLine(latest) : 'Account disattivato'}
          </Text>
          {latest?.action === 'disabled' ? (
            <Text size="xs" c="ink.6">
              Da {actor(latest)}. Il cliente non può accedere finché l’account non viene riattivato.
            </Text>
          ) : null}
        </Alert>
      ) : latest ? (
        <Text size="xs" c="ink.6">
          {statusLine(latest)} (da {actor(latest)})
        </Text>
      ) : null}
      <Group>
        <AppButton
          look={account.disabled ? 'dark-outline' : 'danger'}
          variant="outline"
          size="xs"
          onClick={() => setOpen(true)}
        >
          {title}
        </AppButton>
      </Group>
      <GuardedModal
        dirty={guard.dirty}
        opened={open}
        onClose={guard.close}
        title={<Text fw={700}>{title}</Text>}
        size="md"
        fullScreen={!wide}
      >
        {open ? (
          <AccountStatusForm
            customerUid={customerUid}
            customerName={customerName}
            disable={!account.disabled}
            onTyped={guard.setDirty}
            onCancel={guard.cancel}
            onDone={guard.close}
          />
        ) : null}
      </GuardedModal>
    </Stack>
  );
}

/** The modal's form: what will happen, the required reason, confirm and cancel. */
export function AccountStatusForm({
  customerUid,
  customerName,
  disable,
  onTyped,
  onCancel,
  onDone,
}: {
  customerUid: string;
  customerName: string;
  disable: boolean;
  /** Whether a reason is typed now (the dialog then guards it). */
  onTyped?: (typed: boolean) => void;
  /** 'Annulla' (by default the same as done). */
  onCancel?: () => void;
  onDone: () => void;
}) {
  const change = useChangeAccountStatus();
  const form = useSchemaForm(accountStatusChangeSchema, { defaultValues: { reason: '' } });

  const submit = form.handleSubmit(async (values) => {
    try {
      await change.mutateAsync({
        customerUid,
        action: disable ? 'disable' : 'enable',
        reason: values.reason,
      });
      toast.success(disable ? 'Account disattivato' : 'Account riattivato');
      onDone();
    } catch (error) {
      if (!applyServerFieldErrors(error, form.setError, ['reason'])) {
        form.setError('root', { message: errorMessage(error) });
      }
    }
  });

  return (
    <DialogForm
      form={form}
      onSubmit={submit}
      onCancel={onCancel ?? onDone}
      onDirtyChange={onTyped}
      submitLabel={disable ? 'Disattiva account' : 'Riattiva account'}
      submitLook={disable ? 'danger' : 'primary'}
    >
      <Text size="sm">
        {disable
          ? `${customerName} non potrà più accedere al portale: le sessioni aperte vengono chiuse subito. Potrai riattivare l’account in qualsiasi momento.`
          : `${customerName} potrà di nuovo accedere al portale con le sue credenziali.`}
      </Text>
      <TextareaField
        control={form.control}
        name="reason"
        label="Motivo"
        description="Resta nello storico dell’account (da 5 a 500 caratteri)."
        required
        autosize
        minRows={3}
        maxLength={ACCOUNT_REASON_MAX}
        data-autofocus
      />
    </DialogForm>
  );
}
