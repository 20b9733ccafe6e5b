import { withDayArticle } from '@equilibrio/contract/italian-format';
import { fullName } from '@equilibrio/contract/people';
import { type ModerationReview, reviewStatusLabels } from '@equilibrio/contract/reviews';
import { Anchor, Group, Paper, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { Link } from 'react-router';
import { AppButton } from '@/components/app-button';
import { focusLanding } from '@/components/focus-keeper';
import { RequestLink } from '@/components/request-link';
import { ReviewStars, ReviewStatusBadge } from '@/components/review-status';
import { TextAreaModal } from '@/components/text-area-modal';
import { toast } from '@/components/toast';
import { paths } from '@/config/paths';
import { formatDateTime } from '@/lib/format-datetime';
import { useModerateReview } from '../api/reviews';

const hideTexts = {
  title: 'Non pubblicare la recensione',
  message:
    'Scrivi il motivo con gentilezza: la famiglia lo leggerà accanto alla sua recensione e potrà modificarla.',
  placeholder:
    'Es. Il commento contiene un recapito: per la riservatezza di tutti non lo pubblichiamo.',
  confirm: 'Non pubblicare',
  cancel: 'Annulla',
};

/**
 * One review as the tutors moderate it: stars, comment, family and caregiver, how other families
 * would read its signature, its state, and 'Pubblica' / 'Non pubblicare' (with a reason).
 */
export function ReviewItem({
  review,
  showCaregiver = true,
}: {
  review: ModerationReview;
  showCaregiver?: boolean;
}) {
  const moderate = useModerateReview();
  const [hiding, hideModal] = useDisclosure(false);
  const caregiver = fullName(review.caregiver.name, review.caregiver.surname);

  return (
    <Paper
      withBorder
      radius="md"
      p="md"
      component="article"
      aria-label={`Recensione di ${review.family.name} su ${caregiver}`}
      // Moderated out of a filtered list, the keyboard goes on to the next review, not the top.
      {...focusLanding}
    >
      <Stack gap="xs">
        <Group justify="space-between" gap="sm" wrap="wrap">
          <Group gap="sm" wrap="wrap">
            <ReviewStars rating={review.rating} />
            <ReviewStatusBadge status={review.status} />
          </Group>
          <Text size="xs" c="ink.5">
            {formatDateTime(review.createdAt)}
          </Text>
        </Group>
        {review.comment ? (
          <Text className="written">{review.comment}</Text>
        ) : (
          <Text c="ink.5" fs="italic">
            Nessun commento, solo le stelle.
          </Text>
        )}
        {/* A long email breaks where it must rather than push the page sideways. */}
        <Text size="sm" c="ink.6" style={{ overflowWrap: 'anywhere' }}>
          {showCaregiver ? (
            <>
              Su{' '}
              <Anchor
                component={Link}
                to={paths.backoffice.caregiver.href(review.caregiver.docRef)}
                underline="always"
              >
                {caregiver}
              </Anchor>{' '}
              ·{' '}
            </>
          ) : null}
          Da {review.family.name}
          {review.family.email ? ` (${review.family.email})` : ''} ·{' '}
          <RequestLink id={review.requestId} underline="always" />
        </Text>
        <Text size="sm" c="ink.6">
          Le famiglie la leggono firmata: <strong>{review.signature}</strong>
        </Text>
        {review.status === 'HIDDEN' && review.hideReason ? (
          <Text size="sm" c="ink.6">
            Motivo comunicato alla famiglia: {review.hideReason}
          </Text>
        ) : null}
        {review.moderatedBy && review.moderatedAt ? (
          <Text size="xs" c="ink.5">
            {reviewStatusLabels[review.status]} da {review.moderatedBy}{' '}
            {withDayArticle('il', formatDateTime(review.moderatedAt))}
          </Text>
        ) : null}
        <Group gap="sm">
          {review.status !== 'PUBLISHED' ? (
            <AppButton
              size="sm"
              loading={moderate.isPending && moderate.variables?.reason === undefined}
              onClick={() =>
                moderate.mutate(
                  { id: review.id },
                  { onSuccess: () => toast.success('Recensione pubblicata') },
                )
              }
            >
              Pubblica
            </AppButton>
          ) : null}
          {review.status !== 'HIDDEN' ? (
            <AppButton size="sm" look="dark-outline" onClick={hideModal.open}>
              Non pubblicare
            </AppButton>
          ) : null}
        </Group>
      </Stack>
      <TextAreaModal
        opened={hiding}
        texts={hideTexts}
        emptyError="Il motivo è vuoto: scrivilo per la famiglia."
        label="Motivo (lo leggerà la famiglia)"
        loading={moderate.isPending}
        onConfirm={(reason) =>
          moderate.mutate(
            { id: review.id, reason },
            {
              onSuccess: () =>
                toast.success('Recensione non pubblicata: la famiglia ne vedrà il motivo'),
              onSettled: hideModal.close,
            },
          )
        }
        onClose={hideModal.close}
      />
    </Paper>
  );
}
