import { formatRating } from '@equilibrio/contract/published-reviews';
import { Stack, Text } from '@mantine/core';
import { QueryView } from '@/components/query-view';
import { SectionCard } from '@/components/section-card';
import { useCaregiverReviews } from '../api/reviews';
import { ReviewItem } from './review-item';

/** The caregiver page's reviews: every one, newest first, and the average families read. */
export function CaregiverReviewsPanel({ docRef }: { docRef: string }) {
  const reviews = useCaregiverReviews(docRef);
  return (
    <Stack maw={920} mt="lg">
      <SectionCard title="Recensioni delle famiglie" id="caregiver-reviews">
        <QueryView query={reviews} loading="Caricamento delle recensioni">
          {(data) =>
            data.reviews.length === 0 ? (
              // Said once: no 'Nessuna recensione pubblicata' above it.
              <Text size="sm" c="ink.5">
                Nessuna famiglia ha ancora lasciato una recensione.
              </Text>
            ) : (
              <Stack gap="sm">
                <Text size="sm" c="ink.6">
                  {data.rating
                    ? `Media sul profilo: ${formatRating(data.rating.average)} su 5 (${data.rating.count} ${data.rating.count === 1 ? 'recensione pubblicata' : 'recensioni pubblicate'}).`
                    : 'Nessuna recensione pubblicata sul profilo.'}
                </Text>
                {data.reviews.map((review) => (
                  <ReviewItem key={review.id} review={review} showCaregiver={false} />
                ))}
              </Stack>
            )
          }
        </QueryView>
      </SectionCard>
    </Stack>
  );
}
