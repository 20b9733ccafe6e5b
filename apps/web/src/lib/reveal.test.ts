import { renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { revealAfterReload, useRevealAfterReload } from './reveal';

afterEach(() => {
  vi.restoreAllMocks();
  document.body.innerHTML = '';
  sessionStorage.clear();
});

/** A page as the server draws it: shown, but not the app's until adopted (`data-prerendered`). */
function drawnPage() {
  document.body.innerHTML =
    '<div data-prerendered aria-hidden="true"><section id="stato" tabindex="-1"></section></div>';
  return {
    drawn: document.querySelector<HTMLElement>('[data-prerendered]')!,
    target: document.getElementById('stato')!,
  };
}

describe('useRevealAfterReload', () => {
  it('waits for a drawn page to be live before moving the focus (it would be taken away)', async () => {
    const scrolled = vi.spyOn(HTMLElement.prototype, 'scrollIntoView').mockImplementation(() => {});
    const { drawn, target } = drawnPage();
    revealAfterReload('stato');
    renderHook(() => useRevealAfterReload());
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(target).not.toHaveFocus();
    expect(scrolled).not.toHaveBeenCalled();

    // The app adopts the page (app-tree.tsx's PageIsLive).
    drawn.removeAttribute('data-prerendered');
    await waitFor(() => expect(target).toHaveFocus());
    expect(scrolled).toHaveBeenCalledTimes(1);
  });

  it('does nothing on another page than the one that asked', () => {
    const scrolled = vi.spyOn(HTMLElement.prototype, 'scrollIntoView').mockImplementation(() => {});
    document.body.innerHTML = '<section id="stato" tabindex="-1"></section>';
    sessionStorage.setItem(
      'equilibrio:reveal-after-reload',
      JSON.stringify({ path: '/dashboard/altro', id: 'stato' }),
    );
    renderHook(() => useRevealAfterReload());
    expect(scrolled).not.toHaveBeenCalled();
    expect(document.getElementById('stato')).not.toHaveFocus();
    // And it is not kept for later.
    expect(sessionStorage.getItem('equilibrio:reveal-after-reload')).toBeNull();
  });
});
