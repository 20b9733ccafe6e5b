import { animalSizeLabels, type ContractCode, languageLabels } from '@equilibrio/contract/enums';
import {
  contractLabels,
  serviceFlagLabels,
  serviceFlagsByLine,
} from '@equilibrio/contract/request-detail-labels';
import { Badge, Card, Group, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { RequestStatusTag, StatusBoundary } from '@/components/request-status';
import { formatLongDate, formatShortDate } from '@/lib/format-date';
import type { ClientRequest } from '../api/request-schemas';
import { formatDuration, formatWorkDays, formatWorkHours } from '../lib/quote';

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={2}>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600} component="dt">
        {label}
      </Text>
      <Text size="sm" component="dd" m={0}>
        {children}
      </Text>
    </Stack>
  );
}

function addressLine(address: ClientRequest['address']) {
  if (!address) return null;
  const place = [address.postalCode, address.city, address.province ? `(${address.province})` : '']
    .filter(Boolean)
    .join(' ');
  return [address.street, place].filter(Boolean).join(', ');
}

/** The request's data (spec §2 "Request detail" / "Request quote", §3 Request and requestDetail). */
export function RequestDetailCard({ request }: { request: ClientRequest }) {
  const detail = request.requestDetail;
  const flags = detail
    ? serviceFlagsByLine[request.businessLine].filter((flag) => detail[flag] === true)
    : [];
  const address = addressLine(request.address);
  const languages = detail?.requiredLanguage.length ? detail.requiredLanguage : request.languages;
  const animals = detail
    ? [...new Set([...detail.animals, ...detail.dogHealing, ...detail.dogHosting])]
    : [];

  return (
    <Card
      component="section"
      aria-labelledby="request-data-heading"
      withBorder
      radius="md"
      padding="lg"
    >
      <Stack gap="md">
        <Group justify="space-between" gap="sm" wrap="wrap">
          <Title order={2} size="h3" id="request-data-heading">
            Dettagli della richiesta
          </Title>
          <StatusBoundary status={request.status}>
            <RequestStatusTag status={request.status} />
          </StatusBoundary>
        </Group>
        <SimpleGrid component="dl" cols={{ base: 2, md: 3 }} spacing="md" m={0}>
          <Field label="Servizio">{request.serviceLinked?.name ?? request.type}</Field>
          <Field label="Data di contatto">
            <time dateTime={request.contactDate} title={formatLongDate(request.contactDate)}>
              {formatShortDate(request.contactDate)}
            </time>
          </Field>
          {address ? <Field label="Indirizzo">{address}</Field> : null}
          {languages.length > 0 ? (
            <Field label="Lingue">{languages.map((l) => languageLabels[l]).join(', ')}</Field>
          ) : null}
          {request.welfare ? (
            <Field label="Programma welfare">
              {request.customer.workInfo.b2bCompany?.name ?? 'Sì'}
            </Field>
          ) : null}
          {detail?.serviceStart && detail.serviceEnd ? (
            <Field label="Durata">{formatDuration(detail.serviceStart, detail.serviceEnd)}</Field>
          ) : null}
          {detail?.workDays ? (
            <Field label="Giorni">{formatWorkDays(detail.workDays)}</Field>
          ) : null}
          {detail?.workHours ? (
            <Field label="Orari">{formatWorkHours(detail.workHours)}</Field>
          ) : null}
          {detail?.contract ? (
            <Field label="Contratto">{contractLabels[detail.contract as ContractCode]}</Field>
          ) : null}
          {detail?.numberOfChildren ? (
            <Field label="Bambini">{detail.numberOfChildren}</Field>
          ) : null}
          {animals.length > 0 ? (
            <Field label="Animali">{animals.map((a) => animalSizeLabels[a]).join(', ')}</Field>
          ) : null}
          {detail?.requestedExp ? (
            <Field label="Esperienza richiesta">
              {detail.requestedExp} {detail.requestedExp === 1 ? 'anno' : 'anni'}
            </Field>
          ) : null}
        </SimpleGrid>
        {flags.length > 0 ? (
          <Group gap="xs" aria-label="Servizi richiesti" role="list">
            {flags.map((flag) => (
              <Badge
                key={flag}
                role="listitem"
                variant="light"
                color="primary"
                tt="none"
                radius="sm"
              >
                {serviceFlagLabels[flag]}
              </Badge>
            ))}
          </Group>
        ) : null}
        {request.message ? (
          <Stack gap={2}>
            <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
              Note
            </Text>
            <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
              {request.message}
            </Text>
          </Stack>
        ) : null}
      </Stack>
    </Card>
  );
}

/** Placeholder of the same size while the request loads. */
export function RequestDetailCardSkeleton() {
  return (
    <Card withBorder radius="md" padding="lg" aria-hidden>
      <Group justify="space-between">
        <Skeleton height={26} width={240} />
        <Skeleton height={28} width={130} />
      </Group>
      <SimpleGrid cols={{ base: 2, md: 3 }} spacing="md" mt="md">
        {Array.from({ length: 6 }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: static placeholders
          <Stack gap={6} key={index}>
            <Skeleton height={10} width="40%" />
            <Skeleton height={16} width="75%" />
          </Stack>
        ))}
      </SimpleGrid>
      <Skeleton height={12} mt="lg" width="90%" />
    </Card>
  );
}
