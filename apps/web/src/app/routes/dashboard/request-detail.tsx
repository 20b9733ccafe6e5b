import { RequestDetailPage } from '@/features/requests/pages/request-detail-page';

export const Component = RequestDetailPage;
