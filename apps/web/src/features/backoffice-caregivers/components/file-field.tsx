import { acceptOf, uploadHint, uploadPolicies } from '@equilibrio/contract/uploads';
import { FileInput, Group, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useReadyToUpload } from '@/lib/shrink-photo';

/** Choose a photo or a CV: checked here for size and type, again by the server on upload. */
export function FileField({
  slot,
  label,
  file,
  onFile,
  error,
  onError,
  current,
}: {
  slot: 'photo' | 'cv';
  label: string;
  file: File | null;
  onFile: (file: File | null) => void;
  error: string | null;
  onError: (message: string | null) => void;
  /** What is there now (a preview, a link) and its actions. */
  current: ReactNode;
}) {
  const policy = uploadPolicies[slot];
  const prepare = useReadyToUpload();
  return (
    <Stack gap={6}>
      <Group gap="sm" align="center" wrap="wrap">
        {current}
      </Group>
      <FileInput
        label={label}
        description={uploadHint(policy)}
        accept={acceptOf(policy)}
        clearable
        placeholder={file ? file.name : 'Scegli un file'}
        // Shown as text (not a native placeholder): it must be as readable as any label.
        styles={{ placeholder: { color: 'var(--mantine-color-gray-7)' } }}
        value={file}
        onChange={async (chosen) => {
          // A phone's photo over the limit made small enough to send, as on 'Lavora con noi'.
          const ready = await prepare(slot, chosen, policy);
          if (!ready) return;
          onError(ready.problem);
          onFile(ready.file);
        }}
        error={error}
      />
      {file && !error ? (
        <Text size="xs" c="ink.5">
          Verrà caricato al salvataggio.
        </Text>
      ) : null}
    </Stack>
  );
}
