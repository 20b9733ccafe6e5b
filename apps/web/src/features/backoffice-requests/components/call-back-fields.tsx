import { callBackLimitDays, callBackProblem } from '@equilibrio/contract/backoffice';
import { Group, Text } from '@mantine/core';
import type { Control, UseFormReturn } from 'react-hook-form';
import { z } from 'zod';
import { DateField } from '@/components/form/date-field';
import { heldTime, TimeField } from '@/components/form/time-field';
import { ApiError } from '@/lib/api-client';
import { italianDateTimeToIso, italianDay } from '@/lib/format-datetime';
import { pageNow } from '@/lib/server-clock';

/** What a call's form holds: what was said, and when to call the family back (a day and an hour). */
export type CallValues = { text: string; callBackDay: string | null; callBackTime: string };

/**
 * The form of a call with `text` as its rule for what was said: the call-back is both a day and
 * an hour or neither, later than now and within the limit (`callBackProblem`, by the page's
 * clock; the API checks it by its own). A time typed in part is the time field's own refusal
 * ('Ora incompleta…').
 */
export const callFormSchema = (text: z.ZodType<string, string>) =>
  z
    .object({ text, callBackDay: z.string().nullable(), callBackTime: z.string() })
    .superRefine((value, ctx) => {
      const time = value.callBackTime.trim();
      if (!value.callBackDay && !time) return;
      if (!value.callBackDay) {
        ctx.addIssue({ code: 'custom', path: ['callBackDay'], message: 'Indica il giorno' });
      } else if (!time) {
        ctx.addIssue({
          code: 'custom',
          path: ['callBackTime'],
          message: 'Indica l’ora (es. 15:30)',
        });
      } else if (heldTime(time)) {
        const problem = callBackProblem(italianDateTimeToIso(value.callBackDay, time), pageNow());
        if (problem) ctx.addIssue({ code: 'custom', path: ['callBackDay'], message: problem });
      }
    });

export const emptyCall: CallValues = { text: '', callBackDay: null, callBackTime: '' };

/** The agreed moment as the API takes it (null: none). */
export const callBackIso = (values: CallValues) =>
  values.callBackDay ? italianDateTimeToIso(values.callBackDay, values.callBackTime.trim()) : null;

/**
 * `send`, with the API's refusal of the moment ('callBackAt', by its clock) shown under the day;
 * any other error is thrown on.
 */
export async function showingCallBackRefusal(
  form: UseFormReturn<CallValues>,
  send: () => Promise<void>,
) {
  try {
    await send();
  } catch (error) {
    const refused = error instanceof ApiError ? error.fields?.['body.callBackAt'] : undefined;
    if (!refused) throw error;
    form.setError('callBackDay', { message: refused }, { shouldFocus: true });
  }
}

/** 'Da richiamare il' and 'Alle' (optional), and what the moment does to the inbox. */
export function CallBackFields({ control }: { control: Control<CallValues> }) {
  const now = pageNow().getTime();
  return (
    <>
      <Group grow align="flex-start" gap="sm">
        <DateField
          control={control}
          name="callBackDay"
          label="Da richiamare il"
          description="Facoltativo"
          minDate={italianDay(new Date(now))}
          maxDate={italianDay(new Date(now + callBackLimitDays * 86_400_000))}
          clearable
        />
        <TimeField
          control={control}
          name="callBackTime"
          label="Alle"
          description="Ora, es. 15:30"
        />
      </Group>
      <Text size="xs" c="ink.5">
        Fino ad allora la richiesta scende in fondo all’elenco; all’ora indicata torna tra quelle da
        fare.
      </Text>
    </>
  );
}
