import { type BrowserContext, expect, type Locator, type Page } from '@playwright/test';

/**
 * Every layout shift of the page from its first byte (read with layoutShifts): its value and what
 * moved (the element, from where to where), so a failure says which part of the page moved.
 */
export function recordLayoutShifts(page: Page) {
  return page.addInitScript(() => {
    type Source = {
      node?: Node | null;
      previousRect: DOMRectReadOnly;
      currentRect: DOMRectReadOnly;
    };
    const shifts: string[] = [];
    (window as unknown as { shifts: string[] }).shifts = shifts;
    const rect = (r: DOMRectReadOnly) => `${r.x},${r.y} ${r.width}×${r.height}`;
    const describe = (node?: Node | null) => {
      const element = node instanceof Element ? node : node?.parentElement;
      if (!element) return '?';
      const text = (element.textContent ?? '').trim().slice(0, 30);
      return `${element.tagName.toLowerCase()}.${Array.from({ length: Math.min(2, element.classList.length) }, (_, i) => element.classList.item(i)).join('.')} "${text}"`;
    };
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        const shift = entry as unknown as { value: number; sources?: Source[] };
        const moved = (shift.sources ?? [])
          .map((s) => `${describe(s.node)} ${rect(s.previousRect)} → ${rect(s.currentRect)}`)
          .join('; ');
        shifts.push(`${shift.value}: ${moved}`);
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}
export const layoutShifts = (page: Page) =>
  page.evaluate(() => (window as unknown as { shifts: string[] }).shifts);

/**
 * When the page was first painted, when each of its scripts was asked for and which stylesheets
 * were fetched, recorded from its first byte by the browser's own observers (they keep real time
 * under a fake clock).
 */
function recordTimings(page: Page) {
  return page.addInitScript(() => {
    const timings = { paint: null as number | null, code: [] as number[], styles: [] as string[] };
    (window as unknown as { timings: typeof timings }).timings = timings;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntriesByName('first-contentful-paint'))
        timings.paint = entry.startTime;
    }).observe({ type: 'paint', buffered: true });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries())
        if (/\/assets\/.*\.js$/.test(entry.name) && !entry.name.includes('load-after-paint'))
          timings.code.push(entry.startTime);
        else if (/\.css$/.test(entry.name)) timings.styles.push(new URL(entry.name).pathname);
    }).observe({ type: 'resource', buffered: true });
  });
}

/** What React reports when it cannot adopt a drawn page (the production build's codes). */
export const isHydrationError = (text: string) => /hydrat|#418|#419|#423|#425/i.test(text);

/**
 * A page load with the app's code: whether the page came drawn, whether the app adopted the drawn
 * page (its first element, noted before the code runs, is still there: hydration keeps it, a
 * second render replaces it) and what it logged as errors, once the app has taken over. The
 * browser's clock runs thirty hours ahead of the server's, on another day: a text counted from
 * "now" ('in attesa da 3 min') must come from the drawn data, and a day ('oggi', the last 90
 * days, an age) from the drawing's instant (lib/server-clock.ts pageNow), never from the clock —
 * else it differs by the time the page took to arrive (across midnight, by a day), and React
 * cannot adopt it.
 */
export async function adoption(context: BrowserContext, address: string) {
  const live = await context.newPage();
  await recordLayoutShifts(live);
  await recordTimings(live);
  await live.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      (window as unknown as { drawnNode: Element | null }).drawnNode =
        document.querySelector('[data-prerendered] > *');
    });
    // Every use of Intl, which loads the browser's locale data in one long task on a slow phone
    // (the contract's italian-format.ts writes numbers and dates out instead).
    const uses: string[] = [];
    (window as unknown as { intlUses: string[] }).intlUses = uses;
    const intl = Intl as unknown as Record<string, unknown>;
    for (const name of ['DateTimeFormat', 'NumberFormat', 'Collator', 'PluralRules']) {
      const original = intl[name] as new (...args: unknown[]) => object;
      intl[name] = new Proxy(original, {
        construct: (target, args) => {
          uses.push(name);
          return Reflect.construct(target, args);
        },
        apply: (target, self, args) => {
          uses.push(name);
          return Reflect.apply(target, self, args);
        },
      });
    }
    for (const [proto, method] of [
      [Number.prototype, 'toLocaleString'],
      [Date.prototype, 'toLocaleString'],
      [Date.prototype, 'toLocaleDateString'],
      [String.prototype, 'localeCompare'],
    ] as const) {
      const original = (proto as unknown as Record<string, (...args: unknown[]) => unknown>)[
        method
      ]!;
      (proto as unknown as Record<string, unknown>)[method] = function (
        this: unknown,
        ...args: unknown[]
      ) {
        uses.push(method);
        return original.apply(this, args);
      };
    }
  });
  await live.clock.setFixedTime(new Date(Date.now() + 30 * 3_600_000));
  const errors: string[] = [];
  live.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  live.on('pageerror', (error) => errors.push(error.message));
  await live.goto(address);
  await expect(live.locator('[data-prerendered]')).toHaveCount(0);
  await expect(live.locator('#root > *').first()).toBeVisible();
  const { drawnHere, adopted, intlUses } = await live.evaluate(() => {
    const node = (window as unknown as { drawnNode: Element | null }).drawnNode;
    const uses = (window as unknown as { intlUses: string[] }).intlUses;
    return { drawnHere: Boolean(node), adopted: Boolean(node?.isConnected), intlUses: uses };
  });
  return { live, drawnHere, adopted, errors, intlUses };
}

