import { contactPreferenceLabels, contactPreferences } from '@equilibrio/contract/enums';
import { Group, Radio, SimpleGrid, Stack } from '@mantine/core';
import { type Control, Controller } from 'react-hook-form';
import { requiredMark } from '@/components/form/required-mark';
import { TextField } from '@/components/form/text-field';
import { TitledPanel } from '@/components/section-card';
import type { PersonalInfoOutput, PersonalInfoValues } from './personal-info-values';

/** 'Contatti': name, surname, phone, the account's email (read only), how to be contacted. */
export function ContactFields({
  control,
}: {
  control: Control<PersonalInfoValues, unknown, PersonalInfoOutput>;
}) {
  return (
    <TitledPanel title="Contatti">
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <TextField
            control={control}
            name="name"
            label="Nome*"
            {...requiredMark}
            autoComplete="given-name"
          />
          <TextField
            control={control}
            name="surname"
            label="Cognome*"
            {...requiredMark}
            autoComplete="family-name"
          />
          <TextField
            control={control}
            name="phone"
            label="Telefono*"
            {...requiredMark}
            type="tel"
            autoComplete="tel"
          />
          <TextField
            control={control}
            name="email"
            label="Email*"
            readOnly
            description="Per usare un altro indirizzo scegli «Cambia email» qui sotto."
            inputWrapperOrder={['label', 'input', 'description', 'error']}
            variant="filled"
          />
        </SimpleGrid>
        <Controller
          control={control}
          name="contactPreference"
          render={({ field }) => (
            <Radio.Group
              label="Come preferisci che ti contattiamo?"
              value={field.value}
              onChange={(value) => field.onChange(value)}
            >
              <Group gap="lg" mt={6}>
                {contactPreferences.map((preference) => (
                  <Radio
                    key={preference}
                    value={preference}
                    label={contactPreferenceLabels[preference]}
                    onBlur={field.onBlur}
                  />
                ))}
              </Group>
            </Radio.Group>
          )}
        />
      </Stack>
    </TitledPanel>
  );
}
