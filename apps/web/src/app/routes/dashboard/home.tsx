import { HomePage } from '@/features/requests/pages/home-page';

export const Component = HomePage;
