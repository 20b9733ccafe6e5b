import fs from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { afterPreloads } from './after-preloads';

const preloadLinks = () => document.head.querySelectorAll('link[rel="modulepreload"]').length;

/** Runs the drawn page's boot script as the page would, listing `hrefs` as the page's code. */
function runBootScript(hrefs: string[]) {
  const script = document.createElement('script');
  script.dataset.entry = '';
  script.dataset.preload = hrefs.join(' ');
  vi.spyOn(document, 'currentScript', 'get').mockReturnValue(script);
  const source = fs.readFileSync(path.join(import.meta.dirname, 'load-after-paint.js'), 'utf8');
  new Function(source)();
}

afterEach(() => {
  vi.restoreAllMocks();
  document.head.innerHTML = '';
  delete document.documentElement.dataset.preloading;
});

describe('afterPreloads', () => {
  it("waits for the boot script's last preload before starting, then starts in a task of its own", async () => {
    const hrefs = Array.from({ length: 20 }, (_, i) => `/assets/module-${i}.js`);
    runBootScript(hrefs);
    // A few per task (six at most): the first ones are there, the rest still to come.
    expect(preloadLinks()).toBeGreaterThan(0);
    expect(preloadLinks()).toBeLessThanOrEqual(6);
    const seen: number[] = [];
    afterPreloads(() => seen.push(preloadLinks()));
    await vi.waitFor(() => expect(seen).toHaveLength(1));
    expect(seen).toEqual([20]);
    expect('preloading' in document.documentElement.dataset).toBe(false);
  });

  it('does not list again a module the app listed already', async () => {
    const listed = document.createElement('link');
    listed.rel = 'modulepreload';
    listed.href = new URL('/assets/module-1.js', document.baseURI).href;
    document.head.append(listed);
    runBootScript(['/assets/module-0.js', '/assets/module-1.js', '/assets/module-2.js']);
    const hrefs = () =>
      Array.from(document.head.querySelectorAll<HTMLLinkElement>('link'), (l) => l.href);
    await vi.waitFor(() => expect(hrefs()).toHaveLength(3));
    expect(new Set(hrefs()).size).toBe(3);
  });

  it('starts right after the current task on a page without a boot script', async () => {
    const started = vi.fn();
    afterPreloads(started);
    expect(started).not.toHaveBeenCalled();
    await vi.waitFor(() => expect(started).toHaveBeenCalledOnce());
  });
});
