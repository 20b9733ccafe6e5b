import { requestNoteKindLabels, writtenNoteKinds } from '@equilibrio/contract/backoffice';
import { requestedLanguagesLabel } from '@equilibrio/contract/caregiver-matching';
import { animalSizeLabels } from '@equilibrio/contract/enums';
import { costLabels } from '@equilibrio/contract/quote-costs';
import {
  formatQuoteWorkHours,
  quoteScheduleWarnings,
  type ScheduleWarning,
} from '@equilibrio/contract/quote-schedule';
import { chosenServiceFlags, contractLabels } from '@equilibrio/contract/request-detail-labels';
import { formatDuration, formatWorkDays } from '@equilibrio/contract/request-schedule';
import { welfareProgrammeOf } from '@equilibrio/contract/welfare';
import { Box, SimpleGrid, Stack, Text } from '@mantine/core';
import { LabelledValue } from '@/components/labelled-value';
import { ScheduleLines } from '@/components/schedule-lines';
import { SectionCard } from '@/components/section-card';
import { ServiceFlagBadges } from '@/components/service-flag-badges';
import { WelfareNote } from '@/components/welfare-note';
import { formatDateTime, formatDay, formatSinceDay } from '@/lib/format-datetime';
import { useQuoteBreakdown } from '@/resources/service-summary';
import type { RequestWorkspace } from '../api/get-request';

/** When the family asked for the service, in its words (a `dl`'s entry). */
export function FamilyWhen({ request }: { request: Pick<RequestWorkspace, 'schedule'> }) {
  return (
    <LabelledValue label="Quando">
      {/* The family's words: its silence is not the quote's (whose 'Periodo' is below). */}
      <ScheduleLines schedule={request.schedule} empty="Non indicato dalla famiglia" />
    </LabelledValue>
  );
}

/** The family's message with the request (a `dl`'s entry). */
export function FamilyMessage({ request }: { request: Pick<RequestWorkspace, 'message'> }) {
  return (
    <LabelledValue label="Messaggio della famiglia">
      <Text span size="sm" className="written" c={request.message ? undefined : 'ink.5'}>
        {request.message || 'Nessun messaggio'}
      </Text>
    </LabelledValue>
  );
}

/** How many of the tutors' latest calls and notes the quote dialog shows. */
const LATEST_NOTES = 3;

/**
 * The tutors' latest calls and notes, newest first (a `dl` of its own), where there are any: what the
 * family said on the phone ('vuole lun–ven 16–19') stays in sight while the quote is written —
 * the dialog covered the request's history, and the tutor wrote the hours from memory.
 */
export function TutorNotes({ request }: { request: Pick<RequestWorkspace, 'notes'> }) {
  const written = request.notes
    .filter((note) => (writtenNoteKinds as readonly string[]).includes(note.kind))
    .slice(-LATEST_NOTES)
    .reverse();
  if (written.length === 0) return null;
  return (
    <Box component="dl" m={0} mt="sm">
      <LabelledValue label="Dalle chiamate e dalle note">
        <Stack gap={4} component="span">
          {written.map((note) => (
            <Text key={note.id} span size="sm" className="written" display="block">
              <Text span size="xs" c="ink.5">
                {requestNoteKindLabels[note.kind]} · {formatDateTime(note.createdAt)}:
              </Text>{' '}
              {note.text}
            </Text>
          ))}
        </Stack>
      </LabelledValue>
    </Box>
  );
}

