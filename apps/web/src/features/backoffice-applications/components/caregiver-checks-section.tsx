import {
  useCaregiverChecks,
  useRecordCaregiverCheck,
  useRemoveCaregiverCheck,
} from '../api/caregiver-checks';
import { ChecksPanel } from './checks-panel';

/** The checks of a caregiver of the directory (the back office's caregiver page). */
export function CaregiverChecksSection({ docRef }: { docRef: string }) {
  const checks = useCaregiverChecks(docRef);
  const record = useRecordCaregiverCheck();
  const remove = useRemoveCaregiverCheck();
  if (!checks.data) return null;
  return (
    <ChecksPanel
      checks={checks.data}
      editable
      onRecord={(input) => record.mutateAsync({ docRef, input })}
      onRemove={(checkId) => remove.mutateAsync({ docRef, checkId })}
    />
  );
}
