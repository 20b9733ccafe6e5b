import type { Caregiver } from '@equilibrio/contract/caregivers';
import { caregiverTypeLabels } from '@equilibrio/contract/caregivers';
import { caregiverTypes, languageLabels, languages } from '@equilibrio/contract/enums';
import {
  optionalText,
  phoneSchema,
  requiredText,
  validationMessages,
} from '@equilibrio/contract/validation';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  Alert,
  Anchor,
  Avatar,
  Center,
  Group,
  Loader,
  MultiSelect,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { IconArrowLeft, IconFileTypePdf, IconTrash } from '@tabler/icons-react';
import { useEffect, useMemo, useState } from 'react';
import { flushSync } from 'react-dom';
import { Controller, useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { z } from 'zod';
import { AppButton } from '@/components/app-button';
import { confirm } from '@/components/confirm';
import { PageHeader } from '@/components/page-header';
import { toast } from '@/components/toast';
import { UnsavedChangesGuard } from '@/components/unsaved-changes-guard';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api-client';
import { applyServerFieldErrors, errorMessage } from '@/lib/form-errors';
import { provinceOptions } from '@/lib/provinces';
import { useDocumentTitle } from '@/lib/use-document-title';
import {
  type CaregiverFileSlot,
  openCaregiverCv,
  useRemoveCaregiverFile,
  useUploadCaregiverFile,
} from '../api/caregiver-files';
import { useDeleteCaregiver } from '../api/delete-caregiver';
import { useCaregiver } from '../api/get-caregiver';
import { useSaveCaregiver } from '../api/save-caregiver';
import { FileField } from '../components/file-field';

const required = validationMessages.required;

const caregiverFormSchema = z.object({
  type: z.enum(caregiverTypes, required),
  name: requiredText(100),
  surname: requiredText(100),
  phone: z
    .string()
    .trim()
    .refine(
      (value) => value === '' || phoneSchema.safeParse(value).success,
      'Numero di telefono non valido',
    ),
  province: z.string().nullable(),
  languages: z.array(z.enum(languages)),
  description: optionalText(2000),
  resumeHidden: z.boolean(),
  active: z.boolean(),
});
type CaregiverFormValues = z.infer<typeof caregiverFormSchema>;

const valuesOf = (caregiver: Caregiver | undefined): CaregiverFormValues => ({
  type: caregiver?.type ?? ('' as CaregiverFormValues['type']),
  name: caregiver?.name ?? '',
  surname: caregiver?.surname ?? '',
  phone: caregiver?.phone ?? '',
  province: caregiver?.province ?? null,
  languages: caregiver?.languages ?? [],
  description: caregiver?.description ?? '',
  resumeHidden: caregiver?.resumeHidden ?? false,
  active: caregiver?.active ?? true,
});

/** A temporary URL showing a chosen image before it is uploaded. */
function usePreviewUrl(file: File | null) {
  const url = useMemo(() => (file ? URL.createObjectURL(file) : null), [file]);
  useEffect(() => () => (url ? URL.revokeObjectURL(url) : undefined), [url]);
  return url;
}

/** New caregiver (`docRef` null) or edit one: profile, photo, CV, deactivate, delete. */
export function CaregiverFormPage({ docRef }: { docRef: string | null }) {
  const query = useCaregiver(docRef);
  useDocumentTitle(`${docRef ? 'Caregiver' : 'Nuovo caregiver'} | Back office Equilibrio`);
  if (docRef && query.isPending) {
    return (
      <Center p="xl">
        <Loader aria-label="Caricamento del caregiver" />
      </Center>
    );
  }
  if (docRef && query.isError) {
    const missing = query.error instanceof ApiError && query.error.status === 404;
    return (
      <Alert color="danger" variant="light" role="alert">
        {missing ? 'Caregiver non trovato.' : errorMessage(query.error)}
      </Alert>
    );
  }
  return <CaregiverForm key={docRef ?? 'new'} caregiver={query.data} />;
}

function CaregiverForm({ caregiver }: { caregiver: Caregiver | undefined }) {
  const navigate = useNavigate();
  const save = useSaveCaregiver();
  const upload = useUploadCaregiverFile();
  const removeFile = useRemoveCaregiverFile();
  const remove = useDeleteCaregiver();
  const [files, setFiles] = useState<Record<CaregiverFileSlot, File | null>>({
    photo: null,
    cv: null,
  });
  const [fileErrors, setFileErrors] = useState<Record<CaregiverFileSlot, string | null>>({
    photo: null,
    cv: null,
  });
  const form = useForm<CaregiverFormValues>({
    resolver: zodResolver(caregiverFormSchema),
    mode: 'onTouched',
    values: valuesOf(caregiver),
    resetOptions: { keepDirtyValues: true },
  });
  const { errors, isSubmitting, isDirty } = form.formState;
  const pendingFiles = files.photo !== null || files.cv !== null;
  const photoPreview = usePreviewUrl(files.photo);
  const title = caregiver ? `${caregiver.name} ${caregiver.surname}` : 'Nuovo caregiver';

  const submit = form.handleSubmit(async (values) => {
    let current: Caregiver;
    try {
      current = await save.mutateAsync({
        docRef: caregiver?.docRef ?? null,
        input: {
          type: values.type,
          name: values.name,
          surname: values.surname,
          phone: values.phone || null,
          province: values.province,
          languages: values.languages,
          description: values.description || null,
          resumeHidden: values.resumeHidden,
          active: values.active,
        },
      });
    } catch (error) {
      if (!applyServerFieldErrors(error, form.setError, Object.keys(caregiverFormSchema.shape))) {
        form.setError('root', { message: errorMessage(error) });
      }
      return;
    }
    // The profile is saved; now the chosen files, each on its own.
    let uploadFailed = false;
    for (const slot of ['photo', 'cv'] as const) {
      const file = files[slot];
      if (!file) continue;
      try {
        await upload.mutateAsync({ docRef: current.docRef, slot, file });
        setFiles((all) => ({ ...all, [slot]: null }));
      } catch (error) {
        uploadFailed = true;
        setFileErrors((all) => ({
          ...all,
          [slot]:
            error instanceof ApiError ? (error.fields?.file ?? error.message) : errorMessage(error),
        }));
      }
    }
    // Saved: nothing is pending any more (render that before leaving the page).
    flushSync(() => form.reset(form.getValues()));
    if (uploadFailed) {
      toast.warning('Profilo salvato, ma un file non è stato caricato: controlla e riprova.');
    } else {
      toast.success(caregiver ? 'Caregiver aggiornato' : 'Caregiver creato');
    }
    if (!caregiver) navigate(paths.backoffice.caregiver.href(current.docRef), { replace: true });
  });

  const dropFile = async (slot: CaregiverFileSlot) => {
    if (!caregiver) return;
    const ok = await confirm({
      title: slot === 'photo' ? 'Rimuovere la foto?' : 'Rimuovere il CV?',
      message:
        slot === 'photo' ? 'La foto non sarà più mostrata ai clienti.' : 'Il CV sarà eliminato.',
      confirmLabel: 'Rimuovi',
      cancelLabel: 'Annulla',
      confirmLook: 'danger',
    });
    if (!ok) return;
    removeFile.mutate(
      { docRef: caregiver.docRef, slot },
      {
        onSuccess: () => toast.success(slot === 'photo' ? 'Foto rimossa' : 'CV rimosso'),
        onError: (error) => toast.error(errorMessage(error)),
      },
    );
  };

  const deleteCaregiver = async () => {
    if (!caregiver) return;
    const ok = await confirm({
      title: 'Eliminare il caregiver?',
      message: `${caregiver.name} ${caregiver.surname} sarà eliminato dalla rubrica con foto e CV. Chi è già stato proposto a una famiglia si può solo disattivare.`,
      confirmLabel: 'Elimina',
      cancelLabel: 'Annulla',
      confirmLook: 'danger',
    });
    if (!ok) return;
    remove.mutate(caregiver.docRef, {
      onSuccess: () => {
        toast.success('Caregiver eliminato');
        navigate(paths.backoffice.caregivers.href());
      },
      onError: (error) => toast.error(errorMessage(error), { autoClose: 6000 }),
    });
  };

  return (
    <>
      <UnsavedChangesGuard when={(isDirty || pendingFiles) && !isSubmitting} />
      <PageHeader
        eyebrow={
          <Anchor component={Link} to={paths.backoffice.caregivers.href()} size="sm">
            <Group gap={4} component="span">
              <IconArrowLeft size={14} aria-hidden /> Caregiver
            </Group>
          </Anchor>
        }
        title={title}
        description={
          caregiver
            ? `${caregiverTypeLabels[caregiver.type]} · ${caregiver.active ? 'attivo' : 'disattivato'}`
            : 'Aggiungi un caregiver alla rubrica.'
        }
      />
      <form onSubmit={submit} noValidate>
        <Stack gap="md" maw={920}>
          <Paper withBorder radius="md" p={{ base: 'sm', sm: 'lg' }}>
            <Stack gap="md">
              <Title order={2} size="h4">
                Profilo
              </Title>
              <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
                <Controller
                  control={form.control}
                  name="type"
                  render={({ field, fieldState }) => (
                    <Select
                      label="Tipo"
                      required
                      data={caregiverTypes.map((t) => ({
                        value: t,
                        label: caregiverTypeLabels[t],
                      }))}
                      value={field.value || null}
                      onChange={(value) => {
                        field.onChange(value ?? '');
                      }}
                      onBlur={field.onBlur}
                      error={fieldState.error?.message}
                    />
                  )}
                />
                <Controller
                  control={form.control}
                  name="province"
                  render={({ field }) => (
                    <Select
                      label="Provincia"
                      searchable
                      clearable
                      data={provinceOptions}
                      value={field.value}
                      onChange={(value) => {
                        field.onChange(value);
                      }}
                    />
                  )}
                />
                <TextInput
                  label="Nome"
                  required
                  {...form.register('name')}
                  error={errors.name?.message}
                />
                <TextInput
                  label="Cognome"
                  required
                  {...form.register('surname')}
                  error={errors.surname?.message}
                />
                <TextInput
                  label="Telefono"
                  type="tel"
                  description="Il cliente lo vede solo dopo il pagamento."
                  {...form.register('phone')}
                  error={errors.phone?.message}
                />
                <Controller
                  control={form.control}
                  name="languages"
                  render={({ field }) => (
                    <MultiSelect
                      label="Lingue parlate"
                      data={languages.map((l) => ({ value: l, label: languageLabels[l] }))}
                      value={field.value}
                      onChange={(value) => {
                        field.onChange(value);
                      }}
                    />
                  )}
                />
              </SimpleGrid>
              <Textarea
                label="Descrizione"
                description="Il cliente la legge nella scheda del profilo."
                autosize
                minRows={4}
                {...form.register('description')}
                error={errors.description?.message}
              />
              <Group gap="xl">
                <Controller
                  control={form.control}
                  name="active"
                  render={({ field }) => (
                    <Switch
                      label="Attivo (proponibile alle famiglie)"
                      checked={field.value}
                      onChange={(event) => {
                        field.onChange(event.currentTarget.checked);
                      }}
                    />
                  )}
                />
                <Controller
                  control={form.control}
                  name="resumeHidden"
                  render={({ field }) => (
                    <Switch
                      label="CV nascosto ai clienti"
                      checked={field.value}
                      onChange={(event) => {
                        field.onChange(event.currentTarget.checked);
                      }}
                    />
                  )}
                />
              </Group>
            </Stack>
          </Paper>

          <Paper withBorder radius="md" p={{ base: 'sm', sm: 'lg' }}>
            <Stack gap="md">
              <Title order={2} size="h4">
                Foto e CV
              </Title>
              <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
                <FileField
                  slot="photo"
                  label={caregiver?.photoUrl ? 'Sostituisci la foto' : 'Foto'}
                  file={files.photo}
                  onFile={(file) => setFiles((all) => ({ ...all, photo: file }))}
                  error={fileErrors.photo}
                  onError={(message) => setFileErrors((all) => ({ ...all, photo: message }))}
                  current={
                    <>
                      <Avatar
                        src={photoPreview ?? caregiver?.photoUrl}
                        alt={
                          caregiver
                            ? `Foto di ${caregiver.name} ${caregiver.surname}`
                            : 'Anteprima della foto'
                        }
                        size={72}
                        radius="xl"
                      />
                      {caregiver?.photoUrl ? (
                        <AppButton
                          size="xs"
                          look="dark-outline"
                          leftSection={<IconTrash size={14} aria-hidden />}
                          onClick={() => void dropFile('photo')}
                        >
                          Rimuovi foto
                        </AppButton>
                      ) : (
                        <Text size="sm" c="ink.5">
                          Nessuna foto
                        </Text>
                      )}
                    </>
                  }
                />
                <FileField
                  slot="cv"
                  label={caregiver?.hasCv ? 'Sostituisci il CV' : 'CV'}
                  file={files.cv}
                  onFile={(file) => setFiles((all) => ({ ...all, cv: file }))}
                  error={fileErrors.cv}
                  onError={(message) => setFileErrors((all) => ({ ...all, cv: message }))}
                  current={
                    caregiver?.hasCv && caregiver.cvUrl ? (
                      <>
                        <AppButton
                          size="xs"
                          look="dark-outline"
                          leftSection={<IconFileTypePdf size={14} aria-hidden />}
                          onClick={() =>
                            openCaregiverCv(caregiver.cvUrl!).catch((error) =>
                              toast.error(errorMessage(error)),
                            )
                          }
                        >
                          Apri CV
                        </AppButton>
                        <AppButton
                          size="xs"
                          look="dark-outline"
                          leftSection={<IconTrash size={14} aria-hidden />}
                          onClick={() => void dropFile('cv')}
                        >
                          Rimuovi CV
                        </AppButton>
                      </>
                    ) : (
                      <Text size="sm" c="ink.5">
                        Nessun CV caricato
                      </Text>
                    )
                  }
                />
              </SimpleGrid>
            </Stack>
          </Paper>

          {errors.root ? (
            <Alert color="danger" variant="light" role="alert">
              {errors.root.message}
            </Alert>
          ) : null}
          <Group justify="space-between" gap="sm">
            {caregiver ? (
              <AppButton
                look="danger"
                variant="outline"
                loading={remove.isPending}
                onClick={() => void deleteCaregiver()}
              >
                Elimina
              </AppButton>
            ) : (
              <span />
            )}
            <AppButton type="submit" loading={isSubmitting}>
              {caregiver ? 'Salva modifiche' : 'Crea caregiver'}
            </AppButton>
          </Group>
        </Stack>
      </form>
    </>
  );
}
