import { useCallback, useEffect, useState } from 'react';
import type { FieldValues, UseFormReset } from 'react-hook-form';
import { confirmDiscard } from '@/components/guarded-modal';
import { toast } from '@/components/toast';
import { ApiError } from '@/lib/api-client';

/**
 * A failed save or delete of the personal area (spec §5): an inline message (show `failure`
 * with `FormError`) and an error toast with the same text.
 */
export function useFormFailure(
  /** The form's toast group: its success toast (same group) hides these failures. */
  group?: string,
) {
  const [failure, setFailure] = useState<string>();
  const fail = useCallback(
    (message: string) => {
      setFailure(message);
      toast.error(message, group ? { group } : undefined);
    },
    [group],
  );
  const clearFailure = useCallback(() => setFailure(undefined), []);
  return { failure, fail, clearFailure };
}

/**
 * What a failed save or delete says: the spec's `fallback`, unless the API refused it for a
 * reason of its own (409: an assistito still on an open request), which it explains.
 */
export const refusalOr = (error: unknown, fallback: string) =>
  error instanceof ApiError && error.status === 409 ? error.message : fallback;

/** Tells the page whether the form holds unsaved changes (it guards leaving). */
export function useReportDirty(dirty: boolean, onDirtyChange?: (dirty: boolean) => void) {
  useEffect(() => {
    onDirtyChange?.(dirty);
  }, [dirty, onDirtyChange]);
}

/** What a saved item's form says after a save (spec §5): one text each way, each outcome. */
export type SaveMessages = {
  created: string;
  updated: string;
  createError: string;
  updateError: string;
};

/**
 * The form of a saved item of the personal area (an address, a dependant), editing `item` or
 * creating one: back to the item's `values` (and no message) whenever the item changes, its
 * unsaved changes (`dirty`) reported; `save(write, onSaved)` runs the write, toasts the outcome, empties
 * the form (`empty`) and hands the saved item on, or shows the failure.
 */
export function useSavedItemForm<I, V extends FieldValues>({
  item,
  values,
  empty,
  reset,
  dirty,
  onDirtyChange,
  messages,
}: {
  item: I | null | undefined;
  values: (item: I | null | undefined) => V;
  empty: V;
  reset: UseFormReset<V>;
  dirty: boolean;
  onDirtyChange?: (dirty: boolean) => void;
  messages: SaveMessages;
}) {
  const { failure, fail, clearFailure } = useFormFailure();
  useEffect(() => {
    reset(values(item));
    clearFailure();
  }, [item, values, reset, clearFailure]);
  useReportDirty(dirty, onDirtyChange);

  const save = async <S>(write: () => Promise<S>, onSaved?: (saved: S) => void) => {
    clearFailure();
    try {
      const saved = await write();
      toast.success(item ? messages.updated : messages.created);
      reset(empty);
      onSaved?.(saved);
    } catch (error) {
      fail(refusalOr(error, item ? messages.updateError : messages.createError));
    }
  };
  /**
   * 'Annulla': once something is typed, the leave-page question first (its 'No' keeps the text);
   * then the form emptied, its message gone, and `onDone`.
   */
  const cancel = async (onDone?: () => void) => {
    if (!(await confirmDiscard(dirty))) return;
    reset(empty);
    clearFailure();
    onDone?.();
  };
  return { failure, fail, clearFailure, save, cancel };
}
