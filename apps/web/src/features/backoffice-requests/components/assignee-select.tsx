import { Group, Stack, Text } from '@mantine/core';
import { useEffect, useId, useState } from 'react';
import { AppButton } from '@/components/app-button';
import { confirm } from '@/components/confirm';
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
 * 'Prendi in carico' is not a first step to take: any call, note, message or move of a tutor
 * takes a request nobody has (the server's `takeIfUnassigned`), said beside it while nobody has.
 */
const takenByWorking =
  'Oppure registra una chiamata o una nota, o scrivi alla famiglia: la prendi in carico tu.';

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
  const hintId = useId();
  // Once the list is enabled again: a disabled field takes no focus.
  const [focusList, setFocusList] = useState(false);
  useEffect(() => {
    if (!focusList || assign.isPending) return;
    setFocusList(false);
    if (keyboardLost()) document.getElementById(selectId)?.focus();
  }, [focusList, assign.isPending, selectId]);
  const current = request.assignedTutor?.uid ?? NOBODY;
  const tutorName = (uid: string) => {
    const tutor = tutors.data?.find((t) => t.uid === uid);
    return tutor ? personName(tutor) : 'un altro family tutor';
  };
  /**
   * A choice in the list that takes the request from a colleague asks first: a slip in the list
   * moved a colleague's request at once, and she no longer found it among hers. 'Prendi in carico'
   * says what it does, and does it.
   */
  const choose = async (tutorUid: string | null) => {
    const colleague = request.assignedTutor;
    if (colleague && colleague.uid !== myUid && tutorUid !== colleague.uid) {
      const ok = await confirm({
        title: `Togliere la richiesta a ${personName(colleague)}?`,
        message: tutorUid
          ? `La segue ${personName(colleague)}: passerà a ${tutorUid === myUid ? 'te' : tutorName(tutorUid)}, e non la troverà più tra le sue.`
          : `La segue ${personName(colleague)}: resterà senza family tutor, e non la troverà più tra le sue.`,
        confirmLabel: tutorUid ? 'Assegna' : 'Togli l’assegnazione',
        cancelLabel: 'Annulla',
      });
      if (!ok) return;
    }
    change(tutorUid);
  };
  const change = (tutorUid: string | null) =>
    assign.mutate(
      { requestId: request.id, tutorUid },
      {
        onSuccess: () => toast.success(tutorUid ? 'Richiesta assegnata' : 'Assegnazione rimossa'),
        onError: (error) => toast.error(errorMessage(error)),
        onSettled: () => setFocusList(true),
      },
    );
  const unassigned = current === NOBODY;
  return (
    <Stack gap={4} maw={420}>
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
          onChange={(value) => void choose(value === NOBODY || value === null ? null : value)}
        />
        {current !== myUid ? (
          <AppButton
            look="dark-outline"
            loading={assign.isPending}
            onClick={() => change(myUid)}
            aria-describedby={unassigned ? hintId : undefined}
          >
            Prendi in carico
          </AppButton>
        ) : null}
      </Group>
      {unassigned ? (
        <Text id={hintId} size="xs" c="ink.6">
          {takenByWorking}
        </Text>
      ) : null}
    </Stack>
  );
}
