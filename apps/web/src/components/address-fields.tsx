import type { PlaceDetails } from '@equilibrio/contract/places';
import { italianProvinceCodes, italianProvinces } from '@equilibrio/contract/provinces';
import { Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useState } from 'react';
import { Controller, type FieldValues, type Path, useFormContext, useWatch } from 'react-hook-form';
import { getMapsProvider } from '@/lib/maps/get-maps-provider';
import type { MapsProvider } from '@/lib/maps/maps-provider';
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
};

/**
 * Street, city, CAP and province (labels of spec §5 "Address form") inside a react-hook-form
 * `FormProvider`, with place autocomplete on the street (Google) or the city (gazetteer).
 * Choosing a suggestion fills the other fields; everything stays editable.
 */
export function AddressFields<T extends FieldValues>({
  prefix = '',
  provider = getMapsProvider(),
}: AddressFieldsProps) {
  const { control, setValue } = useFormContext<T>();
  const name = (field: keyof AddressFieldValues) => `${prefix}${field}` as Path<T>;
  // The several-CAPs hint belongs to the chosen city: it goes when the city changes or clears.
  const [capHint, setCapHint] = useState<{ city: string; text: string }>();
  const city = useWatch({ control, name: name('city') }) as string | undefined;
  const hint = capHint && capHint.city === city ? capHint.text : undefined;

  const fill = (place: PlaceDetails) => {
    const options = { shouldDirty: true, shouldValidate: true, shouldTouch: true };
    const set = (field: keyof AddressFieldValues, value: unknown) =>
      setValue(name(field), value as never, options);
    if (place.street) set('street', place.street);
    set('city', place.city);
    if (isProvince(place.province)) set('province', place.province);
    if (place.postalCode) set('postalCode', place.postalCode);
    set('latitude', place.latitude);
    set('longitude', place.longitude);
    setCapHint(
      place.postalCodes.length > 1
        ? { city: place.city, text: `${place.city} ha più CAP: controlla quello della tua via.` }
        : undefined,
    );
  };

  const autocompleteStreet = provider.completes === 'street';

  return (
    <Stack gap="sm">
      <Controller
        control={control}
        name={name('street')}
        render={({ field, fieldState }) =>
          autocompleteStreet ? (
            <PlaceAutocomplete
              ref={field.ref}
              value={field.value ?? ''}
              onChange={field.onChange}
              onBlur={field.onBlur}
              label="Inserisci indirizzo*"
              required
              placeholder="Es. Via Roma 1"
              error={fieldState.error?.message}
              onPlaceSelected={fill}
              provider={provider}
            />
          ) : (
            <TextInput
              ref={field.ref}
              value={field.value ?? ''}
              onChange={field.onChange}
              onBlur={field.onBlur}
              label="Inserisci indirizzo*"
              required
              withAsterisk={false}
              placeholder="Es. Via Roma 1"
              autoComplete="street-address"
              error={fieldState.error?.message}
            />
          )
        }
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <Controller
          control={control}
          name={name('city')}
          render={({ field, fieldState }) =>
            autocompleteStreet ? (
              <TextInput
                ref={field.ref}
                value={field.value ?? ''}
                onChange={field.onChange}
                onBlur={field.onBlur}
                label="Città*"
                required
                withAsterisk={false}
                autoComplete="address-level2"
                error={fieldState.error?.message}
              />
            ) : (
              <PlaceAutocomplete
                ref={field.ref}
                value={field.value ?? ''}
                onChange={field.onChange}
                onBlur={field.onBlur}
                label="Città*"
                required
                placeholder="Inizia a scrivere il comune"
                error={fieldState.error?.message}
                onPlaceSelected={fill}
                provider={provider}
              />
            )
          }
        />
        <Controller
          control={control}
          name={name('postalCode')}
          render={({ field, fieldState }) => (
            <TextInput
              ref={field.ref}
              value={field.value ?? ''}
              onChange={field.onChange}
              onBlur={field.onBlur}
              label="CAP*"
              required
              withAsterisk={false}
              inputMode="numeric"
              maxLength={5}
              autoComplete="postal-code"
              description={hint}
              inputWrapperOrder={['label', 'input', 'description', 'error']}
              error={fieldState.error?.message}
            />
          )}
        />
      </SimpleGrid>
      <Controller
        control={control}
        name={name('province')}
        render={({ field, fieldState }) => (
          <Select
            label="Provincia*"
            required
            withAsterisk={false}
            searchable
            placeholder="Scegli la provincia"
            data={provinceOptions}
            value={field.value || null}
            onChange={(value) => field.onChange(value ?? '')}
            onBlur={field.onBlur}
            ref={field.ref}
            nothingFoundMessage="Nessuna provincia"
            error={fieldState.error?.message}
          />
        )}
      />
    </Stack>
  );
}
