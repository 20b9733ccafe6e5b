import type { AdminCompany, CompanyCreate } from '@equilibrio/contract/backoffice-catalog';
import { companyCreateSchema } from '@equilibrio/contract/backoffice-catalog';
import { requiredText } from '@equilibrio/contract/validation';
import { z } from 'zod';
import { SwitchField } from '@/components/form/check-field';
import { DialogForm } from '@/components/form/dialog-form';
import { MultiSelectField } from '@/components/form/multi-select-field';
import { TextField } from '@/components/form/text-field';
import { useSchemaForm } from '@/components/form/use-schema-form';
import { submitShowingErrors } from '@/lib/form-errors';

const companyFormSchema = z.object({
  id: companyCreateSchema.shape.id,
  name: requiredText(200),
  active: z.boolean(),
  serviceIds: z.array(z.string()),
});

/** A company's legal form at the end of its name: 'S.r.l.', 'SRLS', 'S.p.A.', 'snc', 'S.c.a.r.l.'… */
const LEGAL_FORM =
  /[\s,]+(?:s\.\s?r\.\s?l\.?(?:\s?s\.?)?|srls?|s\.\s?p\.\s?a\.?|s\.\s?a\.\s?p\.\s?a\.?|sapa|s\.\s?n\.\s?c\.?|snc|s\.\s?a\.\s?s\.?|s\.\s?c\.\s?a\.\s?r\.\s?l\.?|scarl)(?:\s+unipersonale)?\s*$/i;
/** Undotted forms that could be words ('Day Spa'): only in the capitals a company writes them. */
const LEGAL_FORM_CAPITALS = /[\s,]+(?:SpA|SPA|SAS)\s*$/;

/**
 * 'ACME Welfare S.p.A.' → 'acme-welfare': a suggestion for the sign-up link, which employees read
 * (the company's legal form is left out).
 */
export const slugOf = (name: string) =>
  name
    .replace(LEGAL_FORM, '')
    .replace(LEGAL_FORM_CAPITALS, '')
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
  onDirtyChange,
}: {
  company?: AdminCompany;
  serviceOptions: { value: string; label: string }[];
  onSubmit: (values: CompanyCreate) => Promise<void>;
  onCancel: () => void;
  /** Told whether anything was changed (the dialog then asks before it is thrown away). */
  onDirtyChange?: (dirty: boolean) => void;
}) {
  const form = useSchemaForm(companyFormSchema, {
    defaultValues: {
      id: company?.id ?? '',
      name: company?.name ?? '',
      active: company?.active ?? true,
      serviceIds: company?.serviceIds.map(String) ?? [],
    },
  });
  const { dirtyFields } = form.formState;
  const submit = submitShowingErrors(form, companyFormSchema, (values) =>
    onSubmit({ ...values, serviceIds: values.serviceIds.map(Number) }),
  );
  return (
    <DialogForm
      form={form}
      onSubmit={submit}
      onCancel={onCancel}
      onDirtyChange={onDirtyChange}
      submitLabel={company ? 'Salva azienda' : 'Crea azienda'}
    >
      <TextField
        control={form.control}
        name="name"
        label="Nome"
        required
        onChange={(event) => {
          // Suggest the identifier from the name until the tutor types one.
          if (!company && !dirtyFields.id) form.setValue('id', slugOf(event.currentTarget.value));
        }}
        data-autofocus
      />
      <TextField
        control={form.control}
        name="id"
        label="Identificativo"
        description={`Link di registrazione: /sign-up/${form.watch('id') || '…'}`}
        required
        disabled={company !== undefined}
      />
      <MultiSelectField
        control={form.control}
        name="serviceIds"
        label="Servizi offerti ai dipendenti"
        searchable
        description="Servizi B2B del catalogo"
        data={serviceOptions}
        nothingFoundMessage="Nessun servizio B2B"
      />
      <SwitchField
        control={form.control}
        name="active"
        label="Attiva (la pagina di registrazione è aperta)"
      />
    </DialogForm>
  );
}
