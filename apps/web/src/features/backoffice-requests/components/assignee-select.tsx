import { Group } from '@mantine/core';
import { useEffect, useId, useState } from 'react';
import { AppButton } from '@/components/app-button';
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
 * Who follows the request: any tutor, nobody, or 'Prendi in carico' for oneself. Once taken, the
 * button goes and the keyboard is put on the list that now names the tutor: the next Tab reaches
 * the request's next step («Invia preventivo»), not the top of the page.
 */
export function AssigneeSelect({ request, myUid }: { request: RequestWorkspace; myUid: string }) {
  const tutors = useTutors();
  const assign = useAssignRequest();
  const selectId = useId();
  // Once the list is enabled again (it waits, disabled, for the call): a disabled field takes no focus.
  const [focusList, setFocusList] = useState(false);
  useEffect(() => {
    if (!focusList || assign.isPending) return;
    setFocusList(false);
    document.getElementById(selectId)?.focus();
  }, [focusList, assign.isPending, selectId]);
  const current = request.assignedTutor?.uid ?? NOBODY;
  const change = (tutorUid: string | null, { taking = false } = {}) =>
    assign.mutate(
      { requestId: request.id, tutorUid },
      {
        onSuccess: () => {
          toast.success(tutorUid ? 'Richiesta assegnata' : 'Assegnazione rimossa');
          if (taking) setFocusList(true);
        },
        onError: (error) => toast.error(errorMessage(error)),
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
        <AppButton
          look="dark-outline"
          loading={assign.isPending}
          onClick={() => change(myUid, { taking: true })}
        >
          Prendi in carico
        </AppButton>
      ) : null}
    </Group>
  );
}
