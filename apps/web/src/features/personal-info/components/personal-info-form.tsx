import type { UserProfile } from '@equilibrio/contract/users';
import { Group, Stack } from '@mantine/core';
import { FormProvider } from 'react-hook-form';
import { AppButton } from '@/components/app-button';
import { FormError } from '@/components/form/form-error';
import { useFormFailure, useReportDirty } from '@/components/form/use-form-failure';
import { useSchemaForm } from '@/components/form/use-schema-form';
import { toast } from '@/components/toast';
import { ApiError } from '@/lib/api-client';
import { useUpdateProfile } from '@/resources/profile';
import { personalInfoMessages } from '../messages';
import { BillingFields } from './billing-fields';
import { ContactFields } from './contact-fields';
import {
  type PersonalInfoOutput,
  personalInfoField,
  personalInfoSchema,
  personalInfoValues,
  toPersonalInfoInput,
} from './personal-info-values';

type PersonalInfoFormProps = {
  uid: string | undefined;
  profile: UserProfile;
  onDirtyChange?: (dirty: boolean) => void;
};

/** Contact info and billing data (spec §2 "Personal data"). */
export function PersonalInfoForm({ uid, profile, onDirtyChange }: PersonalInfoFormProps) {
  const form = useSchemaForm(personalInfoSchema, {
    defaultValues: personalInfoValues(profile),
  });
  const { control, handleSubmit, reset, setError, formState } = form;
  const { failure, fail, clearFailure } = useFormFailure();
  const update = useUpdateProfile(uid ?? '');
  useReportDirty(formState.isDirty, onDirtyChange);

  const onValid = async (values: PersonalInfoOutput) => {
    clearFailure();
    if (!uid) {
      fail(personalInfoMessages.noUid);
      return;
    }
    try {
      const saved = await update.mutateAsync({ uid, body: toPersonalInfoInput(values, profile) });
      reset(personalInfoValues(saved));
      toast.success(personalInfoMessages.saved);
    } catch (error) {
      if (error instanceof ApiError && error.fields) {
        for (const [path, message] of Object.entries(error.fields)) {
          setError(personalInfoField(path), { message });
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
          <FormError message={failure} />
          <ContactFields control={control} />
          <BillingFields
            control={control}
            defaultAddress={profile.addresses.find((a) => a.isDefault)}
          />
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
