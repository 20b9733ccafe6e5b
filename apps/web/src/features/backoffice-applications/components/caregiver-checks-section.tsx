import { caregiverChecksAnchor } from '@/config/paths';
import {
  useCaregiverChecks,
  useRecordCaregiverCheck,
  useRemoveCaregiverCheck,
} from '../api/caregiver-checks';
import { ChecksPanel } from './checks-panel';

/**
 * The checks of a caregiver of the directory (the back office's caregiver page). `onChanged`
 * follows a check recorded or removed: other pages show them too (a request's candidates, whose
 * profiles wait for a criminal record; the picker's warnings). Its heading is the page's
 * `#verifiche` (`paths.backoffice.caregiver.checksHref`): opened there, it comes into view with
 * the focus on its first action (`revealed`).
 */
export function CaregiverChecksSection({
  docRef,
  onChanged,
  revealed,
}: {
  docRef: string;
  onChanged?: () => void;
  revealed?: boolean;
}) {
  const checks = useCaregiverChecks(docRef);
  const record = useRecordCaregiverCheck();
  const remove = useRemoveCaregiverCheck();
  if (!checks.data) return null;
  return (
    <ChecksPanel
      checks={checks.data}
      editable
      titleId={caregiverChecksAnchor}
      revealed={revealed}
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
