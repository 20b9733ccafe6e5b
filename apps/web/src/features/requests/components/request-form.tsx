import {
  type BusinessLine,
  businessLineLabels,
  businessLines,
  languageLabels,
  languages,
} from '@equilibrio/contract/enums';
import { normaliseSchedule } from '@equilibrio/contract/request-schedule';
import {
  type RequestForm as RequestFormPayload,
  requestFormSchema,
} from '@equilibrio/contract/requests';
import { zodResolver } from '@hookform/resolvers/zod';
import { Box, Paper, Stack } from '@mantine/core';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { Controller, type FieldPath, type Resolver } from 'react-hook-form';
import { AdoptedApart } from '@/components/adopted-apart';
import { SwitchField } from '@/components/form/check-field';
import { keepFormOnEnter } from '@/components/form/enter-keeps-form';
import { FormActions } from '@/components/form/form-actions';
import { maxLengthOf } from '@/components/form/max-length';
import type { FieldLabels } from '@/components/form/missing-fields';
import { MultiSelectField } from '@/components/form/multi-select-field';
import { SelectField } from '@/components/form/select-field';
import { TextareaField } from '@/components/form/textarea-field';
import { useAppForm } from '@/components/form/use-app-form';
import { ProblemAlert } from '@/components/notices';
import type { AddressPicker, DependantPicker } from '@/components/pickers';
import { UnsavedChangesGuard } from '@/components/unsaved-changes-guard';
import { optionsOf } from '@/lib/options';
import type { RequestFormValues } from './request-form-values';
import { ScheduleFields, scheduleFieldLabels } from './schedule-fields';

export type RequestFormProps = {
  defaultValues: RequestFormValues;
  /** The customer's welfare company (spec: the switch shows only when there is one). */
  company: { id: string; name: string } | null;
  /** Business lines the company offers; the choices while the welfare switch is on. */
  companyLines: readonly BusinessLine[];
  DependantPicker: DependantPicker;
  AddressPicker: AddressPicker;
  submitLabel: string;
  onSubmit: (payload: RequestFormPayload) => Promise<unknown>;
  onCancel: () => void;
  /** Server-side field errors after a failed save, by field path ('schedule.days'). */
  serverErrors?: Partial<Record<FieldPath<RequestFormValues>, string>>;
  /** A message above the buttons (e.g. the save failure). */
  error?: ReactNode;
  /** Everything read-only (a request past "Aggiungi Info"). */
  disabled?: boolean;
  /** Set once saved: leaving no longer asks for confirmation. */
  saved?: boolean;
  /** A line next to the buttons (a new request: what sending it accepts). */
  footnote?: ReactNode;
  /**
   * The request's own address when it is none of the saved ones (typed by the tutor on the
   * first call), on one line with whose it is: the address field's choice while no saved address
   * is chosen (its empty value).
   */
  keptAddress?: string | null;
  /**
   * The saved address the form put in by itself (the family's default, the request naming none):
   * taken out again for a badante, whose home is the assisted person's and often not the family's.
   */
  presetAddressId?: number | null;
  /**
   * A copy: the request whose note the form starts with, said over 'Note' while the note is still
   * that one (an old note went unnoticed into the new request).
   */
  notesCopiedFrom?: number | null;
  /** Values left unsent in this tab (a draft): the form starts from them, still to send. */
  restored?: RequestFormValues | null;
  /** Each change: the values, or null when they are the form's own again (nothing to keep). */
  onValuesChange?: (values: RequestFormValues | null) => void;
  /** The request as saved now, reloaded after a save refused as changed meanwhile. */
  current?: RequestFormValues | null;
};

/** The fields' labels, in the form's order: the line under a greyed 'Invia richiesta' names the
 * ones it waits for by them. */
const fieldLabels = {
  businessline: 'Servizio',
  dependant: 'Assistiti',
  addressID: 'Indirizzo',
  languages: 'Lingue parlate dal caregiver',
  notes: 'Note',
  ...scheduleFieldLabels,
} satisfies FieldLabels<RequestFormValues>;

/**
 * Under 'Indirizzo': whose address it is (the family's account may be the daughter's); for pet
 * sitting, where the animals live, and for a colf, the home she keeps (a badante's wording read
 * oddly to a family with a cat, and to one looking for a housekeeper).
 */
const serviceAddressHint = (line: string | null) =>
  line === 'PETSITTER'
    ? 'Dove vivono i tuoi animali: lì passerà il petsitter.'
    : line === 'COLF'
      ? 'La casa in cui lavorerà la colf: nelle note puoi indicare piano, ascensore e metri quadri.'
      : 'Dove si svolge il servizio (per una badante, la casa della persona da assistere).';

