import {
  type BusinessLine,
  dependantKindsFor,
  usualDependantKind,
} from '@equilibrio/contract/enums';
import {
  type Dependant,
  type DependantForm as DependantFormValues,
  inUseByOpenRequests,
} from '@equilibrio/contract/people';
import { zodResolver } from '@hookform/resolvers/zod';
import { Stack, Text } from '@mantine/core';
import { useCallback, useId, useMemo } from 'react';
import type { Resolver } from 'react-hook-form';
import { AppButton } from '@/components/app-button';
import { confirm } from '@/components/confirm';
import { enterChecksAndSends } from '@/components/form/enter-keeps-form';
import { FormActions } from '@/components/form/form-actions';
import { FormError } from '@/components/form/form-error';
import { useAppForm } from '@/components/form/use-app-form';
import { refusalOr, useSavedItemForm } from '@/components/form/use-form-failure';
import { toast } from '@/components/toast';
import { pageNow } from '@/lib/server-clock';
import { useCreateDependant } from '../api/create-dependant';
import { useDeleteDependant } from '../api/delete-dependant';
import { useUpdateDependant } from '../api/update-dependant';
import { dependantMessages } from '../messages';
import { DependantFields, dependantFormLabels } from './dependant-fields';
import {
  type DependantFieldValues,
  dependantFieldValues,
  dependantSchemaAt,
  emptyDependant,
  toDependantInput,
} from './dependant-form-values';

export type DependantFormProps = {
  uid: string;
  /** The dependant being edited (update mode); null or absent: create mode. */
  dependant?: Dependant | null;
  onSaved?: (dependant: Dependant) => void;
  /** After delete or 'Annulla': back to create mode. */
  onDone?: () => void;
  onDirtyChange?: (dirty: boolean) => void;
  /**
   * The service of the request it is added from: only the kinds it looks after are offered, a new
   * assistito starting as the usual one (a badante's: 'Anziano').
   */
  line?: BusinessLine | null;
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
  line = null,
}: DependantFormProps) {
  const empty = useMemo<DependantFieldValues>(
    () => ({ ...emptyDependant, kind: (line && usualDependantKind[line]) || '' }),
    [line],
  );
  const kinds = useMemo(
    () =>
      line ? dependantKindsFor(line).map(({ value, label }) => ({ value, label })) : undefined,
    [line],
  );
  const valuesOf = useCallback(
    (item: Dependant | null | undefined) => (item ? dependantFieldValues(item) : empty),
    [empty],
  );
  const schema = useMemo(() => dependantSchemaAt(pageNow()), []);
  const { control, handleSubmit, reset, formState, getFieldState, trigger } = useAppForm<
    DependantFieldValues,
    unknown,
    DependantFormValues
  >({
    // The form holds empty choices ('' / undefined) the schema refuses; the resolver maps them.
    resolver: zodResolver(schema) as unknown as Resolver<
      DependantFieldValues,
      unknown,
      DependantFormValues
    >,
    mode: 'onTouched',
    defaultValues: valuesOf(dependant),
  });
  const backToCreate = () => reset(empty);
  const create = useCreateDependant(uid);
  const update = useUpdateDependant(uid);
  const remove = useDeleteDependant(uid);
  const editing = Boolean(dependant);
  const inUseId = useId();
  const { failure, fail, clearFailure, save, cancel } = useSavedItemForm({
    item: dependant,
    values: valuesOf,
    empty,
    reset,
    dirty: formState.isDirty,
    onDirtyChange,
    messages: dependantMessages,
  });

  const submit = handleSubmit((values) => {
    const body = toDependantInput(values, uid);
    return save(
      () => (dependant ? update.mutateAsync({ id: dependant.id, body }) : create.mutateAsync(body)),
      onSaved,
    );
  });

  // An assistito an open request still needs cannot go: said before asking, not after 'Elimina'.
  const inUse = dependant?.openRequests?.length
    ? inUseByOpenRequests('questo assistito', dependant.openRequests)
    : null;

  const onDelete = async () => {
    if (!dependant || inUse) return;
    const yes = await confirm({
      title: 'Attenzione',
      message: `Vuoi eliminare ${dependant.name} dai tuoi assistiti?`,
      confirmLabel: 'Elimina',
      cancelLabel: 'Annulla',
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
      fail(refusalOr(error, dependantMessages.deleteError));
    }
  };

  return (
    <form
      onSubmit={submit}
      noValidate
      aria-label={editing ? 'Modifica assistito' : 'Nuovo assistito'}
      onKeyDown={enterChecksAndSends(formState, submit)}
    >
      <Stack gap="sm">
        <FormError message={failure} />
        <DependantFields
          control={control}
          getFieldState={getFieldState}
          trigger={trigger}
          kinds={kinds}
        />
        {inUse ? (
          <Text size="sm" c="dimmed" id={inUseId}>
            {inUse}
          </Text>
        ) : null}
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
                disabled={inUse !== null}
                aria-describedby={inUse ? inUseId : undefined}
              >
                Elimina
              </AppButton>
            ) : null
          }
          onCancel={() => void cancel(onDone)}
          loading={create.isPending || update.isPending}
          disabled={!formState.isValid}
          waitsFor={{ control, labels: dependantFormLabels }}
          submitLabel={editing ? 'Salva modifiche' : 'Salva assistito'}
        />
      </Stack>
    </form>
  );
}
