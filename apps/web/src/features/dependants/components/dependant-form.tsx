import { dependantKinds, genderLabels, genders, months } from '@equilibrio/contract/enums';
import {
  birthDateOf,
  type Dependant,
  type DependantForm as DependantFormValues,
  dependantFormSchema,
} from '@equilibrio/contract/people';
import { zodResolver } from '@hookform/resolvers/zod';
import { Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useEffect, useMemo } from 'react';
import { Controller, type Resolver, useForm } from 'react-hook-form';
import { AppButton } from '@/components/app-button';
import { confirm } from '@/components/confirm';
import { CheckboxField } from '@/components/form/check-field';
import { FormActions } from '@/components/form/form-actions';
import { FormError } from '@/components/form/form-error';
import { requiredMark } from '@/components/form/required-mark';
import { SelectField } from '@/components/form/select-field';
import { TextField } from '@/components/form/text-field';
import { useFormFailure, useReportDirty } from '@/components/form/use-form-failure';
import { toast } from '@/components/toast';
import { ApiError } from '@/lib/api-client';
import { kindOf } from '../age';
import { useCreateDependant } from '../api/create-dependant';
import { useDeleteDependant } from '../api/delete-dependant';
import { useUpdateDependant } from '../api/update-dependant';
import { dependantMessages } from '../messages';

type FormValues = {
  kind: DependantFormValues['kind'] | '';
  name: string;
  month: number | undefined;
  year: number | undefined;
  gender: DependantFormValues['gender'] | '';
  handicap: boolean;
};

const empty: FormValues = {
  kind: '',
  name: '',
  month: undefined,
  year: undefined,
  gender: '',
  handicap: false,
};

const toForm = (dependant: Dependant | null | undefined): FormValues => {
  if (!dependant) return empty;
  const [year, month] = dependant.birthDate.split('-').map(Number);
  return {
    kind: kindOf(dependant),
    name: dependant.name,
    month,
    year,
    gender: dependant.gender,
    handicap: dependant.handicap,
  };
};

/**
 * The contract's form rule, plus: a birth month in the future is refused (checked as soon as
 * month and year are valid, even while other fields are still empty).
 */
const schemaAt = (now: Date) =>
  dependantFormSchema.refine(
    (value) => value.year * 12 + value.month <= now.getFullYear() * 12 + now.getMonth() + 1,
    {
      path: ['year'],
      message: dependantMessages.futureBirth,
      when: ({ value }) => {
        const { month, year } = (value ?? {}) as { month?: unknown; year?: unknown };
        return (
          typeof month === 'number' &&
          month >= 1 &&
          month <= 12 &&
          typeof year === 'number' &&
          year >= 1000 &&
          year <= 9999
        );
      },
    },
  );

const kindOptions = dependantKinds.map((k) => ({ value: k.value, label: k.label }));
const monthOptions = months.map((label, index) => ({ value: String(index + 1), label }));
const genderOptions = genders.map((g) => ({ value: g, label: genderLabels[g] }));

export type DependantFormProps = {
  uid: string;
  /** The dependant being edited (update mode); null or absent: create mode. */
  dependant?: Dependant | null;
  onSaved?: (dependant: Dependant) => void;
  /** After delete or 'Annulla': back to create mode. */
  onDone?: () => void;
  onDirtyChange?: (dirty: boolean) => void;
};

/**
 * The dependant form (spec §3 "Dependant form fields", §5): type, name, month, year, gender,
 * handicap. Save is disabled while invalid; the birth date is stored as the 15th of the month.
 */
