import {
  type AdminService,
  type ServiceCreate,
  serviceCreateSchema,
} from '@equilibrio/contract/backoffice-catalog';
import { businessLineLabels, businessLines, customerTypes } from '@equilibrio/contract/enums';
import { validationMessages } from '@equilibrio/contract/validation';
import { SimpleGrid } from '@mantine/core';
import { z } from 'zod';
import { confirm } from '@/components/confirm';
import { SwitchField } from '@/components/form/check-field';
import { DialogForm } from '@/components/form/dialog-form';
import { maxLengthOf } from '@/components/form/max-length';
import { SelectField } from '@/components/form/select-field';
import { TextField } from '@/components/form/text-field';
import { TextareaField } from '@/components/form/textarea-field';
import { useSchemaForm } from '@/components/form/use-schema-form';
import { submitShowingErrors } from '@/lib/form-errors';
import { optionsOf } from '@/lib/options';

const serviceFormSchema = z.object({
  businessLine: z.enum(businessLines, validationMessages.required),
  customerType: z.enum(customerTypes, validationMessages.required),
  name: serviceCreateSchema.shape.name,
  description: serviceCreateSchema.shape.description.unwrap().unwrap(),
  active: z.boolean(),
});
type ServiceFormValues = z.infer<typeof serviceFormSchema>;

/**
 * What switching off an active service does (the server's rule: a quote is written, or corrected,
 * only on an active service; one already sent keeps its prices and is paid as sent). The last
 * active one of its line and customer type leaves that line with no quote to send.
 */
export function deactivationMessage(service: AdminService, services: readonly AdminService[]) {
  const last = !services.some(
    (other) =>
      other.id !== service.id &&
      other.active &&
      other.businessLine === service.businessLine &&
      other.customerType === service.customerType,
  );
  if (!last) {
    return 'Non potrai più sceglierlo nei nuovi preventivi né nelle loro correzioni; quelli già inviati restano validi.';
  }
  const line = businessLineLabels[service.businessLine];
  return service.customerType === 'B2C'
    ? `È l’unico servizio attivo di ${line} per i privati: le famiglie possono ancora chiedere ${line}, ma non potrai inviare loro un preventivo finché non ne attivi uno.`
    : `È l’unico servizio attivo di ${line} per le aziende partner: le famiglie non potranno più chiedere ${line} con il welfare aziendale, e alle richieste welfare già arrivate non potrai inviare un preventivo finché non ne attivi uno.`;
}

/** A catalogue service: line and customer type (fixed once created), name, description, active. */
export function ServiceForm({
  service,
  services = [],
  onSubmit,
  onCancel,
  onDirtyChange,
}: {
  service?: AdminService;
  /** The catalogue's services (this one too): switching off the last of its kind says so. */
  services?: readonly AdminService[];
  onSubmit: (values: ServiceCreate) => Promise<void>;
  onCancel: () => void;
  /** Told whether anything was changed (the dialog then asks before it is thrown away). */
  onDirtyChange?: (dirty: boolean) => void;
}) {
  const form = useSchemaForm(serviceFormSchema, {
    defaultValues: {
      businessLine: service?.businessLine ?? ('' as ServiceFormValues['businessLine']),
      customerType: service?.customerType ?? 'B2C',
      name: service?.name ?? '',
      description: service?.description ?? '',
      active: service?.active ?? true,
    },
  });
  const submit = submitShowingErrors(form, serviceFormSchema, async (values) => {
    // Switched off: asked first; on Annulla nothing is saved and the switch is on again.
    if (service?.active && !values.active) {
      const ok = await confirm({
        title: 'Disattivare il servizio?',
        message: deactivationMessage(service, services),
        confirmLabel: 'Disattiva',
        cancelLabel: 'Annulla',
        confirmLook: 'danger-outline',
        cancelLook: 'primary',
      });
      if (!ok) {
        form.setValue('active', true, { shouldDirty: true });
        return;
      }
    }
    await onSubmit({ ...values, description: values.description || null });
  });
  return (
    <DialogForm
      form={form}
      onSubmit={submit}
      onCancel={onCancel}
      onDirtyChange={onDirtyChange}
      submitLabel={service ? 'Salva servizio' : 'Crea servizio'}
    >
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <SelectField
          control={form.control}
          name="businessLine"
          empty=""
          label="Linea di servizio"
          required
          disabled={service !== undefined}
          data={optionsOf(businessLines, businessLineLabels)}
        />
        <SelectField
          control={form.control}
          name="customerType"
          label="Clienti"
          required
          disabled={service !== undefined}
          data={[
            { value: 'B2C', label: 'Privati (B2C)' },
            { value: 'B2B', label: 'Aziende partner (B2B)' },
          ]}
        />
      </SimpleGrid>
      <TextField control={form.control} name="name" label="Nome" required data-autofocus />
      <TextareaField
        control={form.control}
        name="description"
        maxLength={maxLengthOf(serviceFormSchema.shape.description)}
        label="Descrizione"
        autosize
        minRows={2}
      />
      <SwitchField
        control={form.control}
        name="active"
        label="Attivo (si può usare nei preventivi)"
      />
    </DialogForm>
  );
}
