import { Group } from '@mantine/core';
import { useEffect, useId, useState } from 'react';
import { AppButton } from '@/components/app-button';
import { keyboardLost } from '@/components/focus-keeper';
import { Select } from '@/components/lists';
import { toast } from '@/components/toast';
import { errorMessage } from '@/lib/form-errors';
import { personName } from '@/lib/person';
import { useAssignRequest } from '../api/assign-request';
import type { RequestWorkspace } from '../api/get-request';
import { useTutors } from '../api/get-tutors';
import { UNASSIGNED } from '../lib/statuses';

const NOBODY = '__none__';

/**
 * Who follows the request: any tutor, nobody, or 'Prendi in carico' for oneself. The list waits,
 * disabled, for the call, and the button goes once taken: the keyboard, lost meanwhile, is put
 * back on the list that names the tutor, so the next Tab reaches the request's next step
 * («Invia preventivo»), not the top of the page. Not if the tutor has gone on elsewhere.
 */
export function AssigneeSelect({ request, myUid }: { request: RequestWorkspace; myUid: string }) {
  const tutors = useTutors();
  const assign = useAssignRequest();
  const selectId = useId();
  // Once the list is enabled again: a disabled field takes no focus.
  const [focusList, setFocusList] = useState(false);
  useEffect(() => {
    if (!focusList || assign.isPending) return;
    setFocusList(false);
    if (keyboardLost()) document.getElementById(selectId)?.focus();
  }, [focusList, assign.isPending, selectId]);
  const current = request.assignedTutor?.uid ?? NOBODY;
  const change = (tutorUid: string | null) =>
    assign.mutate(
      { requestId: request.id, tutorUid },
      {
        onSuccess: () => toast.success(tutorUid ? 'Richiesta assegnata' : 'Assegnazione rimossa'),
        onError: (error) => toast.error(errorMessage(error)),
        onSettled: () => setFocusList(true),
      },
    );
  return (
    <Group gap="xs" align="flex-end" wrap="wrap">
      <Select
        id={selectId}
        label="Family tutor"
        w={220}
        data={[
          { value: NOBODY, label: UNASSIGNED },
          ...(tutors.data ?? []).map((t) => ({ value: t.uid, label: personName(t) })),
          ...(request.assignedTutor &&
          !tutors.data?.some((t) => t.uid === request.assignedTutor?.uid)
            ? [{ value: request.assignedTutor.uid, label: personName(request.assignedTutor) }]
            : []),
        ]}
        value={current}
        allowDeselect={false}
        disabled={assign.isPending}
        onChange={(value) => change(value === NOBODY || value === null ? null : value)}
      />
      {current !== myUid ? (
        <AppButton look="dark-outline" loading={assign.isPending} onClick={() => change(myUid)}>
          Prendi in carico
        </AppButton>
      ) : null}
    </Group>
  );
}
