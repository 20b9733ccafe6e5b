import { Text } from '@mantine/core';
import { useState } from 'react';
import { FormProvider } from 'react-hook-form';
import { AddressFields, addressFormSchema, emptyAddressFields } from '@/components/address-fields';
import { AppButton } from '@/components/app-button';
import { DialogForm } from '@/components/form/dialog-form';
import { useSchemaForm } from '@/components/form/use-schema-form';
import { GuardedModal, useDiscardGuard } from '@/components/guarded-modal';
import { toast } from '@/components/toast';
import { submitShowingErrors } from '@/lib/form-errors';
import { useMedia } from '@/lib/media-query';
import type { RequestWorkspace } from '../api/get-request';
import { useSetServiceAddress } from '../api/set-service-address';
import { FamilyAddressSelect } from './family-address-select';

/**
 * 'Scrivi l’indirizzo' on the customer card: the service's address as the family says it on the
 * phone, while the request may still change (before the quote, whose prices follow its province).
 */
export function ServiceAddressButton({ request }: { request: RequestWorkspace }) {
  const [open, setOpen] = useState(false);
  const guard = useDiscardGuard(() => setOpen(false));
  const wide = useMedia('(min-width: 48em)');
  const label = request.address ? 'Correggi l’indirizzo' : 'Scrivi l’indirizzo';
  return (
    <>
      <AppButton look="dark-outline" size="xs" onClick={() => setOpen(true)}>
        {label}
      </AppButton>
      <GuardedModal
        dirty={guard.dirty}
        opened={open}
        onClose={guard.close}
        title={<Text fw={700}>Indirizzo del servizio · richiesta #{request.id}</Text>}
        fullScreen={!wide}
      >
        {open ? (
          <ServiceAddressForm
            request={request}
            onDirtyChange={guard.setDirty}
            onCancel={guard.cancel}
            onSaved={guard.close}
          />
        ) : null}
      </GuardedModal>
    </>
  );
}

/**
 * Marks the first of the address fields drawn in `box` as where the dialog opens (Mantine's focus
 * trap takes `data-autofocus` when the dialog opens, else its first control: the ×).
 */
const openOnFirstField = (box: HTMLElement | null) => {
  box?.querySelector('input:not([type="hidden"])')?.setAttribute('data-autofocus', '');
};

function ServiceAddressForm({
  request,
  onDirtyChange,
  onCancel,
  onSaved,
}: {
  request: RequestWorkspace;
  onDirtyChange: (dirty: boolean) => void;
  onCancel: () => void;
  onSaved: () => void;
}) {
  const { address } = request;
  const form = useSchemaForm(addressFormSchema, {
    defaultValues: address
      ? {
          ...emptyAddressFields,
          street: address.street ?? '',
          city: address.city ?? '',
          province: address.province ?? '',
          postalCode: address.postalCode ?? '',
        }
      : emptyAddressFields,
  });
  const save = useSetServiceAddress();
  const submit = submitShowingErrors(
    form,
    addressFormSchema,
    async ({ street, city, province, postalCode }) => {
      await save.mutateAsync({ requestId: request.id, street, city, province, postalCode });
      toast.success('Indirizzo salvato: il preventivo userà i prezzi della sua provincia');
      onSaved();
    },
    'body.',
  );
  return (
    <FormProvider {...form}>
      <DialogForm
        form={form}
        onSubmit={submit}
        onCancel={onCancel}
        onDirtyChange={onDirtyChange}
        submitLabel="Salva indirizzo"
      >
        <Text size="sm" c="dimmed">
          Dove si svolge il servizio, come te l’ha detto la famiglia. Resta nello storico della
          richiesta; la famiglia lo vede nei dettagli.
        </Text>
        <FamilyAddressSelect
          requestId={request.id}
          label="Indirizzi salvati dalla famiglia"
          description="Scegline uno per riempire i campi, o scrivine uno nuovo qui sotto"
          onPick={(saved) => {
            const options = { shouldDirty: true, shouldValidate: true };
            form.setValue('street', saved.street, options);
            form.setValue('city', saved.city, options);
            form.setValue('province', saved.province, options);
            form.setValue('postalCode', saved.postalCode, options);
          }}
        />
        {/* The dialog opens on the first field, not on its × (where the next Enter closed it). */}
        <div ref={openOnFirstField} style={{ display: 'contents' }}>
          <AddressFields />
        </div>
      </DialogForm>
    </FormProvider>
  );
}
