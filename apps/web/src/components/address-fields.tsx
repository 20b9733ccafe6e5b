import { toWord } from '@equilibrio/contract/italian-format';
import { addressFieldsSchema } from '@equilibrio/contract/people';
import type { PlaceDetails } from '@equilibrio/contract/places';
import { italianProvinceCodes } from '@equilibrio/contract/provinces';
import { Checkbox, SimpleGrid, Stack } from '@mantine/core';
import { type ReactNode, useRef, useState } from 'react';
import {
  Controller,
  type FieldValues,
  get,
  type Path,
  useFormContext,
  useFormState,
  useWatch,
} from 'react-hook-form';
import { z } from 'zod';
import { getMapsProvider } from '@/lib/maps/get-maps-provider';
import type { MapsProvider } from '@/lib/maps/maps-provider';
import { provinceOptions } from '@/lib/provinces';
import { recheck, useFieldCheck } from './form/field-check';
import { requiredMark } from './form/required-mark';
import { SelectField } from './form/select-field';
import { TextField } from './form/text-field';
import { type CityCaps, comuneMissingHint, useNamedComune } from './named-comune';
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

/**
 * The fields' names in a line that lists them (the greyed 'Salva indirizzo' says which it waits
 * for); the street's label asks for it ('Inserisci indirizzo'), the list names it.
 */
const addressFieldNames = {
  street: 'Indirizzo',
  city: 'Città',
  postalCode: 'CAP',
  province: 'Provincia',
} as const satisfies Partial<Record<keyof AddressFieldValues, string>>;

type AddressField = keyof typeof addressFieldNames;

/**
 * The fields in the order the form shows them: the one with suggestions (the maps provider's)
 * first, then the other, the CAP and the province. The form is drawn in this order, and a line
 * that lists its fields follows it.
 */
const addressFieldOrder = (provider: MapsProvider): readonly AddressField[] =>
  provider.completes === 'street'
    ? ['street', 'city', 'postalCode', 'province']
    : ['city', 'street', 'postalCode', 'province'];

/** The fields' names (above) in the form's order, for the line that lists those left to fill. */
export const addressFieldLabels = (provider: MapsProvider) =>
  Object.fromEntries(
    addressFieldOrder(provider).map((field) => [field, addressFieldNames[field]]),
  ) as Record<AddressField, string>;

const isProvince = (code: string | null): code is string =>
  code !== null && (italianProvinceCodes as readonly string[]).includes(code);

/** A CAP the user said is right for the city, though the gazetteer does not list it. */
type ConfirmedCap = { city: string; cap: string };

/** A CAP of five digits that is not among the chosen comune's (none chosen: nothing to compare). */
const isForeignCap = (city: string, cap: string, known: CityCaps | undefined) =>
  known !== undefined &&
  known.city === city &&
  known.caps.length > 0 &&
  /^\d{5}$/.test(cap) &&
  !known.caps.includes(cap);

/**
 * What a comune of several CAPs asks of the family, with the span they lie in ('Milano ha più
 * CAP, da 20121 a 20162: scrivi quello della tua via.').
 */
function severalCapsHint(city: string, caps: readonly string[]) {
  const sorted = [...caps].sort();
  const span =
    sorted.length === 2 ? `${sorted[0]} o ${sorted[1]}` : `da ${sorted[0]} a ${sorted.at(-1)}`;
  return `${city} ha più CAP, ${span}: scrivi quello della tua via.`;
}