/**
 * Any page comes drawn, with its visitor's data, by the same mechanism. Held without JavaScript
 * it shows `landmarks` (found including hidden elements: the drawn page is shielded and hidden from
 * assistive technology until the app adopts it, so nothing typed is lost); with it, the app
 * hydrates the drawn page — adopts it, no second render — with nothing moved, its code fetched
 * only once the page is on screen. Returns the live page.
 */
export async function drawnThenHydrated(
  context: BrowserContext,
  address: string,
  landmarks: (page: Page) => Locator[],
) {
  const held = await context.newPage();
  // The app's code never arrives; the page's small boot script does.
  await held.route('**/assets/*.js', (route) =>
    route.request().url().includes('/load-after-paint-') ? route.continue() : route.abort(),
  );
  await held.goto(address);
  for (const landmark of landmarks(held)) await expect(landmark).toBeVisible();
  await expect(held.locator('#root > [data-prerendered][aria-hidden="true"]')).toHaveCount(1);
  // Until the app adopts it nothing in it is live: a tap lands on the shield over it, the
  // keyboard's focus does not stay in it, its fields are inert.
  // (The shield: DRAWN_PAGE_SHIELD_ID of the contract's first-paint.ts.)
  expect(
    await held.evaluate(() => document.elementFromPoint(innerWidth / 2, innerHeight / 2)?.id),
  ).toBe('prerendered-end');
  await expect(held.locator('link[rel="modulepreload"]').first()).toBeAttached();
  await held.keyboard.press('Tab');
  expect(await held.evaluate(() => document.activeElement === document.body)).toBe(true);
  await expect(
    held.locator(
      '[data-prerendered] :is(input, textarea, select, button[type="submit"]):not([inert])',
    ),
  ).toHaveCount(0);
  // Hidden from assistive technology (and so from role queries) until the app adopts it.
  await expect(held.getByRole('heading', { level: 1 })).toHaveCount(0);
  const drawn = await Promise.all(landmarks(held).map((l) => l.boundingBox()));
  await held.close();

  const { live, drawnHere, adopted, errors } = await adoption(context, address);
  expect(drawnHere, `${address} came drawn`).toBe(true);
  for (const landmark of landmarks(live)) await expect(landmark).toBeVisible();
  expect(adopted, `the drawn page was hydrated, not replaced (${errors.join(' | ')})`).toBe(true);
  expect(errors.filter(isHydrationError)).toEqual([]);
  expect(await Promise.all(landmarks(live).map((l) => l.boundingBox()))).toEqual(drawn);
  expect(await layoutShifts(live)).toEqual([]);
  // The page's code is fetched only once the page is on screen (first-paint/load-after-paint.js).
  const timing = await live.evaluate(
    () =>
      (window as unknown as { timings: { paint: number | null; code: number[]; styles: string[] } })
        .timings,
  );
  // Its styles came inlined with it: the app's code fetches none of them again.
  expect(timing.styles, 'stylesheets fetched after the drawn page').toEqual([]);
  expect(timing.paint).not.toBeNull();
  expect(timing.code.length).toBeGreaterThan(5);
  expect(Math.min(...timing.code)).toBeGreaterThanOrEqual(timing.paint!);
  // Each module of the page listed once: the app's router waits for the boot script's preloads
  // instead of adding the ones it does not find yet all in one long task (after-preloads.ts).
  const preloads = await live.evaluate(() =>
    Array.from(
      document.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]'),
      (l) => l.href,
    ),
  );
  expect(preloads.filter((href, i) => preloads.indexOf(href) !== i)).toEqual([]);
  return live;
}
