import { useCallback, useEffect, useState } from 'react';
import { toast } from '@/components/toast';

/**
 * A failed save or delete of the personal area (spec §5): an inline message (show `failure`
 * with `FormError`) and an error toast with the same text.
 */
export function useFormFailure() {
  const [failure, setFailure] = useState<string>();
  const fail = useCallback((message: string) => {
    setFailure(message);
    toast.error(message);
  }, []);
  const clearFailure = useCallback(() => setFailure(undefined), []);
  return { failure, fail, clearFailure };
}

/** Tells the page whether the form holds unsaved changes (it guards leaving). */
export function useReportDirty(dirty: boolean, onDirtyChange?: (dirty: boolean) => void) {
  useEffect(() => {
    onDirtyChange?.(dirty);
  }, [dirty, onDirtyChange]);
}
