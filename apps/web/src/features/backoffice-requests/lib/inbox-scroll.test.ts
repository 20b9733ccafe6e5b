import { renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useInboxScrollKept } from './inbox-scroll';

const scrollTo = vi.fn();
/** The window scrolled to `y` by the tutor (a scroll event, as the browser sends it). */
const scrolled = (y: number) => {
  Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
  window.dispatchEvent(new Event('scroll'));
};

describe('the inbox kept where the tutor left it', () => {
  afterEach(() => {
    scrolled(0);
    scrollTo.mockReset();
  });

  it('comes back scrolled where she was, with the same filters, once its rows are drawn', () => {
    vi.spyOn(window, 'scrollTo').mockImplementation(scrollTo);
    const inbox = renderHook(({ ready }) => useInboxScrollKept('tutor-1', 'status=NUOVA', ready), {
      initialProps: { ready: true },
    });
    scrolled(1000);
    inbox.unmount();
    // The request's page, then '← Richieste': a new page at the top.
    scrolled(0);
    const back = renderHook(({ ready }) => useInboxScrollKept('tutor-1', 'status=NUOVA', ready), {
      initialProps: { ready: false },
    });
    expect(scrollTo).not.toHaveBeenCalled();
    back.rerender({ ready: true });
    expect(scrollTo).toHaveBeenCalledWith({ top: 1000 });
    // Once: the rows read again later (a refocus) do not pull her back.
    scrollTo.mockClear();
    back.rerender({ ready: false });
    back.rerender({ ready: true });
    expect(scrollTo).not.toHaveBeenCalled();
  });

  it('leaves other filters, another tutor and a page already scrolled at their place', () => {
    vi.spyOn(window, 'scrollTo').mockImplementation(scrollTo);
    const inbox = renderHook(() => useInboxScrollKept('tutor-1', 'status=NUOVA', true));
    scrolled(800);
    inbox.unmount();
    scrolled(0);
    renderHook(() => useInboxScrollKept('tutor-1', 'status=PAGATO', true)).unmount();
    renderHook(() => useInboxScrollKept('tutor-2', 'status=NUOVA', true)).unmount();
    scrolled(300);
    renderHook(() => useInboxScrollKept('tutor-1', 'status=NUOVA', true));
    expect(scrollTo).not.toHaveBeenCalled();
  });
});
