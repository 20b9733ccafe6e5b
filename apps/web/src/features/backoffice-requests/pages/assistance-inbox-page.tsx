import type { BackofficeAssistancePage } from '@equilibrio/contract/backoffice';
import { type AssistanceType, assistanceTypes } from '@equilibrio/contract/enums';
import { assistanceTypeLabels } from '@equilibrio/contract/workflow';
import { Group, Stack, Text } from '@mantine/core';
import type { ComponentType } from 'react';
import { ChoiceControl } from '@/components/choice-control';
import { confirmDiscard } from '@/components/guarded-modal';
import { Select } from '@/components/lists';
import { PageHeader } from '@/components/page-header';
import { emptyPage, PagePagination, QueryView } from '@/components/query-view';
import { optionsOf } from '@/lib/options';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useListFilter, usePages } from '@/lib/use-pages';
import { useAssistance } from '../api/get-assistance';
import { AssistanceMessage } from '../components/assistance-message';
import { openMessageTexts } from '../lib/open-messages';
import { useRepliesBeingWritten } from '../lib/replies-being-written';
import { unsentReplyTexts } from '../lib/unsent-reply';

const PAGE_SIZE = 20;

/**
 * What the list holds, as the server counts it (every page), segnalazioni and messages apart:
 * '1 segnalazione · 2 messaggi in attesa di risposta · 1 messaggio risposto, da segnare come
 * gestito' to handle — all of them, or of the type chosen — and '3 segnalazioni · 1 messaggio'
 * handled.
 */
function countsText(data: BackofficeAssistancePage, open: boolean, typed: boolean) {
  const { asks, awaiting, answered } =
    open && !typed
      ? {
          asks: data.openMessages.openAsks,
          awaiting: data.openMessages.awaitingAnswer,
          answered: data.openMessages.answeredToHandle,
        }
      : {
          asks: data.listed.asks,
          awaiting: data.listed.messages - data.listed.answered,
          answered: data.listed.answered,
        };
  return [
    asks > 0 || awaiting + answered === 0 ? openMessageTexts.asks(asks) : null,
    awaiting > 0
      ? open
        ? openMessageTexts.awaitingAnswer(awaiting)
        : openMessageTexts.messages(awaiting)
      : null,
    answered > 0 ? openMessageTexts.answeredToHandle(answered) : null,
  ]
    .filter(Boolean)
    .join(' · ');
}

/** Customers' messages (help and substitution requests): open ones first, mark them handled. */
export function AssistanceInboxPage({
  Conversation,
}: {
  /** The message's conversation with the family, to reply from here (composed by the route). */
  Conversation?: ComponentType<{
    messageId: number;
    /** 1 while the message is to handle: the reply may handle it or leave it open. */
    openMessages: number;
    openAsks: number;
    onDirtyChange: (dirty: boolean) => void;
    familyFirstName: string | null;
  }>;
} = {}) {
  useDocumentTitle('Assistenza | Back office Equilibrio');
  // In the address: back from a request, the list is as the tutor left it.
  const [open, setOpen] = useListFilter<'true' | 'false'>('open', ['true', 'false'], 'true');
  const [type, setType] = useListFilter<AssistanceType>('type', assistanceTypes);
  const { page, pagination } = usePages();
  const query = useAssistance({ open, type: type ?? undefined, page, pageSize: PAGE_SIZE });
  // The replies written and not sent: another tab, type or page would drop them, so the
  // leave-page question comes first; a card being written stays when its message leaves the list.
  const replies = useRepliesBeingWritten(query.data?.content);
  const cards = replies.cards(query.data?.content ?? []);
  const unlessTyping =
    <T,>(change: (value: T) => void) =>
    async (value: T) => {
      if (!(await confirmDiscard(replies.anyTyping(), unsentReplyTexts))) return;
      // Discarded: the replies go with the list they were written in.
      replies.discard();
      change(value);
    };

  return (
    <>
      <PageHeader
        title="Assistenza"
        description="Richieste di aiuto, di sostituzione, di altri profili e di spostamento del colloquio inviate dalle famiglie, e i loro messaggi nelle conversazioni in attesa di risposta."
      />
      <Group gap="sm" mb="md" align="flex-end" wrap="wrap">
        <ChoiceControl
          label="Mostra"
          value={open}
          onChange={unlessTyping((value) => setOpen(value as 'true' | 'false'))}
          data={[
            { value: 'true', label: 'Da gestire' },
            { value: 'false', label: 'Gestite' },
          ]}
        />
        <Select
          label="Tipo"
          placeholder="Tutti"
          clearable
          w={200}
          data={optionsOf(assistanceTypes, assistanceTypeLabels)}
          value={type ?? null}
          onChange={unlessTyping((value) => setType(value as AssistanceType | null))}
        />
      </Group>
      <QueryView
        query={query}
        loading="Caricamento delle segnalazioni"
        // A reply being written keeps its card though the list is left empty (the last message
        // handled by another tutor): it is not lost behind 'Nessuna segnalazione'.
        isEmpty={() => cards.length === 0}
        empty={emptyPage(
          { page: pagination.page, onPage: unlessTyping(pagination.onPage) },
          query.data?.totalPages,
          open === 'true'
            ? // Both kinds the counts name ('1 segnalazione', '1 messaggio in attesa…').
              'Nessuna segnalazione né messaggio da gestire. Ottimo lavoro!'
            : 'Nessuna segnalazione né messaggio gestito.',
        )}
      >
        {(data) => (
          <Stack gap="sm" maw={860}>
            <Text size="sm" c="ink.5">
              {countsText(data, open === 'true', type !== null && type !== undefined)}
            </Text>
            {cards.map(({ message, leftTheList }) => {
              // Out of the list, its message may be handled already: the reply does not offer
              // to handle it.
              const stillOpen = message.handledAt === null && !leftTheList;
              return (
                <AssistanceMessage
                  key={`${replies.generation}-${message.id}`}
                  message={message}
                  leftTheList={leftTheList}
                  showCustomer
                  conversation={
                    Conversation
                      ? (onDirtyChange) => (
                          <Conversation
                            messageId={message.id}
                            openMessages={stillOpen ? 1 : 0}
                            openAsks={stillOpen && message.kind === 'ask' ? 1 : 0}
                            onDirtyChange={onDirtyChange}
                            familyFirstName={message.customer.name}
                          />
                        )
                      : undefined
                  }
                  onDirtyChange={replies.reporterOf(message.id)}
                />
              );
            })}
          </Stack>
        )}
      </QueryView>
      <PagePagination
        total={query.data?.totalPages}
        page={pagination.page}
        onPage={unlessTyping(pagination.onPage)}
      />
    </>
  );
}
