import type {
  BackofficeAssistance,
  BackofficeAssistancePage,
} from '@equilibrio/contract/backoffice';
import { type AssistanceType, assistanceTypes } from '@equilibrio/contract/enums';
import { assistanceTypeLabels } from '@equilibrio/contract/workflow';
import { Group, Stack, Text } from '@mantine/core';
import { type ComponentType, useRef, useState } from 'react';
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

/** The messages being answered that the list no longer holds, first (as they were listed). */
const keptWhileWriting = (
  writing: ReadonlySet<number>,
  listed: readonly BackofficeAssistance[],
  lastListed: ReadonlyMap<number, BackofficeAssistance>,
) =>
  [...writing]
    .filter((id) => !listed.some((message) => message.id === id))
    .flatMap((id) => lastListed.get(id) ?? []);

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
  // The messages with a reply written and not sent: another tab, type or page would drop it, so
  // the leave-page question comes first.
  const typing = useRef(new Set<number>());
  // The same, drawn: a card being written stays on screen when the list no longer holds it
  // (another tutor handled its message, newer ones pushed it to the next page). It vanished with
  // the reply typed in it, unsaid.
  const [writing, setWriting] = useState<ReadonlySet<number>>(new Set());
  const reporters = useRef(new Map<number, (dirty: boolean) => void>());
  /** A card's report of its reply (one per message: the card's effect depends on it). */
  const reporterOf = (id: number) => {
    let report = reporters.current.get(id);
    if (!report) {
      report = (dirty: boolean) => {
        if (dirty) typing.current.add(id);
        else typing.current.delete(id);
        setWriting((now) => {
          if (now.has(id) === dirty) return now;
          const next = new Set(now);
          if (dirty) next.add(id);
          else next.delete(id);
          return next;
        });
      };
      reporters.current.set(id, report);
    }
    return report;
  };
  // Each message as last listed: what a card kept on screen shows.
  const lastListed = useRef(new Map<number, BackofficeAssistance>());
  for (const listed of query.data?.content ?? []) lastListed.current.set(listed.id, listed);
  const unlessTyping =
    <T,>(change: (value: T) => void) =>
    async (value: T) => {
      if (!(await confirmDiscard(typing.current.size > 0, unsentReplyTexts))) return;
      // Discarded: the replies go with the list they were written in.
      typing.current.clear();
      setWriting(new Set());
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
        isEmpty={(data) => data.content.length === 0}
        empty={emptyPage(
          { page: pagination.page, onPage: unlessTyping(pagination.onPage) },
          query.data?.totalPages,
          open === 'true'
            ? 'Nessuna segnalazione da gestire. Ottimo lavoro!'
            : 'Nessuna segnalazione gestita.',
        )}
      >
        {(data) => (
          <Stack gap="sm" maw={860}>
            <Text size="sm" c="ink.5">
              {countsText(data, open === 'true', type !== null && type !== undefined)}
            </Text>
            {[...keptWhileWriting(writing, data.content, lastListed.current), ...data.content].map(
              (message) => (
                <AssistanceMessage
                  key={message.id}
                  message={message}
                  leftTheList={!data.content.some((listed) => listed.id === message.id)}
                  showCustomer
                  conversation={
                    Conversation
                      ? (onDirtyChange) => (
                          <Conversation
                            messageId={message.id}
                            openMessages={message.handledAt === null ? 1 : 0}
                            openAsks={message.handledAt === null && message.kind === 'ask' ? 1 : 0}
                            onDirtyChange={onDirtyChange}
                            familyFirstName={message.customer.name}
                          />
                        )
                      : undefined
                  }
                  onDirtyChange={reporterOf(message.id)}
                />
              ),
            )}
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
