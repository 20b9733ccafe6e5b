import type { Caregiver, CaregiverListItem } from '@equilibrio/contract/caregivers';
import { caregiverTypeLabels } from '@equilibrio/contract/caregivers';
import { languageLabels } from '@equilibrio/contract/enums';
import { Anchor, Badge, Card, Group, Stack, Table, Text } from '@mantine/core';
import { Link } from 'react-router';
import { BusyBadge } from '@/components/busy-badge';
import { CaregiverAvatar } from '@/components/caregiver-row';
import { LinkTable } from '@/components/link-row';
import { PlainList } from '@/components/plain-list';
import { paths } from '@/config/paths';
import { CriminalRecordBadge, VettingProgress } from './checks-summary';

function CvBadge({ hasCv, hidden }: { hasCv: boolean; hidden: boolean }) {
  if (!hasCv)
    return (
      <Text size="sm" c="ink.5">
        —
      </Text>
    );
  return (
    <Badge variant="light" color={hidden ? 'gray' : 'primary'} tt="none">
      {hidden ? 'CV nascosto' : 'CV'}
    </Badge>
  );
}

const ProfileLink = ({ caregiver, size }: { caregiver: Caregiver; size?: 'sm' }) => (
  <Anchor
    component={Link}
    to={paths.backoffice.caregiver.href(caregiver.docRef)}
    fw={600}
    size={size}
  >
    {caregiver.name} {caregiver.surname}
  </Anchor>
);

/**
 * The directory on a wide screen: a row opens the profile. 'Stato' says, beside active or not,
 * where the caregiver is already held ('Scelto su #9'): who is free reads at a glance.
 */
export function CaregiverTable({ rows }: { rows: CaregiverListItem[] }) {
  return (
    <LinkTable
      label="Caregiver"
      columns={['Caregiver', 'Tipo', 'Provincia', 'Lingue', 'CV', 'Verifiche', 'Stato']}
      rows={rows}
      to={(c) => paths.backoffice.caregiver.href(c.docRef)}
      cells={(c) => (
        <>
          <Table.Td>
            <Group gap="sm" wrap="nowrap">
              <CaregiverAvatar caregiver={c} />
              <ProfileLink caregiver={c} size="sm" />
            </Group>
          </Table.Td>
          <Table.Td>{caregiverTypeLabels[c.type]}</Table.Td>
          <Table.Td>{c.province ?? '—'}</Table.Td>
          <Table.Td>{c.languages.map((l) => languageLabels[l]).join(', ') || '—'}</Table.Td>
          <Table.Td>
            <CvBadge hasCv={c.hasCv} hidden={c.resumeHidden} />
          </Table.Td>
          <Table.Td>
            <Stack gap={4} align="flex-start">
              <VettingProgress caregiver={c} />
              <CriminalRecordBadge caregiver={c} />
            </Stack>
          </Table.Td>
          <Table.Td>
            <Stack gap={4} align="flex-start">
              <Badge color={c.active ? 'primary' : 'gray'} variant="light" tt="none">
                {c.active ? 'Attivo' : 'Disattivato'}
              </Badge>
              <BusyBadge requestIds={c.busyOn} size="xs" />
            </Stack>
          </Table.Td>
        </>
      )}
    />
  );
}

/** The directory on a narrow screen: one card a caregiver. */
export function CaregiverCards({ rows }: { rows: CaregiverListItem[] }) {
  return (
    <PlainList gap="sm" aria-label="Caregiver">
      {rows.map((c) => (
        <Card component="li" key={c.docRef} withBorder radius="md" padding="sm">
          <Group gap="sm" wrap="nowrap" align="flex-start">
            <CaregiverAvatar caregiver={c} size="lg" />
            <Stack gap={2} miw={0}>
              <ProfileLink caregiver={c} />
              <Text size="sm" c="ink.5">
                {caregiverTypeLabels[c.type]} · {c.province ?? 'provincia non indicata'}
              </Text>
              <Group gap={6}>
                <CvBadge hasCv={c.hasCv} hidden={c.resumeHidden} />
                {c.active ? null : (
                  <Badge color="gray" variant="light" tt="none">
                    Disattivato
                  </Badge>
                )}
                <BusyBadge requestIds={c.busyOn} />
                <CriminalRecordBadge caregiver={c} />
              </Group>
              <VettingProgress caregiver={c} />
            </Stack>
          </Group>
        </Card>
      ))}
    </PlainList>
  );
}
