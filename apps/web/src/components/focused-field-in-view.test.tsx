import { render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { keepInViewWhileSettling, useFocusedFieldInView } from './focused-field-in-view';

function Page() {
  useFocusedFieldInView();
  return (
    <>
      <button type="button">Rispondi</button>
      <textarea aria-label="Messaggio" />
    </>
  );
}

/** A ResizeObserver whose callback the test calls, as a layout change would. */
function observedResizes() {
  const observing = new Set<() => void>();
  vi.stubGlobal(
    'ResizeObserver',
    class {
      constructor(readonly callback: () => void) {}
      observe() {
        observing.add(this.callback);
      }
      disconnect() {
        observing.delete(this.callback);
      }
    },
  );
  return () => {
    for (const callback of observing) callback();
  };
}

/** The reply box, drawn below the window's edge (as content loaded above it pushed it). */
function pushedDown(field: HTMLElement) {
  vi.spyOn(field, 'getBoundingClientRect').mockReturnValue({
    top: window.innerHeight + 10,
    bottom: window.innerHeight + 80,
  } as DOMRect);
  const scrolled = vi.fn();
  field.scrollIntoView = scrolled;
  return scrolled;
}

describe('a field the app puts the keyboard in', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('stays in view while what loads above it pushes it down', () => {
    const resized = observedResizes();
    const { getByLabelText } = render(<Page />);
    const box = getByLabelText('Messaggio');
    const scrolled = pushedDown(box);
    box.focus();
    resized();
    expect(scrolled).toHaveBeenCalledWith({ block: 'nearest' });
  });

  it('is left where the person put it: a field they clicked', () => {
    const resized = observedResizes();
    const { getByLabelText } = render(<Page />);
    const box = getByLabelText('Messaggio');
    const scrolled = pushedDown(box);
    box.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    box.focus();
    resized();
    expect(scrolled).not.toHaveBeenCalled();
  });

  it('stops once the person scrolls', () => {
    const resized = observedResizes();
    const { getByLabelText } = render(<Page />);
    const box = getByLabelText('Messaggio');
    const scrolled = pushedDown(box);
    box.focus();
    document.dispatchEvent(new Event('wheel', { bubbles: true }));
    resized();
    expect(scrolled).not.toHaveBeenCalled();
  });

  it('is kept in view when the app says so, even focused in the moment of a click (Rispondi)', () => {
    const resized = observedResizes();
    const { getByLabelText, getByRole } = render(<Page />);
    const box = getByLabelText('Messaggio');
    const scrolled = pushedDown(box);
    getByRole('button', { name: 'Rispondi' }).dispatchEvent(
      new Event('pointerdown', { bubbles: true }),
    );
    box.focus();
    keepInViewWhileSettling(box);
    resized();
    expect(scrolled).toHaveBeenCalledWith({ block: 'nearest' });
  });
});
