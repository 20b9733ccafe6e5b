import { type ReviewStatus, reviewStatusLabels } from '@equilibrio/contract/reviews';
import { Badge, Box, Rating } from '@mantine/core';
import { statusTagColors } from './request-status';

/** The tag of each review state, in the status tags' colours (their contrast is tested). */
const reviewTagColors = {
  PENDING: statusTagColors.pending,
  PUBLISHED: statusTagColors.primary,
  HIDDEN: statusTagColors.none,
} as const;

/** A review's state: 'In attesa di verifica', 'Pubblicata', 'Non pubblicata'. */
export function ReviewStatusBadge({ status }: { status: ReviewStatus }) {
  const { color, variant } = reviewTagColors[status];
  return (
    <Badge color={color} variant={variant} radius="sm" tt="none" size="lg" fw={600}>
      {reviewStatusLabels[status]}
    </Badge>
  );
}

/** A review's stars, read-only, named for screen readers ('4 stelle su 5'). */
export function ReviewStars({ rating }: { rating: number }) {
  return (
    <Box role="img" aria-label={`${rating} ${rating === 1 ? 'stella' : 'stelle'} su 5`}>
      <Rating value={rating} readOnly aria-hidden />
    </Box>
  );
}
