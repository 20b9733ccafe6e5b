import { useEffect } from 'react';
import { useBlocker } from 'react-router';
import { confirm } from './confirm';

export const leavePageTexts = {
  title: 'Attenzione!',
  message: 'Ci sono delle modifiche in attesa di essere salvate, vuoi uscire comunque?',
  // 'Si' throws the typed work away: it looks like what it does, not like the way forward.
  confirmLook: 'danger',
} as const;

/**
 * Spec §2/§4: leaving a form with unsaved changes asks for confirmation first (in-app
 * navigation through the router, and closing or reloading the tab through the browser).
 */
export function UnsavedChangesGuard({ when }: { when: boolean }) {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      when && currentLocation.pathname !== nextLocation.pathname,
  );

  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    let active = true;
    void confirm(leavePageTexts).then((leave) => {
      if (!active) return;
      if (leave) blocker.proceed();
      else blocker.reset();
    });
    return () => {
      active = false;
    };
  }, [blocker]);

  useEffect(() => {
    if (!when) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [when]);

  return null;
}
