import { useEffect, useState } from 'react';
import { LoginPage } from '@/features/auth/pages/login-page';
import { clearLoginNotice, peekLoginNotice } from '../login-notice';
import { publicOnlyLoader } from './public-only';

export const loader = publicOnlyLoader;

export function Component() {
  const [notice] = useState(peekLoginNotice);
  useEffect(clearLoginNotice, []);
  return (
    <>
      <title>Accedi — Equilibrio</title>
      <LoginPage notice={notice} />
    </>
  );
}
