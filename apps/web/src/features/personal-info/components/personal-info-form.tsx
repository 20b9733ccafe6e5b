import type { UserProfile } from '@equilibrio/contract/users';
import { validationMessages } from '@equilibrio/contract/validation';
import { Group, Stack } from '@mantine/core';
import { useRef } from 'react';
import { type FieldErrors, FormProvider } from 'react-hook-form';
import { AppButton } from '@/components/app-button';
import { FormError } from '@/components/form/form-error';
import { useFormFailure, useReportDirty } from '@/components/form/use-form-failure';
import { useSchemaForm } from '@/components/form/use-schema-form';
import { toast } from '@/components/toast';
import { ApiError } from '@/lib/api-client';
import { bringIntoView } from '@/lib/reveal';
import { useUpdateProfile } from '@/resources/profile';
import { personalInfoMessages } from '../messages';
import { BillingFields } from './billing-fields';
import { ContactFields } from './contact-fields';
import {
  type PersonalInfoOutput,
  type PersonalInfoValues,
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

/** Every message of a form's errors, nested ones (the billing address) too. */
function messagesOf(errors: object): string[] {
  return Object.values(errors).flatMap((error) => {
    if (!error || typeof error !== 'object') return [];
    const own = typeof error.message === 'string' ? [error.message] : [];
    const { ref: _ref, message: _message, type: _type, ...nested } = error;
    return [...own, ...messagesOf(nested)];
  });
}

/** The profile form's toasts: its success hides its own failures still on screen. */
const PROFILE_FORM = 'profile-form';

/** Contact info and billing data (spec §2 "Personal data"). */
export function PersonalInfoForm({ uid, profile, onDirtyChange }: PersonalInfoFormProps) {
  const form = useSchemaForm(personalInfoSchema, {
    defaultValues: personalInfoValues(profile),
  });
  const { control, handleSubmit, reset, setError, formState } = form;
  const { failure, fail, clearFailure } = useFormFailure(PROFILE_FORM);
  const formRef = useRef<HTMLFormElement>(null);
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
      toast.success(personalInfoMessages.saved, { group: PROFILE_FORM });
    } catch (error) {
      if (error instanceof ApiError && error.fields) {
        for (const [path, message] of Object.entries(error.fields)) {
          setError(personalInfoField(path), { message });
        }
      }
      fail(personalInfoMessages.saveError);
    }
  };

  /**
   * What the family sees first is what to fix: the first field in error is brought into view and
   * focused. The spec's 'mancano alcuni dati' is said once (a toast, not a toast and a banner)
   * and only when data is missing; a value typed wrong (a fiscal code, a CAP) is told by its
   * field alone.
   */
  const onInvalid = (errors: FieldErrors<PersonalInfoValues>) => {
    clearFailure();
    if (messagesOf(errors).includes(validationMessages.required)) {
      toast.error(personalInfoMessages.missingData, { group: PROFILE_FORM });
    }
    requestAnimationFrame(() => {
      const first = formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
      bringIntoView(first, { focus: true, block: 'center' });
    });
  };

  return (
    <FormProvider {...form}>
      <form
        ref={formRef}
        onSubmit={handleSubmit(onValid, onInvalid)}
        noValidate
        aria-label="Dati personali"
      >
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
