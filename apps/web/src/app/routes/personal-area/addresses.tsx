import type { DashboardPageHandle } from '@/app/layouts/dashboard-pages';
import { AddressesPage } from '@/features/addresses/pages/addresses-page';

export const handle: DashboardPageHandle = {
  title: 'Indirizzi',
  heading: 'I tuoi indirizzi',
  description: 'Gli indirizzi dove svolgere i servizi. Quello predefinito è proposto per primo.',
};

export function Component() {
  return <AddressesPage />;
}
