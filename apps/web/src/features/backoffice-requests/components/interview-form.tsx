import {
  formatAvailability,
  interviewOutsideAvailability,
} from '@equilibrio/contract/availability-words';
import {
  interviewInputSchema,
  interviewInThePastMessage,
  interviewUnchangedMessage,
} from '@equilibrio/contract/backoffice-moves';
import {
  dayMonthYear,
  isoDate,
  isoDateParts,
  romeParts,
  withDayArticle,
} from '@equilibrio/contract/italian-format';
import { validationMessages } from '@equilibrio/contract/validation';
import type { InterviewAppointment } from '@equilibrio/contract/workflow';
import { zodResolver } from '@hookform/resolvers/zod';
import { Group, SegmentedControl, Stack, Text } from '@mantine/core';
import { DateInput } from '@mantine/dates';
import { useState } from 'react';
import { Controller, useWatch } from 'react-hook-form';
import { z } from 'zod';
import { confirm } from '@/components/confirm';
import { afterThePress } from '@/components/form/bound-field';
import { useDateCalendar } from '@/components/form/date-field';
import { DialogForm } from '@/components/form/dialog-form';
import { recheck } from '@/components/form/field-check';
import { maxLengthOf } from '@/components/form/max-length';
import { TextField } from '@/components/form/text-field';
import { TextareaField } from '@/components/form/textarea-field';
import { heldTime, TimeField } from '@/components/form/time-field';
import { useAppForm } from '@/components/form/use-app-form';
import { InfoAlert } from '@/components/notices';
import { PhoneLink } from '@/components/phone-link';
import { ApiError } from '@/lib/api-client';
import {
  italianDateTimeToIso,
  italianDay,
  italianTime,
  parseItalianDate,
} from '@/lib/format-datetime';
import { pageNow } from '@/lib/server-clock';
import { InterviewChangeNotice } from './interview-card';

/** Today's date with an hour already gone. */
const timePassedMessage = 'L’orario è già passato: scegli un’ora successiva';

/** Interviews usually fall between 7:00 and 22:00; outside, the form asks to check the time. */
const EARLIEST_USUAL_HOUR = 7;
const LATEST_USUAL_HOUR = 22;
/** Beyond this an interview's day is pointed out (the call-backs' horizon: 60 days). */
const FAR_AHEAD_MS = 60 * 24 * 3600 * 1000;

/**
 * What the form refuses before asking the server: a day and a time (a time typed in part is the
 * time field's own refusal), a moment still ahead, and the place or the video link.
 */
const formSchema = z
  .object({
    date: z.string().nullable(),
    time: z.string(),
    mode: z.enum(['place', 'video']),
    place: z.string(),
    videoLink: z.string(),
    notes: z.string(),
  })
  .superRefine((value, ctx) => {
    const time = heldTime(value.time);
    if (!value.date) {
      ctx.addIssue({ code: 'custom', path: ['date'], message: validationMessages.required });
    } else if (value.date < isoDate(romeParts(new Date()))) {
      // A day gone, whatever the time (said with the time's own refusal, not after it).
      ctx.addIssue({ code: 'custom', path: ['date'], message: interviewInThePastMessage });
    } else if (time && new Date(italianDateTimeToIso(value.date, time)).getTime() <= Date.now()) {
      // Today, at an hour gone: the time is what to change.
      ctx.addIssue({ code: 'custom', path: ['time'], message: timePassedMessage });
    }
    if (!value.time.trim())
      ctx.addIssue({ code: 'custom', path: ['time'], message: validationMessages.required });
    if (value.mode === 'place' && !value.place.trim()) {
      ctx.addIssue({
        code: 'custom',
        path: ['place'],
        message: 'Indica dove si terrà il colloquio',
      });
    }
    if (value.mode === 'video' && !/^https?:\/\/\S+$/.test(value.videoLink.trim())) {
      ctx.addIssue({
        code: 'custom',
        path: ['videoLink'],
        message: 'Inserisci un link che inizi con https://',
      });
    }
  });
type FormValues = z.infer<typeof formSchema>;

/** The fields the API's messages may be about (it names the moment 'dateTime': the day's). */
const shownFields = ['date', 'time', 'place', 'videoLink'] as const;

export type InterviewValues = {
  dateTime: string;
  place: string | null;
  videoLink: string | null;
  notes: string | null;
  /** A move: the appointment this form opened on (moved again meanwhile, the API refuses). */
  movingFrom?: number;
};

