import { Alert, Loader, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useEffect, useState } from 'react';
import { toast } from '@/components/toast';
import { useDependants } from '../api/get-dependants';
import { dependantMessages } from '../messages';
import { DependantCard } from './dependant-card';
import { DependantForm } from './dependant-form';

type DependantsManagerProps = { uid: string; onDirtyChange?: (dirty: boolean) => void };

/**
 * The dependants' cards and the form (spec §2 "Dependants", §4): create mode until a card is
 * chosen; delete, save and reset return to create mode.
 */
export function DependantsManager({ uid, onDirtyChange }: DependantsManagerProps) {
  const dependants = useDependants(uid);
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const list = dependants.isError ? [] : (dependants.data ?? []);
  const selected = list.find((d) => d.id === selectedId) ?? null;

  useEffect(() => {
    if (dependants.isError) {
      toast.error(dependantMessages.loadError);
    }
  }, [dependants.isError]);

  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
      <Stack gap="sm">
        <Title order={2} size="h4">
          Assistiti
        </Title>
        {dependants.isPending ? (
          <Loader size="sm" aria-label="Caricamento assistiti" />
        ) : dependants.isError ? (
          <Alert color="danger" variant="light">
            {dependantMessages.loadError}
          </Alert>
        ) : list.length === 0 ? (
          <Text c="dimmed" size="sm">
            Non hai ancora aggiunto nessun assistito.
          </Text>
        ) : (
          <Stack
            component="ul"
            gap="sm"
            aria-label="Assistiti"
            style={{ listStyle: 'none', margin: 0, padding: 0 }}
          >
            {list.map((dependant) => (
              <li key={dependant.id}>
                <DependantCard
                  dependant={dependant}
                  selected={dependant.id === selectedId}
                  onSelect={() => setSelectedId(dependant.id)}
                />
              </li>
            ))}
          </Stack>
        )}
      </Stack>
      <Paper withBorder p="md" radius="md">
        <Title order={2} size="h4" mb="sm">
          {selected ? `Modifica ${selected.name}` : 'Aggiungi un assistito'}
        </Title>
        <DependantForm
          uid={uid}
          dependant={selected}
          onSaved={() => setSelectedId(null)}
          onDone={() => setSelectedId(null)}
          onDirtyChange={onDirtyChange}
        />
      </Paper>
    </SimpleGrid>
  );
}
