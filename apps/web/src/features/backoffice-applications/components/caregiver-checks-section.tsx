import {
  useCaregiverChecks,
  useRecordCaregiverCheck,
  useRemoveCaregiverCheck,
} from '../api/caregiver-checks';
import { ChecksPanel } from './checks-panel';

/**
 * The checks of a caregiver of the directory (the back office's caregiver page). `onChanged`
 * follows a check recorded or removed: other pages show them too (a request's candidates, whose
 * profiles wait for a criminal record; the picker's warnings).
 */
export function CaregiverChecksSection({
  docRef,
  onChanged,
}: {
  docRef: string;
  onChanged?: () => void;
}) {
  const checks = useCaregiverChecks(docRef);
  const record = useRecordCaregiverCheck();
  const remove = useRemoveCaregiverCheck();
  if (!checks.data) return null;
  return (
    <ChecksPanel
      checks={checks.data}
      editable
      onRecord={async (input) => {
        await record.mutateAsync({ docRef, input });
        onChanged?.();
      }}
      onRemove={async (checkId) => {
        await remove.mutateAsync({ docRef, checkId });
        onChanged?.();
      }}
    />
  );
}
