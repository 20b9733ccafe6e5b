import { act, startTransition, use } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AdoptedApart, whenAllAdopted } from './adopted-apart';

// A page drawn by the server with two parts adopted apart, taken over as main.tsx does (a
// transition), and the signal PageIsLive (app/app-tree.tsx) waits for. `held`: the second part
// waits for something in the browser (React keeps its drawn markup meanwhile).
function Held({ until }: { until?: Promise<void> }) {
  if (until) use(until);
  return null;
}

function Page({ onClick = () => {}, held }: { onClick?: () => void; held?: Promise<void> }) {
  return (
    <main>
      <h1>Profilo</h1>
      <AdoptedApart>
        <input aria-label="Nome" defaultValue="Elena" />
      </AdoptedApart>
      <AdoptedApart>
        <Held until={held} />
        <button type="button" onClick={onClick}>
          Salva
        </button>
      </AdoptedApart>
    </main>
  );
}

let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.innerHTML = '';
});

function drawnPage() {
  const drawn = document.createElement('div');
  drawn.innerHTML = renderToString(<Page />);
  document.body.append(drawn);
  return drawn;
}

describe('AdoptedApart', () => {
  it('draws each part as a boundary of its own with a hidden mark and nothing else', () => {
    const drawn = drawnPage();
    const marks = drawn.querySelectorAll('[data-adopted-apart]');
    expect(marks).toHaveLength(2);
    for (const mark of marks) {
      expect(mark.hasAttribute('hidden')).toBe(true);
      expect(mark.hasAttribute('data-adopted')).toBe(false);
      expect(mark.previousSibling?.nodeType).toBe(Node.COMMENT_NODE); // <!--$-->
    }
    expect(drawn.textContent).toContain('Salva');
  });

  it('says the page is adopted only once every part is, and the parts work then', async () => {
    const drawn = drawnPage();
    const live = vi.fn();
    whenAllAdopted(drawn, live);
    expect(live).not.toHaveBeenCalled();

    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const clicked = vi.fn();
    await act(async () => {
      startTransition(() => {
        root = hydrateRoot(drawn, <Page onClick={clicked} held={held} />);
      });
    });
    // The first part is adopted, the second still waits: the page is not live yet.
    const marks = drawn.querySelectorAll('[data-adopted-apart]');
    expect(marks[0]?.hasAttribute('data-adopted')).toBe(true);
    expect(marks[1]?.hasAttribute('data-adopted')).toBe(false);
    expect(live).not.toHaveBeenCalled();

    await act(async () => release());
    expect(live).toHaveBeenCalledTimes(1);
    expect(drawn.querySelectorAll('[data-adopted-apart][data-adopted]')).toHaveLength(2);
    // Adopted in place, not drawn again: the field the server drew is still the one in the page.
    expect(drawn.querySelector('input')?.value).toBe('Elena');
    drawn.querySelector('button')?.click();
    expect(clicked).toHaveBeenCalledTimes(1);
  });

  it('does not wait for a part taken out of the page before it was adopted', async () => {
    const drawn = drawnPage();
    const live = vi.fn();
    whenAllAdopted(drawn, live);
    const [first, second] = drawn.querySelectorAll('[data-adopted-apart]');
    first?.setAttribute('data-adopted', '');
    await Promise.resolve();
    expect(live).not.toHaveBeenCalled();
    // A redirect, the back button or an error screen replaces the part.
    second?.parentElement?.replaceChildren();
    await vi.waitFor(() => expect(live).toHaveBeenCalledTimes(1));
  });

  it('answers at once for a page without parts, or whose parts are all adopted', () => {
    const plain = document.createElement('div');
    plain.innerHTML = '<main><h1>Richieste</h1></main>';
    const live = vi.fn();
    whenAllAdopted(plain, live);
    expect(live).toHaveBeenCalledTimes(1);

    const adopted = drawnPage();
    for (const mark of adopted.querySelectorAll('[data-adopted-apart]')) {
      mark.setAttribute('data-adopted', '');
    }
    whenAllAdopted(adopted, live);
    expect(live).toHaveBeenCalledTimes(2);
  });
});
