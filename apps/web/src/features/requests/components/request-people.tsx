import { describeDependant } from '@equilibrio/contract/dependant-labels';
import { assistitiLead } from '@equilibrio/contract/enums';
import { Anchor, Avatar, Group, Stack, Text } from '@mantine/core';
import { IconHome, IconMail, IconPhone, IconUsers } from '@tabler/icons-react';
import { PhoneLink } from '@/components/phone-link';
import { pageNow } from '@/lib/server-clock';
import type { ClientRequest, ClientRequestWithDependants } from '../api/request-schemas';
import { serviceNameOf } from '../lib/service-name';

/**
 * What the request is, for whom and who follows it, at the top of the request pages: 'Servizio:
 * Badante · Modena (MO)' (a family with a babysitter for a child and a badante for a father reads
 * which page it is on, on a phone's first screen), 'Per: Sofia (bambina, 4 anni)' (the request's
 * assistiti, deleted ones too; a colf's: 'In casa: …') and the family tutor.
 */
export function RequestPeople({
  request,
  now = pageNow(),
}: {
  request: ClientRequestWithDependants;
  now?: Date;
}) {
  const people = request.dependants;
  return (
    <Group gap="xs" wrap="wrap" style={{ columnGap: 'var(--mantine-spacing-lg)' }}>
      <Group gap={6} wrap="nowrap" align="flex-start">
        <IconHome size={18} aria-hidden style={{ flexShrink: 0, marginTop: 2 }} />
        <Text size="sm">
          <Text span fw={600} inherit>
            Servizio:
          </Text>{' '}
          {serviceLine(request)}
        </Text>
      </Group>
      {people.length > 0 ? (
        <Group gap={6} wrap="nowrap" align="flex-start">
          <IconUsers size={18} aria-hidden style={{ flexShrink: 0, marginTop: 2 }} />
          <AssistitiText request={request} people={people.map((d) => describeDependant(d, now))} />
        </Group>
      ) : null}
      <FamilyTutorLine request={request} />
    </Group>
  );
}

/**
 * The service and where, by its town: 'Badante · Modena (MO)'; no place while the request names no
 * address, nor when the service's own name says it ('Babysitter Torino').
 */
function serviceLine(request: ClientRequest) {
  const name = serviceNameOf(request);
  const city = request.address?.city?.trim();
  const area = (request.address?.province ?? request.province)?.trim();
  const place = !city
    ? area || null
    : area && area.toLowerCase() !== city.toLowerCase()
      ? `${city} (${area})`
      : city;
  if (!place || (city && name.toLowerCase().includes(city.toLowerCase()))) return name;
  return `${name} · ${place}`;
}

/** 'Per: Sofia · Pepe' (a colf's: 'In casa: …'): the lead in bold, then `people`. */
function AssistitiText({ request, people }: { request: ClientRequest; people: string[] }) {
  return (
    <Text size="sm">
      <Text span fw={600} inherit>
        {assistitiLead(request.businessLine)}:
      </Text>{' '}
      {people.join(' · ')}
    </Text>
  );
}

/**
 * Whom a request is for, by first name, on its card (Home, the list): two requests for a
 * babysitter read apart ('Per: Sofia', 'Per: Luca'). Nothing when it names nobody.
 */
export function RequestForWhom({ request }: { request: ClientRequest }) {
  const people = request.dependants ?? [];
  if (people.length === 0) return null;
  return <AssistitiText request={request} people={people.map((d) => d.name)} />;
}

const initials = (name: string) =>
  name
    .split(/\s+/)
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase() ?? '')
    .join('');

/**
 * The family tutor who follows the request: photo (or initials), name, and the direct phone and
 * email when the service shares them; before anyone is assigned, that the team is on it.
 */
export function FamilyTutorLine({ request }: { request: ClientRequest }) {
  const tutor = request.familyTutor;
  if (!tutor) {
    return (
      <Text size="sm" c="ink.6">
        Il team Equilibrio sta prendendo in carico la tua richiesta.
      </Text>
    );
  }
  return (
    <Group role="group" gap="sm" wrap="nowrap" align="center" aria-label="Il tuo family tutor">
      <Avatar src={tutor.photoUrl} alt="" radius="xl" size={40} color="primary">
        {initials(tutor.name)}
      </Avatar>
      <Stack gap={0} miw={0}>
        <Text size="sm">
          <Text span fw={600} inherit>
            Family tutor:
          </Text>{' '}
          {tutor.name}
        </Text>
        {tutor.phone || tutor.email ? (
          <Group gap="sm" wrap="wrap">
            {tutor.phone ? (
              <PhoneLink phone={tutor.phone} size="sm">
                <IconPhone size={14} aria-hidden style={{ verticalAlign: -2 }} /> {tutor.phone}
              </PhoneLink>
            ) : null}
            {tutor.email ? (
              <Anchor href={`mailto:${tutor.email}`} size="sm">
                <IconMail size={14} aria-hidden style={{ verticalAlign: -2 }} /> {tutor.email}
              </Anchor>
            ) : null}
          </Group>
        ) : null}
      </Stack>
    </Group>
  );
}
