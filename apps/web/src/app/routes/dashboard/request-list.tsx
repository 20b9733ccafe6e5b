import { RequestListPage } from '@/features/requests/pages/request-list-page';

export const Component = RequestListPage;