/** Date, time, place or video link, and notes the customer will read. */
export function InterviewForm({
  initial,
  defaultPlace = null,
  caregiver,
  familyAsks = null,
  serviceStart = null,
  confirmLabel,
  onSubmit,
  onCancel,
  onDirtyChange,
}: {
  initial: InterviewAppointment | null;
  /** The quote's start of the service ('yyyy-mm-dd'): an interview after it is pointed out. */
  serviceStart?: string | null;
  /** The place a new interview starts with: the request's address. */
  defaultPlace?: string | null;
  /**
   * The chosen caregiver: emailed the interview's day, time and place when they have an address
   * (`hasEmail`); otherwise told by the tutor.
   */
  caregiver: {
    name: string;
    phone: string | null;
    hasEmail: boolean;
    availability: readonly string[];
  } | null;
  /** Moving it because the family asked: when they said they could, shown above the fields. */
  familyAsks?: string | null;
  confirmLabel: string;
  onSubmit: (values: InterviewValues) => Promise<void>;
  onCancel: () => void;
  /** Told whether anything was changed (a GuardedModal then asks before it is lost). */
  onDirtyChange?: (dirty: boolean) => void;
}) {
  const form = useAppForm<FormValues>({
    resolver: zodResolver(formSchema),
    defaultValues: {
      date: initial ? italianDay(initial.dateTime) : null,
      time: initial ? italianTime(initial.dateTime) : '',
      mode: initial?.videoLink && !initial.place ? 'video' : 'place',
      place: initial ? (initial.place ?? '') : (defaultPlace ?? ''),
      videoLink: initial?.videoLink ?? '',
      notes: initial?.notes ?? '',
    },
  });
  // The appointment the form opened on, kept though the page reads a newer one meanwhile: a move
  // made elsewhere since is refused, not overwritten with this form's older start.
  const [movingFrom] = useState(initial?.id);
  // Past days look unavailable in the calendar: Italy's today, read once a render.
  const today = italianDay(pageNow());
  const calendar = useDateCalendar();
  const [date, typedTime, mode] = useWatch({
    control: form.control,
    name: ['date', 'time', 'mode'],
  });
  const time = heldTime(typedTime);

  // A time typed in twelve hours ('03:00' for three in the afternoon) is allowed but pointed out.
  const hour = time ? Number(time.slice(0, 2)) : null;
  const oddHour = hour !== null && (hour < EARLIEST_USUAL_HOUR || hour >= LATEST_USUAL_HOUR);
  // A day months away is more often a slip of the year or month than a plan: pointed out too.
  const farAhead = date !== null && date > italianDay(new Date(pageNow().getTime() + FAR_AHEAD_MS));
  // The family meets the caregiver before the service starts: a day after the quote's start is
  // a slip of the date, or a start to agree again with the family.
  const afterStart = date !== null && serviceStart !== null && date > serviceStart;
  // A moment outside the week the caregiver said they are free: shown, not asked about again
  // (an interview is short, and often agreed with them outside their working week).
  const unavailable =
    caregiver && date && time
      ? interviewOutsideAvailability(caregiver.name, caregiver.availability, date, time)
      : null;
  /** What looks like a slip: shown under the time, and asked about once more before saving. */
  const warnings = [
    ...(farAhead
      ? ['Il colloquio è tra più di due mesi: controlla la data (giorno, mese e anno).']
      : []),
    ...(afterStart
      ? [
          `Il servizio inizia ${withDayArticle('il', dayMonthYear(isoDateParts(serviceStart ?? '')))}, come dice il preventivo: il colloquio sarebbe dopo. Controlla la data, o concorda con la famiglia un nuovo inizio.`,
        ]
      : []),
    ...(oddHour
      ? [
          `Alle ${time}? È un orario insolito per un colloquio: controlla l’ora (formato 24 ore: le 3 del pomeriggio sono le 15:00).`,
        ]
      : []),
  ];

  /**
   * The time's message as it is typed: a time typed in part is told once the field is left (the
   * other fields wait for the submit); after a submit, the day's too (a moment already past) —
   * the server's word on the day stays (`recheck`).
   */
  const recheckTime = () => {
    if (form.formState.isSubmitted) recheck(form, ['time', 'date']);
    else if (!form.getFieldState('time').isTouched) return;
    else if (form.getValues('time').trim()) void form.trigger('time');
    else form.clearErrors('time');
  };

  const submit = form.handleSubmit(async (values) => {
    // Moved to where it is: nothing to save (the API refuses it too: the family would be told).
    if (initial && !form.formState.isDirty) {
      form.setError('root', { message: interviewUnchangedMessage });
      return;
    }
    // Saving emails the family: a warning on screen is asked about first.
    if (
      warnings.length > 0 &&
      !(await confirm({
        title: 'Confermi il colloquio?',
        message: 'La famiglia riceve un’email con giorno, ora e luogo. Prima controlla:',
        list: warnings,
        confirmLabel: initial ? 'Sposta comunque' : 'Prenota comunque',
        cancelLabel: 'Correggi',
      }))
    ) {
      form.setFocus(farAhead || afterStart ? 'date' : 'time');
      return;
    }
    try {
      await onSubmit({
        dateTime: italianDateTimeToIso(values.date ?? '', values.time),
        place: values.mode === 'place' ? values.place.trim() : null,
        videoLink: values.mode === 'video' ? values.videoLink.trim() : null,
        notes: values.notes.trim() || null,
        ...(movingFrom !== undefined ? { movingFrom } : {}),
      });
    } catch (err) {
      const fields = Object.entries(err instanceof ApiError ? (err.fields ?? {}) : {}).map(
        ([key, message]) =>
          [key.replace(/^body\./, '').replace(/^dateTime$/, 'date'), message] as const,
      );
      for (const [key, message] of fields) {
        if ((shownFields as readonly string[]).includes(key)) {
          form.setError(key as (typeof shownFields)[number], { type: 'server', message });
        }
      }
      // A message shown under its field is not repeated below the form.
      const underFields = fields.every(([key]) => (shownFields as readonly string[]).includes(key));
      if (fields.length === 0 || !underFields) {
        form.setError('root', { message: (err as Error).message });
      }
    }
  });

  return (
    <DialogForm
      form={form}
      onSubmit={submit}
      onCancel={onCancel}
      onDirtyChange={onDirtyChange}
      submitLabel={confirmLabel}
    >
      {familyAsks ? <InterviewChangeNotice message={familyAsks} p="xs" /> : null}
      {caregiver ? (
        <Text size="sm">
          Colloquio tra la famiglia e <strong>{caregiver.name}</strong>.{' '}
          {caregiver.hasEmail
            ? `La famiglia riceve un’email con data, luogo e note, e anche ${caregiver.name} (senza le note). Prima concorda tu giorno e ora`
            : `La famiglia riceve un’email con data, luogo e note. ${caregiver.name} non ha un indirizzo email: concorda tu giorno e ora e comunica il colloquio per telefono`}
          {caregiver.phone ? (
            <>
              {' '}
              al <PhoneLink phone={caregiver.phone} underline="always" inherit />
            </>
          ) : null}
          .
          {caregiver.availability.length > 0
            ? ` Disponibilità indicata: ${formatAvailability(caregiver.availability)}.`
            : null}
        </Text>
      ) : null}
      <Group grow align="flex-start">
        <Controller
          control={form.control}
          name="date"
          render={({ field, fieldState }) => (
            <DateInput
              {...calendar.props}
              dateParser={parseItalianDate}
              label="Data"
              required
              valueFormat="DD/MM/YYYY"
              placeholder="gg/mm/aaaa"
              value={field.value}
              onChange={(day) => {
                field.onChange(day);
                // An hour gone today is fine on another day: the time's message follows the day.
                if (form.formState.isSubmitted) recheck(form, ['time', 'date']);
              }}
              // (A typed past day is refused with its reason.)
              getDayProps={(day) => ({ disabled: day < today })}
              ref={field.ref}
              error={fieldState.error?.message}
              data-autofocus
            />
          )}
        />
        <TimeField
          control={form.control}
          name="time"
          label="Ora"
          required
          onChange={recheckTime}
          onBlur={afterThePress(recheckTime)}
        />
      </Group>
      {unavailable ? (
        <InfoAlert color="sun" role="status" p="xs">
          {unavailable} Controlla che possa esserci.
        </InfoAlert>
      ) : null}
      {warnings.map((warning) => (
        <InfoAlert key={warning} color="sun" role="status" p="xs">
          {warning}
        </InfoAlert>
      ))}
      <Stack gap={6}>
        <Text size="sm" fw={500} id="interview-mode">
          Dove
        </Text>
        <Controller
          control={form.control}
          name="mode"
          render={({ field }) => (
            <SegmentedControl
              aria-labelledby="interview-mode"
              value={field.value}
              onChange={(value) => {
                field.onChange(value);
                if (form.formState.isSubmitted) recheck(form, ['place', 'videoLink']);
              }}
              data={[
                { value: 'place', label: 'Di persona' },
                { value: 'video', label: 'Videochiamata' },
              ]}
            />
          )}
        />
      </Stack>
      {mode === 'place' ? (
        <TextField
          key="place"
          control={form.control}
          name="place"
          label="Luogo"
          required
          placeholder="Via Roma 1, Torino (casa della famiglia)"
          maxLength={maxLengthOf(interviewInputSchema.shape.place)}
        />
      ) : (
        <TextField
          key="videoLink"
          control={form.control}
          name="videoLink"
          label="Link della videochiamata"
          required
          type="url"
          placeholder="https://meet.example.com/…"
          maxLength={maxLengthOf(interviewInputSchema.shape.videoLink)}
        />
      )}
      <TextareaField
        control={form.control}
        name="notes"
        label="Note per la famiglia"
        autosize
        minRows={3}
        maxLength={maxLengthOf(interviewInputSchema.shape.notes)}
      />
    </DialogForm>
  );
}
