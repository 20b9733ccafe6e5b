import type { needsChoices } from '@equilibrio/contract/enums';
import { firstRequestSchema } from '@equilibrio/contract/requests';
import { validationMessages } from '@equilibrio/contract/validation';
import { SimpleGrid, Stack, Text } from '@mantine/core';
import { useEffect } from 'react';
import { z } from 'zod';
import { ConsentField, DocumentLink } from '@/components/form/consent-field';
import { enterChecksAndSends } from '@/components/form/enter-keeps-form';
import { FormActions } from '@/components/form/form-actions';
import { FormError } from '@/components/form/form-error';
import { maxLengthOf } from '@/components/form/max-length';
import {
  type FieldLabels,
  type MissingFields,
  missingFieldsText,
} from '@/components/form/missing-fields';
import { SelectField } from '@/components/form/select-field';
import { emailInput, TextField } from '@/components/form/text-field';
import { TextareaField } from '@/components/form/textarea-field';
import { useSchemaForm } from '@/components/form/use-schema-form';
import { WithArticle } from '@/components/with-article';
import { paths } from '@/config/paths';
import { signUpTexts } from '../messages';

/** Step 1 fields (spec §5 "Sign-up form"); the contract's rules and messages. */
export const firstRequestFormSchema = firstRequestSchema
  .pick({ name: true, surname: true, email: true, phone: true, needs: true })
  .extend({
    details: z.string().trim().max(2000, 'Massimo 2000 caratteri'),
    conditions: z.boolean().refine(Boolean, validationMessages.terms),
  });
export type FirstRequestValues = z.infer<typeof firstRequestFormSchema>;
type FieldName = keyof FirstRequestValues;

/** The fields as the line under a greyed 'Invia richiesta' names them, in the form's order. */
const firstRequestLabels = {
  name: 'Nome',
  surname: 'Cognome',
  email: emailInput.label,
  phone: 'Telefono',
  needs: `«${signUpTexts.needsLabel}»`,
  details: signUpTexts.detailsLabel,
  conditions: { tick: signUpTexts.termsToTick },
} satisfies FieldLabels<FirstRequestValues>;

export const emptyFirstRequest: FirstRequestValues = {
  name: '',
  surname: '',
  email: '',
  phone: '',
  needs: '',
  details: '',
  conditions: false,
};

type FirstRequestFormProps = {
  /** The "needs" choices (contract `needsChoices`): a partner company's services, or the spec's. */
  needsChoices: ReturnType<typeof needsChoices>;
  needsLoading?: boolean;
  defaultValues?: Partial<FirstRequestValues>;
  onSubmit: (values: FirstRequestValues) => Promise<void>;
  /** Errors the server found on fields (400/409), keyed by field name, and its message. */
  serverError?: { message: string; fields: Partial<Record<FieldName, string>> } | null;
  /** Keeps the draft while the visitor types, so nothing is lost on a failure. */
  onDraftChange?: (values: FirstRequestValues) => void;
  /** A signed-in customer's email is the account's: shown, not editable (dashboard). */
  emailReadOnly?: boolean;
};

