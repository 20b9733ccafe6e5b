import { fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '@/testing/render';
import { UnsavedChangesGuard } from './unsaved-changes-guard';

/** Whether reloading or closing the tab now has the browser ask first. */
const reloadAsks = () => {
  const event = new Event('beforeunload', { cancelable: true });
  window.dispatchEvent(event);
  return event.defaultPrevented;
};

/** Two forms on one page, each typed in or saved by a button, and a way to leave them. */
function Page() {
  const [dirty, setDirty] = useState([false, false]);
  const [shown, setShown] = useState(true);
  const toggle = (index: number) =>
    setDirty((now) => now.map((value, at) => (at === index ? !value : value)));
  return (
    <>
      {shown ? <UnsavedChangesGuard when={dirty[0]!} /> : null}
      {shown ? <UnsavedChangesGuard when={dirty[1]!} /> : null}
      <button type="button" onClick={() => toggle(0)}>
        primo
      </button>
      <button type="button" onClick={() => toggle(1)}>
        secondo
      </button>
      <button type="button" onClick={() => setShown(false)}>
        chiudi
      </button>
    </>
  );
}

describe('the leave guard, on a reload or a closed tab', () => {
  it('has the browser ask while some form on the page is unsaved, not once clean or gone', () => {
    renderRoute(<Page />);
    expect(reloadAsks()).toBe(false);
    // The second form (not the one holding the router's blocker) is typed in, then saved.
    fireEvent.click(screen.getByRole('button', { name: 'secondo' }));
    expect(reloadAsks()).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'secondo' }));
    expect(reloadAsks()).toBe(false);
    // Typed in, then the forms go (a dialog closed, a page left).
    fireEvent.click(screen.getByRole('button', { name: 'primo' }));
    expect(reloadAsks()).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'chiudi' }));
    expect(reloadAsks()).toBe(false);
  });
});
