import { EmailHandlerPage } from '@/features/auth/pages/email-handler-page';

export function Component() {
  return (
    <>
      <title>Gestione account — Equilibrio</title>
      <EmailHandlerPage />
    </>
  );
}
