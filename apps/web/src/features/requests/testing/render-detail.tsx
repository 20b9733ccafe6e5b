import { renderRoute } from '@/testing/render';
import { RequestDetailPage } from '../pages/request-detail-page';
import { makeQuotedRequest } from './fixtures';

/** The customer's request page at /dashboard/request-detail/{id} (request 10 unless told). */
export const renderDetail = (id: number | string = 10) =>
  renderRoute([{ path: '/dashboard/request-detail/:requestId', element: <RequestDetailPage /> }], {
    path: `/dashboard/request-detail/${id}`,
  });

/** Request 10, quoted, in `status`. */
export const requestIn = (status: string) => makeQuotedRequest({ id: 10, status });
