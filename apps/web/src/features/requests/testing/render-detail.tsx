import { renderRoute } from '@/testing/render';
import { RequestDetailPage } from '../pages/request-detail-page';
import { appointment, makeCaregiver, makeQuotedRequest, rounds } from './fixtures';

/** The customer's request page at /dashboard/request-detail/{id} (request 10 unless told). */
export const renderDetail = (id: number | string = 10) =>
  renderRoute([{ path: '/dashboard/request-detail/:requestId', element: <RequestDetailPage /> }], {
    path: `/dashboard/request-detail/${id}`,
  });

/** Request 10, quoted, in `status`. */
export const requestIn = (status: string) => makeQuotedRequest({ id: 10, status });

/**
 * The API of request 10 in SELEZIONE COMPLETATA: its rounds, its interview and Martina Rossi,
 * chosen and started (`martina` adds to her record).
 */
export const completedRequestApi = (martina: Parameters<typeof makeCaregiver>[1]) => ({
  // The server's one rule gives the request and its caregiver the same open substitution.
  'GET /v2/requests/10': () => ({
    body: {
      ...requestIn('SELEZIONE COMPLETATA'),
      substitutionAskedAt: martina?.substitutionRequestedAt ?? null,
    },
  }),
  'GET /v1/request-service-records/request/10': () => ({ body: rounds }),
  'GET /v1/scheduled-appointments/find/10': () => ({ body: appointment }),
  'GET /v1/caregiver-selection/request/10/phase/CHOSEN': () => ({
    body: [makeCaregiver('Martina Rossi', { chosen: true, started: true, ...martina })],
  }),
});