/** Step 1 of the sign-up page: the first-request form. Submit stays disabled while invalid. */
export function FirstRequestForm({
  needsChoices: { choices: needsOptions, fromCompany },
  needsLoading = false,
  defaultValues,
  onSubmit,
  serverError,
  onDraftChange,
  emailReadOnly = false,
}: FirstRequestFormProps) {
  const form = useSchemaForm(firstRequestFormSchema, {
    defaultValues: { ...emptyFirstRequest, ...defaultValues, conditions: false },
  });
  const { isValid, isSubmitting } = form.formState;
  // 'Invia richiesta' is greyed while the form is invalid (spec §5): under it, the form says what
  // it waits for; when the box is all that is missing, in words of its own (a family filled every
  // field and waited).
  const boxError = Boolean(form.formState.errors.conditions);
  const say = (missing: MissingFields | null) =>
    missing !== null &&
    missing.toFill.length === 0 &&
    missing.toFix.length === 0 &&
    missing.toTick.length === 1
      ? // Said once: not when the box already says it ('Devi accettare…').
        boxError
        ? null
        : signUpTexts.termsMissing
      : missingFieldsText(missing);

  // A value restored from a draft that is not among the choices (e.g. the company's services
  // changed) is dropped rather than sent.
  const needs = form.watch('needs');
  useEffect(() => {
    if (!needsLoading && needs && !needsOptions.some((o) => o.value === needs)) {
      form.setValue('needs', '', { shouldValidate: true });
    }
  }, [needs, needsOptions, needsLoading, form]);

  useEffect(() => {
    if (!serverError) return;
    for (const [name, message] of Object.entries(serverError.fields)) {
      form.setError(name as FieldName, { type: 'server', message }, { shouldFocus: true });
    }
  }, [serverError, form]);

  useEffect(() => {
    if (!onDraftChange) return;
    const { unsubscribe } = form.watch((values) =>
      onDraftChange({ ...emptyFirstRequest, ...values } as FirstRequestValues),
    );
    return unsubscribe;
  }, [form, onDraftChange]);

  const submit = form.handleSubmit(async (values) => {
    await onSubmit(values);
  });

  // 'Dettagli' suggests what to tell about the service chosen (a badante's person, a pet sitter's
  // animal…); nothing chosen yet, or a name it cannot place: the children's one, as before.
  const chosenLine = needsOptions.find((o) => o.value === needs)?.businessLine ?? 'BABYSITTER';

  const { control } = form;
  return (
    <form
      onSubmit={submit}
      noValidate
      aria-label="Prima richiesta"
      onKeyDown={enterChecksAndSends(form.formState, submit)}
    >
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md" verticalSpacing="md">
          <TextField
            control={control}
            name="name"
            label={firstRequestLabels.name}
            autoComplete="given-name"
            required
          />
          <TextField
            control={control}
            name="surname"
            label={firstRequestLabels.surname}
            autoComplete="family-name"
            required
          />
          <TextField
            control={control}
            name="email"
            {...emailInput}
            readOnly={emailReadOnly}
            description={emailReadOnly ? 'L’indirizzo del tuo account' : undefined}
            required
          />
          <TextField
            control={control}
            name="phone"
            type="tel"
            label={firstRequestLabels.phone}
            placeholder="+39 333 123 4567"
            autoComplete="tel"
            inputMode="tel"
            required
          />
        </SimpleGrid>
        <SelectField
          control={control}
          name="needs"
          empty=""
          label={signUpTexts.needsLabel}
          placeholder={needsLoading ? 'Caricamento dei servizi…' : signUpTexts.needsPlaceholder}
          data={needsOptions}
          // The spec's list has no colf: a family looking for one is told how to ask; a company's
          // own list is what its programme pays for, and is not argued with.
          description={!needsLoading && !fromCompany ? signUpTexts.colfHint : undefined}
          // Read after the choices it is about, not before them.
          inputWrapperOrder={['label', 'input', 'description', 'error']}
          disabled={needsLoading}
          required
        />
        <TextareaField
          control={control}
          name="details"
          label={signUpTexts.detailsLabel}
          placeholder={signUpTexts.detailsPlaceholder[chosenLine]}
          rows={5}
          minRows={5}
          maxLength={maxLengthOf(firstRequestSchema.shape.details)}
        />
        <ConsentField
          control={control}
          name="conditions"
          required
          label={signUpTexts.termsLabel}
          documents={
            <>
              {signUpTexts.termsRead}
              <DocumentLink href={paths.terms.href()}>{signUpTexts.terms}</DocumentLink>
              {signUpTexts.termsJoin}
              <WithArticle article={signUpTexts.privacyArticle}>
                <DocumentLink href={paths.privacy.href()}>{signUpTexts.privacy}</DocumentLink>
              </WithArticle>
            </>
          }
        />
        <FormError
          message={
            serverError && Object.keys(serverError.fields).length === 0 ? serverError.message : null
          }
        />
        <Text size="xs" c="gray.7">
          I campi contrassegnati con * sono obbligatori.
        </Text>
        <FormActions<FirstRequestValues>
          fullWidth
          submitLabel={signUpTexts.submit}
          disabled={!isValid}
          loading={isSubmitting}
          waitsFor={{ control, labels: firstRequestLabels, say }}
        />
      </Stack>
    </form>
  );
}
