import {
  dependantFieldLabels,
  dependantKind,
  dependantKindSaid,
  isYoungAdult,
} from '@equilibrio/contract/dependant-labels';
import { dependantKinds, genderLabels, genders, months } from '@equilibrio/contract/enums';
import { romeParts } from '@equilibrio/contract/italian-format';
import {
  birthDateOf,
  type DependantForm as DependantFormValues,
  dependantBirthProblem,
} from '@equilibrio/contract/people';
import { SimpleGrid, TextInput } from '@mantine/core';
import { type Control, Controller, type UseFormReturn, useWatch } from 'react-hook-form';
import { afterThePress } from '@/components/form/bound-field';
import { CheckboxField } from '@/components/form/check-field';
import type { FieldLabels } from '@/components/form/missing-fields';
import { requiredMark } from '@/components/form/required-mark';
import { SelectField } from '@/components/form/select-field';
import { TextField } from '@/components/form/text-field';
import { Select } from '@/components/lists';
import { optionsOf } from '@/lib/options';
import { pageNow } from '@/lib/server-clock';
import type { DependantFieldValues } from './dependant-form-values';

const kindOptions = dependantKinds.map((k) => ({ value: k.value, label: k.label }));
const monthOptions = months.map((label, index) => ({ value: String(index + 1), label }));
const genderOptions = optionsOf(genders, genderLabels);

/** The age of the year field's example, by kind: a child's year, not a grandmother's as '2019'. */
const exampleAge: Record<(typeof dependantKinds)[number]['value'], number> = {
  CHILD: 6,
  ELDER: 82,
  DOG: 5,
  CAT: 5,
};

/** The fields' labels without their '*' (the line under a greyed 'Salva' names the missing ones). */
export const dependantFormLabels = {
  kind: dependantFieldLabels.type,
  name: dependantFieldLabels.name,
  month: 'Mese di nascita',
  year: 'Anno di nascita',
  gender: dependantFieldLabels.gender,
} satisfies FieldLabels<DependantFieldValues>;

type Form = UseFormReturn<DependantFieldValues, unknown, DependantFormValues>;

/**
 * Spec §3 "Dependant form fields": type, name, birth month and year (four digits typed), gender,
 * special needs.
 */
export function DependantFields({
  control,
  getFieldState,
  trigger,
  kinds = kindOptions,
}: {
  control: Control<DependantFieldValues, unknown, DependantFormValues>;
  getFieldState: Form['getFieldState'];
  trigger: Form['trigger'];
  /** The kinds to offer (a request's service: only those it looks after); all by default. */
  kinds?: readonly { value: string; label: string }[];
}) {
  // A person is shown as Bambino under 18, as Adulto from 18 and as Anziano from 65 (the API
  // keeps only 'a person'): said under the year when the card will not say the kind chosen.
  const [kind, month, year, gender] = useWatch({
    control,
    name: ['kind', 'month', 'year', 'gender'],
  });
  // Only for a date that can be saved: a year in the future has its own message, and 'it will be
  // shown as Bambino' beside it said two things at once.
  const birthDate = month && year && year >= 1000 ? birthDateOf(month, year) : null;
  const person =
    (kind === 'CHILD' || kind === 'ELDER') &&
    birthDate &&
    !dependantBirthProblem(birthDate, pageNow())
      ? { type: 'PERSON' as const, birthDate, gender: gender || 'MALE' }
      : null;
  const shown = person ? dependantKind(person, pageNow()) : null;
  const why =
    shown && shown !== kind
      ? shown === 'ELDER'
        ? 'ha 18 anni o più'
        : 'ha meno di 18 anni'
      : person && isYoungAdult(person, pageNow())
        ? 'ha meno di 65 anni'
        : null;
  const kindNote =
    person && why
      ? `Con questa data sarà indicato come «${dependantKindSaid(person, pageNow())}»: ${why}.`
      : undefined;
  return (
    <>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <SelectField
          control={control}
          name="kind"
          empty=""
          label={`${dependantFormLabels.kind}*`}
          {...requiredMark}
          placeholder="Scegli"
          data={kinds}
          // Whoever the service is for may be the one asking (a colf, a badante for oneself):
          // said while a person may be chosen, not under a dog or a cat chosen.
          description={
            kinds.some((option) => option.value === 'ELDER') && (!kind || kind === 'ELDER')
              ? 'Cerchi aiuto per te? Puoi inserire i tuoi dati.'
              : undefined
          }
        />
        <TextField
          control={control}
          name="name"
          label={`${dependantFormLabels.name}*`}
          {...requiredMark}
          autoComplete="off"
        />
        <Controller
          control={control}
          name="month"
          render={({ field, fieldState }) => (
            <Select
              label={`${dependantFormLabels.month}*`}
              {...requiredMark}
              placeholder="Mese"
              data={monthOptions}
              value={field.value ? String(field.value) : null}
              onChange={(value) => {
                field.onChange(value ? Number(value) : undefined);
                // The future-date check sits on the year: re-check it once the year was
                // visited (never an early 'required' under a year not reached yet).
                if (getFieldState('year').isTouched) void trigger('year');
              }}
              onBlur={afterThePress(field.onBlur)}
              ref={field.ref}
              error={fieldState.error?.message}
            />
          )}
        />
        <Controller
          control={control}
          name="year"
          render={({ field, fieldState }) => (
            <TextInput
              label={`${dependantFormLabels.year}*`}
              {...requiredMark}
              // Nothing chosen yet, no example: a child's year read as the expected answer.
              placeholder={kind ? `Es. ${romeParts(pageNow()).year - exampleAge[kind]}` : 'aaaa'}
              inputMode="numeric"
              maxLength={4}
              value={field.value === undefined ? '' : String(field.value)}
              onChange={(event) => {
                const digits = event.currentTarget.value.replace(/\D/g, '').slice(0, 4);
                field.onChange(digits === '' ? undefined : Number(digits));
              }}
              onBlur={afterThePress(field.onBlur)}
              ref={field.ref}
              description={kindNote}
              inputWrapperOrder={['label', 'input', 'description', 'error']}
              error={fieldState.error?.message}
            />
          )}
        />
        <SelectField
          control={control}
          name="gender"
          empty=""
          label={`${dependantFormLabels.gender}*`}
          {...requiredMark}
          placeholder="Scegli"
          data={genderOptions}
        />
      </SimpleGrid>
      {/* The box says only yes or no: where the family tells what the needs are. */}
      <CheckboxField
        control={control}
        name="handicap"
        label={dependantFieldLabels.handicap}
        description="Le esigenze (per esempio mobilità, allergie, terapie) puoi descriverle nelle note della richiesta e al tuo family tutor."
      />
    </>
  );
}
