import { DashboardLayout } from '@/app/layouts/dashboard-layout';

export const Component = DashboardLayout;
