import type { UserProfile } from '@equilibrio/contract/users';
import { Alert, Anchor, SimpleGrid, Stack, Text } from '@mantine/core';
import { type Control, useWatch } from 'react-hook-form';
import { Link } from 'react-router';
import { AddressFields } from '@/components/address-fields';
import { SwitchField } from '@/components/form/check-field';
import { requiredMark } from '@/components/form/required-mark';
import { TextField } from '@/components/form/text-field';
import { TitledPanel } from '@/components/section-card';
import { paths } from '@/config/paths';
import type { PersonalInfoOutput, PersonalInfoValues } from './personal-info-values';

/**
 * 'Dati di fatturazione': fiscal code, VAT number, and the billing address — the default
 * address, or one typed here (the form must sit in a `FormProvider` for the address fields).
 */
export function BillingFields({
  control,
  defaultAddress,
}: {
  control: Control<PersonalInfoValues, unknown, PersonalInfoOutput>;
  defaultAddress: UserProfile['addresses'][number] | undefined;
}) {
  const useDefault = useWatch({ control, name: 'useDefaultAddress' });
  return (
    <TitledPanel title="Dati di fatturazione">
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <TextField
            control={control}
            name="fiscalCode"
            label="Codice fiscale*"
            {...requiredMark}
            maxLength={16}
            autoComplete="off"
            styles={{ input: { textTransform: 'uppercase' } }}
          />
          <TextField
            control={control}
            name="vatNumber"
            label="Partita IVA"
            inputMode="numeric"
            maxLength={13}
            autoComplete="off"
            description="Facoltativa"
            inputWrapperOrder={['label', 'input', 'description', 'error']}
          />
        </SimpleGrid>
        <SwitchField
          control={control}
          name="useDefaultAddress"
          label="Usa l’indirizzo predefinito come indirizzo di fatturazione"
        />
        {!useDefault ? (
          <Stack gap={4}>
            <Text size="sm" c="dimmed">
              Indirizzo di fatturazione (facoltativo)
            </Text>
            <AddressFields prefix="billing." optional />
          </Stack>
        ) : defaultAddress ? (
          <Text size="sm" aria-live="polite">
            Fatturazione a: {defaultAddress.street}, {defaultAddress.postalCode}{' '}
            {defaultAddress.city} ({defaultAddress.province})
          </Text>
        ) : (
          <Alert color="sun" variant="light">
            Non hai ancora un indirizzo predefinito.{' '}
            <Anchor component={Link} to={paths.dashboard.addresses.href()}>
              Aggiungi un indirizzo
            </Anchor>{' '}
            oppure inserisci l’indirizzo di fatturazione.
          </Alert>
        )}
      </Stack>
    </TitledPanel>
  );
}