const foreignCapMessage = (cap: string, city: string) =>
  `Il CAP ${cap} non corrisponde ${toWord(city)}: correggilo, o conferma che è giusto.`;

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
  const form = useFormContext<T>();
  const { control, setValue, getValues } = form;
  const mark = optional ? { required: false } : requiredMark;
  const star = optional ? '' : '*';
  const name = (field: keyof AddressFieldValues) => `${prefix}${field}` as Path<T>;
  // The several-CAPs hint belongs to the chosen city: it goes when the city changes or clears.
  const [capHint, setCapHint] = useState<{ city: string; text: string }>();
  // The comune's CAPs (chosen from the suggestions, or looked up by name): a CAP of another
  // town ('20124 Torino') is saved only once the user confirms it — not refused outright: the
  // gazetteer lacks the CAPs of many frazioni (Maccarese 00057 in Fiumicino, Bagnaia 01031 in
  // Viterbo). Kept in refs for the form's check too (it may run before the next render).
  const [chosenCaps, setChosenCaps] = useState<CityCaps>();
  const [confirmed, setConfirmed] = useState<ConfirmedCap>();
  const known = useRef<{ cityCaps?: CityCaps; confirmed?: ConfirmedCap }>({});
  const city = (useWatch({ control, name: name('city') }) as string | undefined) ?? '';
  const province = (useWatch({ control, name: name('province') }) as string | undefined) ?? '';
  const cap = String(useWatch({ control, name: name('postalCode') }) ?? '').trim();
  const chosen = chosenCaps?.city === city ? chosenCaps : undefined;
  const named = useNamedComune(provider, city, province, chosen === undefined);
  const cityCaps = chosen ?? named.caps;
  // A comune the gazetteer does not know, said once the family has left the field.
  const cityTouched = get(
    useFormState({ control, name: name('city') }).touchedFields,
    name('city'),
  );
  const cityHint = cityTouched ? comuneMissingHint(city, province, named.missing) : undefined;
  known.current.cityCaps = cityCaps;
  const foreignCap = isForeignCap(city, cap, cityCaps);
  const capConfirmed = foreignCap && confirmed?.city === city && confirmed.cap === cap;
  useFieldCheck(control, name('postalCode'), (values) => {
    const cityNow = String(get(values, name('city')) ?? '');
    const capNow = String(get(values, name('postalCode')) ?? '').trim();
    const sure = known.current.confirmed;
    return isForeignCap(cityNow, capNow, known.current.cityCaps) &&
      !(sure?.city === cityNow && sure.cap === capNow)
      ? foreignCapMessage(capNow, cityNow)
      : null;
  });
  const capError = get(
    useFormState({ control, name: name('postalCode') }).errors,
    name('postalCode'),
  );
  // The CAP of another town said once: as the field's error once checked, until then here; and
  // nothing more once the user confirmed it. One message at a time: while the CAP is wrong
  // ('CAP non valido') the several-CAPs hint waits; an empty one keeps it (which CAP to write).
  const hint = foreignCap
    ? capConfirmed || capError
      ? undefined
      : foreignCapMessage(cap, city)
    : capHint && capHint.city === city && (!capError || !cap)
      ? capHint.text
      : undefined;
  const chooseCaps = (next: CityCaps | undefined) => {
    known.current.cityCaps = next;
    setChosenCaps(next);
  };
  const confirm = (sure: boolean) => {
    const next = sure ? { city, cap } : undefined;
    known.current.confirmed = next;
    setConfirmed(next);
    recheck(form, [name('postalCode')]);
  };

  const fill = (place: PlaceDetails) => {
    chooseCaps(
      place.source === 'gazetteer' ? { city: place.city, caps: place.postalCodes } : undefined,
    );
    const options = { shouldDirty: true, shouldValidate: true, shouldTouch: true };
    const set = (field: keyof AddressFieldValues, value: unknown) =>
      setValue(name(field), value as never, options);
    if (place.street) set('street', place.street);
    set('city', place.city);
    if (isProvince(place.province)) set('province', place.province);
    const typedCap = String(getValues(name('postalCode')) ?? '').trim();
    const keepsCap = place.postalCodes.includes(typedCap) || typedCap === place.postalCode;
    const severalCaps = place.postalCodes.length > 1;
    if (!keepsCap && severalCaps) {
      // Which of the comune's CAPs is the street's only the family knows: the field waits for
      // it, empty, under the hint (a first CAP written in was easy to keep, and wrong). Not
      // checked yet: 'Campo obbligatorio' would hide the hint.
      if (typedCap) setValue(name('postalCode'), '' as never, { shouldDirty: true });
    } else if (place.postalCode && !keepsCap) set('postalCode', place.postalCode);
    set('latitude', place.latitude);
    set('longitude', place.longitude);
    setCapHint(
      severalCaps && !keepsCap
        ? { city: place.city, text: severalCapsHint(place.city, place.postalCodes) }
        : undefined,
    );
  };

  /** The field the maps provider completes gets suggestions; the other one is plain text. */
  const placeField = (
    field: 'street' | 'city',
    label: string,
    text: { placeholder?: string; autoComplete: string },
    suggestPlaceholder: string,
    description?: string,
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
            description={description}
            inputWrapperOrder={['label', 'input', 'description', 'error']}
            onPlaceSelected={fill}
            provider={provider}
          />
        )}
      />
    ) : (
      <TextField
        control={control}
        name={name(field)}
        label={label}
        {...mark}
        {...text}
        description={description}
        inputWrapperOrder={['label', 'input', 'description', 'error']}
      />
    );

  const streetField = placeField(
    'street',
    `Inserisci indirizzo${star}`,
    { placeholder: 'Es. Via Roma 1', autoComplete: 'street-address' },
    'Es. Via Roma 1',
  );
  const cityField = placeField(
    'city',
    `${addressFieldNames.city}${star}`,
    { autoComplete: 'address-level2' },
    'Inizia a scrivere il comune',
    cityHint,
  );
  const postalCodeField = (
    <Stack gap={8}>
      <TextField
        control={control}
        name={name('postalCode')}
        label={`${addressFieldNames.postalCode}${star}`}
        {...mark}
        inputMode="numeric"
        maxLength={5}
        autoComplete="postal-code"
        description={hint}
        inputWrapperOrder={['label', 'input', 'description', 'error']}
      />
      {foreignCap ? (
        <Checkbox
          label={`Sì, il CAP ${cap} è giusto`}
          checked={capConfirmed}
          onChange={(event) => confirm(event.currentTarget.checked)}
        />
      ) : null}
    </Stack>
  );
  const provinceField = (
    <SelectField
      control={control}
      name={name('province')}
      empty=""
      label={`${addressFieldNames.province}${star}`}
      {...mark}
      searchable
      clearable={optional}
      placeholder="Scegli la provincia"
      data={provinceOptions}
      nothingFoundMessage="Nessuna provincia"
    />
  );
  const fields: Record<AddressField, ReactNode> = {
    street: streetField,
    city: cityField,
    postalCode: postalCodeField,
    province: provinceField,
  };
  const [first, second, third, fourth] = addressFieldOrder(provider).map((field) => fields[field]);
  return (
    <Stack gap="sm">
      {first}
      {second}
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        {third}
        {fourth}
      </SimpleGrid>
    </Stack>
  );
}
