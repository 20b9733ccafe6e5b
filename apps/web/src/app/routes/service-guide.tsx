import { ServiceGuidePage } from '@/features/service-guide/pages/service-guide-page';

export function Component() {
  return (
    <>
      <title>Come funziona — Equilibrio</title>
      <ServiceGuidePage />
    </>
  );
}
