import { isClosedStatus, toRequestStatus } from '@equilibrio/contract/status-display';
import { Divider, Group, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import { IconShieldCheck } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { WelfareNote } from '@/components/welfare-note';
import { useQuoteBreakdown } from '@/resources/service-summary';
import type { ClientRequest } from '../api/request-schemas';
import { QuoteCosts } from './quote-costs';
import { quoteTermFacts } from './quote-term-facts';

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

type Detail = NonNullable<ClientRequest['requestDetail']>;
type Service = NonNullable<ClientRequest['serviceLinked']>;

/**
 * What the quote offers: the service, its costs for the request's province (paid now, renewal,
 * caregiver), the start, duration, days, hours and contract (`quoteTermFacts`), and why Equilibrio.
 */
export function QuoteTerms({
  request,
  service,
  detail,
}: {
  request: ClientRequest;
  service: Service;
  detail: Detail;
}) {
  const summary = useQuoteBreakdown(
    service.id,
    request.province,
    detail,
    request.quotedProducts,
    request.businessLine,
  );
  const status = toRequestStatus(request.status);
  return (
    <>
      <Text fw={600}>{service.name}</Text>
      {summary.isPending ? (
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <Skeleton height={150} />
          <Skeleton height={150} />
        </SimpleGrid>
      ) : summary.breakdown ? (
        <QuoteCosts
          breakdown={summary.breakdown}
          paid={Boolean(request.paidAt)}
          status={status}
          refunded={request.refunded ?? null}
          refundOwed={Boolean(request.refundOwedCents)}
        />
      ) : (
        <Text size="sm" c="danger.7" role="alert">
          Prezzi non disponibili in questo momento. Riprova più tardi.
        </Text>
      )}
      {request.welfareProgramme ? <WelfareNote programme={request.welfareProgramme} /> : null}
      <Divider />
      <Stack gap={6}>
        {quoteTermFacts(detail, request.businessLine).map((fact) => (
          <Row key={fact.label} label={fact.label}>
            {fact.value}
          </Row>
        ))}
      </Stack>
      {/* Why Equilibrio, and the guarantee's renewal: for a quote still open, not a closed one's. */}
      {isClosedStatus(request.status) ? null : (
        <>
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
                Ti presentiamo solo i profili migliori: appena il <strong>5% dei candidati</strong>{' '}
                supera il nostro processo di selezione in <strong>3 fasi</strong>.
              </Text>
              <Text size="sm">
                Con la garanzia <strong>NO PROBLEM</strong> di 30 giorni, se il caregiver non fa per
                te lo sostituiamo senza costi aggiuntivi. La garanzia si rinnova ogni 30 giorni e
                puoi disattivare il rinnovo in qualsiasi momento, dalla pagina della richiesta.
              </Text>
            </Stack>
          </Group>
        </>
      )}
    </>
  );
}
