import { IconUserX } from '@tabler/icons-react';
import { RequestIdLinks } from '@/components/request-link';
import { RowNote } from '@/components/row-note';

/**
 * A candidate the same family asked to replace on another request of theirs ('Sostituisci'),
 * said on their row before the profile goes to them again: 'La famiglia ha chiesto di sostituire
 * questo profilo nella richiesta #10.', each request a link to it. Nothing when there is none.
 */
export function ReplacementAskedWarning({
  requestIds,
}: {
  requestIds: readonly number[] | undefined;
}) {
  if (!requestIds?.length) return null;
  return (
    <RowNote icon={IconUserX} tone="danger">
      La famiglia ha chiesto di sostituire questo profilo{' '}
      {requestIds.length === 1 ? 'nella richiesta' : 'nelle richieste'}{' '}
      <RequestIdLinks ids={requestIds} inherit c="inherit" underline="always" />.
    </RowNote>
  );
}
