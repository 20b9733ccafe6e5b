import { quoteStartInThePastMessage } from '@equilibrio/contract/backoffice-moves';
import {
  type BusinessLine,
  contractCodes,
  dayCodes,
  dayLabels,
  hourCodes,
  hourLabels,
} from '@equilibrio/contract/enums';
import { capitalised } from '@equilibrio/contract/italian-format';
import { costLabels, flatCostPeriod } from '@equilibrio/contract/quote-costs';
import {
  HOURS_PER_SLOT,
  hoursLabel,
  MAX_SLOT_HOURS,
  type QuoteScheduleRequest,
  quoteScheduleWarnings,
  type ScheduleWarning,
} from '@equilibrio/contract/quote-schedule';
import { contractLabels } from '@equilibrio/contract/request-detail-labels';
import { formatDuration, type ScheduleFrequency } from '@equilibrio/contract/request-schedule';
import { SimpleGrid, Text } from '@mantine/core';
import { type Control, useWatch } from 'react-hook-form';
import { SwitchField } from '@/components/form/check-field';
import { ChipsField } from '@/components/form/chips-field';
import { DateField } from '@/components/form/date-field';
import { MoneyField } from '@/components/form/money-field';
import { NumberField } from '@/components/form/number-field';
import { SelectField } from '@/components/form/select-field';
import { FormPart } from '@/components/section-card';
import { italianDay } from '@/lib/format-datetime';
import { optionsOf } from '@/lib/options';
import { pageNow } from '@/lib/server-clock';
import { type OpeningField, openingFocus, type QuoteFormValues, weekOf } from './quote-form-values';

/**
 * An hourly rate above this is far from any caregiver's (usually 8–20 €/h): allowed, but pointed
 * out — '1000' typed for '10,00' would reach the family as a monthly estimate of tens of thousands.
 */
const UNUSUAL_HOURLY_RATE = 40;

/** What the family will read beside a flat cost (its period follows the contract). */
function flatCostHint(contract: string | null | undefined) {
  const period = flatCostPeriod(contract);
  return period
    ? `La famiglia legge: importo ${period}.`
    : 'Scegli il contratto: la famiglia legge l’importo al mese (part-time, full-time) o per tutto il servizio (occasionale).';
}

/**
 * 'Periodo e costi': dates (with the duration), contract (with a word when it contradicts the
 * family's 'Continuativo' or 'Occasionale' — `frequency` — or the 'Orari' below), costs, the
 * taxisitter option.
 */
