import { productTypeLabels } from '@equilibrio/contract/backoffice-catalog';
import type { ServiceSummary } from '@equilibrio/contract/catalog';
import { Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { type Control, useWatch } from 'react-hook-form';
import { SelectField } from '@/components/form/select-field';
import { formatCents } from '@/lib/money';
import { useServiceSummary } from '@/resources/service-summary';
import type { RequestWorkspace } from '../api/get-request';
import type { QuoteFormValues } from './quote-form-values';

/** A titled part of the quote form. */
export function QuoteSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack gap="sm">
      <Title order={3} size="h5">
        {title}
      </Title>
      {children}
    </Stack>
  );
}

/** 'Servizio e prezzi': the catalogue service, and the prices the customer will see. */
export function QuoteServiceSection({
  control,
  request,
  customerType,
  serviceOptions,
  servicesLoading,
}: {
  control: Control<QuoteFormValues>;
  request: RequestWorkspace;
  customerType: 'B2B' | 'B2C';
  serviceOptions: { value: string; label: string }[];
  servicesLoading: boolean;
}) {
  const serviceId = useWatch({ control, name: 'serviceId' });
  const summary = useServiceSummary(serviceId ? Number(serviceId) : null, request.province);
  return (
    <QuoteSection title="Servizio e prezzi">
      <SelectField
        control={control}
        name="serviceId"
        empty=""
        label="Servizio del catalogo"
        description={
          customerType === 'B2B'
            ? `Servizi B2B offerti da ${request.company?.name}`
            : `Servizi B2C di ${request.type.toLowerCase()}`
        }
        required
        data={serviceOptions}
        nothingFoundMessage="Nessun servizio adatto nel catalogo"
        placeholder={servicesLoading ? 'Caricamento…' : 'Scegli il servizio'}
        data-autofocus
      />
      {summary.data ? <PriceSummary summary={summary.data} province={request.province} /> : null}
    </QuoteSection>
  );
}

/** The service's prices for the request's province (or the default row), and the first payment. */
function PriceSummary({ summary, province }: { summary: ServiceSummary; province: string | null }) {
  return (
    <Paper withBorder radius="md" p="sm" bg="primary.0">
      <Text size="xs" c="ink.6" fw={600} mb={4}>
        Prezzi{' '}
        {summary.province
          ? `per la provincia ${summary.province}`
          : `di "Altre province"${province ? ` (${province} non ha prezzi propri)` : ''}`}
      </Text>
      <Group gap="lg">
        {summary.products.map((product) => (
          <Text key={product.productType} size="sm">
            {productTypeLabels[product.productType]}: <strong>{formatCents(product.amount)}</strong>
          </Text>
        ))}
        <Text size="sm">
          Primo pagamento:{' '}
          <strong>{formatCents(summary.products.reduce((sum, p) => sum + p.amount, 0))}</strong>
        </Text>
      </Group>
    </Paper>
  );
}
