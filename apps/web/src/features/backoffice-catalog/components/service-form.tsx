import type { AdminService, ServiceCreate } from '@equilibrio/contract/backoffice-catalog';
import { businessLineLabels, businessLines, customerTypes } from '@equilibrio/contract/enums';
import { optionalText, requiredText, validationMessages } from '@equilibrio/contract/validation';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  Alert,
  Group,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  Textarea,
  TextInput,
} from '@mantine/core';
import { Controller, useForm } from 'react-hook-form';
import { z } from 'zod';
import { AppButton } from '@/components/app-button';
import { applyServerFieldErrors, errorMessage } from '@/lib/form-errors';

const serviceFormSchema = z.object({
  businessLine: z.enum(businessLines, validationMessages.required),
  customerType: z.enum(customerTypes, validationMessages.required),
  name: requiredText(100),
  description: optionalText(500),
  active: z.boolean(),
});
type ServiceFormValues = z.infer<typeof serviceFormSchema>;

/** A catalogue service: line and customer type (fixed once created), name, description, active. */
export function ServiceForm({
  service,
  onSubmit,
  onCancel,
}: {
  service?: AdminService;
  onSubmit: (values: ServiceCreate) => Promise<void>;
  onCancel: () => void;
}) {
  const form = useForm<ServiceFormValues>({
    resolver: zodResolver(serviceFormSchema),
    mode: 'onTouched',
    defaultValues: {
      businessLine: service?.businessLine ?? ('' as ServiceFormValues['businessLine']),
      customerType: service?.customerType ?? 'B2C',
      name: service?.name ?? '',
      description: service?.description ?? '',
      active: service?.active ?? true,
    },
  });
  const { errors, isSubmitting } = form.formState;
  const submit = form.handleSubmit(async (values) => {
    try {
      await onSubmit({ ...values, description: values.description || null });
    } catch (error) {
      if (!applyServerFieldErrors(error, form.setError, Object.keys(serviceFormSchema.shape))) {
        form.setError('root', { message: errorMessage(error) });
      }
    }
  });
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <Controller
            control={form.control}
            name="businessLine"
            render={({ field, fieldState }) => (
              <Select
                label="Linea di servizio"
                required
                disabled={service !== undefined}
                data={businessLines.map((l) => ({ value: l, label: businessLineLabels[l] }))}
                value={field.value || null}
                onChange={(value) => field.onChange(value ?? '')}
                onBlur={field.onBlur}
                error={fieldState.error?.message}
              />
            )}
          />
          <Controller
            control={form.control}
            name="customerType"
            render={({ field, fieldState }) => (
              <Select
                label="Clienti"
                required
                disabled={service !== undefined}
                allowDeselect={false}
                data={[
                  { value: 'B2C', label: 'Privati (B2C)' },
                  { value: 'B2B', label: 'Aziende partner (B2B)' },
                ]}
                value={field.value}
                onChange={(value) => field.onChange(value)}
                error={fieldState.error?.message}
              />
            )}
          />
        </SimpleGrid>
        <TextInput
          label="Nome"
          required
          {...form.register('name')}
          error={errors.name?.message}
          data-autofocus
        />
        <Textarea
          label="Descrizione"
          autosize
          minRows={2}
          {...form.register('description')}
          error={errors.description?.message}
        />
        <Controller
          control={form.control}
          name="active"
          render={({ field }) => (
            <Switch
              label="Attivo (si può usare nei preventivi)"
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
            {service ? 'Salva servizio' : 'Crea servizio'}
          </AppButton>
        </Group>
      </Stack>
    </form>
  );
}
