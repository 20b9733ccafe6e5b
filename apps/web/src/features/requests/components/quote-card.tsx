import type { RequestStatus } from '@equilibrio/contract/enums';
import { toRequestStatus } from '@equilibrio/contract/status-display';
import {
  Alert,
  Badge,
  Card,
  Divider,
  Group,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { IconHourglassHigh, IconInfoCircle, IconShieldCheck } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { AppButton } from '@/components/app-button';
import { formatLongDate, formatShortDate } from '@/lib/format-date';
import { useServiceSummary } from '@/resources/service-summary';
import type { ClientRequest } from '../api/request-schemas';
import {
  formatDuration,
  formatHourlyRate,
  formatWorkDays,
  formatWorkHours,
  quotePrices,
} from '../lib/quote';
import { requestMessages } from '../messages';

/** Statuses reached after the customer accepted the quote. */
const acceptedStatuses: readonly RequestStatus[] = [
  'PREVENTIVO ACCETTATO',
  'SELEZIONE ATTIVA',
  'INVIATO CV',
  'DA PAGARE',
  'PAGATO',
  'COLLOQUIO PRENOTATO',
  'SELEZIONE COMPLETATA',
  'IN ATTESA',
];
/** Spec §4: in these the quote gives way to the "tutor is selecting" message. */
const waitingStatuses: readonly RequestStatus[] = ['PREVENTIVO ACCETTATO', 'SELEZIONE ATTIVA'];

type Props = {
  request: ClientRequest;
  /** Accepted on this page a moment ago (spec §4: "marks it accepted locally"). */
  justAccepted: boolean;
  accepting: boolean;
  onAccept: () => void;
};

/** The quote's badge (spec §4): accepted (success), else 'In attesa di conferma' (warning). */
export function QuoteBadge({ accepted }: { accepted: boolean }) {
  return accepted ? (
    <Badge color="green" variant="filled" size="lg" radius="sm" tt="none">
      Preventivo accettato
    </Badge>
  ) : (
    <Badge color="sun" variant="filled" size="lg" radius="sm" tt="none">
      In attesa di conferma
    </Badge>
  );
}

function Figure({ label, value, hint }: { label: string; value: ReactNode; hint?: string }) {
  return (
    <Stack gap={2}>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text size="xl" fw={700} c="ink.7">
        {value}
      </Text>
      {hint ? (
        <Text size="xs" c="dimmed">
          {hint}
        </Text>
      ) : null}
    </Stack>
  );
}

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Group justify="space-between" gap="sm" wrap="nowrap" align="flex-start">
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text size="sm" fw={600} ta="right">
        {children}
      </Text>
    </Group>
  );
}

/**
 * The quote card (spec §2 "Request quote", §4 "Quote", §9): the service and coverage prices,
 * the hourly rate, start, duration, days and hours, and why Equilibrio; 'Accetta' while the quote
 * waits for the customer. Once accepted (and while the tutor selects) a waiting message instead.
 */