export function QuotePeriodSection({
  control,
  line,
  frequency,
  first,
}: {
  control: Control<QuoteFormValues>;
  line: BusinessLine;
  frequency: ScheduleFrequency | null;
  /** The field the dialog opens on. */
  first: OpeningField;
}) {
  const [start, end, hourly, flat, contract] = useWatch({
    control,
    name: ['serviceStart', 'serviceEnd', 'netHourCost', 'packageFlatCost', 'contract'],
  });
  // 'Occasionale' for a continuous service, 'Part-time' at a full week's hours (or 'Full-time' at
  // few): said, not refused. The week past one caregiver's is said by the days and time slots
  // ('Orari').
  const contractWarnings = useScheduleWarnings(control, 'contract', {
    businessLine: line,
    frequency,
  });
  // Italy's today, on the server's clock (the API's rule: no start before it).
  const today = italianDay(pageNow());
  // Only for an end after the start: before it the field says why, not 'Durata: 0 mesi'.
  const duration = start && end && end > start ? formatDuration(start, end) : null;
  return (
    <FormPart title="Periodo e costi">
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
        <DateField
          control={control}
          name="serviceStart"
          empty=""
          label="Inizio del servizio"
          required
          // Past days greyed out, a typed one refused with the API's words; a correction's saved
          // start already past stays shown, refused the same way until changed (the API refuses
          // it too).
          minDate={today}
          rangeMessage={() => quoteStartInThePastMessage}
          {...openingFocus(first, 'serviceStart')}
        />
        <DateField
          control={control}
          name="serviceEnd"
          label="Fine prevista"
          clearable
          description={duration ? `Durata: ${duration}` : undefined}
          // Under the input, so the row's fields stay aligned when it appears (a 1024 px window).
          inputWrapperOrder={['label', 'input', 'description', 'error']}
        />
        <SelectField
          control={control}
          name="contract"
          label="Contratto"
          clearable
          {...openingFocus(first, 'contract')}
          data={optionsOf(contractCodes, contractLabels)}
          description={
            contractWarnings.length > 0
              ? contractWarnings.map((warning) => (
                  <span key={warning} style={{ display: 'block' }}>
                    {warning}
                  </span>
                ))
              : undefined
          }
          inputWrapperOrder={['label', 'input', 'description', 'error']}
        />
        <MoneyField
          control={control}
          name="netHourCost"
          label={`${costLabels.hourlyRate} (€/h)`}
          {...openingFocus(first, 'netHourCost')}
          description={
            hourly != null && hourly > UNUSUAL_HOURLY_RATE
              ? 'Insolito: di solito tra 8 e 20 €/h. Controlla l’importo.'
              : undefined
          }
          // Under the input, so the row's fields stay aligned when it appears.
          inputWrapperOrder={['label', 'input', 'description', 'error']}
        />
        <MoneyField
          control={control}
          name="packageFlatCost"
          label={`${costLabels.flatCost} (€)`}
          description={flat != null ? flatCostHint(contract) : undefined}
          inputWrapperOrder={['label', 'input', 'description', 'error']}
        />
        {line === 'BABYSITTER' ? (
          <SwitchField
            control={control}
            name="taxisitter"
            // Beside the inputs, under the two costs' two-line labels.
            mt={{ sm: 50 }}
            label="Taxi-sitter (più rimborso carburante)"
          />
        ) : null}
      </SimpleGrid>
    </FormPart>
  );
}

/**
 * The quote's schedule warnings of one kind (`quoteScheduleWarnings`), as the form's fields stand
 * now: each said beside the fields it is about.
 */
function useScheduleWarnings(
  control: Control<QuoteFormValues>,
  kind: ScheduleWarning['kind'],
  request: QuoteScheduleRequest,
) {
  const [contract, workDays, workHours, slotHours, flags] = useWatch({
    control,
    name: ['contract', 'workDays', 'workHours', 'slotHours', 'flags'],
  });
  return quoteScheduleWarnings(
    {
      contract,
      ...weekOf({ workDays, workHours, slotHours }),
      coliving: flags.includes('coliving'),
    },
    request,
  )
    .filter((warning) => warning.kind === kind)
    .map((warning) => warning.text);
}

/**
 * 'Orari': working days and time slots, as chips; under them, a week past the CCNL's for one
 * caregiver (the family's estimate counts the legal week): said, not refused — and not for pet
 * sitting, which the CCNL lavoro domestico does not govern.
 */
export function QuoteScheduleSection({
  control,
  line,
}: {
  control: Control<QuoteFormValues>;
  line: BusinessLine;
}) {
  const weeklyLimit = useScheduleWarnings(control, 'weeklyLimit', { businessLine: line });
  return (
    <FormPart title="Orari">
      <ChipsField
        control={control}
        name="workDays"
        label="Giorni di lavoro"
        options={optionsOf(dayCodes, dayLabels)}
      />
      <ChipsField
        control={control}
        name="workHours"
        label="Fasce orarie"
        options={hourCodes.map((code) => ({ value: code, label: capitalised(hourLabels[code]) }))}
      />
      <NumberField
        control={control}
        name="slotHours"
        label="Ore per fascia"
        description={`Se la lasci vuota, ogni fascia vale ${hoursLabel(HOURS_PER_SLOT)}. Per visite più brevi (una passeggiata) o turni più lunghi, fino a ${hoursLabel(MAX_SLOT_HOURS)}, indica quanto durano: la stima mensile ne tiene conto.`}
        placeholder={String(HOURS_PER_SLOT)}
        max={MAX_SLOT_HOURS}
        step={0.5}
        decimalScale={1}
        maw={320}
      />
      {weeklyLimit.map((warning) => (
        <Text key={warning} size="xs" c="dimmed">
          {warning}
        </Text>
      ))}
    </FormPart>
  );
}
