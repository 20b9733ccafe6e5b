import { caregiverSkills, skillLabels } from '@equilibrio/contract/caregiver-profile';
import { SimpleGrid } from '@mantine/core';
import { type Control, useWatch } from 'react-hook-form';
import { AvailabilityGridField } from '@/components/form/availability-grid-field';
import { SwitchField } from '@/components/form/check-field';
import { ComuneField, ComuniField } from '@/components/form/comune-field';
import { birthDateCalendar, DateField } from '@/components/form/date-field';
import { maxLengthOf } from '@/components/form/max-length';
import { MultiSelectField } from '@/components/form/multi-select-field';
import { NumberField } from '@/components/form/number-field';
import { TextareaField } from '@/components/form/textarea-field';
import { FormSection } from '@/components/section-card';
import { provinceOptions } from '@/lib/provinces';
import { type CaregiverFormValues, caregiverFormSchema } from './caregiver-form-values';

/**
 * 'Esperienza e disponibilità' (issue 23): where they live and work, age, experience, the
 * sub-skills of their type, the week grid and live-in. Families see these on the profile; the
 * suggestions rank by them.
 */
export function CaregiverWorkFields({
  control,
  comune,
  workComuni,
}: {
  control: Control<CaregiverFormValues>;
  comune: { code: string; name: string } | null;
  /** The saved comuni where they work, named. */
  workComuni: { code: string; label: string }[];
}) {
  const type = useWatch({ control, name: 'type' });
  const skills = useWatch({ control, name: 'skills' });
  // The type's sub-skills, and those the profile already has from another type (an applicant
  // who cooks, accepted as a badante): shown by name and kept until the tutor takes them off.
  const ofType: readonly string[] = type ? caregiverSkills[type] : [];
  const skillOptions = [...ofType, ...skills.filter((code) => !ofType.includes(code))].map(
    (code) => ({ value: code, label: skillLabels[code] ?? code }),
  );
  return (
    <FormSection title="Esperienza e disponibilità">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <ComuneField control={control} name="comune" label="Comune di residenza" current={comune} />
        <ComuniField
          control={control}
          name="workComuni"
          label="Altri comuni in cui lavora"
          current={workComuni}
          maxValues={50}
        />
        <MultiSelectField
          control={control}
          name="workProvinces"
          label="Province in cui lavora"
          searchable
          data={provinceOptions}
        />
        <DateField
          control={control}
          name="birthDate"
          label="Data di nascita"
          {...birthDateCalendar()}
        />
        <NumberField
          control={control}
          name="yearsOfExperience"
          label="Anni di esperienza"
          max={60}
        />
        <MultiSelectField
          control={control}
          name="skills"
          label="Competenze"
          searchable
          description={type ? undefined : 'Scegli prima il tipo di caregiver.'}
          disabled={!type}
          data={skillOptions}
        />
        <SwitchField control={control} name="liveIn" label="Disponibile a convivere" />
      </SimpleGrid>
      <AvailabilityGridField
        control={control}
        name="availability"
        label="Disponibilità settimanale"
        description="Le fasce in cui può lavorare: i suggerimenti le confrontano con la richiesta."
      />
      <TextareaField
        control={control}
        name="presentation"
        maxLength={maxLengthOf(caregiverFormSchema.shape.presentation)}
        label="Presentazione"
        description="Le parole del caregiver, se la candidatura è arrivata da «Lavora con noi»."
        autosize
        minRows={3}
      />
    </FormSection>
  );
}
