import { caregiverTypeLabels } from '@equilibrio/contract/caregivers';
import {
  criminalRecordRequiredTypes,
  criminalRecordValidityMonths,
} from '@equilibrio/contract/criminal-record';
import { caregiverTypes } from '@equilibrio/contract/enums';
import { Group, SimpleGrid } from '@mantine/core';
import type { Control } from 'react-hook-form';
import { SwitchField } from '@/components/form/check-field';
import { maxLengthOf } from '@/components/form/max-length';
import { MultiSelectField } from '@/components/form/multi-select-field';
import { SelectField } from '@/components/form/select-field';
import { TextField } from '@/components/form/text-field';
import { TextareaField } from '@/components/form/textarea-field';
import { FormSection } from '@/components/section-card';
import { languageOptions, optionsOf } from '@/lib/options';
import { provinceOptions } from '@/lib/provinces';
import { type CaregiverFormValues, caregiverFormSchema } from './caregiver-form-values';

/**
 * The 'Attivo' switch's words: switching on makes a caregiver one to propose, but a babysitter's
 * or badante's profile still goes to no family without a recent criminal record (the contract's
 * `criminalRecordRequiredTypes`: the API refuses 'Invia profili alla famiglia').
 */
const recordRule = `I profili di ${criminalRecordRequiredTypes
  .map((type) => caregiverTypeLabels[type].toLowerCase())
  .join(
    ' e ',
  )} senza un casellario giudiziale degli ultimi ${criminalRecordValidityMonths} mesi non si possono inviare alle famiglie finché non lo registri in «Verifiche».`;
/** A new caregiver's words say it starts off; a saved one's, only the rule that still holds. */
const activeDescription = (isNew: boolean) =>
  isNew ? `Un nuovo caregiver parte spento: attivalo dopo le verifiche. ${recordRule}` : recordRule;

/** 'Profilo': type, province, name, phone, email, languages, description, and the two switches. */
export function CaregiverProfileFields({
  control,
  isNew,
}: {
  control: Control<CaregiverFormValues>;
  /** A caregiver being created (not yet saved). */
  isNew: boolean;
}) {
  return (
    <FormSection title="Profilo">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <SelectField
          control={control}
          name="type"
          empty=""
          label="Tipo"
          required
          data={optionsOf(caregiverTypes, caregiverTypeLabels)}
        />
        <SelectField
          control={control}
          name="province"
          label="Provincia"
          searchable
          clearable
          data={provinceOptions}
        />
        <TextField control={control} name="name" label="Nome" required />
        <TextField control={control} name="surname" label="Cognome" required />
        <TextField
          control={control}
          name="phone"
          label="Telefono"
          type="tel"
          description="La famiglia lo vede solo dopo il pagamento."
        />
        <TextField
          control={control}
          name="email"
          label="Email"
          type="email"
          autoComplete="off"
          description="Solo per i family tutor: la famiglia non la vede."
        />
        <MultiSelectField
          control={control}
          name="languages"
          label="Lingue parlate"
          searchable
          data={languageOptions}
        />
      </SimpleGrid>
      <TextareaField
        control={control}
        name="description"
        maxLength={maxLengthOf(caregiverFormSchema.shape.description)}
        label="Descrizione"
        description="La famiglia la legge nella scheda del profilo."
        autosize
        minRows={4}
      />
      <Group gap="xl" align="flex-start">
        <SwitchField
          control={control}
          name="active"
          label="Attivo (proponibile alle famiglie)"
          description={activeDescription(isNew)}
        />
        <SwitchField
          control={control}
          name="resumeHidden"
          label="CV nascosto alle famiglie"
          // A candidate's CV comes as she uploaded it, hidden (server: acceptApplication).
          description="La famiglia scarica il CV così com’è: mostralo solo se non contiene telefono, email, indirizzo o codice fiscale."
        />
      </Group>
    </FormSection>
  );
}
