import { Stack } from '@mantine/core';
import { useState } from 'react';
import { SavedItemsPanel } from '@/components/saved-items-panel';
import { useToastOnFailure } from '@/components/toast';
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

  useToastOnFailure(dependants.isError, dependantMessages.loadError);

  return (
    <SavedItemsPanel
      title="Assistiti"
      status={dependants.status}
      loadingLabel="Caricamento assistiti"
      loadError={dependantMessages.loadError}
      empty={list.length === 0 ? 'Non hai ancora aggiunto nessun assistito.' : null}
      list={
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
      }
      formTitle={selected ? `Modifica ${selected.name}` : 'Aggiungi un assistito'}
      form={
        <DependantForm
          uid={uid}
          dependant={selected}
          onSaved={() => setSelectedId(null)}
          onDone={() => setSelectedId(null)}
          onDirtyChange={onDirtyChange}
        />
      }
    />
  );
}
