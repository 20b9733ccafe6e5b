import { checkQuoteRules, type SendQuote } from '@equilibrio/contract/backoffice';
import { productTypeLabels } from '@equilibrio/contract/backoffice-catalog';
import {
  animalSizeCodes,
  animalSizeLabels,
  type BusinessLine,
  contractCodes,
  dayCodes,
  dayLabels,
  hourCodes,
  hourLabels,
  languageLabels,
  languages,
} from '@equilibrio/contract/enums';
import {
  contractLabels,
  serviceFlagLabels,
  serviceFlagsByLine,
} from '@equilibrio/contract/request-detail-labels';
import { type ServiceFlag, serviceFlags } from '@equilibrio/contract/requests';
import { validationMessages } from '@equilibrio/contract/validation';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  Alert,
  Checkbox,
  Chip,
  Divider,
  Group,
  Input,
  MultiSelect,
  NumberInput,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  Textarea,
  Title,
} from '@mantine/core';
import { DateInput } from '@mantine/dates';
import { useEffect, useMemo } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { z } from 'zod';
import { AppButton } from '@/components/app-button';
import { applyServerFieldErrors, errorMessage } from '@/lib/form-errors';
import { parseItalianDate } from '@/lib/format-datetime';
import { formatCents } from '@/lib/money';
import { useQuoteServices } from '../api/get-quote-services';
import type { RequestWorkspace } from '../api/get-request';
import { useServiceSummary } from '../api/get-service-summary';

const required = validationMessages.required;
const euro = (max: number) =>
  z
    .number('Inserisci un importo')
    .min(0, 'L’importo non può essere negativo')
    .max(max, 'Importo troppo alto')
    .nullable();

const quoteFormSchema = z
  .object({
    serviceId: z.string(required).min(1, required),
    serviceStart: z.string(required).min(1, required),
    serviceEnd: z.string().nullable(),
    contract: z.enum(contractCodes).nullable(),
    netHourCost: euro(1000),
    packageFlatCost: euro(100_000),
    taxisitter: z.boolean(),
    requiredLanguage: z.array(z.enum(languages)),
    requestedExp: z
      .number()
      .int('Solo anni interi')
      .min(0)
      .max(60, 'Al massimo 60 anni')
      .nullable(),
    workDays: z.array(z.enum(dayCodes)),
    workHours: z.array(z.enum(hourCodes)),
    numberOfChildren: z.number().int().min(0).max(20, 'Al massimo 20').nullable(),
    animals: z.array(z.enum(animalSizeCodes)),
    dogHealing: z.array(z.enum(animalSizeCodes)),
    dogHosting: z.array(z.enum(animalSizeCodes)),
    catHealing: z.boolean(),
    catHosting: z.boolean(),
    flags: z.array(z.enum(serviceFlags as [ServiceFlag, ...ServiceFlag[]])),
    note: z.string().max(1000, 'Massimo 1000 caratteri'),
  })
  .superRefine((value, ctx) => checkQuoteRules(value, ctx));
type QuoteFormValues = z.infer<typeof quoteFormSchema>;

const capitalize = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

const dogSizes = animalSizeCodes.filter((code) => code !== 'cat');

/** Months between two ISO dates (spec §9: 'mese' for 1, 'mesi' otherwise, never negative). */
export function durationLabel(start: string | null, end: string | null) {
  if (!start || !end) return null;
  const [y1, m1, d1] = start.split('-').map(Number) as [number, number, number];
  const [y2, m2, d2] = end.split('-').map(Number) as [number, number, number];
  const months = Math.max(0, (y2 - y1) * 12 + (m2 - m1) - (d2 < d1 ? 1 : 0));
  return `${months} ${months === 1 ? 'mese' : 'mesi'}`;
}

