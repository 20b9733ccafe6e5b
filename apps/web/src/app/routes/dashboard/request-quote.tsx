import { RequestQuotePage } from '@/features/requests/pages/request-quote-page';

export const Component = RequestQuotePage;
