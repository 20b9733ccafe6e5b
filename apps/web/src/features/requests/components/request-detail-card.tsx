import { requestedLanguagesLabel } from '@equilibrio/contract/caregiver-matching';
import { describeDependant } from '@equilibrio/contract/dependant-labels';
import { animalSizeLabels } from '@equilibrio/contract/enums';
import { capitalised, withDayArticle } from '@equilibrio/contract/italian-format';
import { addressOneLine } from '@equilibrio/contract/people';
import { chosenServiceFlags } from '@equilibrio/contract/request-detail-labels';
import { toRequestStatus } from '@equilibrio/contract/status-display';
import { requestEditable } from '@equilibrio/contract/workflow';
import { Box, Card, Group, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { CardSkeleton } from '@/components/card-skeleton';
import { LabelledValue } from '@/components/labelled-value';
import { RequestStatusTag, StatusBoundary } from '@/components/request-status';
import { ScheduleLines } from '@/components/schedule-lines';
import { ServiceFlagBadges } from '@/components/service-flag-badges';
import { formatLongDate, formatShortDate } from '@/lib/format-date';
import { formatDay } from '@/lib/format-datetime';
import { formatCents } from '@/lib/money';
import { pageNow } from '@/lib/server-clock';
import type { ClientRequestWithDependants } from '../api/request-schemas';
import { refundedPhrase } from '../lib/refunds';
import { serviceNameOf } from '../lib/service-name';
import { quoteTermFacts } from './quote-term-facts';

/**
 * The request's data (spec §2 "Request detail" / "Request quote", §3 Request and requestDetail),
 * who it is for among them.
 */
export function RequestDetailCard({
  request,
  termsAbove = false,
}: {
  request: ClientRequestWithDependants;
  /** The quote card above says the quote's terms (the quote page): they are not said twice. */
  termsAbove?: boolean;
}) {
  const detail = request.requestDetail;
  // Once quoted, the quote's terms say when and how (each once): the family's 'Quando' was the ask.
  const terms = detail ? quoteTermFacts(detail, request.businessLine) : [];
  const address = addressOneLine(request.address) || null;
  const languages = requestedLanguagesLabel(request.languages, detail?.requiredLanguage);
  // Nobody named (a first request sent at sign-up names nobody): while the family can still add
  // to the request, the card says how, so that it does not read as lost data.
  const status = toRequestStatus(request.status);
  const canName = status !== undefined && requestEditable(status);
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
          <LabelledValue label="Servizio">{serviceNameOf(request)}</LabelledValue>
          <LabelledValue label="Assistiti">
            {request.dependants.length === 0 ? (
              <>
                <Text span inherit c="ink.6">
                  Nessuno indicato
                </Text>
                {canName ? (
                  <Text span display="block" size="sm" c="ink.6">
                    Puoi indicare chi assisteremo con «Aggiungi Info».
                  </Text>
                ) : null}
              </>
            ) : (
              request.dependants.map((dependant) => (
                <Box component="span" display="block" key={dependant.id}>
                  {describeDependant(dependant, pageNow())}
                </Box>
              ))
            )}
          </LabelledValue>
          <LabelledValue label="Data di contatto">
            <time dateTime={request.contactDate} title={formatLongDate(request.contactDate)}>
              {formatShortDate(request.contactDate)}
            </time>
          </LabelledValue>
          {address ? <LabelledValue label="Indirizzo">{address}</LabelledValue> : null}
          {languages ? <LabelledValue label="Lingue">{languages}</LabelledValue> : null}
          {request.welfare ? (
            <LabelledValue label="Programma welfare">
              {request.customer.workInfo.b2bCompany?.name ?? 'Sì'}
            </LabelledValue>
          ) : null}
          {(request.paidAt && request.paidCents) || request.refunded ? (
            <LabelledValue label="Pagamento">
              {/* Refunded: the payment is no longer `paidAt`'s, and the read model has only what
                  went back and when (not what was paid, nor when: a refund may be partial). */}
              {request.paidAt && request.paidCents
                ? `${formatCents(request.paidCents)} ${withDayArticle('il', formatDay(request.paidAt))}`
                : null}
              {request.refunded
                ? request.paidAt && request.paidCents
                  ? ` · ${refundedPhrase(request.refunded)}`
                  : capitalised(refundedPhrase(request.refunded))
                : null}
              <Text span display="block" size="sm" c="ink.6">
                La conferma del pagamento ti è arrivata via email.
              </Text>
            </LabelledValue>
          ) : null}
          {terms.length > 0 ? (
            termsAbove ? null : (
              terms.map((fact) => (
                <LabelledValue key={fact.label} label={fact.label}>
                  {fact.value}
                </LabelledValue>
              ))
            )
          ) : request.schedule ? (
            // Before the quote, the family's own 'Quando', as sent: what the caregivers are matched against.
            <LabelledValue label="Quando">
              <ScheduleLines schedule={request.schedule} />
            </LabelledValue>
          ) : null}
          {detail?.numberOfChildren ? (
            <LabelledValue label="Bambini">{detail.numberOfChildren}</LabelledValue>
          ) : null}
          {animals.length > 0 ? (
            <LabelledValue label="Animali">
              {animals.map((a) => animalSizeLabels[a]).join(', ')}
            </LabelledValue>
          ) : null}
          {detail?.requestedExp ? (
            <LabelledValue label="Esperienza richiesta">
              {detail.requestedExp} {detail.requestedExp === 1 ? 'anno' : 'anni'}
            </LabelledValue>
          ) : null}
        </SimpleGrid>
        <ServiceFlagBadges
          line={request.businessLine}
          flags={chosenServiceFlags(request.businessLine, detail)}
        />
        {request.message ? (
          <Box component="dl" m={0}>
            <LabelledValue label="Note">
              <span className="written">{request.message}</span>
            </LabelledValue>
          </Box>
        ) : null}
      </Stack>
    </Card>
  );
}

/** Placeholder of the same size while the request loads. */
export function RequestDetailCardSkeleton() {
  return (
    <CardSkeleton title={{ height: 26, width: 240 }} aside={{ height: 28, width: 130 }}>
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
    </CardSkeleton>
  );
}
