import {
  type CaregiverRecord,
  caregiverTypeLabels,
  takenElsewhereNotes,
} from '@equilibrio/contract/caregivers';
import { withDayArticle } from '@equilibrio/contract/italian-format';
import { fullName } from '@equilibrio/contract/people';
import { cvPageOf } from '@equilibrio/contract/server-paths';
import { Anchor, Avatar, Badge, Group, Stack, Text, Title } from '@mantine/core';
import { IconFileText, IconPhone } from '@tabler/icons-react';
import { AppButton } from '@/components/app-button';
import { InfoAlert } from '@/components/notices';
import { PhoneLink } from '@/components/phone-link';
import { formatDateTime, formatDay } from '@/lib/format-datetime';
import {
  type CardFacts,
  type CaregiverTag,
  caregiverProfile,
  caregiverTag,
  phoneVisible,
  substituteSought,
  takenElsewhereShown,
} from '../lib/caregiver-visibility';
import { requestMessages } from '../messages';
import { ArticleCard } from './article-card';
import { CaregiverProfileDetails, ProposalReason, profileFacts } from './caregiver-profile-details';

type Props = {
  record: CaregiverRecord;
  status: string;
  /** The request was paid before: the hold waits for a confirmation, not a payment. */
  paid?: boolean;
  /** 'Accetta' (spec §4: selected, not chosen, while the choice is open). */
  onAccept?: () => void;
  /** The accept call is running for this caregiver (then the page reloads). */
  accepting?: boolean;
  /** 'Sostituisci' (spec §4: chosen and started); disabled while a substitution is open. */
  onSubstitute?: () => void;
  /** The request's open substitution and booked interview: a substitute's tag says who they are. */
  requestFacts?: CardFacts;
};

const tagColors: Record<Exclude<CaregiverTag, `Sostituto${string}`>, string> = {
  Accettato: 'primary',
  'In corso': 'sun',
  // White on Mantine's gray is too faint to read (axe: contrast under 4.5:1).
  'Da sostituire': 'ink',
  Terminata: 'ink',
  Nuovo: 'secondary',
};
/** A substitute's tag ('Sostituto scelto', '… · colloquio il …'): chosen, as 'Accettato'. */
const tagColor = (tag: CaregiverTag) =>
  tag in tagColors ? tagColors[tag as keyof typeof tagColors] : tagColors.Accettato;

/** A caregiver proposed for the request (spec §3 "Caregiver record", §4 visibility rules). */
export function CaregiverCard({
  record,
  status,
  paid = false,
  onAccept,
  accepting,
  onSubstitute,
  requestFacts,
}: Props) {
  const profile = caregiverProfile(record);
  if (!profile) return null;
  const { info } = profile;
  const name = fullName(info.name, info.surname);
  const tag = caregiverTag(record, status, requestFacts);
  const taken = takenElsewhereShown(record, status);
  const phone = phoneVisible(status) ? info.phone : null;
  const titleId = `caregiver-${record.docRef}`;
  const substitutionId = `${titleId}-substitution`;
  const substitutionAsked = record.substitutionRequestedAt;
  const facts = profileFacts(record);

  return (
    <ArticleCard titleId={titleId} padding="lg">
      <Stack gap="sm" h="100%">
        <Group gap="md" wrap="nowrap" align="flex-start">
          <Avatar
            src={info.photo}
            alt={`Foto di ${name}`}
            size={72}
            radius="xl"
            color="primary"
            name={name}
          />
          <Stack gap={4} miw={0} style={{ flex: 1 }}>
            <Group gap="xs" wrap="wrap" justify="space-between">
              <Title order={3} size="h4" id={titleId}>
                {name}
              </Title>
              {tag ? (
                <Badge color={tagColor(tag)} variant="filled" radius="sm" tt="none">
                  {tag}
                </Badge>
              ) : null}
            </Group>
            <Text size="sm" c="dimmed">
              {caregiverTypeLabels[record.type]}
            </Text>
            {facts ? <Text size="sm">{facts}</Text> : null}
          </Stack>
        </Group>
        {/* Read first, before the profile: this one can no longer be chosen. */}
        {taken ? (
          <InfoAlert role="note" radius="md" p="sm">
            <Text size="sm">{takenElsewhereNotes[taken]}</Text>
          </InfoAlert>
        ) : null}
        <ProposalReason reason={record.reason} chosen={record.chosen} />
        {info.description ? <Text size="sm">{info.description}</Text> : null}
        <CaregiverProfileDetails record={record} />
        {record.holdExpiresAt ? (
          <Text size="sm" c="secondary.7" fw={500}>
            Riservato per te fino {withDayArticle('a', formatDateTime(record.holdExpiresAt))}:{' '}
            {paid
              ? 'conferma la scelta, senza nuovi addebiti.'
              : 'completa il pagamento per confermarlo.'}
          </Text>
        ) : null}
        {phone ? (
          // Said whose it is: a number alone, beside the tutor's, left the family wondering.
          <Group gap={6} wrap="wrap">
            <IconPhone size={18} aria-hidden />
            <Text size="sm">Telefono di {info.name}:</Text>
            <PhoneLink phone={phone} size="sm" fw={600} />
          </Group>
        ) : null}
        {substituteSought(record, status) ? (
          <Text size="sm" c="dimmed">
            Il family tutor sta cercando chi sostituirà {info.name}: ti avviseremo quando i nuovi
            profili saranno pronti. Scegliere il sostituto non comporta nuovi addebiti. Per sapere
            come si organizza il servizio fino ad allora, scrivi al tuo family tutor nei messaggi
            della richiesta.
          </Text>
        ) : onSubstitute && substitutionAsked ? (
          <Text size="sm" c="dimmed" id={substitutionId}>
            Sostituzione richiesta {withDayArticle('il', formatDay(substitutionAsked))}: il family
            tutor ti contatterà.
          </Text>
        ) : null}
        <Group justify="space-between" align="center" gap="sm" mt="auto" wrap="wrap">
          {record.cvUrl ? (
            // Its own address (read with the page session's cookie): a phone's viewer shows it
            // under its name in a new tab, and the request stays where it was.
            <Anchor
              href={cvPageOf(record.docRef)}
              target="_blank"
              rel="noopener"
              size="sm"
              fw={600}
            >
              <Group gap={4} wrap="nowrap" component="span">
                <IconFileText size={18} aria-hidden />
                <span>Vedi il CV di {info.name}</span>
              </Group>
            </Anchor>
          ) : (
            <Text size="sm" c="dimmed">
              {requestMessages.cvMissing}
            </Text>
          )}
          <Group gap="xs">
            {onSubstitute ? (
              <AppButton
                look="dark-outline"
                size="sm"
                onClick={onSubstitute}
                disabled={substitutionAsked !== null}
                aria-describedby={substitutionAsked ? substitutionId : undefined}
              >
                Sostituisci
              </AppButton>
            ) : null}
            {onAccept ? (
              <AppButton
                size="sm"
                onClick={onAccept}
                loading={accepting}
                aria-label={`Accetta ${name}`}
              >
                Accetta
              </AppButton>
            ) : null}
          </Group>
        </Group>
      </Stack>
    </ArticleCard>
  );
}