/** The quote: catalogue service (with the province's prices), dates, costs, schedule, needs. */
export function QuoteForm({
  request,
  onSubmit,
  onCancel,
}: {
  request: RequestWorkspace;
  onSubmit: (quote: SendQuote) => Promise<void>;
  onCancel: () => void;
}) {
  const line: BusinessLine = request.businessLine;
  const customerType = request.welfare && request.company ? 'B2B' : 'B2C';
  const services = useQuoteServices({ businessLine: line, customerType });
  const serviceOptions = useMemo(
    () =>
      (services.data ?? [])
        .filter((s) => customerType === 'B2C' || s.companyIds.includes(request.company?.id ?? ''))
        .map((s) => ({ value: String(s.id), label: `${s.name} (${s.customerType})` })),
    [services.data, customerType, request.company?.id],
  );
  const detail = request.requestDetail;
  const lineFlags = serviceFlagsByLine[line];

  const form = useForm<QuoteFormValues>({
    resolver: zodResolver(quoteFormSchema),
    mode: 'onTouched',
    defaultValues: {
      serviceId: request.serviceLinked ? String(request.serviceLinked.id) : '',
      serviceStart: detail?.serviceStart ?? '',
      serviceEnd: detail?.serviceEnd ?? null,
      contract: detail?.contract ?? null,
      netHourCost: detail?.netHourCost ?? null,
      packageFlatCost: detail?.packageFlatCost ?? null,
      taxisitter: detail?.taxisitter ?? request.needs === 'Taxi-sitter',
      requiredLanguage: detail?.requiredLanguage ?? request.languages,
      requestedExp: detail?.requestedExp ?? null,
      workDays: (detail?.workDays ? detail.workDays.split('-') : []) as QuoteFormValues['workDays'],
      workHours: (detail?.workHours
        ? detail.workHours.split('-')
        : []) as QuoteFormValues['workHours'],
      numberOfChildren:
        detail?.numberOfChildren ??
        (line === 'BABYSITTER'
          ? request.dependants.filter((d) => d.type === 'PERSON').length || null
          : null),
      animals: detail?.animals ?? [],
      dogHealing: detail?.dogHealing ?? [],
      dogHosting: detail?.dogHosting ?? [],
      catHealing: detail?.catHealing ?? false,
      catHosting: detail?.catHosting ?? false,
      flags: lineFlags.filter((flag) => detail?.[flag] === true),
      note: '',
    },
  });
  const { errors, isSubmitting } = form.formState;

  // A single fitting service is the obvious choice.
  useEffect(() => {
    if (!form.getValues('serviceId') && serviceOptions.length === 1) {
      form.setValue('serviceId', serviceOptions[0]!.value);
    }
  }, [serviceOptions, form]);

  const [serviceId, start, end] = useWatch({
    control: form.control,
    name: ['serviceId', 'serviceStart', 'serviceEnd'],
  });
  const summary = useServiceSummary(serviceId ? Number(serviceId) : null, request.province);
  const duration = durationLabel(start || null, end);

  const submit = form.handleSubmit(async (values) => {
    const quote: SendQuote = {
      serviceId: Number(values.serviceId),
      note: values.note.trim() || null,
      requestDetail: {
        serviceStart: values.serviceStart,
        serviceEnd: values.serviceEnd,
        contract: values.contract,
        netHourCost: values.netHourCost,
        packageFlatCost: values.packageFlatCost,
        taxisitter: line === 'BABYSITTER' && values.taxisitter,
        requiredLanguage: line === 'PETSITTER' ? [] : values.requiredLanguage,
        requestedExp: values.requestedExp,
        workDays: dayCodes.filter((d) => values.workDays.includes(d)).join('-'),
        workHours: hourCodes.filter((h) => values.workHours.includes(h)).join('-'),
        numberOfChildren: line === 'BABYSITTER' ? values.numberOfChildren : null,
        animals: line === 'PETSITTER' ? values.animals : [],
        dogHealing: line === 'PETSITTER' ? values.dogHealing : [],
        dogHosting: line === 'PETSITTER' ? values.dogHosting : [],
        ...(line === 'PETSITTER'
          ? { catHealing: values.catHealing, catHosting: values.catHosting }
          : {}),
        ...Object.fromEntries(lineFlags.map((flag) => [flag, values.flags.includes(flag)])),
      },
    };
    try {
      await onSubmit(quote);
    } catch (error) {
      const matched = applyServerFieldErrors(
        error,
        form.setError,
        Object.keys(quoteFormSchema.shape),
        'requestDetail.',
      );
      if (!matched) form.setError('root', { message: errorMessage(error) });
    }
  });

  const numberField = (
    name: 'netHourCost' | 'packageFlatCost' | 'requestedExp' | 'numberOfChildren',
    label: string,
    props: Partial<React.ComponentProps<typeof NumberInput>> = {},
  ) => (
    <Controller
      control={form.control}
      name={name}
      render={({ field, fieldState }) => (
        <NumberInput
          label={label}
          value={field.value ?? ''}
          onChange={(value) => field.onChange(value === '' ? null : Number(value))}
          onBlur={field.onBlur}
          error={fieldState.error?.message}
          min={0}
          allowNegative={false}
          {...props}
        />
      )}
    />
  );

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="lg">
        <Stack gap="sm">
          <Title order={3} size="h5">
            Servizio e prezzi
          </Title>
          <Controller
            control={form.control}
            name="serviceId"
            render={({ field, fieldState }) => (
              <Select
                label="Servizio del catalogo"
                description={
                  customerType === 'B2B'
                    ? `Servizi B2B offerti da ${request.company?.name}`
                    : `Servizi B2C di ${request.type.toLowerCase()}`
                }
                required
                data={serviceOptions}
                value={field.value || null}
                onChange={(value) => field.onChange(value ?? '')}
                onBlur={field.onBlur}
                error={fieldState.error?.message ?? errors.serviceId?.message}
                nothingFoundMessage="Nessun servizio adatto nel catalogo"
                placeholder={services.isPending ? 'Caricamento…' : 'Scegli il servizio'}
                data-autofocus
              />
            )}
          />
          {summary.data ? (
            <Paper withBorder radius="md" p="sm" bg="primary.0">
              <Text size="xs" c="ink.6" fw={600} mb={4}>
                Prezzi{' '}
                {summary.data.province
                  ? `per la provincia ${summary.data.province}`
                  : `di "Altre province"${request.province ? ` (${request.province} non ha prezzi propri)` : ''}`}
              </Text>
              <Group gap="lg">
                {summary.data.products.map((product) => (
                  <Text key={product.productType} size="sm">
                    {productTypeLabels[product.productType]}:{' '}
                    <strong>{formatCents(product.amount)}</strong>
                  </Text>
                ))}
                <Text size="sm">
                  Primo pagamento:{' '}
                  <strong>
                    {formatCents(summary.data.products.reduce((sum, p) => sum + p.amount, 0))}
                  </strong>
                </Text>
              </Group>
            </Paper>
          ) : null}
        </Stack>

        <Divider />
        <Stack gap="sm">
          <Title order={3} size="h5">
            Periodo e costi
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
            <Controller
              control={form.control}
              name="serviceStart"
              render={({ field, fieldState }) => (
                <DateInput
                  dateParser={parseItalianDate}
                  label="Inizio del servizio"
                  required
                  valueFormat="DD/MM/YYYY"
                  placeholder="gg/mm/aaaa"
                  value={field.value || null}
                  onChange={(value) => field.onChange(value ?? '')}
                  onBlur={field.onBlur}
                  error={fieldState.error?.message}
                />
              )}
            />
            <Controller
              control={form.control}
              name="serviceEnd"
              render={({ field, fieldState }) => (
                <DateInput
                  dateParser={parseItalianDate}
                  label="Fine prevista"
                  valueFormat="DD/MM/YYYY"
                  placeholder="gg/mm/aaaa"
                  clearable
                  value={field.value}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  error={fieldState.error?.message}
                  description={duration ? `Durata: ${duration}` : undefined}
                />
              )}
            />
            <Controller
              control={form.control}
              name="contract"
              render={({ field }) => (
                <Select
                  label="Contratto"
                  clearable
                  data={contractCodes.map((code) => ({ value: code, label: contractLabels[code] }))}
                  value={field.value}
                  onChange={(value) => field.onChange(value)}
                />
              )}
            />
            {numberField('netHourCost', 'Costo orario netto (€/h)', {
              decimalScale: 2,
              decimalSeparator: ',',
              max: 1000,
            })}
            {numberField('packageFlatCost', 'Costo forfettario (€)', {
              decimalScale: 2,
              decimalSeparator: ',',
              max: 100_000,
            })}
            {line === 'BABYSITTER' ? (
              <Controller
                control={form.control}
                name="taxisitter"
                render={({ field }) => (
                  <Switch
                    mt={{ sm: 30 }}
                    label="Taxisitter (più rimborso carburante)"
                    checked={field.value}
                    onChange={(event) => field.onChange(event.currentTarget.checked)}
                  />
                )}
              />
            ) : null}
          </SimpleGrid>
        </Stack>

        <Divider />
        <Stack gap="sm">
          <Title order={3} size="h5">
            Orari
          </Title>
          <Controller
            control={form.control}
            name="workDays"
            render={({ field }) => (
              <Input.Wrapper label="Giorni di lavoro">
                <Chip.Group multiple value={field.value} onChange={field.onChange}>
                  <Group gap={6} mt={4}>
                    {dayCodes.map((code) => (
                      <Chip key={code} value={code} size="sm">
                        {dayLabels[code]}
                      </Chip>
                    ))}
                  </Group>
                </Chip.Group>
              </Input.Wrapper>
            )}
          />
          <Controller
            control={form.control}
            name="workHours"
            render={({ field }) => (
              <Input.Wrapper label="Fasce orarie">
                <Chip.Group multiple value={field.value} onChange={field.onChange}>
                  <Group gap={6} mt={4}>
                    {hourCodes.map((code) => (
                      <Chip key={code} value={code} size="sm">
                        {capitalize(hourLabels[code])}
                      </Chip>
                    ))}
                  </Group>
                </Chip.Group>
              </Input.Wrapper>
            )}
          />
        </Stack>

        <Divider />
        <Stack gap="sm">
          <Title order={3} size="h5">
            Profilo richiesto
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            {line !== 'PETSITTER' ? (
              <Controller
                control={form.control}
                name="requiredLanguage"
                render={({ field }) => (
                  <MultiSelect
                    label="Lingue"
                    data={languages.map((l) => ({ value: l, label: languageLabels[l] }))}
                    value={field.value}
                    onChange={field.onChange}
                  />
                )}
              />
            ) : null}
            {numberField('requestedExp', 'Esperienza richiesta (anni)', { max: 60 })}
            {line === 'BABYSITTER'
              ? numberField('numberOfChildren', 'Numero di bambini', { max: 20 })
              : null}
            {line === 'PETSITTER' ? (
              <>
                <Controller
                  control={form.control}
                  name="animals"
                  render={({ field }) => (
                    <MultiSelect
                      label="Animali"
                      data={animalSizeCodes.map((c) => ({ value: c, label: animalSizeLabels[c] }))}
                      value={field.value}
                      onChange={field.onChange}
                    />
                  )}
                />
                <Controller
                  control={form.control}
                  name="dogHealing"
                  render={({ field }) => (
                    <MultiSelect
                      label="Cura di cani (taglia)"
                      data={dogSizes.map((c) => ({ value: c, label: animalSizeLabels[c] }))}
                      value={field.value}
                      onChange={field.onChange}
                    />
                  )}
                />
                <Controller
                  control={form.control}
                  name="dogHosting"
                  render={({ field }) => (
                    <MultiSelect
                      label="Ospitalità di cani (taglia)"
                      data={dogSizes.map((c) => ({ value: c, label: animalSizeLabels[c] }))}
                      value={field.value}
                      onChange={field.onChange}
                    />
                  )}
                />
                <Stack gap={6} mt={{ sm: 28 }}>
                  <Controller
                    control={form.control}
                    name="catHealing"
                    render={({ field }) => (
                      <Checkbox
                        label="Cura di gatti"
                        checked={field.value}
                        onChange={(event) => field.onChange(event.currentTarget.checked)}
                      />
                    )}
                  />
                  <Controller
                    control={form.control}
                    name="catHosting"
                    render={({ field }) => (
                      <Checkbox
                        label="Ospitalità di gatti"
                        checked={field.value}
                        onChange={(event) => field.onChange(event.currentTarget.checked)}
                      />
                    )}
                  />
                </Stack>
              </>
            ) : null}
          </SimpleGrid>
          {lineFlags.length > 0 ? (
            <Controller
              control={form.control}
              name="flags"
              render={({ field }) => (
                <Checkbox.Group
                  label="Mansioni e requisiti"
                  value={field.value}
                  onChange={field.onChange}
                >
                  <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing={6} mt={6}>
                    {lineFlags.map((flag) => (
                      <Checkbox key={flag} value={flag} label={serviceFlagLabels[flag]} />
                    ))}
                  </SimpleGrid>
                </Checkbox.Group>
              )}
            />
          ) : null}
        </Stack>

        <Textarea
          label="Nota per lo storico"
          description="Facoltativa, visibile solo ai family tutor."
          autosize
          minRows={2}
          {...form.register('note')}
          error={errors.note?.message}
        />
        {errors.root ? (
          <Alert color="danger" variant="light" role="alert">
            {errors.root.message}
          </Alert>
        ) : null}
        <Group justify="flex-end" gap="sm">
          <AppButton look="dark-outline" type="button" onClick={onCancel}>
            Annulla
          </AppButton>
          <AppButton type="submit" loading={isSubmitting}>
            Invia preventivo
          </AppButton>
        </Group>
      </Stack>
    </form>
  );
}
