import { contactPreferenceLabels, contactPreferences } from '@equilibrio/contract/enums';
import { fiscalCodeSchema, vatNumberSchema } from '@equilibrio/contract/fiscal';
import { addressFieldsSchema } from '@equilibrio/contract/people';
import type { UserProfile } from '@equilibrio/contract/users';
import { phoneSchema, requiredText } from '@equilibrio/contract/validation';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  Alert,
  Anchor,
  Group,
  Paper,
  Radio,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useEffect, useState } from 'react';
import { Controller, FormProvider, useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { z } from 'zod';
import {
  AddressFields,
  type AddressFieldValues,
  emptyAddressFields,
} from '@/components/address-fields';
import { AppButton } from '@/components/app-button';
import { toast } from '@/components/toast';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api-client';
import { useUpdateProfile } from '@/resources/profile';
import { personalInfoMessages } from '../messages';

const billingKeys = ['street', 'city', 'province', 'postalCode'] as const;
const isBlank = (billing: Pick<AddressFieldValues, (typeof billingKeys)[number]>) =>
  billingKeys.every((k) => !billing[k].trim());

/**
 * Spec §5 "Personal data": name, surname, phone, email and fiscal code required; VAT number and
 * contact preference optional. The billing address is optional, but complete when given.
 */
const formSchema = z
  .object({
    name: requiredText(100),
    surname: requiredText(100),
    phone: phoneSchema,
    email: z.string(),
    contactPreference: z.union([z.enum(contactPreferences), z.literal('')]),
    fiscalCode: fiscalCodeSchema,
    vatNumber: vatNumberSchema,
    useDefaultAddress: z.boolean(),
    billing: z.object({
      street: z.string(),
      city: z.string(),
      province: z.string(),
      postalCode: z.string(),
      latitude: z.number().nullable().optional(),
      longitude: z.number().nullable().optional(),
    }),
  })
  .superRefine((value, ctx) => {
    if (value.useDefaultAddress || isBlank(value.billing)) return;
    const parsed = addressFieldsSchema.safeParse(value.billing);
    for (const issue of parsed.error?.issues ?? []) {
      ctx.addIssue({ code: 'custom', path: ['billing', ...issue.path], message: issue.message });
    }
  });
type FormValues = z.input<typeof formSchema>;
type FormOutput = z.output<typeof formSchema>;

const toForm = (profile: UserProfile): FormValues => {
  const billing = profile.fiscalInfo.useDefaultAddress ? null : profile.fiscalInfo.address;
  return {
    name: profile.name ?? '',
    surname: profile.surname ?? '',
    phone: profile.phone ?? '',
    email: profile.email ?? '',
    contactPreference: profile.contactSettings.contactPreference ?? '',
    fiscalCode: profile.fiscalInfo.fiscalCode ?? '',
    vatNumber: profile.fiscalInfo.vatNumber ?? '',
    useDefaultAddress: profile.fiscalInfo.useDefaultAddress,
    billing: billing ? { ...emptyAddressFields, ...billing } : emptyAddressFields,
  };
};

type PersonalInfoFormProps = {
  uid: string | undefined;
  profile: UserProfile;
  onDirtyChange?: (dirty: boolean) => void;
};

/** Contact info and billing data (spec §2 "Personal data"). */
export function PersonalInfoForm({ uid, profile, onDirtyChange }: PersonalInfoFormProps) {
  const form = useForm<FormValues, unknown, FormOutput>({
    resolver: zodResolver(formSchema),
    mode: 'onTouched',
    defaultValues: toForm(profile),
  });
  const { control, handleSubmit, reset, watch, setError, formState } = form;
  const [failure, setFailure] = useState<string>();
  const update = useUpdateProfile(uid ?? '');
  const useDefault = watch('useDefaultAddress');
  const defaultAddress = profile.addresses.find((a) => a.isDefault);

  useEffect(() => {
    onDirtyChange?.(formState.isDirty);
  }, [formState.isDirty, onDirtyChange]);

  const fail = (message: string) => {
    setFailure(message);
    toast.error(message);
  };

  const onValid = async (values: FormOutput) => {
    setFailure(undefined);
    if (!uid) {
      fail(personalInfoMessages.noUid);
      return;
    }
    const billing =
      values.useDefaultAddress || isBlank(values.billing)
        ? null
        : addressFieldsSchema.parse(values.billing);
    try {
      const saved = await update.mutateAsync({
        uid,
        body: {
          name: values.name,
          surname: values.surname,
          phone: values.phone,
          email: profile.email,
          contactPreference: values.contactPreference || null,
          fiscalCode: values.fiscalCode,
          vatNumber: values.vatNumber,
          useDefaultAddress: values.useDefaultAddress,
          fiscalAddress: billing,
        },
      });
      reset(toForm(saved));
      toast.success(personalInfoMessages.saved);
    } catch (error) {
      if (error instanceof ApiError && error.fields) {
        for (const [path, message] of Object.entries(error.fields)) {
          const field = path.replace(/^body\./, '').replace(/^fiscalAddress\./, 'billing.');
          setError(field as keyof FormValues, { message });
        }
      }
      fail(personalInfoMessages.saveError);
    }
  };

  const onInvalid = () => fail(personalInfoMessages.missingData);

  return (
    <FormProvider {...form}>
      <form onSubmit={handleSubmit(onValid, onInvalid)} noValidate aria-label="Dati personali">
        <Stack gap="lg">
          {failure ? (
            <Alert color="danger" variant="light" role="alert">
              {failure}
            </Alert>
          ) : null}
          <Paper withBorder p="md" radius="md">
            <Title order={2} size="h4" mb="sm">
              Contatti
            </Title>
            <Stack gap="sm">
              <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
                <Controller
                  control={control}
                  name="name"
                  render={({ field, fieldState }) => (
                    <TextInput
                      {...field}
                      label="Nome*"
                      required
                      withAsterisk={false}
                      autoComplete="given-name"
                      error={fieldState.error?.message}
                    />
                  )}
                />
                <Controller
                  control={control}
                  name="surname"
                  render={({ field, fieldState }) => (
                    <TextInput
                      {...field}
                      label="Cognome*"
                      required
                      withAsterisk={false}
                      autoComplete="family-name"
                      error={fieldState.error?.message}
                    />
                  )}
                />
                <Controller
                  control={control}
                  name="phone"
                  render={({ field, fieldState }) => (
                    <TextInput
                      {...field}
                      label="Telefono*"
                      required
                      withAsterisk={false}
                      type="tel"
                      autoComplete="tel"
                      error={fieldState.error?.message}
                    />
                  )}
                />
                <Controller
                  control={control}
                  name="email"
                  render={({ field }) => (
                    <TextInput
                      {...field}
                      label="Email*"
                      readOnly
                      description="L'email del tuo account non si può modificare."
                      inputWrapperOrder={['label', 'input', 'description', 'error']}
                      variant="filled"
                    />
                  )}
                />
              </SimpleGrid>
              <Controller
                control={control}
                name="contactPreference"
                render={({ field }) => (
                  <Radio.Group
                    label="Come preferisci essere contattato?"
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
          </Paper>

          <Paper withBorder p="md" radius="md">
            <Title order={2} size="h4" mb="sm">
              Dati di fatturazione
            </Title>
            <Stack gap="sm">
              <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
                <Controller
                  control={control}
                  name="fiscalCode"
                  render={({ field, fieldState }) => (
                    <TextInput
                      {...field}
                      label="Codice fiscale*"
                      required
                      withAsterisk={false}
                      maxLength={16}
                      autoComplete="off"
                      styles={{ input: { textTransform: 'uppercase' } }}
                      error={fieldState.error?.message}
                    />
                  )}
                />
                <Controller
                  control={control}
                  name="vatNumber"
                  render={({ field, fieldState }) => (
                    <TextInput
                      {...field}
                      value={field.value ?? ''}
                      label="Partita IVA"
                      inputMode="numeric"
                      maxLength={13}
                      autoComplete="off"
                      description="Facoltativa"
                      inputWrapperOrder={['label', 'input', 'description', 'error']}
                      error={fieldState.error?.message}
                    />
                  )}
                />
              </SimpleGrid>
              <Controller
                control={control}
                name="useDefaultAddress"
                render={({ field }) => (
                  <Switch
                    label="Usa l'indirizzo predefinito come indirizzo di fatturazione"
                    checked={field.value}
                    onChange={(event) => field.onChange(event.currentTarget.checked)}
                    onBlur={field.onBlur}
                    ref={field.ref}
                  />
                )}
              />
              {useDefault ? (
                defaultAddress ? (
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
                    oppure inserisci l'indirizzo di fatturazione.
                  </Alert>
                )
              ) : (
                <Stack gap={4}>
                  <Text size="sm" c="dimmed">
                    Indirizzo di fatturazione (facoltativo)
                  </Text>
                  <AddressFields prefix="billing." />
                </Stack>
              )}
            </Stack>
          </Paper>

          <Group justify="flex-end">
            <AppButton type="submit" loading={update.isPending}>
              Salva dati personali
            </AppButton>
          </Group>
        </Stack>
      </form>
    </FormProvider>
  );
}
