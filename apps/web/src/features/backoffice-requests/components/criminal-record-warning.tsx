import {
  type CriminalRecordVetting,
  criminalRecordProblem,
} from '@equilibrio/contract/criminal-record';
import { Anchor } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { Link } from 'react-router';
import { RowNote } from '@/components/row-note';
import { vettingDay } from '../lib/candidates-to-send';

/**
 * A babysitter or badante who may not be sent to a family yet, said on their row (a candidate, a
 * suggestion): the criminal record missing, or the day of the expired one (the contract's
 * `criminalRecordProblem`), then what to do (`then`), its first words (`link`) leading to the
 * caregiver's 'Verifiche' when given. Nothing when they may be sent.
 */
export function CriminalRecordWarning({
  caregiver,
  then,
  link,
}: {
  caregiver: CriminalRecordVetting;
  then: string;
  /** 'Registralo nella sua scheda', to the caregiver's checks (`paths…caregiver.checksHref`). */
  link?: { href: string; label: string };
}) {
  const problem = criminalRecordProblem(caregiver, vettingDay());
  if (!problem) return null;
  return (
    <RowNote icon={IconAlertTriangle} tone="danger">
      {problem}.{' '}
      {link ? (
        <>
          <Anchor component={Link} to={link.href} inherit c="danger.7" underline="always">
            {link.label}
          </Anchor>{' '}
        </>
      ) : null}
      {then}
    </RowNote>
  );
}
