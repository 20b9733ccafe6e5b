import { dependantLine } from '@equilibrio/contract/dependant-labels';
import {
  alwaysSentToFamilyAnyway,
  contactPreferenceLabels,
  type NotificationPreference,
} from '@equilibrio/contract/enums';
import { cityWithProvince } from '@equilibrio/contract/people';
import { requestEditable } from '@equilibrio/contract/workflow';
import { Alert, Anchor, Badge, Divider, Group, List, Stack, Text } from '@mantine/core';
import { IconMail, IconMailOff, IconPhone } from '@tabler/icons-react';
import { useId } from 'react';
import { PhoneLink } from '@/components/phone-link';
import { RequestLink } from '@/components/request-link';
import { SectionCard } from '@/components/section-card';
import { personName } from '@/lib/person';
import { pageNow } from '@/lib/server-clock';
import type { RequestWorkspace } from '../api/get-request';
import { CustomerAccount, CustomerAccountMenu } from './customer-account';
import { ServiceAddressButton } from './service-address';
import { StatusBadge } from './status-badge';

/**
 * What the family's choice of emails about its requests leaves out (its 'Notifiche email'), told
 * to the tutor whose moves and messages then reach it only in its reserved area; none for all.
 */
const familyEmailsLeftOut: Partial<Record<NotificationPreference, string>> = {
  NONE: `La famiglia ha scelto di non ricevere email sulle sue richieste: i tuoi messaggi e i passi della richiesta li vede solo nell’area riservata (${alwaysSentToFamilyAnyway}). Se deve saperlo subito, avvisala per telefono.`,
  ACTIONS:
    'La famiglia riceve email solo quando tocca a lei (un preventivo, i profili da scegliere, un colloquio): i tuoi messaggi di solito non le arrivano per email, li legge nell’area riservata. Se deve leggerli subito, avvisala per telefono.',
};

/**
 * The family's other requests (the server's few, open ones first): each a link to its page, its
 * service, where, and its status — a babysitter in Bologna beside the badante in Modena read here.
 */
function OtherRequests({ others }: { others: RequestWorkspace['customer']['otherRequests'] }) {
  const titleId = useId();
  return (
    <Stack gap={4}>
      <Text size="sm" fw={600} id={titleId}>
        Altre richieste della famiglia
      </Text>
      <Stack
        gap={4}
        component="ul"
        aria-labelledby={titleId}
        m={0}
        p={0}
        style={{ listStyle: 'none' }}
      >
        {others.map((other) => {
          const place = cityWithProvince(other.city, other.province);
          return (
            <Group component="li" key={other.id} gap={6} wrap="wrap">
              <RequestLink id={other.id} size="sm" />
              <Text size="sm">{[other.type, place].filter(Boolean).join(' · ')}</Text>
              <StatusBadge status={other.status} size="sm" />
            </Group>
          );
        })}
      </Stack>
    </Stack>
  );
}

/**
 * Who asked: contact details and how they prefer to be contacted, address and dependants, their
 * other requests, and last their account (disable or re-enable it).
 */
export function CustomerCard({ request }: { request: RequestWorkspace }) {
  const { customer, address } = request;
  return (
    <SectionCard
      title="Famiglia"
      id="famiglia"
      actions={
        customer.account && !customer.deleted ? (
          <CustomerAccountMenu
            customerUid={customer.uid}
            customerName={personName(customer, 'La famiglia')}
            account={customer.account}
          />
        ) : null
      }
    >
      <Stack gap={6}>
        <Text fw={700}>{personName(customer)}</Text>
        {customer.deleted ? (
          <Text size="sm" c="ink.6">
            La famiglia ha eliminato il suo account: i suoi dati personali non sono più disponibili
            e la richiesta è stata chiusa. Restano lo storico e gli eventuali pagamenti.
          </Text>
        ) : null}
        {customer.email ? (
          <Group gap={6} wrap="nowrap">
            <IconMail size={16} aria-hidden />
            <Anchor href={`mailto:${customer.email}`} size="sm" style={{ wordBreak: 'break-all' }}>
              {customer.email}
            </Anchor>
          </Group>
        ) : null}
        {customer.waitingForOwner && customer.email ? (
          <Alert color="secondary" variant="light" p="xs" role="note">
            <Text size="sm">
              {customer.email} è l’indirizzo di un account già registrato: la richiesta entrerà in
              quell’account quando la famiglia accederà dal dispositivo da cui l’ha inviata. Fino ad
              allora non gli arriva nessuna email: se serve, contattalo per telefono.
            </Text>
          </Alert>
        ) : null}
        {customer.phone ? (
          <Group gap={6} wrap="nowrap">
            <IconPhone size={16} aria-hidden />
            <PhoneLink phone={customer.phone} size="sm" />
          </Group>
        ) : null}
        {customer.deleted ? null : (
          <Group gap={6}>
            <Text size="sm" c="ink.5">
              Preferisce:
            </Text>
            <Badge variant="light" color="primary" tt="none">
              {customer.contactPreference
                ? contactPreferenceLabels[customer.contactPreference]
                : 'Non indicato'}
            </Badge>
          </Group>
        )}
        {!customer.deleted && familyEmailsLeftOut[customer.notificationPreference] ? (
          <Group gap={6} wrap="nowrap" align="flex-start">
            <IconMailOff size={16} aria-hidden style={{ flexShrink: 0, marginTop: 2 }} />
            <Text size="sm" c="ink.6">
              {familyEmailsLeftOut[customer.notificationPreference]}
            </Text>
          </Group>
        ) : null}
        {customer.company ? (
          <Text size="sm">
            Dipendente di <strong>{customer.company.name}</strong>
            {request.welfare ? ' · usa il welfare' : ''}
          </Text>
        ) : null}
      </Stack>
      <Divider />
      <Stack gap={4}>
        <Group justify="space-between" gap="xs">
          <Text size="sm" fw={600}>
            Indirizzo del servizio
          </Text>
          {requestEditable(request.status) && !customer.deleted ? (
            <ServiceAddressButton request={request} />
          ) : null}
        </Group>
        <Text size="sm" c={address ? undefined : 'ink.5'}>
          {address
            ? [
                address.street,
                [address.postalCode, address.city].filter(Boolean).join(' '),
                address.province,
              ]
                .filter(Boolean)
                .join(', ')
            : 'Non indicato'}
        </Text>
      </Stack>
      <Stack gap={4}>
        <Text size="sm" fw={600}>
          Assistiti
        </Text>
        {request.dependants.length === 0 ? (
          <Text size="sm" c="ink.5">
            Nessuno indicato
          </Text>
        ) : (
          <List size="sm" spacing={2}>
            {request.dependants.map((d) => (
              <List.Item key={d.id}>{dependantLine(d, pageNow())}</List.Item>
            ))}
          </List>
        )}
      </Stack>
      {customer.otherRequests.length > 0 ? <OtherRequests others={customer.otherRequests} /> : null}
      {/* Last, apart: its state (and 'Riattiva account'); disabling is in the ⋯ menu above. */}
      {customer.account &&
      !customer.deleted &&
      (customer.account.disabled || customer.account.history.length > 0) ? (
        <>
          <Divider />
          <CustomerAccount
            customerUid={customer.uid}
            customerName={personName(customer, 'La famiglia')}
            account={customer.account}
          />
        </>
      ) : null}
    </SectionCard>
  );
}
