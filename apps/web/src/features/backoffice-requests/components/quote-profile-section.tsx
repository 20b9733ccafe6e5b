import { animalSizeCodes, animalSizeLabels, type BusinessLine } from '@equilibrio/contract/enums';
import { offeredServiceFlags, serviceFlagLabel } from '@equilibrio/contract/request-detail-labels';
import type { RequestDetail } from '@equilibrio/contract/requests';
import { Checkbox, SimpleGrid, Stack } from '@mantine/core';
import { type Control, Controller } from 'react-hook-form';
import { CheckboxField } from '@/components/form/check-field';
import { MultiSelectField } from '@/components/form/multi-select-field';
import { NumberField } from '@/components/form/number-field';
import { FormPart } from '@/components/section-card';
import { languageOptions, optionsOf } from '@/lib/options';
import type { QuoteFormValues } from './quote-form-values';

const sizeOptions = (codes: readonly (typeof animalSizeCodes)[number][]) =>
  optionsOf(codes, animalSizeLabels);
const dogSizes = sizeOptions(animalSizeCodes.filter((code) => code !== 'cat'));

/**
 * 'Profilo richiesto': languages, experience, children (babysitting) or animals (pet sitting),
 * and the duties and requirements of the business line.
 */
export function QuoteProfileSection({
  control,
  line,
  stored,
}: {
  control: Control<QuoteFormValues>;
  line: BusinessLine;
  /** The quote sent before, if any: a duty it holds that the line no longer offers stays shown. */
  stored?: Partial<RequestDetail> | null;
}) {
  const lineFlags = offeredServiceFlags(line, stored);
  return (
    <FormPart title="Profilo richiesto">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        {line !== 'PETSITTER' ? (
          <MultiSelectField
            control={control}
            name="requiredLanguage"
            label="Lingue"
            searchable
            data={languageOptions}
          />
        ) : null}
        <NumberField
          control={control}
          name="requestedExp"
          label="Esperienza richiesta (anni)"
          max={60}
        />
        {line === 'BABYSITTER' ? (
          <NumberField
            control={control}
            name="numberOfChildren"
            label="Numero di bambini"
            max={20}
          />
        ) : null}
        {line === 'PETSITTER' ? <PetFields control={control} /> : null}
      </SimpleGrid>
      {lineFlags.length > 0 ? (
        <Controller
          control={control}
          name="flags"
          render={({ field }) => (
            <Checkbox.Group
              label="Mansioni e requisiti"
              value={field.value}
              onChange={field.onChange}
            >
              <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing={6} mt={6}>
                {lineFlags.map((flag) => (
                  <Checkbox key={flag} value={flag} label={serviceFlagLabel(line, flag)} />
                ))}
              </SimpleGrid>
            </Checkbox.Group>
          )}
        />
      ) : null}
    </FormPart>
  );
}

function PetFields({ control }: { control: Control<QuoteFormValues> }) {
  return (
    <>
      <MultiSelectField
        control={control}
        name="animals"
        label="Animali"
        data={sizeOptions(animalSizeCodes)}
      />
      <MultiSelectField
        control={control}
        name="dogHealing"
        label="Cura di cani (taglia)"
        data={dogSizes}
      />
      <MultiSelectField
        control={control}
        name="dogHosting"
        label="Ospitalità di cani (taglia)"
        data={dogSizes}
      />
      <Stack gap={6} mt={{ sm: 28 }}>
        <CheckboxField control={control} name="catHealing" label="Cura di gatti" />
        <CheckboxField control={control} name="catHosting" label="Ospitalità di gatti" />
      </Stack>
    </>
  );
}
