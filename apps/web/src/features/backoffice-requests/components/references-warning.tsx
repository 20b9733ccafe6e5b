import type { BackofficeCandidate } from '@equilibrio/contract/backoffice';
import { checkPendingLabels } from '@equilibrio/contract/caregiver-checks';
import { referencesToConfirm } from '@equilibrio/contract/criminal-record';
import { Anchor } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { Link } from 'react-router';
import { RowNote } from '@/components/row-note';
import { candidatesToSend } from '../lib/candidates-to-send';

/**
 * A babysitter or badante about to be sent whose references are not verified
 * (`referencesToConfirm`), said on their card while the tutor chooses and writes why: it was
 * said first by 'Invia profili alla famiglia', once all was written. `checksHref`: their
 * 'Verifiche'.
 */
export function ReferencesWarning({
  candidate,
  checksHref,
}: {
  candidate: BackofficeCandidate;
  checksHref: string;
}) {
  if (
    candidatesToSend([candidate]).length === 0 ||
    !referencesToConfirm(candidate.caregiver, candidate.checkKinds)
  ) {
    return null;
  }
  return (
    <RowNote icon={IconAlertTriangle}>
      Referenze da verificare: la famiglia leggerà «{checkPendingLabels.references}» nel profilo.{' '}
      <Anchor component={Link} to={checksHref} inherit underline="always">
        Registrale nella sua scheda
      </Anchor>
      .
    </RowNote>
  );
}
