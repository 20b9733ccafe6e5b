import { DRAWN_INERT_MARK, DRAWN_PAGE_SHIELD_ID } from '@equilibrio/contract/first-paint';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { drawnPageShield } from './drawn-page-shield';

/** A drawn page as the server sends it (build.ts's template): its form inert, the shield after it. */
function drawnPage() {
  document.body.innerHTML = `<div id="root"><div data-prerendered aria-hidden="true"><form><input name="email" inert ${DRAWN_INERT_MARK}><button type="submit" inert ${DRAWN_INERT_MARK}>Invia</button></form></div>${drawnPageShield()}</div>`;
  return document.getElementById(DRAWN_PAGE_SHIELD_ID)!;
}

describe('the shield over a drawn page', () => {
  afterEach(() => {
    document.body.innerHTML = '';
  });

  // On a slow connection the page showed for 13–16 s before it came alive: taps did nothing, and
  // nothing said why.
  it('says, before any JavaScript, that the page is still loading, with a busy pointer', () => {
    const shield = drawnPage();
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('Caricamento della pagina…');
    // It goes with the shield when the app makes the page live (app-tree.tsx's PageIsLive).
    expect(shield.contains(status)).toBe(true);
    expect(getComputedStyle(shield).cursor).toBe('progress');
    for (const field of document.querySelectorAll(`[${DRAWN_INERT_MARK}]`)) {
      expect(getComputedStyle(field).cursor).toBe('progress');
    }
    // A tap still lands on the shield, not on the words.
    expect(getComputedStyle(status).pointerEvents).toBe('none');
  });

  it('shows only past a second (a page alive sooner shows nothing), without motion if so asked', () => {
    drawnPage();
    const css = document.querySelector(`#${DRAWN_PAGE_SHIELD_ID} style`)!.textContent!;
    expect(css).toMatch(/\.drawn-wait\{[^}]*animation:drawn-wait-in \.3s 1s both/);
    expect(css).toMatch(
      /@media \(prefers-reduced-motion:reduce\)\{\.drawn-wait\{animation-duration:0s\}\.drawn-wait-bar::before\{animation:none/,
    );
  });
});
