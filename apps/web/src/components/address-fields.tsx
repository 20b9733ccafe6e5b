import { toWord } from '@equilibrio/contract/italian-format';
import { addressFieldsSchema } from '@equilibrio/contract/people';
import type { PlaceDetails } from '@equilibrio/contract/places';
import { italianProvinceCodes, italianProvinces } from '@equilibrio/contract/provinces';
import { SimpleGrid, Stack } from '@mantine/core';
import { useState } from 'react';
import { Controller, type FieldValues, type Path, useFormContext, useWatch } from 'react-hook-form';
import { z } from 'zod';
import { getMapsProvider } from '@/lib/maps/get-maps-provider';
import type { MapsProvider } from '@/lib/maps/maps-provider';
import { requiredMark } from './form/required-mark';
import { SelectField } from './form/select-field';
import { TextField } from './form/text-field';
import { PlaceAutocomplete } from './place-autocomplete';

/** The values these fields edit, under `prefix` in the surrounding form. */
export type AddressFieldValues = {
  street: string;
  city: string;
  province: string;
  postalCode: string;
  latitude?: number | null;
  longitude?: number | null;
};

/** The checks of these fields (the contract's), with the coordinates a chosen place brings. */
export const addressFormSchema = addressFieldsSchema.extend({
  latitude: z.number().nullable().optional(),
  longitude: z.number().nullable().optional(),
});

export const emptyAddressFields: AddressFieldValues = {
  street: '',
  city: '',
  province: '',
  postalCode: '',
  latitude: null,
  longitude: null,
};

const provinceOptions = italianProvinces.map((p) => ({
  value: p.code,
  label: `${p.name} (${p.code})`,
}));
const isProvince = (code: string | null): code is string =>
  code !== null && (italianProvinceCodes as readonly string[]).includes(code);

type AddressFieldsProps = {
  /** Where the fields live in the form, e.g. 'billing.' ('' at the top level). */
  prefix?: string;
  provider?: MapsProvider;
  /** An optional section (the billing address): the same fields, no required marks. */
  optional?: boolean;
};

/**
 * Street, city, CAP and province (labels of spec §5 "Address form") inside a react-hook-form
 * `FormProvider`, with place autocomplete on the street (Google) or the city (gazetteer). The
 * field with suggestions comes first (the comune, then the street). Choosing a suggestion fills
 * the other fields, but a CAP already typed that belongs to the chosen comune is kept;
 * everything stays editable.
 */
export function AddressFields<T extends FieldValues>({
  prefix = '',
  provider = getMapsProvider(),
  optional = false,
}: AddressFieldsProps) {
  const { control, setValue, getValues } = useFormContext<T>();
  const mark = optional ? { required: false } : requiredMark;
  const star = optional ? '' : '*';
  const name = (field: keyof AddressFieldValues) => `${prefix}${field}` as Path<T>;
  // The several-CAPs hint belongs to the chosen city: it goes when the city changes or clears.
  const [capHint, setCapHint] = useState<{ city: string; text: string }>();
  // The CAPs of the city chosen from the suggestions: a CAP of another town is pointed out
  // (not refused: the gazetteer may lack a new one) — '20124 Torino' went through unremarked.
  const [cityCaps, setCityCaps] = useState<{ city: string; caps: string[] }>();
  const city = useWatch({ control, name: name('city') }) as string | undefined;
  const cap = String(useWatch({ control, name: name('postalCode') }) ?? '').trim();
  const foreignCap =
    cityCaps && cityCaps.city === city && /^\d{5}$/.test(cap) && cityCaps.caps.length > 0
      ? !cityCaps.caps.includes(cap)
      : false;
  const hint = foreignCap
    ? `Il CAP ${cap} non corrisponde ${toWord(city ?? '')}: controllalo.`
    : capHint && capHint.city === city
      ? capHint.text
      : undefined;

  const fill = (place: PlaceDetails) => {
    const options = { shouldDirty: true, shouldValidate: true, shouldTouch: true };
    const set = (field: keyof AddressFieldValues, value: unknown) =>
      setValue(name(field), value as never, options);
    if (place.street) set('street', place.street);
    set('city', place.city);
    if (isProvince(place.province)) set('province', place.province);
    const typedCap = String(getValues(name('postalCode')) ?? '').trim();
    const keepsCap = place.postalCodes.includes(typedCap) || typedCap === place.postalCode;
    if (place.postalCode && !keepsCap) set('postalCode', place.postalCode);
    set('latitude', place.latitude);
    set('longitude', place.longitude);
    setCityCaps(
      place.source === 'gazetteer' ? { city: place.city, caps: place.postalCodes } : undefined,
    );
    setCapHint(
      place.postalCodes.length > 1 && !keepsCap
        ? { city: place.city, text: `${place.city} ha più CAP: controlla quello della tua via.` }
        : undefined,
    );
  };

  /** The field the maps provider completes gets suggestions; the other one is plain text. */
  const placeField = (
    field: 'street' | 'city',
    label: string,
    text: { placeholder?: string; autoComplete: string },
    suggestPlaceholder: string,
  ) =>
    provider.completes === field ? (
      <Controller
        control={control}
        name={name(field)}
        render={({ field: input, fieldState }) => (
          <PlaceAutocomplete
            ref={input.ref}
            value={input.value ?? ''}
            onChange={input.onChange}
            onBlur={input.onBlur}
            label={label}
            required={!optional}
            placeholder={suggestPlaceholder}
            error={fieldState.error?.message}
            onPlaceSelected={fill}
            provider={provider}
          />
        )}
      />
    ) : (
      <TextField control={control} name={name(field)} label={label} {...mark} {...text} />
    );

  const streetField = placeField(
    'street',
    `Inserisci indirizzo${star}`,
    { placeholder: 'Es. Via Roma 1', autoComplete: 'street-address' },
    'Es. Via Roma 1',
  );
  const cityField = placeField(
    'city',
    `Città${star}`,
    { autoComplete: 'address-level2' },
    'Inizia a scrivere il comune',
  );
  return (
    <Stack gap="sm">
      {provider.completes === 'street' ? streetField : cityField}
      {provider.completes === 'street' ? cityField : streetField}
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <TextField
          control={control}
          name={name('postalCode')}
          label={`CAP${star}`}
          {...mark}
          inputMode="numeric"
          maxLength={5}
          autoComplete="postal-code"
          description={hint}
          inputWrapperOrder={['label', 'input', 'description', 'error']}
        />
        <SelectField
          control={control}
          name={name('province')}
          empty=""
          label={`Provincia${star}`}
          {...mark}
          searchable
          placeholder="Scegli la provincia"
          data={provinceOptions}
          nothingFoundMessage="Nessuna provincia"
        />
      </SimpleGrid>
    </Stack>
  );
}
