import type { ServiceAddressInput } from '@equilibrio/contract/backoffice-moves';
import { correctionKeptPrices, type ServiceSummary } from '@equilibrio/contract/catalog';
import type { BusinessLine } from '@equilibrio/contract/enums';
import { formatEuro } from '@equilibrio/contract/money-format';
import { provinceLabel } from '@equilibrio/contract/province-names';
import {
  costLabels,
  costLinesSaid,
  quoteBreakdown,
  serviceWithoutPricesMessage,
} from '@equilibrio/contract/quote-costs';
import { requestEditable } from '@equilibrio/contract/workflow';
import { Paper, Stack, Text } from '@mantine/core';
import { type Control, useWatch } from 'react-hook-form';
import { SelectField } from '@/components/form/select-field';
import { FormPart } from '@/components/section-card';
import { toast } from '@/components/toast';
import { errorMessage } from '@/lib/form-errors';
import { useServiceSummary } from '@/resources/service-summary';
import type { RequestWorkspace } from '../api/get-request';
import { useSetServiceAddress } from '../api/set-service-address';
import { FamilyAddressSelect } from './family-address-select';
import {
  type OpeningField,
  openingFocus,
  previewCost,
  type QuoteFormValues,
  weekOf,
} from './quote-form-values';

/**
 * A request that does not say where the service is: the prices are the catalogue's default ones
 * (the API's rule), said under the costs, above the button and in Enter's question before sending.
 */
export const missingAddressPrices =
  'Manca l’indirizzo del servizio: senza la provincia valgono i prezzi di «Altre province».';

/** 'Servizio e prezzi': the catalogue service, and the prices the customer will see. */
export function QuoteServiceSection({
  control,
  request,
  customerType,
  serviceOptions,
  servicesLoading,
  first,
}: {
  control: Control<QuoteFormValues>;
  request: RequestWorkspace;
  customerType: 'B2B' | 'B2C';
  serviceOptions: { value: string; label: string }[];
  servicesLoading: boolean;
  /** The field the dialog opens on. */
  first: OpeningField;
}) {
  const serviceId = useWatch({ control, name: 'serviceId' });
  // A correction on the quote's own service keeps the prices the family was sent (the API does
  // the same); another service is quoted at its prices now.
  const kept = serviceId
    ? correctionKeptPrices(
        { serviceId: request.serviceLinked?.id, quotedProducts: request.quotedProducts },
        Number(serviceId),
      )
    : null;
  const summary = useServiceSummary(
    serviceId && !kept ? Number(serviceId) : null,
    request.province,
  );
  const prices: Prices | null = kept
    ? { products: kept, heading: 'Prezzi del preventivo inviato (restano quelli di allora)' }
    : summary.data
      ? { products: summary.data.products, heading: pricesHeading(summary.data, request.province) }
      : null;
  return (
    <FormPart title="Servizio e prezzi">
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
        {...openingFocus(first, 'serviceId')}
      />
      {prices ? (
        <CostPreview
          control={control}
          prices={prices}
          province={request.province}
          line={request.businessLine}
        />
      ) : null}
      {request.province ? null : <QuoteAddressPick request={request} />}
    </FormPart>
  );
}

/**
 * A request without an address, while it may still change: the service's address taken from one
 * the family has saved, straight away (the prices then follow its province). A new one is
 * written in the customer card ('Scrivi l’indirizzo').
 */
function QuoteAddressPick({ request }: { request: RequestWorkspace }) {
  const save = useSetServiceAddress();
  if (!requestEditable(request.status) || request.customer.deleted) return null;
  return (
    <FamilyAddressSelect
      requestId={request.id}
      label="Dove si svolge il servizio"
      description="Uno degli indirizzi salvati dalla famiglia; uno nuovo lo scrivi nella scheda Famiglia («Scrivi l’indirizzo»)"
      disabled={save.isPending}
      onPick={async ({ street, city, province, postalCode }) => {
        try {
          await save.mutateAsync({
            requestId: request.id,
            street,
            city,
            // A saved address's province is one of the list's (checked again by the API).
            province: province as ServiceAddressInput['province'],
            postalCode,
          });
          toast.success('Indirizzo salvato: il preventivo userà i prezzi della sua provincia');
        } catch (error) {
          toast.error(errorMessage(error));
        }
      }}
    />
  );
}