export function QuoteCard({ request, justAccepted, accepting, onAccept }: Props) {
  const status = toRequestStatus(request.status);
  const accepted = justAccepted || (status !== undefined && acceptedStatuses.includes(status));
  const waiting = justAccepted || (status !== undefined && waitingStatuses.includes(status));
  const detail = request.requestDetail;
  const service = request.serviceLinked;
  const summary = useServiceSummary(
    !waiting && detail && service ? service.id : null,
    request.province,
  );

  return (
    <Card
      component="section"
      aria-labelledby="quote-heading"
      withBorder
      radius="md"
      padding="lg"
      style={{ borderTop: '6px solid var(--mantine-color-primary-6)' }}
    >
      <Stack gap="md">
        <Group justify="space-between" gap="sm" wrap="wrap">
          <Title order={2} size="h3" id="quote-heading">
            Il tuo preventivo
          </Title>
          <QuoteBadge accepted={accepted} />
        </Group>
        {waiting ? (
          <Alert
            color="primary"
            variant="light"
            icon={<IconHourglassHigh aria-hidden />}
            role="status"
          >
            {requestMessages.quoteWaiting}
          </Alert>
        ) : !detail || !service ? (
          <Alert color="gray" variant="light" icon={<IconInfoCircle aria-hidden />}>
            {requestMessages.quoteMissing}
          </Alert>
        ) : (
          <>
            <Text fw={600}>{service.name}</Text>
            <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="lg">
              {summary.isPending ? (
                <>
                  <Skeleton height={58} />
                  <Skeleton height={58} />
                </>
              ) : summary.isError ? (
                <Text size="sm" c="danger.7" role="alert">
                  Prezzi non disponibili in questo momento. Riprova più tardi.
                </Text>
              ) : (
                <>
                  <Figure
                    label="Prezzo del servizio"
                    value={quotePrices(summary.data.products).servicePrice}
                    hint="Selezione del caregiver e prima copertura NO PROBLEM"
                  />
                  <Figure
                    label="Copertura NO PROBLEM"
                    value={quotePrices(summary.data.products).coveragePrice}
                    hint="Rinnovo ogni 30 giorni, disattivabile quando vuoi"
                  />
                </>
              )}
              {detail.netHourCost !== null ? (
                <Figure
                  label="Tariffa oraria del caregiver"
                  value={formatHourlyRate(detail.netHourCost, detail.taxisitter)}
                />
              ) : detail.packageFlatCost !== null ? (
                <Figure
                  label="Costo forfettario del caregiver"
                  value={`${new Intl.NumberFormat('it-IT', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(detail.packageFlatCost)} €`}
                />
              ) : null}
            </SimpleGrid>
            <Divider />
            <Stack gap={6}>
              {detail.serviceStart ? (
                <Row label="Inizio del servizio">
                  <time dateTime={detail.serviceStart} title={formatLongDate(detail.serviceStart)}>
                    {formatShortDate(detail.serviceStart)}
                  </time>
                </Row>
              ) : null}
              {detail.serviceStart && detail.serviceEnd ? (
                <Row label="Durata">{formatDuration(detail.serviceStart, detail.serviceEnd)}</Row>
              ) : null}
              {detail.workDays ? <Row label="Giorni">{formatWorkDays(detail.workDays)}</Row> : null}
              {detail.workHours ? (
                <Row label="Orari">{formatWorkHours(detail.workHours)}</Row>
              ) : null}
            </Stack>
            <Divider />
            <Group gap="sm" wrap="nowrap" align="flex-start">
              <IconShieldCheck
                size={28}
                color="var(--mantine-color-primary-6)"
                aria-hidden
                style={{ flexShrink: 0 }}
              />
              <Stack gap={6}>
                <Text size="sm">
                  Ti presentiamo solo i profili migliori: appena il{' '}
                  <strong>5% dei candidati</strong> supera il nostro processo di selezione in{' '}
                  <strong>3 fasi</strong>.
                </Text>
                <Text size="sm">
                  Con la garanzia <strong>NO PROBLEM</strong> di 30 giorni, se il caregiver non fa
                  per te lo sostituiamo senza costi aggiuntivi. La garanzia si rinnova ogni 30
                  giorni e puoi disattivare il rinnovo in qualsiasi momento.
                </Text>
              </Stack>
            </Group>
            {status === 'INVIATO PREVENTIVO' ? (
              <Group justify="flex-end">
                <AppButton size="md" onClick={onAccept} loading={accepting}>
                  Accetta
                </AppButton>
              </Group>
            ) : null}
          </>
        )}
      </Stack>
    </Card>
  );
}

/** Placeholder of the same size while the request loads. */
export function QuoteCardSkeleton() {
  return (
    <Card withBorder radius="md" padding="lg" aria-hidden>
      <Group justify="space-between">
        <Skeleton height={26} width={200} />
        <Skeleton height={28} width={170} />
      </Group>
      <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="lg" mt="lg">
        <Skeleton height={58} />
        <Skeleton height={58} />
        <Skeleton height={58} />
      </SimpleGrid>
      <Stack gap={10} mt="lg">
        <Skeleton height={14} />
        <Skeleton height={14} />
        <Skeleton height={14} />
        <Skeleton height={14} />
      </Stack>
      <Skeleton height={44} mt="lg" />
    </Card>
  );
}
