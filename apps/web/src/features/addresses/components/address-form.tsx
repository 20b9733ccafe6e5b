import type { Address } from '@equilibrio/contract/people';
import { Stack } from '@mantine/core';
import { FormProvider } from 'react-hook-form';
import {
  AddressFields,
  type AddressFieldValues,
  addressFieldLabels,
  addressFormSchema,
  emptyAddressFields,
} from '@/components/address-fields';
import { enterChecksAndSends } from '@/components/form/enter-keeps-form';
import { FormActions } from '@/components/form/form-actions';
import { FormError } from '@/components/form/form-error';
import { useSavedItemForm } from '@/components/form/use-form-failure';
import { useSchemaForm } from '@/components/form/use-schema-form';
import { getMapsProvider } from '@/lib/maps/get-maps-provider';
import type { MapsProvider } from '@/lib/maps/maps-provider';
import { useCreateAddress } from '../api/create-address';
import { useUpdateAddress } from '../api/update-address';
import { addressMessages } from '../messages';

const toForm = (address: Address | null | undefined): AddressFieldValues =>
  address
    ? {
        street: address.street,
        city: address.city,
        province: address.province,
        postalCode: address.postalCode,
        latitude: address.latitude,
        longitude: address.longitude,
      }
    : emptyAddressFields;

export type AddressFormProps = {
  uid: string;
  /** The address being edited (update mode); null or absent: create mode. */
  address?: Address | null;
  onSaved?: (address: Address) => void;
  /** 'Annulla': the form is emptied and goes back to create mode. */
  onReset?: () => void;
  onDirtyChange?: (dirty: boolean) => void;
  provider?: MapsProvider;
};

/**
 * The address form (spec §5 "Address form"): street, city, CAP and province, with place
 * autocomplete. Save is disabled while invalid. Also used inside a modal.
 */
export function AddressForm({
  uid,
  address,
  onSaved,
  onReset,
  onDirtyChange,
  provider = getMapsProvider(),
}: AddressFormProps) {
  const form = useSchemaForm(addressFormSchema, {
    defaultValues: toForm(address),
  });
  const { handleSubmit, reset, formState } = form;
  const create = useCreateAddress(uid);
  const update = useUpdateAddress(uid);
  const editing = Boolean(address);
  const { failure, save, cancel } = useSavedItemForm({
    item: address,
    values: toForm,
    empty: emptyAddressFields,
    reset,
    dirty: formState.isDirty,
    onDirtyChange,
    messages: addressMessages,
  });

  const submit = handleSubmit((values) => {
    const fields = { ...values, zone: values.city, active: true };
    return save(
      () =>
        address
          ? update.mutateAsync({ id: address.id, body: fields })
          : create.mutateAsync({ ...fields, userUID: uid, isDefault: false }),
      onSaved,
    );
  });

  return (
    <FormProvider {...form}>
      <form
        onSubmit={submit}
        noValidate
        aria-label={editing ? 'Modifica indirizzo' : 'Nuovo indirizzo'}
        onKeyDown={enterChecksAndSends(form.formState, submit)}
      >
        <Stack gap="sm">
          <FormError message={failure} />
          <AddressFields provider={provider} />
          <FormActions
            mt="xs"
            onCancel={() => void cancel(onReset)}
            loading={create.isPending || update.isPending}
            disabled={!formState.isValid}
            waitsFor={{ control: form.control, labels: addressFieldLabels(provider) }}
            submitLabel={editing ? 'Salva modifiche' : 'Salva indirizzo'}
          />
        </Stack>
      </form>
    </FormProvider>
  );
}
