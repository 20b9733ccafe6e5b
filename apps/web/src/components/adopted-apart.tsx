import { type ReactNode, Suspense, useEffect, useRef } from 'react';

/** The mark of a part adopted apart, in the markup the server draws and the app's alike. */
const PART_MARK = 'data-adopted-apart';
/** Set on the mark once the app has adopted the part. */
const ADOPTED = 'data-adopted';

/**
 * A part of a page the app takes over apart (a section of a long form, a card of the back office):
 * a Suspense boundary, which React adopts after the rest of the page, in a later pass (its render
 * sliced into small tasks) and a commit of its own, not in the page's. Adopting a long page whole
 * was one task of ≈ 250–350 ms at 4× CPU (each Mantine dropdown sets its state from its refs
 * as it is adopted, which made React re-render them and run every effect of the page in that same
 * task); in two commits the longest is about half of that.
 * Nothing waits or shows differently: on a page drawn in the browser the part renders at once (its
 * children must not suspend: a lazy component inside would show nothing until it loads). The drawn
 * page stays shielded until every part is adopted (whenAllAdopted, app/app-tree.tsx).
 */
export function AdoptedApart({ children }: { children: ReactNode }) {
  return (
    <Suspense fallback={null}>
      <AdoptionMark />
      {children}
    </Suspense>
  );
}

function AdoptionMark() {
  const mark = useRef<HTMLSpanElement>(null);
  useEffect(() => {
    mark.current?.setAttribute(ADOPTED, '');
  }, []);
  return <span ref={mark} hidden {...{ [PART_MARK]: '' }} />;
}

/** Past this, the page is made live whatever its parts: a shield left up would block it for good. */
const LONGEST_WAIT_MS = 10_000;

/**
 * Calls `then` once every part of the drawn page `drawn` still in it is adopted: at once when it
 * has none or they are all adopted already, else when the last one is — or is taken out of the
 * page before it is adopted (a redirect to the sign-in, the browser's back button, an error
 * screen), or after ten seconds at the most. Answers a function that stops waiting.
 */
export function whenAllAdopted(drawn: Element, then: () => void): () => void {
  const allAdopted = () =>
    [...drawn.querySelectorAll(`[${PART_MARK}]`)].every((mark) => mark.hasAttribute(ADOPTED));
  if (allAdopted()) {
    then();
    return () => {};
  }
  const done = () => {
    observer.disconnect();
    clearTimeout(timeout);
    then();
  };
  const observer = new MutationObserver(() => {
    if (allAdopted()) done();
  });
  observer.observe(drawn, { subtree: true, childList: true, attributeFilter: [ADOPTED] });
  const timeout = setTimeout(done, LONGEST_WAIT_MS);
  return () => {
    observer.disconnect();
    clearTimeout(timeout);
  };
}
