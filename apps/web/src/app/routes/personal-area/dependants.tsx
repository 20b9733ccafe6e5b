import type { DashboardPageHandle } from '@/app/layouts/dashboard-pages';
import { DependantsPage } from '@/features/dependants/pages/dependants-page';

export const handle: DashboardPageHandle = {
  title: 'Assistiti',
  heading: 'I tuoi assistiti',
  description: 'Le persone e gli animali di cui ci prendiamo cura per te.',
};

export function Component() {
  return <DependantsPage />;
}
