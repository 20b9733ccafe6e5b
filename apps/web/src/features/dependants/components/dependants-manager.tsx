import { SavedItemsPanel } from '@/components/saved-items-panel';
import { useDependants } from '../api/get-dependants';
import { dependantMessages } from '../messages';
import { DependantCard } from './dependant-card';
import { DependantForm } from './dependant-form';

const texts = {
  title: 'Assistiti',
  loadingLabel: 'Caricamento assistiti',
  loadError: dependantMessages.loadError,
  empty: 'Non hai ancora aggiunto nessun assistito.',
};

type DependantsManagerProps = { uid: string; onDirtyChange?: (dirty: boolean) => void };

/**
 * The dependants' cards and the form (spec §2 "Dependants", §4): create mode until a card is
 * chosen; delete, save and reset return to create mode.
 */
export function DependantsManager({ uid, onDirtyChange }: DependantsManagerProps) {
  return (
    <SavedItemsPanel
      texts={texts}
      query={useDependants(uid)}
      card={(dependant, { selected, select }) => (
        <DependantCard dependant={dependant} selected={selected} onSelect={select} />
      )}
      formTitle={(selected) => (selected ? `Modifica ${selected.name}` : 'Aggiungi un assistito')}
      form={(selected, done) => (
        <DependantForm
          uid={uid}
          dependant={selected}
          onSaved={done}
          onDone={done}
          onDirtyChange={onDirtyChange}
        />
      )}
    />
  );
}
