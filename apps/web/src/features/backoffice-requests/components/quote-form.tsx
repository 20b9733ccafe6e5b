import type { SendQuote } from '@equilibrio/contract/backoffice';
import { Divider } from '@mantine/core';
import { useEffect, useMemo } from 'react';
import { DialogForm } from '@/components/form/dialog-form';
import { TextareaField } from '@/components/form/textarea-field';
import { useSchemaForm } from '@/components/form/use-schema-form';
import { submitShowingErrors } from '@/lib/form-errors';
import { useQuoteServices } from '../api/get-quote-services';
import type { RequestWorkspace } from '../api/get-request';
import { quoteFormDefaults, quoteFormSchema, toSendQuote } from './quote-form-values';
import { QuoteProfileSection } from './quote-profile-section';
import { QuoteServiceSection } from './quote-service-section';
import { QuotePeriodSection, QuoteScheduleSection } from './quote-terms-sections';

/** The quote: catalogue service (with the province's prices), dates, costs, schedule, needs. */
export function QuoteForm({
  request,
  onSubmit,
  onCancel,
  onDirtyChange,
}: {
  request: RequestWorkspace;
  onSubmit: (quote: SendQuote) => Promise<void>;
  onCancel: () => void;
  /** Whether the tutor changed anything (the dialog then guards it). */
  onDirtyChange?: (dirty: boolean) => void;
}) {
  const line = request.businessLine;
  const customerType = request.welfare && request.company ? 'B2B' : 'B2C';
  const services = useQuoteServices({ businessLine: line, customerType });
  const serviceOptions = useMemo(
    () =>
      (services.data ?? [])
        .filter((s) => customerType === 'B2C' || s.companyIds.includes(request.company?.id ?? ''))
        .map((s) => ({ value: String(s.id), label: `${s.name} (${s.customerType})` })),
    [services.data, customerType, request.company?.id],
  );

  const form = useSchemaForm(quoteFormSchema, {
    defaultValues: quoteFormDefaults(request),
  });
  const { control } = form;

  // A single fitting service is the obvious choice.
  useEffect(() => {
    if (!form.getValues('serviceId') && serviceOptions.length === 1) {
      form.setValue('serviceId', serviceOptions[0]!.value);
    }
  }, [serviceOptions, form]);

  const submit = submitShowingErrors(
    form,
    quoteFormSchema,
    (values) => onSubmit(toSendQuote(values, line)),
    'requestDetail.',
  );

  return (
    <DialogForm
      form={form}
      onSubmit={submit}
      onCancel={onCancel}
      onDirtyChange={onDirtyChange}
      submitLabel="Invia preventivo"
      gap="lg"
    >
      <QuoteServiceSection
        control={control}
        request={request}
        customerType={customerType}
        serviceOptions={serviceOptions}
        servicesLoading={services.isPending}
      />
      <Divider />
      <QuotePeriodSection control={control} line={line} />
      <Divider />
      <QuoteScheduleSection control={control} />
      <Divider />
      <QuoteProfileSection control={control} line={line} />
      <TextareaField
        control={control}
        name="note"
        label="Nota per lo storico"
        description="Facoltativa, visibile solo ai family tutor."
        autosize
        minRows={2}
      />
    </DialogForm>
  );
}
