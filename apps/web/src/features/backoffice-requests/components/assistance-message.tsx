import type { BackofficeAssistance } from '@equilibrio/contract/backoffice';
import type { AssistanceType } from '@equilibrio/contract/enums';
import { withDayArticle } from '@equilibrio/contract/italian-format';
import { assistanceMessageText, assistanceTypeLabels } from '@equilibrio/contract/workflow';
import { Anchor, Badge, Group, Paper, Spoiler, Stack, Text } from '@mantine/core';
import { IconArrowBackUp, IconCheck, IconMessageCircle } from '@tabler/icons-react';
import { type ReactNode, useEffect, useState } from 'react';
import { AppButton, SmallButton } from '@/components/app-button';
import { focusLanding } from '@/components/focus-keeper';
import { useDiscardGuard } from '@/components/guarded-modal';
import { PhoneLink } from '@/components/phone-link';
import { RequestLink } from '@/components/request-link';
import { toast } from '@/components/toast';
import { UrgentBadge } from '@/components/urgent-badge';
import { errorMessage } from '@/lib/form-errors';
import { formatDateTime } from '@/lib/format-datetime';
import { personName } from '@/lib/person';
import { useMarkAssistanceHandled, useReopenAssistance } from '../api/mark-assistance-handled';
import { openMessageTexts } from '../lib/open-messages';
import { unsentReplyTexts } from '../lib/unsent-reply';

/**
 * The badge of each kind: a substitution, other profiles or a move of the interview ask for a
 * move, not only an answer.
 */
const typeColors = {
  GENERIC: 'primary',
  SUBSTITUTION: 'secondary',
  OTHER_PROFILES: 'secondary',
  INTERVIEW_CHANGE: 'secondary',
} as const satisfies Record<AssistanceType, string>;

/**
 * One message from a customer, with 'Segna come gestita' (a segnalazione) or 'Segna come gestito'
 * (a message written in the conversation) while it is open, 'Riapri' after.
 */