/** Under 'Indirizzo' once the family's default was taken out for a badante. */
const badanteAddressHint =
  'Scegli la casa della persona da assistere: può non essere la tua. Se non è tra i tuoi indirizzi, scegli «Aggiungi nuovo».';

/** Under 'Note': what they are for, and what is done with health data. */
const notesHint =
  'Orari, esigenze particolari, tutto quello che il family tutor deve sapere. Le informazioni sulla salute (terapie, allergie, disabilità) le usiamo solo per organizzare l’assistenza.';

const resolver = zodResolver(requestFormSchema) as unknown as Resolver<
  RequestFormValues,
  unknown,
  RequestFormPayload
>;

/**
 * The request form (spec §2 "Request creation", §5): business line, dependants, address,
 * languages (hidden and reset for pet sitting), notes, and the welfare switch for employees of
 * partner companies. Submit is disabled while the form is invalid; leaving with unsaved
 * changes asks first.
 */
export function RequestForm({
  defaultValues,
  company,
  companyLines,
  DependantPicker,
  AddressPicker,
  submitLabel,
  onSubmit,
  onCancel,
  serverErrors,
  error,
  disabled = false,
  saved = false,
  footnote,
  keptAddress = null,
  presetAddressId = null,
  notesCopiedFrom = null,
  restored = null,
  onValuesChange,
  current = null,
}: RequestFormProps) {
  const form = useAppForm<RequestFormValues, unknown, RequestFormPayload>({
    defaultValues,
    resolver,
    mode: 'onTouched',
  });
  // The request as saved now (reloaded after a refused save): the fields the family did not
  // touch take it, the ones she changed keep her choice, to check and save again.
  useEffect(() => {
    if (current) form.reset(current, { keepDirtyValues: true });
  }, [current, form]);
  const { control, formState, setValue, watch, setError, handleSubmit } = form;
  const businessline = watch('businessline');
  // An assistito the chosen service is not for (the picker names them): the request cannot go.
  const [dependantsUnfit, setDependantsUnfit] = useState(false);
  const welfare = watch('welfare') && company !== null;
  const lines = welfare ? companyLines : businessLines;
  const isPetsitting = businessline === 'PETSITTER';
  const languagesChosen = watch('languages').length > 0;
  const notesCopied =
    notesCopiedFrom !== null &&
    defaultValues.notes.trim() !== '' &&
    watch('notes') === defaultValues.notes;

  // Pet sitting takes no languages (spec §5): hide the field and empty it.
  useEffect(() => {
    if (isPetsitting) setValue('languages', [], { shouldValidate: true });
  }, [isPetsitting, setValue]);

  // Switching welfare on limits the lines: a line the company does not offer is cleared, and
  // the field says which and why until another is chosen.
  const [dropped, setDropped] = useState<BusinessLine | null>(null);
  useEffect(() => {
    if (businessline && !lines.includes(businessline)) {
      setDropped(businessline);
      setValue('businessline', null, { shouldDirty: true, shouldValidate: true });
    } else if (businessline) {
      setDropped(null);
    }
  }, [businessline, lines, setValue]);

  // A badante for a father in Modena started on the daughter's home in Bologna: the address the
  // form put in by itself goes for a badante, to be chosen (the field says whose home it is).
  // One the family chose, even the same, stays.
  const [presetTakenOut, setPresetTakenOut] = useState(false);
  const addressChosen = useRef(false);
  useEffect(() => {
    if (businessline !== 'NURSE' || presetAddressId === null || addressChosen.current) return;
    if (form.getValues('addressID') !== presetAddressId) return;
    setValue('addressID', null, { shouldDirty: true });
    setPresetTakenOut(true);
  }, [businessline, presetAddressId, form, setValue]);

  // A draft left unsent: the form comes back as it was, not sent yet (leaving still asks first).
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, as the form opens
  useEffect(() => {
    if (!restored) return;
    form.reset(restored, { keepDefaultValues: true, keepIsValid: false });
    // Its address is the family's own choice, or left as it was: never taken out.
    addressChosen.current = true;
  }, []);
  useEffect(() => {
    if (!onValuesChange) return;
    const { unsubscribe } = form.watch((values) => {
      const changed = JSON.stringify(values) !== JSON.stringify(form.formState.defaultValues);
      onValuesChange(changed ? (values as RequestFormValues) : null);
    });
    return unsubscribe;
  }, [form, onValuesChange]);

  useEffect(() => {
    for (const [field, message] of Object.entries(serverErrors ?? {})) {
      if (message)
        setError(field as FieldPath<RequestFormValues>, { message }, { shouldFocus: true });
    }
  }, [serverErrors, setError]);

  const submit = handleSubmit(async (payload) => {
    // An untouched 'Quando' is sent as nothing said (null), so an edit can also clear it.
    await onSubmit({ ...payload, schedule: normaliseSchedule(payload.schedule) });
  });

  return (
    <Paper
      component="form"
      onSubmit={submit}
      // A long form: Enter in a field (a date typed) does not send it and leave the page.
      onKeyDown={keepFormOnEnter}
      noValidate
      withBorder
      radius="md"
      p={{ base: 'md', sm: 'xl' }}
      aria-label="Dati della richiesta"
    >
      <UnsavedChangesGuard when={formState.isDirty && !saved && !disabled} />
      <Stack gap="md" maw={640}>
        <AdoptedApart>
          {company ? (
            <SwitchField
              control={control}
              name="welfare"
              disabled={disabled}
              label="Utilizza programma wellfare"
              description={company.name}
              size="md"
            />
          ) : null}

          <SelectField
            control={control}
            name="businessline"
            label={fieldLabels.businessline}
            placeholder="Scegli il servizio"
            required
            data={optionsOf(lines, businessLineLabels)}
            // Why some services are gone once welfare is on.
            description={
              welfare && dropped
                ? `Il servizio ${businessLineLabels[dropped]} non fa parte del programma welfare di ${company.name}: scegli un altro servizio o disattiva il welfare.`
                : welfare && lines.length < businessLines.length
                  ? `Con il welfare di ${company.name} puoi scegliere solo i servizi del suo programma.`
                  : undefined
            }
            disabled={disabled}
            nothingFoundMessage="Nessun servizio disponibile"
          />

          <Controller
            control={control}
            name="dependant"
            render={({ field, fieldState }) => (
              <DependantPicker
                label={fieldLabels.dependant}
                line={businessline}
                onUnfitChange={setDependantsUnfit}
                required
                value={field.value}
                onChange={(value) => {
                  field.onChange(value);
                  field.onBlur();
                }}
                onBlur={field.onBlur}
                error={fieldState.error?.message}
                disabled={disabled}
              />
            )}
          />

          <Controller
            control={control}
            name="addressID"
            render={({ field, fieldState }) => (
              <AddressPicker
                label={fieldLabels.addressID}
                // Whose address: a daughter in Milan arranging a badante for her mother in
                // Bologna would give her own. After the kept address's sentence when there is one.
                description={
                  field.value === null && keptAddress
                    ? `È l’indirizzo indicato nella richiesta: puoi sceglierne anche uno tra quelli salvati. ${serviceAddressHint(businessline)}`
                    : field.value === null && presetTakenOut && businessline === 'NURSE'
                      ? badanteAddressHint
                      : serviceAddressHint(businessline)
                }
                kept={keptAddress}
                value={field.value}
                onChange={(value) => {
                  addressChosen.current = true;
                  field.onChange(value);
                  field.onBlur();
                }}
                error={fieldState.error?.message}
                disabled={disabled}
              />
            )}
          />
        </AdoptedApart>
        <AdoptedApart>
          {isPetsitting ? null : (
            <MultiSelectField
              control={control}
              name="languages"
              label={fieldLabels.languages}
              placeholder={languagesChosen ? undefined : 'Scegli una o più lingue'}
              required
              // A MultiSelect marks its frame required, not the box a screen reader lands on, and
              // the label's asterisk is hidden from it: said on the box, as 'Servizio' is.
              aria-required
              data={languages.map((language) => ({
                value: language,
                label: languageLabels[language],
              }))}
              disabled={disabled}
              hidePickedOptions
              comboboxProps={{ withinPortal: true }}
            />
          )}

          <TextareaField
            control={control}
            name="notes"
            label={fieldLabels.notes}
            // Where the dependant's form sends needs (therapies, allergies): health data (art. 9
            // GDPR), so said what they are for, as the privacy notice does. A copy's old note,
            // still as it was, is said first.
            description={
              notesCopied ? (
                <>
                  <Box component="span" display="block" fw={500}>
                    Testo copiato dalla richiesta #{notesCopiedFrom}: modificalo o cancellalo se non
                    vale più.
                  </Box>
                  <Box component="span" display="block">
                    {notesHint}
                  </Box>
                </>
              ) : (
                notesHint
              )
            }
            rows={5}
            autosize={false}
            maxLength={maxLengthOf(requestFormSchema.shape.notes)}
            disabled={disabled}
          />
        </AdoptedApart>
        <AdoptedApart>
          <ScheduleFields control={control} disabled={disabled} />
        </AdoptedApart>

        {serverErrors?.welfare ? <ProblemAlert>{serverErrors.welfare}</ProblemAlert> : null}
        {error}
        {footnote}

        <FormActions
          mt="sm"
          onCancel={onCancel}
          loading={formState.isSubmitting}
          disabled={disabled || !formState.isValid || dependantsUnfit}
          waitsFor={{ control, labels: fieldLabels, active: !disabled }}
          submitLabel={submitLabel}
        />
      </Stack>
    </Paper>
  );
}
