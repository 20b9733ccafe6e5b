import type { Session } from '@equilibrio/contract/session';
import { Alert, Center, Loader, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { AppButton } from '@/components/app-button';
import { signOut, useAuth } from '@/lib/auth';
import { useSession } from '../api/get-session';
import { NotAuthorized } from './not-authorized';
import { StaffSignIn } from './staff-sign-in';

function FullPageLoader() {
  return (
    <Center mih="100dvh">
      <Loader aria-label="Caricamento" />
    </Center>
  );
}

/**
 * Only family tutors get past: signed out (or anonymous) → the staff sign-in form; a customer →
 * 'Non autorizzato'. The role is the API's (`GET /api/v1/session`), not the client's guess.
 */
export function BackofficeGate({ children }: { children: (session: Session) => ReactNode }) {
  const auth = useAuth();
  const uid = auth.status === 'signed-in' ? auth.user.uid : null;
  const session = useSession(uid);

  if (auth.status === 'loading') return <FullPageLoader />;
  if (auth.status !== 'signed-in') return <StaffSignIn />;
  if (session.isPending) return <FullPageLoader />;
  if (session.isError) {
    return (
      <Center mih="100dvh" p="md">
        <Stack maw={420}>
          <Alert color="danger" variant="light" role="alert" title="Accesso non verificato">
            Non è stato possibile verificare il tuo account. Controlla la connessione e riprova.
          </Alert>
          <AppButton onClick={() => session.refetch()}>Riprova</AppButton>
          <AppButton look="dark-outline" onClick={() => void signOut()}>
            Esci
          </AppButton>
        </Stack>
      </Center>
    );
  }
  if (session.data.role !== 'tutor') {
    return <NotAuthorized email={session.data.email} onSignOut={() => void signOut()} />;
  }
  return children(session.data);
}
