import { statusDisplay } from '@equilibrio/contract/status-display';
import { Badge, Card, Group, Stack, Text, Title } from '@mantine/core';
import {
  RequestStatusTag,
  StatusBoundary,
  statusKindColor,
  statusKindLabel,
} from '@/components/request-status';
import { formatLongDate, formatShortDate } from '@/lib/format-date';
import type { ClientRequest } from '../api/request-schemas';
import { statusHints } from '../messages';
import { StatusActionButton } from './status-action-button';

type Props = {
  request: ClientRequest;
  /** `attention`: Home's large card of the first active request; `compact`: the small cards. */
  variant: 'attention' | 'compact';
};

/** A request as a card, coloured by what it needs from the customer (spec §4). */
export function RequestCard(props: Props) {
  return (
    <StatusBoundary key={props.request.status} status={props.request.status}>
      <RequestCardContent {...props} />
    </StatusBoundary>
  );
}

function RequestCardContent({ request, variant }: Props) {
  const display = statusDisplay(request.status);
  const color = statusKindColor[display.kind];
  const large = variant === 'attention';
  const titleId = `request-card-${variant}-${request.id}`;
  return (
    <Card
      component="article"
      aria-labelledby={titleId}
      withBorder
      radius="md"
      padding={large ? 'xl' : 'md'}
      h="100%"
      style={{
        borderLeft: `6px solid var(--mantine-color-${color}-6)`,
        background: large ? `var(--mantine-color-${color}-0)` : undefined,
      }}
      data-kind={display.kind}
    >
      <Stack gap={large ? 'sm' : 'xs'} h="100%">
        <Group justify="space-between" gap="xs" wrap="wrap">
          <Badge
            color={color}
            variant="light"
            c="ink.7"
            size={large ? 'lg' : 'md'}
            radius="sm"
            tt="none"
          >
            {statusKindLabel[display.kind]}
          </Badge>
          <RequestStatusTag status={request.status} />
        </Group>
        <Title order={large ? 2 : 3} size={large ? 'h3' : 'h5'} id={titleId}>
          Richiesta #{request.id} · {request.type}
        </Title>
        <Text size="sm" c="dimmed">
          Contatto del{' '}
          <time dateTime={request.contactDate} title={formatLongDate(request.contactDate)}>
            {formatShortDate(request.contactDate)}
          </time>
        </Text>
        {large || statusHints[display.label] ? (
          <Text size={large ? 'md' : 'sm'} style={{ flexGrow: 1 }}>
            {statusHints[display.label]}
          </Text>
        ) : null}
        <Group mt="auto">
          <StatusActionButton
            requestId={request.id}
            status={request.status}
            size={large ? 'md' : 'xs'}
          />
        </Group>
      </Stack>
    </Card>
  );
}
