import { MantineProvider } from '@mantine/core';
import { act, render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PageAnnouncer } from './page-announcer';

/** What the app does on a new page: the address first, then its title. */
async function goTo(path: string, title: string) {
  window.history.pushState(null, '', path);
  document.title = title;
  await act(async () => {
    await vi.advanceTimersByTimeAsync(500);
  });
}

describe('the page announcer', () => {
  afterEach(() => {
    vi.useRealTimers();
    window.history.replaceState(null, '', '/');
  });

  it("says the new page's name when the app moves to another page, not for a search in the same page", async () => {
    vi.useFakeTimers();
    window.history.replaceState(null, '', '/dashboard/home');
    document.title = 'Home — Equilibrio';
    const { container } = render(
      <MantineProvider>
        <PageAnnouncer />
      </MantineProvider>,
    );
    const status = container.querySelector('[data-page-announcer]');
    expect(status).toHaveTextContent('');
    await goTo('/dashboard/personal-area/dependant', 'Assistiti — Equilibrio');
    expect(status).toHaveTextContent(/^Assistiti$/);
    await goTo('/dashboard/personal-area/dependant?q=x', 'Assistiti (1) — Equilibrio');
    expect(status).toHaveTextContent(/^Assistiti$/);
    await goTo('/dashboard/request-list', 'Elenco richieste — Equilibrio');
    expect(status).toHaveTextContent(/^Elenco richieste$/);
  });
});
