import { dependantKinds, genderLabels, genders, months } from '@equilibrio/contract/enums';
import {
  birthDateOf,
  type Dependant,
  type DependantForm as DependantFormValues,
  dependantFormSchema,
} from '@equilibrio/contract/people';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Checkbox, Group, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useEffect, useMemo, useState } from 'react';
import { Controller, type Resolver, useForm } from 'react-hook-form';
import { AppButton } from '@/components/app-button';
import { confirm } from '@/components/confirm';
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
  const [failure, setFailure] = useState<string>();
  const backToCreate = () => reset(empty);
  const create = useCreateDependant(uid);
  const update = useUpdateDependant(uid);
  const remove = useDeleteDependant(uid);
  const editing = Boolean(dependant);

  useEffect(() => {
    reset(toForm(dependant));
    setFailure(undefined);
  }, [dependant, reset]);

  useEffect(() => {
    onDirtyChange?.(formState.isDirty);
  }, [formState.isDirty, onDirtyChange]);

  const fail = (message: string) => {
    setFailure(message);
    toast.error(message);
  };

  const submit = handleSubmit(async (values) => {
    setFailure(undefined);
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
    setFailure(undefined);
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
        {failure ? (
          <Alert color="danger" variant="light" role="alert">
            {failure}
          </Alert>
        ) : null}
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <Controller
            control={control}
            name="kind"
            render={({ field, fieldState }) => (
              <Select
                label="Tipo*"
                required
                withAsterisk={false}
                placeholder="Scegli"
                data={kindOptions}
                value={field.value || null}
                onChange={(value) => field.onChange(value ?? '')}
                onBlur={field.onBlur}
                ref={field.ref}
                error={fieldState.error?.message}
              />
            )}
          />
          <Controller
            control={control}
            name="name"
            render={({ field, fieldState }) => (
              <TextInput
                {...field}
                label="Nome*"
                required
                withAsterisk={false}
                autoComplete="off"
                error={fieldState.error?.message}
              />
            )}
          />
          <Controller
            control={control}
            name="month"
            render={({ field, fieldState }) => (
              <Select
                label="Mese di nascita*"
                required
                withAsterisk={false}
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
                required
                withAsterisk={false}
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
          <Controller
            control={control}
            name="gender"
            render={({ field, fieldState }) => (
              <Select
                label="Sesso*"
                required
                withAsterisk={false}
                placeholder="Scegli"
                data={genderOptions}
                value={field.value || null}
                onChange={(value) => field.onChange(value ?? '')}
                onBlur={field.onBlur}
                ref={field.ref}
                error={fieldState.error?.message}
              />
            )}
          />
        </SimpleGrid>
        <Controller
          control={control}
          name="handicap"
          render={({ field }) => (
            <Checkbox
              label="Disabilità o esigenze particolari"
              checked={field.value}
              onChange={(event) => field.onChange(event.currentTarget.checked)}
              onBlur={field.onBlur}
              ref={field.ref}
            />
          )}
        />
        <Group justify="space-between" gap="sm" mt="xs">
          {editing ? (
            <AppButton
              look="danger"
              variant="subtle"
              type="button"
              onClick={() => void onDelete()}
              loading={remove.isPending}
            >
              Elimina
            </AppButton>
          ) : (
            <span />
          )}
          <Group gap="sm">
            <AppButton
              look="dark-outline"
              type="button"
              onClick={() => {
                backToCreate();
                setFailure(undefined);
                onDone?.();
              }}
            >
              Annulla
            </AppButton>
            <AppButton
              type="submit"
              loading={create.isPending || update.isPending}
              disabled={!formState.isValid}
            >
              {editing ? 'Salva modifiche' : 'Salva assistito'}
            </AppButton>
          </Group>
        </Group>
      </Stack>
    </form>
  );
}
