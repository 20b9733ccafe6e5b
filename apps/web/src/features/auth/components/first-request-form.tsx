import { firstRequestSchema } from '@equilibrio/contract/requests';
import { validationMessages } from '@equilibrio/contract/validation';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  Alert,
  Anchor,
  Checkbox,
  Select,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { useEffect } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { z } from 'zod';
import { AppButton } from '@/components/app-button';
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
  /** The "needs" choices: the spec's service choices, or a partner company's services. */
  needsOptions: { value: string; label: string }[];
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
  needsOptions,
  needsLoading = false,
  defaultValues,
  onSubmit,
  serverError,
  onDraftChange,
  emailReadOnly = false,
}: FirstRequestFormProps) {
  const form = useForm<FirstRequestValues>({
    resolver: zodResolver(firstRequestFormSchema),
    mode: 'onTouched',
    defaultValues: { ...emptyFirstRequest, ...defaultValues, conditions: false },
  });
  const { isValid, isSubmitting } = form.formState;

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

  return (
    <form onSubmit={submit} noValidate aria-label="Prima richiesta">
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md" verticalSpacing="md">
          <Controller
            control={form.control}
            name="name"
            render={({ field, fieldState }) => (
              <TextInput
                {...field}
                label="Nome"
                autoComplete="given-name"
                required
                error={fieldState.error?.message}
              />
            )}
          />
          <Controller
            control={form.control}
            name="surname"
            render={({ field, fieldState }) => (
              <TextInput
                {...field}
                label="Cognome"
                autoComplete="family-name"
                required
                error={fieldState.error?.message}
              />
            )}
          />
          <Controller
            control={form.control}
            name="email"
            render={({ field, fieldState }) => (
              <TextInput
                {...field}
                type="email"
                label="Email"
                placeholder="nome@esempio.it"
                autoComplete="email"
                inputMode="email"
                readOnly={emailReadOnly}
                description={emailReadOnly ? 'L’indirizzo del tuo account' : undefined}
                required
                error={fieldState.error?.message}
              />
            )}
          />
          <Controller
            control={form.control}
            name="phone"
            render={({ field, fieldState }) => (
              <TextInput
                {...field}
                type="tel"
                label="Telefono"
                placeholder="+39 333 123 4567"
                autoComplete="tel"
                inputMode="tel"
                required
                error={fieldState.error?.message}
              />
            )}
          />
        </SimpleGrid>
        <Controller
          control={form.control}
          name="needs"
          render={({ field, fieldState }) => (
            <Select
              ref={field.ref}
              name={field.name}
              value={field.value || null}
              onChange={(value) => field.onChange(value ?? '')}
              onBlur={field.onBlur}
              label={signUpTexts.needsLabel}
              placeholder={needsLoading ? 'Caricamento dei servizi…' : signUpTexts.needsPlaceholder}
              data={needsOptions}
              disabled={needsLoading}
              allowDeselect={false}
              required
              error={fieldState.error?.message}
            />
          )}
        />
        <Controller
          control={form.control}
          name="details"
          render={({ field, fieldState }) => (
            <Textarea
              {...field}
              label={signUpTexts.detailsLabel}
              placeholder={signUpTexts.detailsPlaceholder}
              rows={5}
              minRows={5}
              maxLength={2000}
              error={fieldState.error?.message}
            />
          )}
        />
        <Controller
          control={form.control}
          name="conditions"
          render={({ field, fieldState }) => (
            <Checkbox
              ref={field.ref}
              name={field.name}
              checked={field.value}
              onChange={(event) => field.onChange(event.currentTarget.checked)}
              onBlur={field.onBlur}
              required
              error={fieldState.error?.message}
              label={
                <>
                  {signUpTexts.termsPrefix}
                  {/* New tab: the form keeps what was typed. */}
                  <Anchor
                    href={paths.terms.href()}
                    target="_blank"
                    fw={600}
                    inherit
                    underline="always"
                  >
                    {signUpTexts.terms}
                  </Anchor>
                  {signUpTexts.termsJoin}
                  <Anchor
                    href={paths.privacy.href()}
                    target="_blank"
                    fw={600}
                    inherit
                    underline="always"
                  >
                    {signUpTexts.privacy}
                  </Anchor>
                  <Text component="span" c="danger.6" inherit aria-hidden>
                    {' *'}
                  </Text>
                </>
              }
            />
          )}
        />
        {serverError && Object.keys(serverError.fields).length === 0 ? (
          <Alert color="danger" variant="light" role="alert">
            <Text size="sm">{serverError.message}</Text>
          </Alert>
        ) : null}
        <Text size="xs" c="gray.7">
          I campi contrassegnati con * sono obbligatori.
        </Text>
        <AppButton type="submit" size="md" fullWidth disabled={!isValid} loading={isSubmitting}>
          {signUpTexts.submit}
        </AppButton>
      </Stack>
    </form>
  );
}
