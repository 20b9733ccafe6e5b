import type { Caregiver } from '@equilibrio/contract/caregivers';
import { fullName } from '@equilibrio/contract/people';
import { Avatar, SimpleGrid, Text } from '@mantine/core';
import { IconFileTypePdf, IconTrash } from '@tabler/icons-react';
import { type ReactNode, useEffect, useMemo } from 'react';
import { SmallButton } from '@/components/app-button';
import { confirm } from '@/components/confirm';
import { FormSection } from '@/components/section-card';
import { toast } from '@/components/toast';
import { errorMessage } from '@/lib/form-errors';
import {
  type CaregiverFileSlot,
  openCaregiverCv,
  useRemoveCaregiverFile,
} from '../api/caregiver-files';
import { FileField } from './file-field';

export type CaregiverFiles<T> = Record<CaregiverFileSlot, T>;

/** A temporary URL showing a chosen image before it is uploaded. */
function usePreviewUrl(file: File | null) {
  const url = useMemo(() => (file ? URL.createObjectURL(file) : null), [file]);
  useEffect(() => () => (url ? URL.revokeObjectURL(url) : undefined), [url]);
  return url;
}

/**
 * 'Foto e CV': what the caregiver has now (photo, CV to open), removing it (asked first), and
 * the files chosen to upload with the next save.
 */
export function CaregiverFilesFields({
  caregiver,
  files,
  errors,
  onFile,
  onError,
  onRemoved,
}: {
  caregiver: Caregiver | undefined;
  files: CaregiverFiles<File | null>;
  errors: CaregiverFiles<string | null>;
  onFile: (slot: CaregiverFileSlot, file: File | null) => void;
  onError: (slot: CaregiverFileSlot, message: string | null) => void;
  /** A file removed: the record as saved now (its new version is the tutor's own doing). */
  onRemoved?: (saved: Caregiver) => void;
}) {
  const removeFile = useRemoveCaregiverFile();
  const photoPreview = usePreviewUrl(files.photo);

  const dropFile = async (slot: CaregiverFileSlot) => {
    if (!caregiver) return;
    const ok = await confirm({
      title: slot === 'photo' ? 'Rimuovere la foto?' : 'Rimuovere il CV?',
      message:
        slot === 'photo' ? 'La foto non sarà più mostrata alle famiglie.' : 'Il CV sarà eliminato.',
      confirmLabel: 'Rimuovi',
      cancelLabel: 'Annulla',
      confirmLook: 'danger',
    });
    if (!ok) return;
    removeFile.mutate(
      { docRef: caregiver.docRef, slot },
      {
        onSuccess: (saved) => {
          onRemoved?.(saved);
          toast.success(slot === 'photo' ? 'Foto rimossa' : 'CV rimosso');
        },
        onError: (error) => toast.error(errorMessage(error)),
      },
    );
  };

  const removeButton = (slot: CaregiverFileSlot, label: string) => (
    <SmallButton icon={IconTrash} onClick={() => void dropFile(slot)}>
      {label}
    </SmallButton>
  );

  const fileField = (slot: CaregiverFileSlot, label: string, current: ReactNode) => (
    <FileField
      slot={slot}
      label={label}
      file={files[slot]}
      onFile={(file) => onFile(slot, file)}
      error={errors[slot]}
      onError={(message) => onError(slot, message)}
      current={current}
    />
  );

  return (
    <FormSection title="Foto e CV">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
        {fileField(
          'photo',
          caregiver?.photoUrl ? 'Sostituisci la foto' : 'Foto',
          <>
            <Avatar
              src={photoPreview ?? caregiver?.photoUrl}
              alt={
                caregiver
                  ? `Foto di ${fullName(caregiver.name, caregiver.surname)}`
                  : 'Anteprima della foto'
              }
              size={72}
              radius="xl"
            />
            {/* «Nessuna foto» beside the picture just chosen read as if it had not been taken. */}
            {caregiver?.photoUrl ? (
              removeButton('photo', 'Rimuovi foto')
            ) : (
              <Text size="sm" c="ink.5">
                {photoPreview ? 'Anteprima della nuova foto' : 'Nessuna foto'}
              </Text>
            )}
          </>,
        )}
        {fileField(
          'cv',
          caregiver?.hasCv ? 'Sostituisci il CV' : 'CV',
          caregiver?.hasCv && caregiver.cvUrl ? (
            <>
              <SmallButton
                icon={IconFileTypePdf}
                onClick={() =>
                  openCaregiverCv(caregiver.cvUrl!).catch((error) =>
                    toast.error(errorMessage(error)),
                  )
                }
              >
                Apri CV
              </SmallButton>
              {removeButton('cv', 'Rimuovi CV')}
            </>
          ) : (
            <Text size="sm" c="ink.5">
              Nessun CV caricato
            </Text>
          ),
        )}
      </SimpleGrid>
    </FormSection>
  );
}
