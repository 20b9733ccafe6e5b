import { act, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoute } from '@/testing/render';
import { useScrollToHash } from './use-scroll-to-hash';

/** A page whose sections arrive after a load (`ready`), as a request's do. */
function Page() {
  const [ready, setReady] = useState(false);
  useScrollToHash(ready);
  return ready ? (
    <section>
      <h2 id="segnalazioni">Segnalazioni</h2>
    </section>
  ) : (
    <button type="button" onClick={() => setReady(true)}>
      carica
    </button>
  );
}

describe('useScrollToHash', () => {
  afterEach(() => vi.restoreAllMocks());

  it('brings the section the address names into view once the page has drawn it', async () => {
    const scrolled = vi.spyOn(HTMLElement.prototype, 'scrollIntoView');
    renderRoute(<Page />, { path: '/backoffice/requests/8#segnalazioni' });
    expect(scrolled).not.toHaveBeenCalled();
    act(() => screen.getByRole('button', { name: 'carica' }).click());
    const heading = await screen.findByRole('heading', { name: 'Segnalazioni' });
    expect(scrolled).toHaveBeenCalledTimes(1);
    expect(scrolled.mock.contexts[0]).toBe(heading);
  });

  it('leaves the page where it is without a fragment', async () => {
    const scrolled = vi.spyOn(HTMLElement.prototype, 'scrollIntoView');
    renderRoute(<Page />, { path: '/backoffice/requests/8' });
    act(() => screen.getByRole('button', { name: 'carica' }).click());
    await screen.findByRole('heading', { name: 'Segnalazioni' });
    expect(scrolled).not.toHaveBeenCalled();
  });

  it('keeps the page up on a malformed fragment', async () => {
    const scrolled = vi.spyOn(HTMLElement.prototype, 'scrollIntoView');
    renderRoute(<Page />, { path: '/backoffice/requests/8#%E0%A4%A' });
    act(() => screen.getByRole('button', { name: 'carica' }).click());
    expect(await screen.findByRole('heading', { name: 'Segnalazioni' })).toBeVisible();
    expect(scrolled).not.toHaveBeenCalled();
  });
});
