import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { mockApi } from '@/testing/mock-fetch';
import { renderRoute } from '@/testing/render';
import { CaregiverReviewsPanel } from './caregiver-reviews-panel';

vi.mock('@/lib/auth', () => import('@/testing/fake-auth'));

describe('the caregiver’s reviews, for the tutor', () => {
  it('says once that no family has left a review yet', async () => {
    mockApi({
      'GET /v1/backoffice/caregivers/cg-elisa/reviews': { body: { rating: null, reviews: [] } },
    });
    renderRoute(<CaregiverReviewsPanel docRef="cg-elisa" />);
    expect(
      await screen.findByText('Nessuna famiglia ha ancora lasciato una recensione.'),
    ).toBeVisible();
    expect(screen.queryByText(/Nessuna recensione pubblicata/)).toBeNull();
  });
});
