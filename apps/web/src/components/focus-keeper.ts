import { type RefObject, useEffect } from 'react';

/**
 * The props of a place the keyboard may land on (a section, a page's header): reachable by
 * script, not by Tab, and found by the focus keeper around the control that had the focus.
 */
export const focusLanding = { tabIndex: -1, 'data-focus-landing': '' } as const;

const LANDING = '[data-focus-landing]';
/**
 * How long the keeper waits before it lands the focus: a closing Mantine dialog gives it back to
 * its opener 10 ms after it closes, and only while the focus is on the page's body.
 */
const RESCUE_AFTER_MS = 100;
/** How long (in waits) a dialog may take to fade out before a control left in it counts as left. */
const DIALOG_FADE_CHECKS = 10;
/**
 * Whether the keyboard has lost its place: the focus on the page's body, or on a landing the
 * keeper put it on. A control that knows better where it belongs may take it back then.
 */
export const keyboardLost = () => {
  const active = document.activeElement;
  return !active || active === document.body || active.matches(LANDING);
};

/** After a closing dialog gives the focus back (10 ms after it closes, Mantine's `returnFocus`). */
const TAKE_FOCUS_AFTER_MS = 100;

/**
 * A message that appears as a page opens or a dialog closes (a payment's confirmation, why the
 * login page is shown) takes the keyboard when it has no place of its own (on the page's body):
 * a screen reader reads it, and the next Tab goes on from it. The element is a `focusLanding`.
 */
export function useFocusWhenLost(ref: RefObject<HTMLElement | null>, when: boolean) {
  useEffect(() => {
    if (!when) return;
    const timer = window.setTimeout(() => {
      if (keyboardLost()) ref.current?.focus();
    }, TAKE_FOCUS_AFTER_MS);
    return () => window.clearTimeout(timer);
  }, [ref, when]);
}

/**
 * Where to land when a landing has itself gone (a review moderated out of its list, the interview
 * card of an interview called off): the landing beside it that took its place (the next one),
 * the one before it, then the landings around it. The main content is then the last resort.
 */
const fallbacksOf = (landing: HTMLElement | null): HTMLElement[] => {
  if (!landing) return [];
  const beside = (step: 'nextElementSibling' | 'previousElementSibling') => {
    let sibling = landing[step];
    while (sibling && !sibling.matches(LANDING)) sibling = sibling[step];
    return sibling instanceof HTMLElement ? sibling : null;
  };
  const around: HTMLElement[] = [];
  let up = landing.parentElement?.closest<HTMLElement>(LANDING);
  for (; up; up = up.parentElement?.closest<HTMLElement>(LANDING)) around.push(up);
  return [beside('nextElementSibling'), beside('previousElementSibling'), ...around].filter(
    (place): place is HTMLElement => place !== null,
  );
};

/** The page's main content (the skip link's target): the landing of last resort. */
const MAIN_ID = 'contenuto';

/**
 * Keeps the keyboard's place when the control that had it goes away or is disabled under it.
 * Examples: a move made, whose button is replaced by the next ones; «Prendi in carico» once
 * taken; a dialog whose opener is gone when it closes; a button busy with its call (its focus
 * comes back to it once it is free: 'Salva modifiche' left the keyboard nowhere). The browser
 * then puts focus on the page's body, and the next Tab starts again from the skip link and the
 * menu. Instead focus lands on the nearest landing around where it was: its section
 * (`focusLanding`), the dialog it was in, the section the dialog was opened from, the one beside
 * it when that section has gone too, or the page's main content; the next Tab goes on from there. Nothing moves while focus is anywhere else, after a click on the page's
 * background, say. Installed once, for the whole app.
 */
export function useFocusKeeper() {
  useEffect(() => {
    /** The control focused last, and where to land if it goes: near it, and outside any dialog. */
    let last: HTMLElement | null = null;
    let near: HTMLElement | null = null;
    let outside: HTMLElement | null = null;
    /** Where to land if `outside` goes too (`fallbacksOf`), read while it was there. */
    let outsideGone: HTMLElement[] = [];
    /** The control `last` while it was busy with its call (disabled, loading) under the focus. */
    let busy: HTMLElement | null = null;
    let timer = 0;
    /** How many times the keeper has waited for a dialog to finish going (`DIALOG_FADE_CHECKS`). */
    let waited = 0;

    const onFocusIn = (event: FocusEvent) => {
      if (!(event.target instanceof HTMLElement)) return;
      // The keyboard went on elsewhere: a button it left busy is no longer its place.
      if (event.target !== busy) busy = null;
      last = event.target;
      const landing = last.closest<HTMLElement>(LANDING);
      const dialog = last.closest<HTMLElement>('[role="dialog"]');
      if (dialog) {
        near = landing && dialog.contains(landing) ? landing : dialog;
      } else {
        near = landing;
        // A menu or a toast drawn apart from the page (a portal) is not where a dialog it opens
        // was opened from: the section of the control that opened the menu stays.
        if (landing || !last.closest('[data-portal]')) {
          outside = landing;
          outsideGone = fallbacksOf(landing);
        }
      }
    };

    const rescue = () => {
      timer = 0;
      const active = document.activeElement;
      if (active && active !== document.body) return;
      if (!last) return;
      // Still busy: its focus comes back once it is free (the change of `disabled` calls again).
      if (last === busy && last.isConnected && last.matches(':disabled')) return;
      // A control of a dialog on its way out (its fade, after the form in it was sent): still in
      // the page, but not left on purpose; its place is known once the dialog has gone.
      if (
        last.isConnected &&
        last !== busy &&
        last.closest('[role="dialog"]') &&
        waited < DIALOG_FADE_CHECKS
      ) {
        waited += 1;
        timer = window.setTimeout(rescue, RESCUE_AFTER_MS);
        return;
      }
      if (last.isConnected && !last.matches(':disabled')) {
        const wasBusy = last === busy;
        const control = last;
        last = null;
        busy = null;
        // Left on purpose (a click on the page's background): not brought back later.
        if (!wasBusy) return;
        control.focus({ preventScroll: true });
        if (document.activeElement === control) return;
        // Free again but unable to take it: the button that sent a dialog's form, the dialog
        // fading out inert (`GuardedModal`). Its place is found as a gone control's.
      }
      last = null;
      for (const to of [near, outside, ...outsideGone, document.getElementById(MAIN_ID)]) {
        if (!to?.isConnected) continue;
        // With its view kept: the section the control was in is on screen already.
        to.focus({ preventScroll: true });
        if (document.activeElement === to) return;
      }
    };
    // Counted from the last change: a wait started by an earlier one (a Tab just before Escape)
    // would end before the dialog gives the focus back.
    const later = () => {
      // Noted at once, not when the wait ends: a wait may never end (Mantine's transitions clear a
      // timeout by a number kept from an earlier one, which at times is ours).
      if (last?.isConnected && last.matches(':disabled[data-loading]') && keyboardLost()) {
        busy = last;
      }
      window.clearTimeout(timer);
      waited = 0;
      timer = window.setTimeout(rescue, RESCUE_AFTER_MS);
    };

    // Caught on the way down: no handler on the way up can stop them reaching the keeper.
    document.addEventListener('focusin', onFocusIn, true);
    document.addEventListener('focusout', later, true);
    const observer = new MutationObserver(later);
    observer.observe(document.body, {
      childList: true,
      subtree: true,
      attributes: true,
      attributeFilter: ['disabled'],
    });
    return () => {
      document.removeEventListener('focusin', onFocusIn, true);
      document.removeEventListener('focusout', later, true);
      observer.disconnect();
      window.clearTimeout(timer);
    };
  }, []);
}
