import { ApplyPage } from '@/features/caregiver-application/pages/apply-page';

export function Component() {
  return (
    <>
      <title>Lavora con noi — Equilibrio</title>
      <ApplyPage />
    </>
  );
}
