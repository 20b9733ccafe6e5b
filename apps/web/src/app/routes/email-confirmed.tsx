import { EmailConfirmedPage } from '@/features/auth/pages/email-confirmed-page';

export function Component() {
  return (
    <>
      <title>Email confermata — Equilibrio</title>
      <EmailConfirmedPage />
    </>
  );
}
