import type { SendQuote } from '@equilibrio/contract/backoffice';
import type { BusinessLine } from '@equilibrio/contract/enums';
import { italianList } from '@equilibrio/contract/italian-format';
import { missingForMonthlyEstimate, monthlyEstimate } from '@equilibrio/contract/quote-costs';
import { liveOutCaregiver, MAX_WEEKLY_HOURS } from '@equilibrio/contract/quote-schedule';
import { Divider, Paper, SimpleGrid, Text } from '@mantine/core';
import { useEffect, useMemo, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { confirm } from '@/components/confirm';
import { DialogForm } from '@/components/form/dialog-form';
import { recheck } from '@/components/form/field-check';
import { maxLengthOf } from '@/components/form/max-length';
import { TextareaField } from '@/components/form/textarea-field';
import { useSchemaForm } from '@/components/form/use-schema-form';
import { InfoAlert } from '@/components/notices';
import { submitShowingErrors } from '@/lib/form-errors';
import { useQuoteServices } from '../api/get-quote-services';
import type { RequestWorkspace } from '../api/get-request';
import { historyNoteHint } from './history-note';
import { familyTold } from './next-step-explanations';
import {
  firstToFill,
  type QuoteFormValues,
  quoteFormDefaults,
  quoteFormSchema,
  toSendQuote,
} from './quote-form-values';
import { QuoteProfileSection } from './quote-profile-section';
import { missingAddressPrices, QuoteServiceSection } from './quote-service-section';
import { QuotePeriodSection, QuoteScheduleSection } from './quote-terms-sections';
import { FamilyMessage, FamilyWhen, TutorNotes } from './request-summary-card';

/** The service, when the catalogue has a single one for the request and none is chosen yet. */
const withOnlyService = (
  values: QuoteFormValues,
  options: readonly { value: string }[],
): QuoteFormValues =>
  !values.serviceId && options.length === 1 ? { ...values, serviceId: options[0]!.value } : values;

/** Where a quote sent goes (also corrected: the new version in place of the other). */
const inFamilyArea = 'Il preventivo compare subito nell’area riservata della famiglia.';

/**
 * Any tutor's move takes a request nobody has taken (the server's `takeIfUnassigned`: 'Presa in
 * carico' in the history): said before the quote, the first move of most requests, is sent.
 */
const takenBySending =
  'Nessuno ha ancora preso in carico la richiesta: inviando il preventivo, la prendi in carico tu.';

const NOTHING_CHANGED =
  'Non hai cambiato nulla: modifica il preventivo prima di inviare la correzione.';

/**
 * Whether an hourly quote without days or time slots is to be sent as it is: it may be (the
 * schedule still 'da definire'), but the family would read '—' for them and no monthly estimate
 * — the tutor says so knowingly, or goes back to the schedule.
 */
async function sendWithoutSchedule(quote: SendQuote) {
  const missing = missingForMonthlyEstimate(quote.requestDetail);
  if (missing.length === 0) return true;
  return confirm({
    title: 'Orari da definire?',
    message: `Nel preventivo mancano ${italianList(missing)}: la famiglia leggerà «—» al loro posto e non vedrà la stima mensile per il caregiver, solo la tariffa oraria. Invialo così solo se l’orario è ancora da definire.`,
    confirmLabel: 'Invia senza stima mensile',
    cancelLabel: 'Aggiungi gli orari',
  });
}

/**
 * Whether an hourly quote whose live-out week is past the CCNL's for one caregiver is to be sent
 * as it is: it may be (the tutor may have spoken with the family), but the family reads that one
 * caregiver cannot cover the week — the tutor reads the same sentence before sending it.
 */
async function sendPastWeeklyLimit(quote: SendQuote, line: BusinessLine) {
  const detail = quote.requestDetail;
  if (detail.netHourCost == null) return true;
  const estimate = monthlyEstimate(detail.netHourCost, detail, detail.coliving, line);
  if (estimate?.kind !== 'hours' || !estimate.overLimit) return true;
  return confirm({
    title: 'Più ore di un solo caregiver?',
    message: `Le ore richieste superano le ${MAX_WEEKLY_HOURS.liveOut} a settimana di ${liveOutCaregiver(line)}. Nel preventivo la famiglia leggerà:`,
    note: `«${estimate.overLimit}»`,
    confirmLabel: 'Invia comunque',
    cancelLabel: 'Correggi gli orari',
  });
}

/**
 * The quote: catalogue service (with the province's prices), dates, costs, schedule, needs.
 * `correction`: the quote sent, to correct before the family accepts it (it starts as sent).
 */
export function QuoteForm({
  request,
  correction = false,
  onSubmit,
  onCancel,
  onDirtyChange,
}: {
  request: RequestWorkspace;
  correction?: boolean;
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
    defaultValues: withOnlyService(quoteFormDefaults(request), serviceOptions),
  });
  const { control } = form;
  // The dialog opens on the first thing still to fill (data-autofocus), chosen once.
  const [first] = useState(() => firstToFill(form.getValues()));

  // The two costs answer one rule (one of them, not both): once either changes, an error shown on
  // the other is checked again — it said 'Indica il costo orario…' after the flat cost was typed.
  const [hourly, flat] = useWatch({ control, name: ['netHourCost', 'packageFlatCost'] });
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when either cost changes
  useEffect(() => {
    const { errors } = form.formState;
    if (errors.netHourCost || errors.packageFlatCost) {
      recheck(form, ['netHourCost', 'packageFlatCost']);
    }
  }, [hourly, flat, form]);

  // A single fitting service is the obvious choice, also when the catalogue comes after the
  // dialog opened on the empty service: the keyboard, still there, goes on to what is left.
  useEffect(() => {
    const values = withOnlyService(form.getValues(), serviceOptions);
    if (values.serviceId === form.getValues('serviceId')) return;
    const waiting = document.activeElement;
    form.setValue('serviceId', values.serviceId);
    const next = firstToFill(values);
    if (
      waiting instanceof HTMLInputElement &&
      waiting.matches('[data-autofocus]') &&
      waiting.value === '' &&
      next !== 'serviceId'
    ) {
      form.setFocus(next);
    }
  }, [serviceOptions, form]);

  const send = submitShowingErrors(
    form,
    quoteFormSchema,
    async (values) => {
      const quote = toSendQuote(values, line);
      if (!(await sendWithoutSchedule(quote))) {
        form.setFocus(values.workDays.length === 0 ? 'workDays' : 'workHours');
        return;
      }
      if (!(await sendPastWeeklyLimit(quote, line))) {
        form.setFocus('workDays');
        return;
      }
      await onSubmit(quote);
    },
    'requestDetail.',
  );
  // A correction with nothing changed would only email the family the same quote again.
  const submit: typeof send = (event) => {
    if (correction && !form.formState.isDirty) {
      event?.preventDefault();
      form.setError('root', { message: NOTHING_CHANGED });
      return Promise.resolve();
    }
    return send(event);
  };

  return (
    <DialogForm
      form={form}
      onSubmit={submit}
      onCancel={onCancel}
      onDirtyChange={onDirtyChange}
      submitLabel={correction ? 'Invia la correzione' : 'Invia preventivo'}
      gap="lg"
      enterSubmits={{
        title: correction ? 'Inviare la correzione?' : 'Inviare il preventivo?',
        message: `${inFamilyArea} ${familyTold('sendQuote')} Controlla di aver compilato tutte le sezioni.`,
        // The costs' warning is far above the field Enter was pressed in: said again here.
        note: request.province ? undefined : missingAddressPrices,
        confirmLabel: correction ? 'Invia la correzione' : 'Invia preventivo',
        cancelLabel: 'Continua a modificare',
      }}
    >
      {/* What the family asked, in sight while the quote answers it (the page is behind the dialog). */}
      <Paper withBorder radius="md" p="sm" role="group" aria-label="Cosa ha chiesto la famiglia">
        <SimpleGrid component="dl" cols={{ base: 1, sm: 2 }} spacing="sm" m={0}>
          <FamilyWhen request={request} />
          <FamilyMessage request={request} />
        </SimpleGrid>
        <TutorNotes request={request} />
      </Paper>
      {correction ? (
        <InfoAlert>
          La nuova versione sostituisce quella inviata: la famiglia la trova nella sua area e ne
          riceve notizia per email. Se stava per accettare la precedente, le chiediamo di leggere la
          nuova prima di accettarla.
        </InfoAlert>
      ) : null}
      <QuoteServiceSection
        control={control}
        request={request}
        customerType={customerType}
        serviceOptions={serviceOptions}
        servicesLoading={services.isPending}
        first={first}
      />
      <Divider />
      <QuotePeriodSection
        control={control}
        first={first}
        line={line}
        frequency={request.schedule?.frequency ?? null}
      />
      <Divider />
      <QuoteScheduleSection control={control} line={line} />
      <Divider />
      <QuoteProfileSection control={control} line={line} stored={request.requestDetail} />
      <TextareaField
        control={control}
        name="note"
        maxLength={maxLengthOf(quoteFormSchema.shape.note)}
        label="Nota per lo storico"
        description={`Facoltativa. ${historyNoteHint}`}
        autosize
        minRows={2}
      />
      {/* What a click on 'Invia preventivo' does, read beside it: it sends at once. */}
      {request.province ? null : (
        <Text size="sm" c="ink.7" fw={600}>
          {missingAddressPrices}
        </Text>
      )}
      {correction ? null : (
        <Text size="sm" c="ink.6">
          {inFamilyArea} {familyTold('sendQuote')}
          {request.assignedTutor ? null : ` ${takenBySending}`}
        </Text>
      )}
    </DialogForm>
  );
}
