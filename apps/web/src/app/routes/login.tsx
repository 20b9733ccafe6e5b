import { useEffect, useState } from 'react';
import { LoginPage } from '@/features/auth/pages/login-page';
import { clearLoginNotice, peekLoginNotice } from '@/lib/login-notice';
import { publicOnlyLoader } from './public-only';

export const loader = publicOnlyLoader;

export function Component() {
  // Read once the page is the browser's: the server draws it without this tab's storage, and a
  // notice in the first render made it differ from the drawn page (React's hydration error #418,
  // the page drawn again). Kept if a second run of the effect (React's checks) finds it cleared.
  const [notice, setNotice] = useState<string | null>(null);
  useEffect(() => {
    const found = peekLoginNotice();
    if (found) setNotice(found.message);
    clearLoginNotice();
  }, []);
  return (
    <>
      <title>Accedi — Equilibrio</title>
      <LoginPage notice={notice} />
    </>
  );
}
