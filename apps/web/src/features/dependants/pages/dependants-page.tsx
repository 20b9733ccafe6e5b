import { SignedInEditor } from '@/components/saved-items-panel';
import { DependantsManager } from '../components/dependants-manager';
import { dependantMessages } from '../messages';

/** /dashboard/personal-area/dependant ('I tuoi assistiti'). */
export function DependantsPage() {
  return (
    <SignedInEditor missingUser={dependantMessages.missingUser}>
      {(uid, onDirtyChange) => <DependantsManager uid={uid} onDirtyChange={onDirtyChange} />}
    </SignedInEditor>
  );
}
