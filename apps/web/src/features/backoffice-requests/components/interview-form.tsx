import { interviewInThePastMessage } from '@equilibrio/contract/backoffice-moves';
import { dayMonthYear, isoDateParts, withDayArticle } from '@equilibrio/contract/italian-format';
import type { InterviewAppointment } from '@equilibrio/contract/workflow';
import { Group, SegmentedControl, Stack, Text, TextInput } from '@mantine/core';
import { DateInput } from '@mantine/dates';
import { useRef, useState } from 'react';
import { confirm } from '@/components/confirm';
import { useCalendarTakesEscape } from '@/components/form/date-field';
import { FormActions } from '@/components/form/form-actions';
import { FormError } from '@/components/form/form-error';
import { GrowTextarea } from '@/components/form/grow-textarea';
import { ItalianTimeInput, timeProblem } from '@/components/form/time-field';
import { useReportDirty } from '@/components/form/use-form-failure';
import { InfoAlert } from '@/components/notices';
import { ApiError } from '@/lib/api-client';
import {
  italianDateTimeToIso,
  italianDay,
  italianTime,
  parseItalianDate,
} from '@/lib/format-datetime';
import { useOneAtATime } from '@/lib/one-at-a-time';
import { pageNow } from '@/lib/server-clock';

/** Interviews usually fall between 7:00 and 22:00; outside, the form asks to check the time. */
const EARLIEST_USUAL_HOUR = 7;
const LATEST_USUAL_HOUR = 22;
/** Beyond this an interview's day is pointed out (the call-backs' horizon: 60 days). */
const FAR_AHEAD_MS = 60 * 24 * 3600 * 1000;

export type InterviewValues = {
  dateTime: string;
  place: string | null;
  videoLink: string | null;
  notes: string | null;
};

