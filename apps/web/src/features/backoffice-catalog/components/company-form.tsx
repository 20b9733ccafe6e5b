import type { AdminCompany, CompanyCreate } from '@equilibrio/contract/backoffice-catalog';
import { companyCreateSchema } from '@equilibrio/contract/backoffice-catalog';
import { requiredText } from '@equilibrio/contract/validation';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Group, MultiSelect, Stack, Switch, TextInput } from '@mantine/core';
import { Controller, useForm } from 'react-hook-form';
import { z } from 'zod';
import { AppButton } from '@/components/app-button';
import { applyServerFieldErrors, errorMessage } from '@/lib/form-errors';

const companyFormSchema = z.object({
  id: companyCreateSchema.shape.id,
  name: requiredText(200),
  active: z.boolean(),
  serviceIds: z.array(z.string()),
});
type CompanyFormValues = z.infer<typeof companyFormSchema>;

/** 'ACME Welfare S.p.A.' → 'acme-welfare-s-p-a': a suggestion for the sign-up link. */
export const slugOf = (name: string) =>
  name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 64);

/** A partner company: identifier (its sign-up link, fixed once created), name, services. */
export function CompanyForm({
  company,
  serviceOptions,
  onSubmit,
  onCancel,
}: {
  company?: AdminCompany;
  serviceOptions: { value: string; label: string }[];
  onSubmit: (values: CompanyCreate) => Promise<void>;
  onCancel: () => void;
}) {
  const form = useForm<CompanyFormValues>({
    resolver: zodResolver(companyFormSchema),
    mode: 'onTouched',
    defaultValues: {
      id: company?.id ?? '',
      name: company?.name ?? '',
      active: company?.active ?? true,
      serviceIds: company?.serviceIds.map(String) ?? [],
    },
  });
  const { errors, isSubmitting, dirtyFields } = form.formState;
  const submit = form.handleSubmit(async (values) => {
    try {
      await onSubmit({ ...values, serviceIds: values.serviceIds.map(Number) });
    } catch (error) {
      if (!applyServerFieldErrors(error, form.setError, Object.keys(companyFormSchema.shape))) {
        form.setError('root', { message: errorMessage(error) });
      }
    }
  });
  const nameField = form.register('name');
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <TextInput
          label="Nome"
          required
          {...nameField}
          onChange={(event) => {
            void nameField.onChange(event);
            // Suggest the identifier from the name until the tutor types one.
            if (!company && !dirtyFields.id) form.setValue('id', slugOf(event.currentTarget.value));
          }}
          error={errors.name?.message}
          data-autofocus
        />
        <TextInput
          label="Identificativo"
          description={`Link di registrazione: /sign-up/${form.watch('id') || '…'}`}
          required
          disabled={company !== undefined}
          {...form.register('id')}
          error={errors.id?.message}
        />
        <Controller
          control={form.control}
          name="serviceIds"
          render={({ field, fieldState }) => (
            <MultiSelect
              label="Servizi offerti ai dipendenti"
              description="Servizi B2B del catalogo"
              data={serviceOptions}
              value={field.value}
              onChange={field.onChange}
              error={fieldState.error?.message}
              nothingFoundMessage="Nessun servizio B2B"
            />
          )}
        />
        <Controller
          control={form.control}
          name="active"
          render={({ field }) => (
            <Switch
              label="Attiva (la pagina di registrazione è aperta)"
              checked={field.value}
              onChange={(event) => field.onChange(event.currentTarget.checked)}
            />
          )}
        />
        {errors.root ? (
          <Alert color="danger" variant="light" role="alert">
            {errors.root.message}
          </Alert>
        ) : null}
        <Group justify="flex-end" gap="sm">
          <AppButton look="dark-outline" type="button" onClick={onCancel}>
            Annulla
          </AppButton>
          <AppButton type="submit" loading={isSubmitting}>
            {company ? 'Salva azienda' : 'Crea azienda'}
          </AppButton>
        </Group>
      </Stack>
    </form>
  );
}
