import { Alert, Loader, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { type ReactNode, useState } from 'react';
import { useAuth } from '@/lib/auth';
import { UnsavedChangesGuard } from './unsaved-changes-guard';

/** The card of the chosen item (the one the form edits) has a thicker border in the brand colour. */
export const savedItemCardStyle = (selected: boolean) => ({
  borderColor: selected ? 'var(--mantine-color-primary-6)' : undefined,
  borderWidth: selected ? 2 : undefined,
});

/**
 * A page of the personal area that keeps a list of the customer's things (spec §2, §4): the
 * saved list (loading, its failure, empty, or `list`) beside the form that adds one or edits
 * the chosen one.
 */
export function SavedItemsPanel({
  title,
  status,
  loadingLabel,
  loadError,
  empty,
  list,
  formTitle,
  form,
}: {
  title: string;
  /** The list query's status. */
  status: 'pending' | 'error' | 'success';
  loadingLabel: string;
  loadError: string;
  /** Shown instead of the list when there is nothing saved yet (null: there is something). */
  empty: string | null;
  list: ReactNode;
  formTitle: string;
  form: ReactNode;
}) {
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
      <Stack gap="sm">
        <Title order={2} size="h4">
          {title}
        </Title>
        {status === 'pending' ? (
          <Loader size="sm" aria-label={loadingLabel} />
        ) : status === 'error' ? (
          <Alert color="danger" variant="light">
            {loadError}
          </Alert>
        ) : empty !== null ? (
          <Text c="dimmed" size="sm">
            {empty}
          </Text>
        ) : (
          list
        )}
      </Stack>
      <Paper withBorder p="md" radius="md">
        <Title order={2} size="h4" mb="sm">
          {formTitle}
        </Title>
        {form}
      </Paper>
    </SimpleGrid>
  );
}

/**
 * An editing page of the personal area: `children` get the signed-in customer's uid and report
 * unsaved changes (leaving then asks first); without a signed-in customer, `missingUser`.
 */
export function SignedInEditor({
  missingUser,
  children,
}: {
  missingUser: string;
  children: (uid: string, onDirtyChange: (dirty: boolean) => void) => ReactNode;
}) {
  const uid = useAuth().user?.uid;
  const [dirty, setDirty] = useState(false);
  if (!uid) {
    return (
      <Alert color="danger" variant="light" role="alert">
        {missingUser}
      </Alert>
    );
  }
  return (
    <>
      <UnsavedChangesGuard when={dirty} />
      {children(uid, setDirty)}
    </>
  );
}
