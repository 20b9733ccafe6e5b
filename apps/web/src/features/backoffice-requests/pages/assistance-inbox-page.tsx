import type { AssistanceType } from '@equilibrio/contract/enums';
import { Group, Select, Stack, Text } from '@mantine/core';
import { type ComponentType, useState } from 'react';
import { ChoiceControl } from '@/components/choice-control';
import { PageHeader } from '@/components/page-header';
import { PagePagination, QueryView } from '@/components/query-view';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useAssistance } from '../api/get-assistance';
import { AssistanceMessage, assistanceTypeLabels } from '../components/assistance-message';

const PAGE_SIZE = 20;

/** Customers' messages (help and substitution requests): open ones first, mark them handled. */
export function AssistanceInboxPage({
  Conversation,
}: {
  /** The message's conversation with the family, to reply from here (composed by the route). */
  Conversation?: ComponentType<{ messageId: number }>;
} = {}) {
  useDocumentTitle('Assistenza | Back office Equilibrio');
  const [open, setOpen] = useState<'true' | 'false'>('true');
  const [type, setType] = useState<AssistanceType | undefined>(undefined);
  const [page, setPage] = useState(0);
  const query = useAssistance({ open, type, page, pageSize: PAGE_SIZE });

  return (
    <>
      <PageHeader
        title="Assistenza"
        description="Richieste di aiuto e di sostituzione inviate dai clienti."
      />
      <Group gap="sm" mb="md" align="flex-end" wrap="wrap">
        <ChoiceControl
          label="Mostra"
          value={open}
          onChange={(value) => {
            setOpen(value);
            setPage(0);
          }}
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
          data={(['GENERIC', 'SUBSTITUTION'] as const).map((t) => ({
            value: t,
            label: assistanceTypeLabels[t],
          }))}
          value={type ?? null}
          onChange={(value) => {
            setType((value as AssistanceType) ?? undefined);
            setPage(0);
          }}
        />
      </Group>
      <QueryView
        query={query}
        loading="Caricamento delle segnalazioni"
        isEmpty={(data) => data.content.length === 0}
        empty={
          open === 'true'
            ? 'Nessuna segnalazione da gestire. Ottimo lavoro!'
            : 'Nessuna segnalazione gestita.'
        }
      >
        {(data) => (
          <Stack gap="sm" maw={860}>
            <Text size="sm" c="ink.5">
              {data.totalElements} {data.totalElements === 1 ? 'segnalazione' : 'segnalazioni'}
            </Text>
            {data.content.map((message) => (
              <AssistanceMessage
                key={message.id}
                message={message}
                showCustomer
                conversation={Conversation ? <Conversation messageId={message.id} /> : undefined}
              />
            ))}
          </Stack>
        )}
      </QueryView>
      <PagePagination
        total={query.data?.totalPages}
        page={page + 1}
        onPage={(p) => setPage(p - 1)}
      />
    </>
  );
}
