import {
  acceptOf,
  chosenFileProblem,
  uploadHint,
  uploadPolicies,
} from '@equilibrio/contract/uploads';
import { FileInput, Group, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';

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
        onChange={(chosen) => {
          const problem = chosen ? chosenFileProblem(chosen, policy) : null;
          onError(problem);
          onFile(problem ? null : chosen);
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