export function AssistanceMessage({
  message,
  showCustomer = false,
  conversation,
  onDirtyChange,
  leftTheList = false,
}: {
  message: BackofficeAssistance;
  /** Kept on screen for its reply being written, though the list no longer holds it. */
  leftTheList?: boolean;
  showCustomer?: boolean;
  /**
   * The message's conversation, opened with 'Rispondi' (the reply may handle the message); it tells
   * `onDirtyChange` whether a reply is written and not sent.
   */
  conversation?: (onDirtyChange: (dirty: boolean) => void) => ReactNode;
  /** Whether a reply is written here and not sent (the page asks before changing the list). */
  onDirtyChange?: (dirty: boolean) => void;
}) {
  const markHandled = useMarkAssistanceHandled();
  const reopen = useReopenAssistance();
  const [replying, setReplying] = useState(false);
  // Closing the conversation with a reply half written asks first, as leaving a form does.
  const guard = useDiscardGuard(() => setReplying(false), unsentReplyTexts);
  useEffect(() => {
    if (!guard.dirty) return;
    onDirtyChange?.(true);
    return () => onDirtyChange?.(false);
  }, [guard.dirty, onDirtyChange]);
  // Kept on screen though the list no longer holds it: maybe handled already, its state unknown
  // (no 'In attesa di risposta', no red).
  const open = message.handledAt === null && !leftTheList;
  // A message written in the conversation is no segnalazione: it awaits an answer there, until a
  // tutor writes after it ('Rispondi': answered, still to mark handled).
  const inConversation = message.kind === 'message';
  const answered = open && inConversation && message.answered;
  // The open conversation shows the message in its place: the card does not repeat it above.
  const showsConversation = conversation !== undefined && replying;
  return (
    <Paper
      withBorder
      radius="md"
      p="sm"
      component="article"
      // Handled, it leaves the list: the keyboard goes on to the next message (focus keeper).
      {...focusLanding}
      bg={answered ? 'sun.0' : open ? 'danger.0' : undefined}
      aria-label={`${inConversation ? 'Messaggio' : 'Segnalazione'} ${withDayArticle('di', formatDateTime(message.createdAt))}`}
    >
      <Stack gap={6}>
        {leftTheList ? (
          <Text size="sm" fw={600} c="danger.8" role="status">
            {openMessageTexts.leftTheList(inConversation)}
          </Text>
        ) : null}
        <Group justify="space-between" gap="xs" wrap="wrap">
          <Group gap={6}>
            {message.urgent ? <UrgentBadge open={open} /> : null}
            {inConversation ? (
              <Badge
                color={answered ? 'sun' : open ? 'danger' : 'primary'}
                // Dark text on the light yellow: the tag reads as calmly as it says.
                c={answered ? 'sun.9' : undefined}
                variant="light"
                tt="none"
              >
                {answered
                  ? openMessageTexts.answeredBadge
                  : open
                    ? openMessageTexts.awaitingBadge
                    : 'Messaggio nella conversazione'}
              </Badge>
            ) : (
              <Badge color={typeColors[message.type]} variant="light" tt="none">
                {assistanceTypeLabels[message.type]}
              </Badge>
            )}
            {showCustomer ? (
              <Text size="sm" fw={600}>
                {personName(message.customer)}
              </Text>
            ) : null}
            {showCustomer && message.requestId ? (
              <RequestLink
                id={message.requestId}
                hash={inConversation ? 'conversazione' : 'segnalazioni'}
                size="sm"
              />
            ) : showCustomer ? (
              <Text size="sm" c="ink.5">
                Richiesta generica
              </Text>
            ) : null}
          </Group>
          <Text size="xs" c="ink.5">
            {formatDateTime(message.createdAt)}
          </Text>
        </Group>
        {/* A long message folds to a few lines: the inbox stays a list to go through. */}
        {showsConversation ? null : (
          <Spoiler maxHeight={110} showLabel="Mostra tutto" hideLabel="Mostra meno">
            <Text size="sm" className="written">
              {assistanceMessageText(message.type, message.message)}
            </Text>
          </Spoiler>
        )}
        {showCustomer && (message.customer.email || message.customer.phone) ? (
          <Group gap="md">
            {message.customer.phone ? <PhoneLink phone={message.customer.phone} size="xs" /> : null}
            {message.customer.email ? (
              <Anchor href={`mailto:${message.customer.email}`} size="xs">
                {message.customer.email}
              </Anchor>
            ) : null}
          </Group>
        ) : null}
        {showsConversation ? conversation(guard.setDirty) : null}
        <Group justify="flex-end">
          {conversation ? (
            <AppButton
              size="xs"
              look={replying ? 'dark-outline' : 'primary'}
              leftSection={<IconMessageCircle size={14} aria-hidden />}
              onClick={() => (replying ? void guard.cancel() : setReplying(true))}
              aria-expanded={replying}
            >
              {replying ? 'Nascondi la conversazione' : 'Rispondi'}
            </AppButton>
          ) : null}
          {leftTheList ? null : open ? (
            <SmallButton
              icon={IconCheck}
              loading={markHandled.isPending}
              onClick={() =>
                markHandled.mutate(message.id, {
                  onSuccess: () =>
                    toast.success(
                      inConversation ? openMessageTexts.handled(1) : 'Segnalazione gestita',
                    ),
                  onError: (error) => toast.error(errorMessage(error)),
                })
              }
            >
              {inConversation ? openMessageTexts.markHandled(1) : 'Segna come gestita'}
            </SmallButton>
          ) : (
            <>
              <Text size="xs" c="ink.5">
                {inConversation ? openMessageTexts.handledOn : 'Gestita'}
                {message.handledAt
                  ? ` ${withDayArticle('il', formatDateTime(message.handledAt))}`
                  : ''}
                {message.handledBy ? ` da ${personName(message.handledBy)}` : ''}
              </Text>
              {/* Handled too soon (by mistake, or by a reply): what is still to do goes back on the list. */}
              <SmallButton
                icon={IconArrowBackUp}
                loading={reopen.isPending}
                onClick={() =>
                  reopen.mutate(message.id, {
                    onSuccess: () =>
                      toast.success(
                        inConversation
                          ? openMessageTexts.reopened
                          : 'Segnalazione di nuovo da gestire',
                      ),
                    onError: (error) => toast.error(errorMessage(error)),
                  })
                }
              >
                Riapri
              </SmallButton>
            </>
          )}
        </Group>
      </Stack>
    </Paper>
  );
}
