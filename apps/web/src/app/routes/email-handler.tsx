import { useSearchParams } from 'react-router';
import { EmailHandlerPage } from '@/features/auth/pages/email-handler-page';
import { EmailLinkSignInPage } from '@/features/auth/pages/email-link-page';

export function Component() {
  const [params] = useSearchParams();
  // mode=signIn: the sign-in link (its own page); the other modes: the account actions.
  if (params.get('mode') === 'signIn') {
    return (
      <>
        <title>Accedi — Equilibrio</title>
        <EmailLinkSignInPage />
      </>
    );
  }
  return (
    <>
      <title>Gestione account — Equilibrio</title>
      <EmailHandlerPage />
    </>
  );
}
