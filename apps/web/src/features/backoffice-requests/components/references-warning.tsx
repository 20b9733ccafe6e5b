import { type CheckKind, checkPendingLabels } from '@equilibrio/contract/caregiver-checks';
import { referencesToConfirm } from '@equilibrio/contract/criminal-record';
import { Anchor } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { Link } from 'react-router';
import { RowNote } from '@/components/row-note';

/**
 * A babysitter or badante whose references are not verified (`referencesToConfirm`), said on
 * their row while the tutor chooses: a suggestion before 'Proponi', a candidate to send while the
 * tutor writes why (it was said first by 'Invia profili alla famiglia', once all was written).
 * `checkKinds`: the checks they passed; `checksHref`: their 'Verifiche'.
 */
export function ReferencesWarning({
  caregiver,
  checkKinds,
  checksHref,
}: {
  caregiver: Parameters<typeof referencesToConfirm>[0];
  checkKinds: readonly CheckKind[];
  checksHref: string;
}) {
  if (!referencesToConfirm(caregiver, checkKinds)) return null;
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