export function DependantForm({
  uid,
  dependant,
  onSaved,
  onDone,
  onDirtyChange,
}: DependantFormProps) {
  const schema = useMemo(() => schemaAt(new Date()), []);
  const { control, handleSubmit, reset, formState, getFieldState, trigger } = useForm<
    FormValues,
    unknown,
    DependantFormValues
  >({
    // The form holds empty choices ('' / undefined) the schema refuses; the resolver maps them.
    resolver: zodResolver(schema) as unknown as Resolver<FormValues, unknown, DependantFormValues>,
    mode: 'onTouched',
    defaultValues: toForm(dependant),
  });
  const { failure, fail, clearFailure } = useFormFailure();
  const backToCreate = () => reset(empty);
  const create = useCreateDependant(uid);
  const update = useUpdateDependant(uid);
  const remove = useDeleteDependant(uid);
  const editing = Boolean(dependant);

  useEffect(() => {
    reset(toForm(dependant));
    clearFailure();
  }, [dependant, reset, clearFailure]);
  useReportDirty(formState.isDirty, onDirtyChange);

  const submit = handleSubmit(async (values) => {
    clearFailure();
    const kind = dependantKinds.find((k) => k.value === values.kind)!;
    const body = {
      name: values.name,
      birthDate: birthDateOf(values.month, values.year),
      gender: values.gender,
      handicap: values.handicap,
      userUID: uid,
      type: kind.type,
    };
    try {
      const saved = dependant
        ? await update.mutateAsync({ id: dependant.id, body })
        : await create.mutateAsync(body);
      toast.success(dependant ? dependantMessages.updated : dependantMessages.created);
      backToCreate();
      onSaved?.(saved);
    } catch {
      fail(dependant ? dependantMessages.updateError : dependantMessages.createError);
    }
  });

  const onDelete = async () => {
    if (!dependant) return;
    const yes = await confirm({
      title: 'Attenzione',
      message: `Vuoi eliminare ${dependant.name} dai tuoi assistiti?`,
      confirmLook: 'danger',
    });
    if (!yes) return;
    clearFailure();
    try {
      await remove.mutateAsync(dependant.id);
      toast.success(dependantMessages.deleted);
      backToCreate();
      onDone?.();
    } catch (error) {
      // A refusal (request in progress) carries its own explanation.
      fail(
        error instanceof ApiError && error.status === 409
          ? error.message
          : dependantMessages.deleteError,
      );
    }
  };

  return (
    <form
      onSubmit={submit}
      noValidate
      aria-label={editing ? 'Modifica assistito' : 'Nuovo assistito'}
    >
      <Stack gap="sm">
        <FormError message={failure} />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <SelectField
            control={control}
            name="kind"
            empty=""
            label="Tipo*"
            {...requiredMark}
            placeholder="Scegli"
            data={kindOptions}
          />
          <TextField
            control={control}
            name="name"
            label="Nome*"
            {...requiredMark}
            autoComplete="off"
          />
          <Controller
            control={control}
            name="month"
            render={({ field, fieldState }) => (
              <Select
                label="Mese di nascita*"
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
                onBlur={field.onBlur}
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
                label="Anno di nascita*"
                {...requiredMark}
                placeholder="Es. 2019"
                inputMode="numeric"
                maxLength={4}
                value={field.value === undefined ? '' : String(field.value)}
                onChange={(event) => {
                  const digits = event.currentTarget.value.replace(/\D/g, '').slice(0, 4);
                  field.onChange(digits === '' ? undefined : Number(digits));
                }}
                onBlur={field.onBlur}
                ref={field.ref}
                error={fieldState.error?.message}
              />
            )}
          />
          <SelectField
            control={control}
            name="gender"
            empty=""
            label="Sesso*"
            {...requiredMark}
            placeholder="Scegli"
            data={genderOptions}
          />
        </SimpleGrid>
        <CheckboxField
          control={control}
          name="handicap"
          label="Disabilità o esigenze particolari"
        />
        <FormActions
          mt="xs"
          start={
            editing ? (
              <AppButton
                look="danger"
                variant="subtle"
                type="button"
                onClick={() => void onDelete()}
                loading={remove.isPending}
              >
                Elimina
              </AppButton>
            ) : null
          }
          onCancel={() => {
            backToCreate();
            clearFailure();
            onDone?.();
          }}
          loading={create.isPending || update.isPending}
          disabled={!formState.isValid}
          submitLabel={editing ? 'Salva modifiche' : 'Salva assistito'}
        />
      </Stack>
    </form>
  );
}
