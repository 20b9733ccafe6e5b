import { useEffect, useId, useSyncExternalStore } from 'react';
import { useBlocker } from 'react-router';
import { confirm } from './confirm';

export const leavePageTexts = {
  title: 'Attenzione!',
  message: 'Ci sono delle modifiche in attesa di essere salvate, vuoi uscire comunque?',
  // 'Si' throws the typed work away: it looks like what it does, not like the way forward.
  confirmLook: 'danger',
} as const;

/**
 * Has the browser ask before the tab is closed or reloaded (its own question, its own words):
 * `preventDefault` as the standard says, and a `returnValue` for the browsers that only read that
 * (Chromium before 119, on which phones' other browsers still run: a reload wiped a half-filled
 * form with no question).
 */
function askBeforeUnload(event: BeforeUnloadEvent) {
  event.preventDefault();
  event.returnValue = true;
}

/**
 * The one register of typed work on screen: each guard (a form, a review, a reply, a dialog)
 * puts in whether it holds unsaved text, and one of them — the first mounted — holds the router's
 * blocker for all (the router heeds one blocker at a time: a second form's guard on the same page
 * silenced the first, so a half-written review went with a tap on the breadcrumb).
 */
const holders = new Map<string, boolean>();
const listeners = new Set<() => void>();
const notify = () => {
  for (const listener of listeners) listener();
};
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
/** Whether some typed work on screen is unsaved: leaving the page then asks first. */
export const anyUnsaved = () => [...holders.values()].some(Boolean);
const firstHolder = () => holders.keys().next().value ?? null;

/** Puts this guard's `when` in the register; true for the one guard that holds the blocker. */
function useUnsavedChangesGuard(when: boolean) {
  const id = useId();
  useEffect(() => {
    holders.set(id, false);
    notify();
    return () => {
      holders.delete(id);
      notify();
    };
  }, [id]);
  useEffect(() => {
    if (!holders.has(id) || holders.get(id) === when) return;
    holders.set(id, when);
    notify();
  }, [id, when]);
  const leader = useSyncExternalStore(subscribe, firstHolder, firstHolder) === id;
  const unsaved = useSyncExternalStore(subscribe, anyUnsaved, anyUnsaved);
  return leader && unsaved;
}

/**
 * Spec §2/§4: leaving a form with unsaved changes asks for confirmation first (in-app
 * navigation through the router, and closing or reloading the tab through the browser).
 * Any number may be on one page; one question is asked for all.
 */
export function UnsavedChangesGuard({ when }: { when: boolean }) {
  const holdsBlocker = useUnsavedChangesGuard(when);
  return holdsBlocker ? <LeaveBlocker /> : null;
}

/** The router's blocker and the browser's leave question, while some typed work is unsaved. */
function LeaveBlocker() {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      anyUnsaved() && currentLocation.pathname !== nextLocation.pathname,
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
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (anyUnsaved()) askBeforeUnload(event);
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, []);

  return null;
}