type Prices = { products: ServiceSummary['products']; heading: string };

/** Whose prices the catalogue's are: the province's own, or the default ones. */
const pricesHeading = (summary: ServiceSummary, province: string | null) =>
  summary.province
    ? `Prezzi per la provincia di ${provinceLabel(summary.province)}`
    : `Prezzi di «Altre province»${province ? `: ${provinceLabel(province)} non ha prezzi propri` : ''}`;

/**
 * What the family will read, in the quote's words (the contract's breakdown): the province's
 * prices, what is paid now and its total, the renewal, the caregiver with the monthly estimate
 * from the days and time slots chosen below.
 */
function CostPreview({
  control,
  prices,
  province,
  line,
}: {
  control: Control<QuoteFormValues>;
  prices: Prices;
  province: string | null;
  line: BusinessLine;
}) {
  const [
    netHourCost,
    packageFlatCost,
    taxisitter,
    workDays,
    workHours,
    slotHours,
    contract,
    flags,
    serviceStart,
    serviceEnd,
  ] = useWatch({
    control,
    name: [
      'netHourCost',
      'packageFlatCost',
      'taxisitter',
      'workDays',
      'workHours',
      'slotHours',
      'contract',
      'flags',
      'serviceStart',
      'serviceEnd',
    ],
  });
  const { payNow, recurring, caregiver } = quoteBreakdown({
    products: prices.products,
    businessLine: line,
    detail: {
      netHourCost: previewCost('netHourCost', netHourCost),
      packageFlatCost: previewCost('packageFlatCost', packageFlatCost),
      taxisitter,
      ...weekOf({ workDays, workHours, slotHours }),
      contract: contract ?? null,
      coliving: flags.includes('coliving'),
      // A short service (a holiday's pet sitting) is estimated whole, as the family will read it.
      serviceStart: serviceStart || null,
      serviceEnd: serviceEnd || null,
    },
  });
  return (
    <Paper
      withBorder
      radius="md"
      p="sm"
      bg="primary.0"
      role="group"
      aria-label="Costi per la famiglia"
    >
      {payNow.totalCents <= 0 ? (
        // No price at all where the request is: the API's refusal, said before the quote is sent
        // (it read '= 0,00 €' under a heading about prices that are not there).
        <Text size="sm" c="danger.8" fw={600} role="alert">
          {serviceWithoutPricesMessage}
        </Text>
      ) : (
        <Text size="xs" c="ink.6" fw={600} mb={4}>
          {prices.heading}
        </Text>
      )}
      {province ? null : (
        // Without an address the province's own prices cannot apply: said before the quote goes.
        <Text size="xs" c="ink.7" fw={600} mb={4}>
          {missingAddressPrices} Scegli uno degli indirizzi salvati dalla famiglia, se ne ha, oppure
          chiedi l’indirizzo alla famiglia e scrivilo nella scheda Famiglia («Scrivi l’indirizzo»).
        </Text>
      )}
      {payNow.totalCents <= 0 ? null : (
        <Stack gap={4}>
          <Text size="sm">
            {costLabels.payNow}:{' '}
            {costLinesSaid(
              payNow.lines.map((line) => ({
                name: line.label,
                amount: formatEuro(line.amountCents),
              })),
            )}{' '}
            = <strong>{payNow.total}</strong>
          </Text>
          {recurring ? (
            <Text size="sm">
              Poi: {recurring.label} <strong>{recurring.amount}</strong>, {recurring.when}
            </Text>
          ) : null}
          {caregiver ? (
            <Text size="sm">
              {costLabels.caregiver}: {caregiver.label} <strong>{caregiver.amount}</strong>
              {caregiver.kind === 'hourly' && caregiver.monthly
                ? ` · ${caregiver.monthly.label} ${caregiver.monthly.value} (${caregiver.monthly.basis})`
                : ''}
            </Text>
          ) : netHourCost != null || packageFlatCost != null ? (
            // A cost typed that its field refuses: not shown as a price (the field says why).
            <Text size="sm">{costLabels.caregiver}: —</Text>
          ) : null}
        </Stack>
      )}
    </Paper>
  );
}