/** The request as the customer wrote it, and the quote once sent. */
export function RequestSummaryCard({ request }: { request: RequestWorkspace }) {
  const detail = request.requestDetail;
  const costs = useQuoteBreakdown(
    request.serviceLinked?.id ?? null,
    request.province,
    detail,
    request.quotedProducts,
    request.businessLine,
  );
  const caregiver = costs.breakdown?.caregiver;
  // What the quote form said, each beside what it is about: the contract against the family's
  // 'Continuativo' or 'Occasionale' and against the hours under 'Contratto', the week past the CCNL's for one caregiver under 'Fasce orarie'.
  const warnings = detail
    ? quoteScheduleWarnings(detail, {
        businessLine: request.businessLine,
        frequency: request.schedule?.frequency,
      })
    : [];
  const warningsOf = (kind: ScheduleWarning['kind']) =>
    warnings
      .filter((warning) => warning.kind === kind)
      .map((warning) => (
        <Text key={warning.text} size="xs" c="ink.5" mt={4}>
          {warning.text}
        </Text>
      ));
  const welfare = welfareProgrammeOf({
    welfare: request.welfare,
    companyName: request.company?.name,
    serviceCustomerType: request.serviceLinked?.customerType,
  });
  return (
    <SectionCard title="Richiesta" id="richiesta">
      <SimpleGrid component="dl" cols={2} spacing="sm" m={0}>
        <LabelledValue label="Servizio">
          {request.type}
          {request.needs && request.needs !== request.type ? ` · ${request.needs}` : ''}
        </LabelledValue>
        <LabelledValue label="Provenienza">
          {request.source === 'sign-up' ? 'Registrazione (prima richiesta)' : 'Area clienti'}
        </LabelledValue>
        {/* What the family's page says: the quote's languages once set, else the family's. */}
        <LabelledValue label="Lingue">
          {requestedLanguagesLabel(request.languages, detail?.requiredLanguage) || '—'}
        </LabelledValue>
        <LabelledValue label="Welfare">
          {request.welfare ? `Sì${request.company ? `, ${request.company.name}` : ''}` : 'No'}
        </LabelledValue>
        <FamilyWhen request={request} />
      </SimpleGrid>
      <Box component="dl" m={0}>
        <FamilyMessage request={request} />
      </Box>
      {detail ? (
        <Stack gap="sm" pt="xs" style={{ borderTop: '1px solid var(--mantine-color-gray-3)' }}>
          <Text fw={700} size="sm">
            Preventivo
            {request.serviceLinked
              ? ` · ${request.serviceLinked.name} (${request.serviceLinked.customerType})`
              : ''}
          </Text>
          {/* What the family reads beside the amounts, on its quote, checkout and receipt. */}
          {welfare ? <WelfareNote programme={welfare} /> : null}
          <SimpleGrid component="dl" cols={{ base: 2, md: 3 }} spacing="sm" m={0}>
            <LabelledValue label="Periodo">
              {!detail.serviceStart
                ? '—'
                : detail.serviceEnd
                  ? `${formatDay(detail.serviceStart)} → ${formatDay(detail.serviceEnd)} (${formatDuration(detail.serviceStart, detail.serviceEnd)})`
                  : // Open-ended: a bare day read as a single day's service.
                    formatSinceDay(detail.serviceStart)}
            </LabelledValue>
            <LabelledValue label={costLabels.payNow}>
              {costs.breakdown?.payNow.total ?? '—'}
            </LabelledValue>
            {caregiver ? (
              <LabelledValue label={caregiver.label}>{caregiver.amount}</LabelledValue>
            ) : null}
            {caregiver?.kind === 'hourly' && caregiver.monthly ? (
              <LabelledValue label={caregiver.monthly.label}>
                {caregiver.monthly.value}
                <Text size="xs" c="ink.5">
                  {caregiver.monthly.basis}
                </Text>
              </LabelledValue>
            ) : null}
            <LabelledValue label="Contratto">
              {detail.contract ? contractLabels[detail.contract] : '—'}
              {/* The quote sent as it is: the form's words on it stay in sight. */}
              {warningsOf('contract')}
            </LabelledValue>
            <LabelledValue label="Giorni">{formatWorkDays(detail.workDays) || '—'}</LabelledValue>
            <LabelledValue label="Fasce orarie">
              {formatQuoteWorkHours(detail) || '—'}
              {warningsOf('weeklyLimit')}
            </LabelledValue>
            {detail.requestedExp != null ? (
              <LabelledValue label="Esperienza">{detail.requestedExp} anni</LabelledValue>
            ) : null}
            {detail.numberOfChildren != null ? (
              <LabelledValue label="Bambini">{detail.numberOfChildren}</LabelledValue>
            ) : null}
            {detail.animals.length ? (
              <LabelledValue label="Animali">
                {detail.animals.map((a) => animalSizeLabels[a]).join(', ')}
              </LabelledValue>
            ) : null}
          </SimpleGrid>
          <ServiceFlagBadges
            line={request.businessLine}
            flags={chosenServiceFlags(request.businessLine, detail)}
          />
        </Stack>
      ) : null}
    </SectionCard>
  );
}
