import {
  type FamilyReview,
  REVIEW_COMMENT_MAX,
  type RequestReviews as RequestReviewsData,
} from '@equilibrio/contract/reviews';
import { Alert, Avatar, Card, Group, Rating, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { AppButton } from '@/components/app-button';
import { GrowTextarea } from '@/components/form/grow-textarea';
import { confirmDiscard } from '@/components/guarded-modal';
import { ReviewStars, ReviewStatusBadge } from '@/components/review-status';
import { toast } from '@/components/toast';
import { UnsavedChangesGuard } from '@/components/unsaved-changes-guard';
import { ApiError } from '@/lib/api-client';
import { useMedia } from '@/lib/media-query';
import { requestReviewsQueryOptions, useSaveReview } from '../api/request-reviews';
import { reviewTexts as texts } from '../messages';

type Served = RequestReviewsData['caregivers'][number];

const starLabel = (stars: number) => (stars === 1 ? '1 stella' : `${stars} stelle`);

/**
 * The family's reviews on the request page (issue 23 item 6): for each caregiver who served on
 * the request for 30 days, or whose service ended, a card asking 'Com’è andata con Martina?'
 * (1–5 stars and a comment); once sent, the review and its state — waiting for a tutor,
 * published, or not published with the tutor's reason told kindly — with 'Modifica'.
 */
export function RequestReviews({ requestId }: { requestId: number }) {
  const reviews = useQuery(requestReviewsQueryOptions(requestId));
  const shown = (reviews.data?.caregivers ?? []).filter(
    (caregiver) => caregiver.reviewable || caregiver.review,
  );
  if (shown.length === 0) return null;
  return (
    <Stack gap="md">
      {shown.map((caregiver) => (
        <ReviewCard key={caregiver.docRef} requestId={requestId} caregiver={caregiver} />
      ))}
    </Stack>
  );
}

function ReviewCard({ requestId, caregiver }: { requestId: number; caregiver: Served }) {
  const [editing, setEditing] = useState(false);
  const titleId = useId();
  const { review } = caregiver;
  const writing = !review || editing;
  return (
    <Card component="section" aria-labelledby={titleId} withBorder radius="md" padding="lg">
      <Stack gap="sm">
        <Group gap="sm" wrap="nowrap" align="center">
          <Avatar src={caregiver.photo} alt="" radius="xl" size="md" />
          <Title order={2} size="h4" id={titleId}>
            {review ? texts.yours(caregiver.name) : texts.ask(caregiver.name)}
          </Title>
        </Group>
        {writing ? (
          <ReviewForm
            requestId={requestId}
            caregiver={caregiver}
            onDone={() => setEditing(false)}
            onCancel={review ? () => setEditing(false) : undefined}
          />
        ) : (
          <SentReview review={review} onEdit={() => setEditing(true)} />
        )}
      </Stack>
    </Card>
  );
}

function SentReview({ review, onEdit }: { review: FamilyReview; onEdit: () => void }) {
  return (
    <Stack gap="sm">
      <Group gap="sm" justify="space-between" wrap="wrap">
        <ReviewStars rating={review.rating} />
        <ReviewStatusBadge status={review.status} />
      </Group>
      {review.comment ? <Text className="written">“{review.comment}”</Text> : null}
      {review.status === 'HIDDEN' ? (
        <Alert color="sun" variant="light" title={texts.hidden}>
          <Stack gap={4}>
            <Text size="sm">{review.hideReason}</Text>
            <Text size="sm">{texts.hiddenAfter}</Text>
          </Stack>
        </Alert>
      ) : (
        <Text size="sm" c="dimmed">
          {review.status === 'PENDING' ? texts.pending : texts.published}
        </Text>
      )}
      <Group>
        <AppButton look="dark-outline" size="sm" onClick={onEdit}>
          {texts.edit}
        </AppButton>
      </Group>
    </Stack>
  );
}

function ReviewForm({
  requestId,
  caregiver,
  onDone,
  onCancel,
}: {
  requestId: number;
  caregiver: Served;
  onDone: () => void;
  onCancel?: () => void;
}) {
  const [rating, setRating] = useState(caregiver.review?.rating ?? 0);
  const [comment, setComment] = useState(caregiver.review?.comment ?? '');
  const [error, setError] = useState<string | null>(null);
  const [sent, setSent] = useState(false);
  const touch = useMedia('(max-width: 47.99em), (pointer: coarse)');
  const save = useSaveReview(requestId);
  const change = caregiver.review !== null;
  // What the family wrote or chose and has not sent: leaving the page asks first (issue: a
  // 2,000-character review went with a tap on the breadcrumb).
  const unsaved =
    !sent &&
    (comment.trim() !== (caregiver.review?.comment ?? '').trim() ||
      rating !== (caregiver.review?.rating ?? 0));

  const send = () => {
    if (rating < 1) {
      setError('Scegli da 1 a 5 stelle');
      return;
    }
    setError(null);
    save.mutate(
      { docRef: caregiver.docRef, rating, comment: comment.trim() || null, change },
      {
        onSuccess: () => {
          setSent(true);
          toast.success(texts.sent);
          onDone();
        },
        onError: (failure) =>
          setError(
            failure instanceof ApiError
              ? (Object.values(failure.fields ?? {})[0] ?? failure.message)
              : 'Non siamo riusciti a inviare la recensione. Riprova tra poco.',
          ),
      },
    );
  };

  return (
    <Stack gap="sm">
      <UnsavedChangesGuard when={unsaved && !save.isPending} />
      <Text size="sm" c="dimmed">
        {change ? texts.changeGoesBack : texts.askHint}
      </Text>
      <fieldset style={{ border: 0, padding: 0, margin: 0 }}>
        <Text component="legend" size="sm" fw={500} mb={4} p={0}>
          {texts.ratingLabel}
        </Text>
        <Rating
          value={rating}
          onChange={(value) => {
            setRating(value);
            setError(null);
          }}
          // 44 px stars for a finger (32 px were too small to hit the one meant).
          size={touch ? 44 : 'xl'}
          name={`rating-${caregiver.docRef}`}
          getSymbolLabel={(value) => (value === 0 ? 'Nessuna stella' : starLabel(value))}
        />
      </fieldset>
      <GrowTextarea
        label={texts.commentLabel}
        placeholder={texts.commentPlaceholder}
        autosize
        minRows={3}
        maxRows={8}
        maxLength={REVIEW_COMMENT_MAX}
        value={comment}
        onChange={(event) => setComment(event.currentTarget.value)}
      />
      {error ? (
        <Alert color="danger" variant="light" role="alert" p="xs">
          {error}
        </Alert>
      ) : null}
      <Group gap="sm">
        <AppButton onClick={send} loading={save.isPending}>
          {change ? texts.saveChange : texts.submit}
        </AppButton>
        {onCancel ? (
          <AppButton
            look="dark-outline"
            onClick={async () => {
              if (await confirmDiscard(unsaved)) onCancel();
            }}
          >
            {texts.cancel}
          </AppButton>
        ) : null}
      </Group>
    </Stack>
  );
}
