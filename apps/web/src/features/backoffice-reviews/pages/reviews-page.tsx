import { type ReviewStatus, reviewStatusLabels } from '@equilibrio/contract/reviews';
import { Box, Stack } from '@mantine/core';
import { ChoiceControl } from '@/components/choice-control';
import { PageHeader } from '@/components/page-header';
import { emptyPage, PagePagination, QueryView } from '@/components/query-view';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useListFilter, usePages } from '@/lib/use-pages';
import { useReviewPage } from '../api/reviews';
import { ReviewItem } from '../components/review-item';

const PAGE_SIZE = 20;
type Filter = 'ALL' | ReviewStatus;

/**
 * The moderation inbox of the families' reviews (issue 23 item 6): the ones waiting for a tutor
 * first, oldest wait first; a tutor publishes each or keeps it from the profile with a reason.
 */
export function ReviewsPage() {
  useDocumentTitle('Recensioni | Back office Equilibrio');
  const [filter, setFilter] = useListFilter<Filter>(
    'status',
    ['ALL', 'PENDING', 'PUBLISHED', 'HIDDEN'],
    'ALL',
  );
  const { page, pagination } = usePages();
  const reviews = useReviewPage({
    status: filter === 'ALL' ? undefined : filter,
    page,
    pageSize: PAGE_SIZE,
  });
  const counts = reviews.data?.counts;
  const label = (status: ReviewStatus) =>
    counts ? `${reviewStatusLabels[status]} (${counts[status]})` : reviewStatusLabels[status];

  return (
    <>
      <PageHeader
        title="Recensioni"
        description="Le recensioni delle famiglie dopo il servizio: pubblicale sul profilo del caregiver o spiega alla famiglia perché non le pubblichiamo."
      />
      <Box mb="lg">
        <ChoiceControl
          label="Mostra"
          value={filter}
          onChange={(value) => setFilter(value as Filter)}
          data={[
            { value: 'ALL', label: 'Tutte' },
            { value: 'PENDING', label: label('PENDING') },
            { value: 'PUBLISHED', label: label('PUBLISHED') },
            { value: 'HIDDEN', label: label('HIDDEN') },
          ]}
        />
      </Box>
      <QueryView
        query={reviews}
        loading="Caricamento delle recensioni"
        isEmpty={(data) => data.content.length === 0}
        empty={emptyPage(pagination, reviews.data?.totalPages, 'Nessuna recensione qui.')}
      >
        {(data) => (
          <Stack gap="sm" maw={920}>
            {data.content.map((review) => (
              <ReviewItem key={review.id} review={review} />
            ))}
            <PagePagination total={data.totalPages} {...pagination} />
          </Stack>
        )}
      </QueryView>
    </>
  );
}
