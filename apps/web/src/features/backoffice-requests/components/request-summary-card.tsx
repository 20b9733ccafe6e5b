import type { DayCode, HourCode } from '@equilibrio/contract/enums';
import {
  animalSizeLabels,
  dayCodes,
  dayLabels,
  hourLabels,
  languageLabels,
} from '@equilibrio/contract/enums';
import { costLabels } from '@equilibrio/contract/quote-costs';
import {
  contractLabels,
  serviceFlagLabels,
  serviceFlagsByLine,
} from '@equilibrio/contract/request-detail-labels';
import { Badge, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { SectionCard } from '@/components/section-card';
import { formatDay } from '@/lib/format-datetime';
import { useQuoteBreakdown } from '@/resources/service-summary';
import type { RequestWorkspace } from '../api/get-request';
import { durationLabel } from '../lib/quote-duration';
import { ScheduleLines } from './schedule-lines';

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={2}>
      <Text size="xs" c="ink.5" fw={600} tt="uppercase">
        {label}
      </Text>
      <Text size="sm" component="div">
        {children}
      </Text>
    </Stack>
  );
}

/** The request as the customer wrote it, and the quote once sent. */
export function RequestSummaryCard({ request }: { request: RequestWorkspace }) {
  const detail = request.requestDetail;
  const flags = detail ? serviceFlagsByLine[request.businessLine].filter((f) => detail[f]) : [];
  const costs = useQuoteBreakdown(request.serviceLinked?.id ?? null, request.province, detail);
  const caregiver = costs.breakdown?.caregiver;
  return (
    <SectionCard title="Richiesta" id="richiesta">
      <SimpleGrid cols={2} spacing="sm">
        <Field label="Servizio">
          {request.type}
          {request.needs && request.needs !== request.type ? ` · ${request.needs}` : ''}
        </Field>
        <Field label="Provenienza">
          {request.source === 'sign-up' ? 'Registrazione (prima richiesta)' : 'Area clienti'}
        </Field>
        <Field label="Lingue">
          {request.languages.length
            ? request.languages.map((l) => languageLabels[l]).join(', ')
            : '—'}
        </Field>
        <Field label="Welfare">
          {request.welfare ? `Sì${request.company ? `, ${request.company.name}` : ''}` : 'No'}
        </Field>
        <Field label="Quando">
          <ScheduleLines schedule={request.schedule} />
        </Field>
      </SimpleGrid>
      <Field label="Messaggio del cliente">
        <Text
          size="sm"
          style={{ whiteSpace: 'pre-wrap' }}
          c={request.message ? undefined : 'ink.5'}
        >
          {request.message || 'Nessun messaggio'}
        </Text>
      </Field>
      {detail ? (
        <Stack gap="sm" pt="xs" style={{ borderTop: '1px solid var(--mantine-color-gray-3)' }}>
          <Text fw={700} size="sm">
            Preventivo
            {request.serviceLinked
              ? ` · ${request.serviceLinked.name} (${request.serviceLinked.customerType})`
              : ''}
          </Text>
          <SimpleGrid cols={{ base: 2, md: 3 }} spacing="sm">
            <Field label="Periodo">
              {detail.serviceStart ? formatDay(detail.serviceStart) : '—'}
              {detail.serviceEnd ? ` → ${formatDay(detail.serviceEnd)}` : ''}
              {durationLabel(detail.serviceStart, detail.serviceEnd)
                ? ` (${durationLabel(detail.serviceStart, detail.serviceEnd)})`
                : ''}
            </Field>
            <Field label={costLabels.payNow}>{costs.breakdown?.payNow.total ?? '—'}</Field>
            {caregiver ? <Field label={caregiver.label}>{caregiver.amount}</Field> : null}
            {caregiver?.kind === 'hourly' && caregiver.monthly ? (
              <Field label={costLabels.monthlyEstimate}>
                circa {caregiver.monthly.amount}
                <Text size="xs" c="ink.5">
                  {caregiver.monthly.basis}
                </Text>
              </Field>
            ) : null}
            <Field label="Contratto">
              {detail.contract ? contractLabels[detail.contract] : '—'}
            </Field>
            <Field label="Giorni">
              {detail.workDays
                ? dayCodes
                    .filter((d) => detail.workDays.split('-').includes(d))
                    .map((d: DayCode) => dayLabels[d])
                    .join(', ')
                : '—'}
            </Field>
            <Field label="Fasce orarie">
              {detail.workHours
                ? detail.workHours
                    .split('-')
                    .map((h) => hourLabels[h as HourCode])
                    .join(', ')
                : '—'}
            </Field>
            {detail.requiredLanguage.length ? (
              <Field label="Lingue richieste">
                {detail.requiredLanguage.map((l) => languageLabels[l]).join(', ')}
              </Field>
            ) : null}
            {detail.requestedExp != null ? (
              <Field label="Esperienza">{detail.requestedExp} anni</Field>
            ) : null}
            {detail.numberOfChildren != null ? (
              <Field label="Bambini">{detail.numberOfChildren}</Field>
            ) : null}
            {detail.animals.length ? (
              <Field label="Animali">
                {detail.animals.map((a) => animalSizeLabels[a]).join(', ')}
              </Field>
            ) : null}
          </SimpleGrid>
          {flags.length ? (
            <Group gap={6}>
              {flags.map((flag) => (
                <Badge key={flag} variant="light" color="primary" tt="none">
                  {serviceFlagLabels[flag]}
                </Badge>
              ))}
            </Group>
          ) : null}
        </Stack>
      ) : null}
    </SectionCard>
  );
}
