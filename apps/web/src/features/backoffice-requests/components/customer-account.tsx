import {
  ACCOUNT_REASON_MAX,
  type AccountEvent,
  accountStatusChangeSchema,
  type CustomerAccount as CustomerAccountData,
} from '@equilibrio/contract/backoffice';
import { withDayArticle } from '@equilibrio/contract/italian-format';
import { ActionIcon, Alert, Group, Menu, Stack, Text } from '@mantine/core';
import { IconDots, IconLock } from '@tabler/icons-react';
import { useState } from 'react';
import { AppButton } from '@/components/app-button';
import { AppMenu } from '@/components/app-menu';
import { DialogForm } from '@/components/form/dialog-form';
import { TextareaField } from '@/components/form/textarea-field';
import { useSchemaForm } from '@/components/form/use-schema-form';
import { GuardedModal, useDiscardGuard } from '@/components/guarded-modal';
import { useMenuOpener } from '@/components/menu-opener';
import { toast } from '@/components/toast';
import { applyServerFieldErrors, errorMessage } from '@/lib/form-errors';
import { formatDateTime } from '@/lib/format-datetime';
import { useMedia } from '@/lib/media-query';
import { personName } from '@/lib/person';
import { useChangeAccountStatus } from '../api/change-account-status';

const actor = (event: AccountEvent) =>
  event.by ? personName(event.by) : 'un amministratore (riga di comando)';

/** "Account disattivato il 12 mar 2030, 10:00 — motivo: …" for the latest change. */
function statusLine(event: AccountEvent) {
  const what = event.action === 'disabled' ? 'Account disattivato' : 'Account riattivato';
  const reason = event.reason ? ` — motivo: ${event.reason}` : '';
  return `${what} ${withDayArticle('il', formatDateTime(event.createdAt))}${reason}`;
}

/** Whose account, by uid and name, and its state. */
type AccountProps = {
  customerUid: string;
  customerName: string;
  account: CustomerAccountData;
};

/**
 * The customer's account on the request page: its state (disabled: when and why) and, once
 * disabled, the button that re-enables it. Disabling is not in plain sight (a tutor on the card
 * all day could press it by mistake): it sits in the card's 'Altre azioni' menu
 * (`CustomerAccountMenu`). Either asks for the reason in a modal first.
 */
export function CustomerAccount({ customerUid, customerName, account }: AccountProps) {
  const [open, setOpen] = useState(false);
  const latest = account.history[0];

  return (
    <Stack gap={6}>
      {account.disabled ? (
        <Alert color="danger" variant="light" icon={<IconLock size={18} aria-hidden />} p="xs">
          <Text size="sm" fw={600}>
            {latest?.action === 'disabled' ? statusLine(latest) : 'Account disattivato'}
          </Text>
          {latest?.action === 'disabled' ? (
            <Text size="xs" c="ink.6">
              Da {actor(latest)}. La famiglia non può accedere finché l’account non viene
              riattivato.
            </Text>
          ) : null}
        </Alert>
      ) : latest ? (
        <Text size="xs" c="ink.6">
          {statusLine(latest)} (da {actor(latest)})
        </Text>
      ) : null}
      {account.disabled ? (
        <Group>
          <AppButton look="dark-outline" variant="outline" size="xs" onClick={() => setOpen(true)}>
            Riattiva account
          </AppButton>
        </Group>
      ) : null}
      <AccountStatusDialog
        opened={open && account.disabled}
        onClose={() => setOpen(false)}
        customerUid={customerUid}
        customerName={customerName}
        disable={false}
      />
    </Stack>
  );
}

/**
 * The client card's '⋯' menu ('Altre azioni'): 'Disattiva account…', which opens the one
 * confirmation (what happens, the reason, 'Annulla' beside it). Nothing while the account is
 * disabled: 'Riattiva account' is in sight below.
 */
export function CustomerAccountMenu({ customerUid, customerName, account }: AccountProps) {
  const [open, setOpen] = useState(false);
  const menu = useMenuOpener();
  if (account.disabled) return null;
  return (
    <>
      <AppMenu position="bottom-end" withinPortal>
        <Menu.Target>
          <ActionIcon
            ref={menu.target}
            variant="subtle"
            color="ink"
            aria-label="Altre azioni"
            title="Altre azioni"
          >
            <IconDots size={18} aria-hidden />
          </ActionIcon>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Item
            color="danger"
            leftSection={<IconLock size={16} aria-hidden />}
            onClick={menu.opening(() => setOpen(true))}
          >
            Disattiva account…
          </Menu.Item>
        </Menu.Dropdown>
      </AppMenu>
      <AccountStatusDialog
        opened={open}
        onClose={() => setOpen(false)}
        customerUid={customerUid}
        customerName={customerName}
        disable
      />
    </>
  );
}

/** The modal that disables or re-enables the account, guarding a typed reason. */
function AccountStatusDialog({
  opened,
  onClose,
  customerUid,
  customerName,
  disable,
}: {
  opened: boolean;
  onClose: () => void;
  customerUid: string;
  customerName: string;
  disable: boolean;
}) {
  /** A reason has been typed: the dialog asks before Escape, the × or Back loses it (GuardedModal). */
  const guard = useDiscardGuard(onClose);
  const wide = useMedia('(min-width: 48em)');
  return (
    <GuardedModal
      dirty={guard.dirty}
      opened={opened}
      onClose={guard.close}
      title={<Text fw={700}>{disable ? 'Disattiva account' : 'Riattiva account'}</Text>}
      size="md"
      fullScreen={!wide}
    >
      {opened ? (
        <AccountStatusForm
          customerUid={customerUid}
          customerName={customerName}
          disable={disable}
          onTyped={guard.setDirty}
          onCancel={guard.cancel}
          onDone={guard.close}
        />
      ) : null}
    </GuardedModal>
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
          ? `${customerName} non potrà più accedere al portale: le sessioni aperte vengono chiuse subito. Le sue richieste restano come sono e puoi continuare a seguirle. Potrai riattivare l’account in qualsiasi momento.`
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
