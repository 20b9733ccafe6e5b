import { HandOverPage } from '@/features/requests/pages/hand-over-page';

export const Component = HandOverPage;
