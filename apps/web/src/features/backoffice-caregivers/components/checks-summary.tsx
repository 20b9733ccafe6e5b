import {
  checkExpiredLabels,
  checkKindLabels,
  checkKinds,
  vettingProgress,
} from '@equilibrio/contract/caregiver-checks';
import type { CaregiverListItem } from '@equilibrio/contract/caregivers';
import {
  checksInForce,
  criminalRecordExpiredText,
  criminalRecordMissingBadge,
  criminalRecordState,
} from '@equilibrio/contract/criminal-record';
import { Badge, Text } from '@mantine/core';
import { italianDay } from '@/lib/format-datetime';
import { pageNow } from '@/lib/server-clock';

type Checked = Pick<CaregiverListItem, 'type' | 'checkKinds' | 'criminalRecordOn'>;

/**
 * A listed caregiver's checks as the caregiver's page counts them (`checksInForce`): an expired
 * certificate is not one done. The one day the list brings is the criminal record's, the one
 * check that lapses. Null when the list brings no checks.
 */
function listedChecks(caregiver: Checked) {
  const recorded = caregiver.checkKinds;
  if (!recorded) return null;
  const today = italianDay(pageNow());
  const inForce = checksInForce(
    new Map(
      recorded.map((kind) => [
        kind,
        (kind === 'criminal-record' && caregiver.criminalRecordOn) || today,
      ]),
    ),
    today,
  );
  return {
    progress: vettingProgress(inForce.passed),
    notPassed: checkKinds.filter((kind) => !inForce.passed.includes(kind)),
  };
}

/**
 * 'Casellario da registrare' or 'Casellario scaduto' (with the day seen) for a babysitter or a
 * badante, who go to a family only with it (`criminalRecordState`); nothing for the others, whose
 * missing certificate the progress line names without alarm.
 */
export function CriminalRecordBadge({ caregiver }: { caregiver: Checked }) {
  // A row that brings no checks says nothing of them (as `VettingProgress`).
  if (!caregiver.checkKinds) return null;
  const state = criminalRecordState(
    { type: caregiver.type, criminalRecordOn: caregiver.criminalRecordOn ?? null },
    italianDay(pageNow()),
  );
  if (state === 'missing') {
    return (
      <Badge size="xs" color="danger" variant="light" tt="none" w="fit-content">
        {criminalRecordMissingBadge}
      </Badge>
    );
  }
  if (state === 'expired' && caregiver.criminalRecordOn) {
    return (
      <Badge
        size="xs"
        color="danger"
        variant="light"
        tt="none"
        w="fit-content"
        title={criminalRecordExpiredText(caregiver.criminalRecordOn)}
      >
        {checkExpiredLabels['criminal-record']}
      </Badge>
    );
  }
  return null;
}

/** 'Verifiche: 3 su 5 (mancano: …)' or 'Verifiche complete'; the missing checks in full as its hint. */
export function VettingProgress({ caregiver }: { caregiver: Checked }) {
  const checks = listedChecks(caregiver);
  if (!checks) return null;
  const { progress, notPassed } = checks;
  return (
    <Text size="xs" c="ink.5" title={notPassed.map((kind) => checkKindLabels[kind]).join(' · ')}>
      {progress.label}
      {progress.missing ? ` (${progress.missing})` : ''}
    </Text>
  );
}
