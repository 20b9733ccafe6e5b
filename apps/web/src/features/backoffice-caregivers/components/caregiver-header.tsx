import { type CaregiverDetail, caregiverTypeLabels } from '@equilibrio/contract/caregivers';
import type { vettingAtAGlance } from '@equilibrio/contract/criminal-record';
import { fullName } from '@equilibrio/contract/people';
import { Anchor, Badge, Group } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { Link } from 'react-router';
import { BusyBadge } from '@/components/busy-badge';
import { PageHeader } from '@/components/page-header';

export type Vetting = ReturnType<typeof vettingAtAGlance>;

/** The badge's colour: red while a profile is held back, green when all is done. */
const vettingColor: Record<Vetting['state'], string> = {
  'criminal-record-missing': 'danger',
  'criminal-record-expired': 'danger',
  incomplete: 'sun',
  complete: 'primary',
};

/**
 * The caregiver page's header: the way back (to the request it was opened from, else the
 * directory), the name, and at a glance the type, whether the profile is active, its checks and
 * the open requests holding it ('Scelto su #9').
 */
export function CaregiverHeader({
  caregiver,
  vetting,
  back,
}: {
  caregiver: CaregiverDetail | undefined;
  vetting: Vetting | undefined;
  back: { href: string; label: string };
}) {
  return (
    <PageHeader
      eyebrow={
        <Anchor component={Link} to={back.href} size="sm">
          <Group gap={4} component="span">
            <IconArrowLeft size={14} aria-hidden /> {back.label}
          </Group>
        </Anchor>
      }
      title={caregiver ? fullName(caregiver.name, caregiver.surname) : 'Nuovo caregiver'}
      description={
        caregiver ? (
          <Group gap="xs" component="span" wrap="wrap">
            <span>
              {caregiverTypeLabels[caregiver.type]} ·{' '}
              {caregiver.active ? 'profilo attivo' : 'profilo disattivato'}
            </span>
            {vetting ? (
              <Badge
                component="span"
                color={vettingColor[vetting.state]}
                variant="light"
                // The darkest shade on the light ground: readable (WCAG AA) in every colour.
                c={`${vettingColor[vetting.state]}.9`}
                tt="none"
                // What is missing, as the 'Aggiungi candidati' picker says it.
                title={'missing' in vetting && vetting.missing ? vetting.missing : undefined}
              >
                {vetting.label}
              </Badge>
            ) : null}
            <BusyBadge requestIds={caregiver.busyOn} linked />
          </Group>
        ) : (
          'Aggiungi un caregiver alla rubrica.'
        )
      }
    />
  );
}