/** Date, time, place or video link, and notes the customer will read. */
export function InterviewForm({
  initial,
  defaultPlace = null,
  caregiverName,
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
  caregiverName: string | null;
  confirmLabel: string;
  onSubmit: (values: InterviewValues) => Promise<void>;
  onCancel: () => void;
  /** Told whether anything was changed (a GuardedModal then asks before it is lost). */
  onDirtyChange?: (dirty: boolean) => void;
}) {
  // What the form starts with, kept: 'changed' compares against it.
  const [start] = useState(() => ({
    date: initial ? italianDay(initial.dateTime) : null,
    time: initial ? italianTime(initial.dateTime) : '',
    place: initial ? (initial.place ?? '') : (defaultPlace ?? ''),
    videoLink: initial?.videoLink ?? '',
    notes: initial?.notes ?? '',
  }));
  const [date, setDate] = useState<string | null>(start.date);
  // Past days look unavailable in the calendar: Italy's today, read once a render.
  const today = italianDay(pageNow());
  const [time, setTime] = useState(start.time);
  const calendar = useCalendarTakesEscape();
  const [mode, setMode] = useState<'place' | 'video'>(
    initial?.videoLink && !initial.place ? 'video' : 'place',
  );
  const [place, setPlace] = useState(start.place);
  const [videoLink, setVideoLink] = useState(start.videoLink);
  const [notes, setNotes] = useState(start.notes);
  const [submitted, setSubmitted] = useState(false);
  const [busy, setBusy] = useState(false);
  const once = useOneAtATime();
  const [error, setError] = useState<string | null>(null);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});

  const dirty =
    date !== start.date ||
    time !== start.time ||
    place !== start.place ||
    videoLink !== start.videoLink ||
    notes !== start.notes;
  useReportDirty(dirty, onDirtyChange);

  const required = 'Questo campo è obbligatorio';
  const timeValid = time.trim() !== '' && !timeProblem(time);
  const past =
    date && timeValid && new Date(italianDateTimeToIso(date, time)).getTime() <= Date.now();
  const problems = {
    date: !date ? required : past ? interviewInThePastMessage : undefined,
    time: !time.trim() ? required : (timeProblem(time) ?? undefined),
    place: mode === 'place' && !place.trim() ? 'Indica dove si terrà il colloquio' : undefined,
    videoLink:
      mode === 'video' && !/^https?:\/\/\S+$/.test(videoLink.trim())
        ? 'Inserisci un link che inizi con https://'
        : undefined,
  };
  const invalid = Object.values(problems).some(Boolean);
  // A time typed in twelve hours ('03:00' for three in the afternoon) is allowed but pointed out.
  const hour = timeValid ? Number(time.slice(0, 2)) : null;
  const oddHour = hour !== null && (hour < EARLIEST_USUAL_HOUR || hour >= LATEST_USUAL_HOUR);
  // A day months away is more often a slip of the year or month than a plan: pointed out too.
  const farAhead = date !== null && date > italianDay(new Date(pageNow().getTime() + FAR_AHEAD_MS));
  // The family meets the caregiver before the service starts: a day after the quote's start is
  // a slip of the date, or a start to agree again with the family.
  const afterStart = date !== null && serviceStart !== null && date > serviceStart;
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
  const dateInput = useRef<HTMLInputElement>(null);
  const timeInput = useRef<HTMLInputElement>(null);
  // A time half typed is told once the field is left (the other fields wait for the submit).
  const [timeLeft, setTimeLeft] = useState(false);
  const show = (key: keyof typeof problems) =>
    (submitted || (key === 'time' && timeLeft && time.trim()) ? problems[key] : undefined) ??
    fieldErrors[key];

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        setSubmitted(true);
        if (invalid || !date) return;
        void once(async () => {
          // Saving emails the family at once: a warning on screen is asked about first.
          if (
            warnings.length > 0 &&
            !(await confirm({
              title: 'Confermi il colloquio?',
              message:
                'La famiglia riceve subito un’email con giorno, ora e luogo. Prima controlla:',
              list: warnings,
              confirmLabel: initial ? 'Sposta comunque' : 'Prenota comunque',
              cancelLabel: 'Correggi',
            }))
          ) {
            (farAhead || afterStart ? dateInput : timeInput).current?.focus();
            return;
          }
          setBusy(true);
          setError(null);
          setFieldErrors({});
          try {
            await onSubmit({
              dateTime: italianDateTimeToIso(date, time),
              place: mode === 'place' ? place.trim() : null,
              videoLink: mode === 'video' ? videoLink.trim() : null,
              notes: notes.trim() || null,
            });
          } catch (err) {
            // The API names the moment 'dateTime'; the form shows it under the day.
            const fields = Object.fromEntries(
              Object.entries(err instanceof ApiError ? (err.fields ?? {}) : {}).map(
                ([key, value]) => [key.replace(/^body\./, '').replace(/^dateTime$/, 'date'), value],
              ),
            );
            setFieldErrors(fields);
            // A message shown under its field is not repeated below the form.
            const underFields = Object.keys(fields).every((key) => key in problems);
            setError(Object.keys(fields).length > 0 && underFields ? null : (err as Error).message);
          } finally {
            setBusy(false);
          }
        });
      }}
    >
      <Stack gap="md">
        {caregiverName ? (
          <Text size="sm">
            Colloquio tra la famiglia e <strong>{caregiverName}</strong>. La famiglia riceve
            un’email con data, luogo e note.
          </Text>
        ) : null}
        <Group grow align="flex-start">
          <DateInput
            {...calendar}
            dateParser={parseItalianDate}
            label="Data"
            required
            valueFormat="DD/MM/YYYY"
            placeholder="gg/mm/aaaa"
            value={date}
            onChange={setDate}
            // (A typed past day is refused with its reason.)
            getDayProps={(day) => ({ disabled: day < today })}
            ref={dateInput}
            error={show('date')}
            data-autofocus
          />
          <ItalianTimeInput
            label="Ora"
            required
            value={time}
            onChange={setTime}
            ref={timeInput}
            onBlur={() => setTimeLeft(true)}
            error={show('time')}
          />
        </Group>
        {warnings.map((warning) => (
          <InfoAlert key={warning} color="sun" role="status" p="xs">
            {warning}
          </InfoAlert>
        ))}
        <Stack gap={6}>
          <Text size="sm" fw={500} id="interview-mode">
            Dove
          </Text>
          <SegmentedControl
            aria-labelledby="interview-mode"
            value={mode}
            onChange={(value) => setMode(value as 'place' | 'video')}
            data={[
              { value: 'place', label: 'Di persona' },
              { value: 'video', label: 'Videochiamata' },
            ]}
          />
        </Stack>
        {mode === 'place' ? (
          <TextInput
            label="Luogo"
            required
            placeholder="Via Roma 1, Torino (casa della famiglia)"
            value={place}
            onChange={(event) => setPlace(event.currentTarget.value)}
            error={show('place')}
            maxLength={300}
          />
        ) : (
          <TextInput
            label="Link della videochiamata"
            required
            type="url"
            placeholder="https://meet.example.com/…"
            value={videoLink}
            onChange={(event) => setVideoLink(event.currentTarget.value)}
            error={show('videoLink')}
            maxLength={500}
          />
        )}
        <GrowTextarea
          label="Note per la famiglia"
          autosize
          minRows={3}
          maxLength={1000}
          value={notes}
          onChange={(event) => setNotes(event.currentTarget.value)}
        />
        <FormError message={error} />
        <FormActions onCancel={onCancel} submitLabel={confirmLabel} loading={busy} />
      </Stack>
    </form>
  );
}
