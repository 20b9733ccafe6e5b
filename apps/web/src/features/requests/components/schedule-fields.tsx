import {
  type DayCode,
  dayCodes,
  dayLabels,
  type HourCode,
  hourCodes,
  hourLabels,
} from '@equilibrio/contract/enums';
import { capitalised } from '@equilibrio/contract/italian-format';
import {
  latestStartDate,
  type ScheduleFrequency,
  scheduleFrequencies,
  scheduleFrequencyLabels,
  startDateProblem,
  timeSlotsToBeDefinedLabel,
} from '@equilibrio/contract/request-schedule';
import type { RequestForm } from '@equilibrio/contract/requests';
import { Group, Radio, Stack, Text, Title } from '@mantine/core';
import { useId } from 'react';
import { type Control, Controller, useController } from 'react-hook-form';
import { ChipChoices } from '@/components/chip-choices';
import { ChipsField } from '@/components/form/chips-field';
import { DateField } from '@/components/form/date-field';
import { italianDay } from '@/lib/format-datetime';
import { optionsOf } from '@/lib/options';
import { pageNow } from '@/lib/server-clock';
import type { RequestFormValues } from './request-form-values';

/** The 'Quando' section as the form holds it (the contract's shape, nothing chosen yet). */
export type ScheduleValues = {
  startDate: string | null;
  days: DayCode[];
  timeSlots: HourCode[];
  timeSlotsToBeDefined: boolean;
  frequency: ScheduleFrequency | null;
};

export const emptySchedule: ScheduleValues = {
  startDate: null,
  days: [],
  timeSlots: [],
  timeSlotsToBeDefined: false,
  frequency: null,
};

type FormControl = Control<RequestFormValues, unknown, RequestForm>;

/** The labels of the section's fields a check can refuse (also the request form's hint's words). */
export const scheduleFieldLabels = {
  'schedule.startDate': 'Data di inizio',
  'schedule.timeSlots': 'Fasce orarie',
} as const;

/** The chip standing for 'Da definire' among the time slots. */
const TO_BE_DEFINED = 'tbd';
/** Today in Italy (a UTC day would still be yesterday until 1 or 2 in the morning). */
const today = () => italianDay(pageNow());

/**
 * The request form's optional section 'Quando': start date, days of the week, time slots
 * (mattina, pomeriggio, sera — the quote's codes) or 'Da definire', continuous or occasional.
 * Nothing here is required, so nothing carries a required mark.
 */
export function ScheduleFields({ control, disabled }: { control: FormControl; disabled: boolean }) {
  const titleId = useId();
  const firstDay = today();
  return (
    <Stack
      gap="sm"
      component="section"
      aria-labelledby={titleId}
      pt="md"
      style={{ borderTop: '1px solid var(--mantine-color-gray-3)' }}
    >
      <div>
        <Title order={2} size="h4" id={titleId}>
          Quando
        </Title>
        <Text size="sm" c="dimmed">
          Facoltativo: aiuta il family tutor a preparare il preventivo.
        </Text>
      </div>
      <DateField
        control={control}
        name="schedule.startDate"
        label={scheduleFieldLabels['schedule.startDate']}
        // The days the API takes, with its words (the contract's `startDateProblem`).
        minDate={firstDay}
        maxDate={latestStartDate(firstDay)}
        rangeMessage={(day) => startDateProblem(day, firstDay)}
        clearable
        clearButtonProps={{ 'aria-label': 'Cancella la data di inizio' }}
        disabled={disabled}
        maw={260}
      />
      <ChipsField
        control={control}
        name="schedule.days"
        label="Giorni della settimana"
        options={optionsOf(dayCodes, dayLabels)}
        disabled={disabled}
      />
      <TimeSlotChoices control={control} disabled={disabled} />
      <Controller
        control={control}
        name="schedule.frequency"
        render={({ field, fieldState }) => (
          <Radio.Group
            label="Il servizio è"
            value={field.value ?? ''}
            onChange={(value) => field.onChange(value as ScheduleFrequency)}
            error={fieldState.error?.message}
          >
            <Group gap="lg" mt={6}>
              {scheduleFrequencies.map((frequency) => (
                <Radio
                  key={frequency}
                  value={frequency}
                  label={scheduleFrequencyLabels[frequency]}
                  disabled={disabled}
                />
              ))}
            </Group>
          </Radio.Group>
        )}
      />
    </Stack>
  );
}

/** Mattina / Pomeriggio / Sera, or 'Da definire' alone: choosing one side clears the other. */
function TimeSlotChoices({ control, disabled }: { control: FormControl; disabled: boolean }) {
  const slots = useController({ control, name: 'schedule.timeSlots' });
  const toBeDefined = useController({ control, name: 'schedule.timeSlotsToBeDefined' });
  const value = toBeDefined.field.value ? [TO_BE_DEFINED] : slots.field.value;
  const onChange = (next: string[]) => {
    const picked = next.includes(TO_BE_DEFINED) && !toBeDefined.field.value;
    toBeDefined.field.onChange(picked);
    slots.field.onChange(picked ? [] : hourCodes.filter((slot) => next.includes(slot)));
  };
  return (
    <ChipChoices
      label={scheduleFieldLabels['schedule.timeSlots']}
      options={[
        ...hourCodes.map((slot) => ({ value: slot, label: capitalised(hourLabels[slot]) })),
        { value: TO_BE_DEFINED, label: timeSlotsToBeDefinedLabel },
      ]}
      value={value}
      onChange={onChange}
      error={slots.fieldState.error?.message}
      disabled={disabled}
    />
  );
}
