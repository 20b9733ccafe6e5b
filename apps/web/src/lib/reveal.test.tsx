import { useQuery } from '@tanstack/react-query';
import { act, renderHook, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoute } from '@/testing/render';
import { revealAfterReload, useRevealAfterReload, useRevealHash } from './reveal';

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

/** A promise settled from outside: a page's data arriving when the test says. */
function later<T>() {
  let settle!: (value: T) => void;
  const promise = new Promise<T>((resolve) => {
    settle = resolve;
  });
  return { promise, settle };
}

/**
 * A page as Home is: its conversation (`#messaggi`) shown once its own data has come, below
 * requests that load apart (`requests`).
 */
function Page({ thread, requests }: { thread: Promise<number>; requests: Promise<number> }) {
  useRevealHash();
  const messages = useQuery({ queryKey: ['thread'], queryFn: () => thread });
  const cards = useQuery({ queryKey: ['requests'], queryFn: () => requests });
  const [more, setMore] = useState(false);
  const extra = useQuery({
    queryKey: ['more'],
    queryFn: () =>
      new Promise<string>((resolve) => setTimeout(() => resolve('Altro caricato'), 30)),
    enabled: more,
  });
  return (
    <>
      {cards.data ? <p>{cards.data} richieste</p> : null}
      {messages.data ? (
        <section>
          <h2 id="messaggi">Messaggi con il family tutor</h2>
        </section>
      ) : null}
      <button type="button" onClick={() => setMore(true)}>
        altro
      </button>
      {extra.data ? <p>{extra.data}</p> : null}
    </>
  );
}

/** A card that loads its own part once drawn (a caregiver's reviews, under the request's data). */
function Card({ part }: { part: Promise<string> }) {
  const own = useQuery({ queryKey: ['part'], queryFn: () => part });
  return <p>{own.data ?? 'carico…'}</p>;
}

/** A request's page: its data first, then the cards it draws load theirs, the conversation below. */
function DetailPage({ request, part }: { request: Promise<number>; part: Promise<string> }) {
  useRevealHash();
  const data = useQuery({ queryKey: ['request'], queryFn: () => request });
  return data.data ? (
    <>
      <Card part={part} />
      <section>
        <h2 id="messaggi">Messaggi con il family tutor</h2>
      </section>
    </>
  ) : null;
}

describe('useRevealHash', () => {
  const scrolls = () =>
    vi.spyOn(HTMLElement.prototype, 'scrollIntoView').mockImplementation(() => {});
  /** A moment for an effect that would scroll to run. */
  const pause = () => new Promise((resolve) => setTimeout(resolve, 50));
  const expectNoScrollYet = async (scrolled: ReturnType<typeof scrolls>) => {
    await pause();
    expect(scrolled).not.toHaveBeenCalled();
  };

  it('brings the section the address names into view once drawn and the page’s data is in', async () => {
    const scrolled = scrolls();
    const thread = later<number>();
    const requests = later<number>();
    renderRoute(<Page thread={thread.promise} requests={requests.promise} />, {
      path: '/dashboard/home#messaggi',
    });
    // The conversation is drawn; the requests above it are still to come (they would push it down).
    await act(async () => thread.settle(1));
    const heading = await screen.findByRole('heading', { name: 'Messaggi con il family tutor' });
    await expectNoScrollYet(scrolled);

    await act(async () => requests.settle(13));
    await waitFor(() => expect(scrolled).toHaveBeenCalledTimes(1));
    expect(scrolled.mock.contexts[0]).toBe(heading);

    // Once per visit: what loads later (the family scrolling on) leaves the page where it is.
    act(() => screen.getByRole('button', { name: 'altro' }).click());
    await screen.findByText('Altro caricato');
    await pause();
    expect(scrolled).toHaveBeenCalledTimes(1);
  });

  it('waits for a section drawn after the page’s data', async () => {
    const scrolled = scrolls();
    const thread = later<number>();
    renderRoute(<Page thread={thread.promise} requests={Promise.resolve(2)} />, {
      path: '/dashboard/home#messaggi',
    });
    await screen.findByText('2 richieste');
    await expectNoScrollYet(scrolled);
    await act(async () => thread.settle(1));
    await waitFor(() => expect(scrolled).toHaveBeenCalledTimes(1));
  });

  it('waits for the parts the page’s data draws to load theirs', async () => {
    const scrolled = scrolls();
    const request = later<number>();
    const part = later<string>();
    renderRoute(<DetailPage request={request.promise} part={part.promise} />, {
      path: '/dashboard/request-detail/7#messaggi',
    });
    await act(async () => request.settle(7));
    await screen.findByRole('heading', { name: 'Messaggi con il family tutor' });
    await expectNoScrollYet(scrolled);
    await act(async () => part.settle('5 su 5'));
    await screen.findByText('5 su 5');
    await waitFor(() => expect(scrolled).toHaveBeenCalledTimes(1));
  });

  it.each([
    ['without a fragment', '/dashboard/home'],
    ['on a malformed fragment', '/dashboard/home#%E0%A4%A'],
  ])('leaves the page where it is %s', async (_, path) => {
    const scrolled = scrolls();
    renderRoute(<Page thread={Promise.resolve(1)} requests={Promise.resolve(2)} />, { path });
    await screen.findByRole('heading', { name: 'Messaggi con il family tutor' });
    await screen.findByText('2 richieste');
    await expectNoScrollYet(scrolled);
  });
});
