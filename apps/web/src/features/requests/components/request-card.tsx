import { CONVERSATION_ANCHOR } from '@equilibrio/contract/conversations';
import { askedServiceName } from '@equilibrio/contract/enums';
import { statusDisplay } from '@equilibrio/contract/status-display';
import { Badge, Group, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { AppButton } from '@/components/app-button';
import { RequestStatusTag, StatusBoundary, statusKindColor } from '@/components/request-status';
import { paths } from '@/config/paths';
import { formatLongDate, formatShortDate } from '@/lib/format-date';
import { useUnreadReplies } from '@/resources/conversations';
import type { ClientRequest } from '../api/request-schemas';
import { requestJourney } from '../lib/request-journey';
import { ArticleCard } from './article-card';
import { RequestForWhom } from './request-people';
import { RequestTracker } from './request-tracker';
import { StatusActionButton } from './status-action-button';
import { UnreadRepliesLink } from './unread-replies-link';

type Props = {
  request: ClientRequest;
  /** `attention`: Home's large card of the first active request; `compact`: the small cards. */
  variant: 'attention' | 'compact';
};

/**
 * A request as a card, coloured by its kind (spec §4), with where it stands on the journey (the
 * compact tracker: a card stays small on a phone) and the next step.
 */
export function RequestCard(props: Props) {
  return (
    <StatusBoundary key={props.request.status} status={props.request.status}>
      <RequestCardContent {...props} />
    </StatusBoundary>
  );
}

function RequestCardContent({ request, variant }: Props) {
  const display = statusDisplay(request.status);
  const journey = requestJourney(request);
  const color = statusKindColor[display.kind];
  const large = variant === 'attention';
  const titleId = `request-card-${variant}-${request.id}`;
  const unread = useUnreadReplies(request.id);
  return (
    <ArticleCard
      titleId={titleId}
      padding={large ? 'xl' : 'md'}
      style={{
        borderLeft: `6px solid var(--mantine-color-${color}-6)`,
        background: large ? `var(--mantine-color-${color}-0)` : undefined,
      }}
      data-kind={display.kind}
    >
      <Stack gap={large ? 'sm' : 'xs'} h="100%">
        <Group justify="space-between" gap="xs" wrap="wrap">
          <Badge
            // Our own label: the kind's colour when the family must act, calm when it may.
            color={display.kind === 'action' && !journey.needsFamily ? 'primary' : color}
            variant="light"
            c="ink.7"
            size={large ? 'lg' : 'md'}
            radius="sm"
            tt="none"
          >
            {journey.label}
          </Badge>
          <RequestStatusTag status={request.status} />
        </Group>
        <Title order={large ? 2 : 3} size={large ? 'h3' : 'h5'} id={titleId}>
          Richiesta #{request.id} · {askedServiceName(request, request.type)}
        </Title>
        <RequestForWhom request={request} />
        <Text size="sm" c="dimmed">
          {/* When it was sent: 'Contatto del' read as the date of the call to come. */}
          Inviata il{' '}
          <time dateTime={request.contactDate} title={formatLongDate(request.contactDate)}>
            {formatShortDate(request.contactDate)}
          </time>
        </Text>
        {request.familyTutorName ? (
          <Text size="sm" data-testid="card-family-tutor">
            Il tuo family tutor: <strong>{request.familyTutorName}</strong>
          </Text>
        ) : null}
        <UnreadRepliesLink requestId={request.id} />
        <RequestTracker journey={journey} variant="compact" />
        <Text size={large ? 'md' : 'sm'} style={{ flexGrow: 1 }} data-testid="next-step">
          {journey.nextStep}
        </Text>
        <Group mt="auto">
          <StatusActionButton
            requestId={request.id}
            status={request.status}
            size={large ? 'md' : 'xs'}
          />
          {/* A pause waiting for the family's answer: the status has no button, the answer has
              one (its conversation), unless 'Nuovi messaggi' above already leads there. */}
          {journey.state === 'paused' && journey.needsFamily && unread === 0 ? (
            <AppButton
              component={Link}
              to={`${paths.dashboard.requestDetail.href(request.id)}#${CONVERSATION_ANCHOR}`}
              size={large ? 'md' : 'xs'}
              aria-label={`Rispondi al family tutor — richiesta #${request.id}`}
            >
              Rispondi al family tutor
            </AppButton>
          ) : null}
        </Group>
      </Stack>
    </ArticleCard>
  );
}
