import { CONVERSATION_ANCHOR } from '@equilibrio/contract/conversations';
import { withDayArticle } from '@equilibrio/contract/italian-format';
import { SIGN_IN_LINK_LABEL } from '@equilibrio/contract/sign-in';
import { Alert, Anchor, Group, List, Modal, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import { AppButton } from '@/components/app-button';
import { FormError } from '@/components/form/form-error';
import { InlineOffer } from '@/components/inline-offer';
import { PasswordField } from '@/components/password-field';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api-client';
import { sendSignInLink, useAuth } from '@/lib/auth';
import { reauthenticate, signedInRecently } from '@/lib/auth-account';
import { authErrorOr, wrongPasswordCodes } from '@/lib/auth-errors';
import { formatDay } from '@/lib/format-datetime';
import { useMedia } from '@/lib/media-query';
import { formatCents } from '@/lib/money';
import { useOneAtATime } from '@/lib/one-at-a-time';
import { useDeleteAccount } from '../api/delete-account';
import { privacyMessages as m } from '../messages';

/** An open request the family has paid for: named in the dialog, with the way to its tutor. */
export type PaidOpenRequest = { id: number; service: string; paidCents: number; paidAt: string };

type DeleteAccountModalProps = {
  uid: string;
  /** The open requests already paid for (the deletion closes them, with no refund by itself). */
  paid?: readonly PaidOpenRequest[];
  opened: boolean;
  onClose: () => void;
  /** After the deletion: sign out and leave (the account no longer exists). */
  onDeleted: () => Promise<void> | void;
};

/** Where the emailed link brings the family back: this section, its dialog open again. */
export const DELETE_ACCOUNT_ANCHOR = 'elimina-account';

/**
 * That this device asked the link for the deletion (kept an hour, the link's life): only then does
 * the anchor open the dialog — a link with it from anyone else opens nothing.
 */
const ASKED_KEY = 'equilibrio:deletion-link-asked';
const LINK_LIFE_MS = 60 * 60_000;
function noteDeletionLinkAsked() {
  try {
    localStorage.setItem(ASKED_KEY, String(Date.now()));
  } catch {
    // Storage off: back from the link, the family presses «Elimina il mio account» again.
  }
}
/** Whether this device asked the deletion's link within the hour (told once). */
export function takeDeletionLinkAsked(): boolean {
  try {
    const asked = Number(localStorage.getItem(ASKED_KEY));
    localStorage.removeItem(ASKED_KEY);
    return asked > 0 && Date.now() - asked < LINK_LIFE_MS;
  } catch {
    return false;
  }
}

/**
 * The confirmation of "Elimina il mio account": what is deleted and what the law makes us keep,
 * then who is asking. The identity service wants a recent sign-in: the password signs in again;
 * an account with none (it signs in by emailed links) asks a link, which brings it back here
 * signed in moments ago, and then no password is asked.
 */
export function DeleteAccountModal({
  uid,
  paid = [],
  opened,
  onClose,
  onDeleted,
}: DeleteAccountModalProps) {
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [working, setWorking] = useState(false);
  /** The password was refused: the field is marked, and the keyboard is back in it to retype. */
  const [wrong, setWrong] = useState(false);
  const passwordBox = useRef<HTMLInputElement>(null);
  /** Signed in moments ago (the identity service's window): no password asked. */
  const [recent, setRecent] = useState(false);
  const [linkSentTo, setLinkSentTo] = useState<string | null>(null);
  const email = useAuth().user?.email ?? null;
  useEffect(() => {
    setRecent(false);
    if (!opened) return;
    let live = true;
    signedInRecently().then(
      (yes) => live && setRecent(yes),
      () => {},
    );
    return () => {
      live = false;
    };
  }, [opened]);
  const errorId = useId();
  const deletion = useDeleteAccount(uid);
  const once = useOneAtATime();
  // A phone gets the whole screen: the explanation and the password stay readable together.
  const phone = useMedia('(max-width: 36em)');

  const close = () => {
    if (working) return;
    setPassword('');
    setError(null);
    setWrong(false);
    setLinkSentTo(null);
    onClose();
  };

  const sendLink = () => {
    if (!email) return;
    void once(async () => {
      setError(null);
      try {
        await sendSignInLink(
          email,
          `${paths.dashboard.personalInfo.href()}#${DELETE_ACCOUNT_ANCHOR}`,
        );
        noteDeletionLinkAsked();
        setLinkSentTo(email);
      } catch (failure) {
        setError(authErrorOr(failure, m.linkError));
      }
    });
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if ((!recent && !password) || working) return;
    void once(async () => {
      setError(null);
      setWorking(true);
      try {
        // Still recent now, not only when the dialog opened (minutes may have gone by reading it).
        if (recent && !(await signedInRecently().catch(() => false))) {
          setRecent(false);
          setError(m.notRecent);
          return;
        }
        try {
          if (!recent) await reauthenticate(password);
        } catch (failure) {
          const code = (failure as { code?: string })?.code ?? '';
          setError(
            wrongPasswordCodes.has(code) ? m.wrongPassword : authErrorOr(failure, m.deleteError),
          );
          if (wrongPasswordCodes.has(code)) {
            setWrong(true);
            // Selected, so what is typed next replaces it.
            passwordBox.current?.focus();
            passwordBox.current?.select();
          }
          return;
        }
        try {
          await deletion.mutateAsync();
        } catch (failure) {
          // Refusals (a payment in progress, a held caregiver) explain themselves.
          const known =
            failure instanceof ApiError && [403, 409, 429].includes(failure.status)
              ? failure.message
              : null;
          // The few minutes passed with the dialog open: the password (or a new link) again.
          if (failure instanceof ApiError && failure.code === 'RECENT_LOGIN_REQUIRED')
            setRecent(false);
          setError(known ?? m.deleteError);
          return;
        }
        await onDeleted();
      } finally {
        setWorking(false);
      }
    });
  };

  return (
    <Modal
      opened={opened}
      onClose={close}
      title={m.modalTitle}
      size="lg"
      centered
      fullScreen={phone}
      styles={{ title: { fontWeight: 700, fontSize: 'var(--mantine-font-size-lg)' } }}
      closeOnClickOutside={!working}
      closeOnEscape={!working}
    >
      <form onSubmit={submit} noValidate aria-label={m.deleteTitle}>
        <Stack gap="md">
          <Alert
            color="danger"
            variant="light"
            role="note"
            icon={<IconAlertTriangle size={20} aria-hidden="true" />}
          >
            {m.modalLead}
          </Alert>
          <HeadedList heading={m.deletedHeading} items={m.deletedItems} />
          <HeadedList heading={m.keptHeading} items={m.keptItems} />
          <Text size="sm">{m.openRequests}</Text>
          {paid.length > 0 ? <PaidRequests paid={paid} /> : null}
          {recent ? (
            <Text size="sm">{m.recentSignIn}</Text>
          ) : (
            <>
              <PasswordField
                label={m.passwordLabel}
                description={m.passwordHint}
                autoComplete="current-password"
                required
                value={password}
                onChange={(event) => {
                  setPassword(event.currentTarget.value);
                  setWrong(false);
                }}
                ref={passwordBox}
                aria-invalid={wrong || undefined}
                aria-errormessage={wrong ? errorId : undefined}
                data-autofocus
              />
              {email ? (
                <InlineOffer
                  question={m.noPassword}
                  action={SIGN_IN_LINK_LABEL}
                  done={linkSentTo ? m.linkSent(linkSentTo) : null}
                  onAct={sendLink}
                />
              ) : null}
            </>
          )}
          <FormError message={error} id={errorId} />
          <Group justify="flex-end" gap="sm" wrap="wrap-reverse">
            <AppButton type="button" look="dark-outline" onClick={close} disabled={working}>
              {m.cancel}
            </AppButton>
            <AppButton
              type="submit"
              look="danger"
              loading={working}
              disabled={!recent && !password}
            >
              {m.confirm}
            </AppButton>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

/** What the deletion removes, or what it keeps: a heading over its list. */
function HeadedList({ heading, items }: { heading: string; items: readonly string[] }) {
  return (
    <Stack gap={6}>
      <Title order={3} size="h5">
        {heading}
      </Title>
      <List size="sm" spacing={4}>
        {items.map((item) => (
          <List.Item key={item}>{item}</List.Item>
        ))}
      </List>
    </Stack>
  );
}

/** The open requests already paid for, each with the way to write to its tutor first. */
function PaidRequests({ paid }: { paid: readonly PaidOpenRequest[] }) {
  return (
    <Stack gap={6}>
      <Text size="sm" fw={600}>
        {m.paidHeading}
      </Text>
      <List size="sm" spacing={4}>
        {paid.map((r) => (
          <List.Item key={r.id}>
            {m.paidItem(
              r.id,
              r.service,
              formatCents(r.paidCents),
              withDayArticle('il', formatDay(r.paidAt)),
            )}{' '}
            —{' '}
            <Anchor
              component={Link}
              to={`${paths.dashboard.requestDetail.href(r.id)}#${CONVERSATION_ANCHOR}`}
              size="sm"
              underline="always"
            >
              {m.writeTutor}
            </Anchor>
          </List.Item>
        ))}
      </List>
    </Stack>
  );
}
