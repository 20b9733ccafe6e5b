import { SignUpPage } from '@/features/auth/pages/sign-up-page';
import { setLoginNotice } from '@/lib/login-notice';
import { publicOnlyLoader } from './public-only';

export const loader = publicOnlyLoader;

export function Component() {
  return (
    <>
      <title>Registrati — Equilibrio</title>
      <SignUpPage onLeaveSignedOut={setLoginNotice} />
    </>
  );
}
