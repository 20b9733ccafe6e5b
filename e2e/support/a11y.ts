import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/**
 * Waits until no animation or transition has run for a short quiet window. A modal, drawer or
 * toast caught mid-fade is half transparent, which axe reads as low contrast; and a Mantine
 * transition starts two frames after its element mounts, so "nothing running right now" is not
 * enough — the page must stay still for a while and for several frames (a loaded machine draws
 * few of them).
 */
export async function settleAnimations(page: Page, quietMs = 150, quietFrames = 6) {
  await page.evaluate(
    ([ms, frames]) =>
      new Promise<void>((resolve) => {
        let lastBusy = performance.now();
        let stillFrames = 0;
        const tick = (now: number) => {
          if (document.getAnimations().some((a) => a.playState === 'running')) {
            lastBusy = now;
            stillFrames = 0;
          } else stillFrames += 1;
          if (now - lastBusy >= ms && stillFrames >= frames) resolve();
          else requestAnimationFrame(tick);
        };
        requestAnimationFrame(tick);
      }),
    [quietMs, quietFrames] as const,
  );
}

export interface AxeOptions {
  /** Only this part of the page (a CSS selector). */
  include?: string;
  /** Only serious and critical findings. */
  seriousOnly?: boolean;
  /** WCAG 2.1 rules too. */
  wcag21?: boolean;
}

/** The axe-core findings on the page once it has settled, one readable line each. */
export async function axeFindings(page: Page, where = '', options: AxeOptions = {}) {
  await settleAnimations(page);
  // Legacy mode: axe runs in the page itself. The default opens a blank page in the context for
  // every check to gather the frames' results in, which cost about half a second per check here
  // (1.3 s → 0.8 s on the back office's inbox); what it adds is cross-origin frames, and the app
  // has no frame at all (no iframe in apps/web).
  let builder = new AxeBuilder({ page })
    .setLegacyMode(true)
    .withTags(['wcag2a', 'wcag2aa', ...(options.wcag21 ? ['wcag21a', 'wcag21aa'] : [])]);
  if (options.include) builder = builder.include(options.include);
  let { violations } = await builder.analyze();
  // A toast closes by itself (2 s): when its fade-out starts while axe reads the page, its text is
  // half transparent and reads as low contrast. Such a finding is checked again once the page is
  // still: a real one stays (or its toast is gone).
  const inToast = (v: (typeof violations)[number]) =>
    v.nodes.some((n) => n.target.join(' ').includes('mantine-Notification'));
  if (violations.some(inToast)) {
    await settleAnimations(page);
    ({ violations } = await builder.analyze());
  }
  return violations
    .filter((v) => !options.seriousOnly || v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${where ? `${where}: ` : ''}${v.id} (${v.impact}) ${v.nodes
          .slice(0, 3)
          .map((n) => n.target.join(' '))
          .join(', ')}`,
    );
}

/** No WCAG 2 A/AA violation on the page as it is now (axe-core), once it has settled. */
export async function expectAccessible(page: Page, include?: string) {
  expect(await axeFindings(page, '', { include })).toEqual([]);
}

/**
 * Every visible control of the page a finger can take that is smaller than `min` × `min` CSS px,
 * one line each (`selector text: W×H`). What is measured is what a tap reaches: from the middle of
 * the control, how far up, down, left and right a point still lands on it (document.elementFromPoint,
 * so a link's larger hit area drawn by a pseudo-element counts, and so does a checkbox's label,
 * which takes the tap for it). One evaluate for the whole page: each control is scrolled to the
 * middle of the screen, then probed. `within` (a selector) keeps to the controls of one part of the
 * page (an open calendar: what it covers is no target while it is open).
 */
export async function smallTapTargets(
  page: Page,
  { min = 44, within }: { min?: number; within?: string } = {},
): Promise<string[]> {
  await settleAnimations(page);
  return page.evaluate(
    ([min, within]) => {
      const selector = [
        'a[href]',
        'button',
        'input:not([type="hidden"])',
        'select',
        'textarea',
        'summary',
        '[role="button"]',
        '[role="link"]',
        '[role="checkbox"]',
        '[role="radio"]',
        '[role="switch"]',
        '[role="tab"]',
        '[role="combobox"]',
        '[role="menuitem"]',
        '[role="option"]',
      ].join(',');
      const shown = (el: Element) => {
        // Not a tap target: not drawn (display none, no box), or shut away from everybody.
        if (!el.checkVisibility({ checkVisibilityCSS: true })) return false;
        if (el.closest('[aria-hidden="true"], [inert]')) return false;
        // 'Vai al contenuto' stands above the page until the keyboard focuses it: no finger meets it.
        if (el.matches('.skip-link:not(:focus)')) return false;
        return true;
      };
      const describe = (el: Element) => {
        const tag = el.tagName.toLowerCase();
        const role = el.getAttribute('role');
        const cls = Array.from(el.classList).find(
          (c) => c.startsWith('mantine-') && !c.startsWith('mantine-focus'),
        );
        const text = (
          el.getAttribute('aria-label') ??
          (el as HTMLInputElement).labels?.[0]?.textContent ??
          el.textContent ??
          ''
        )
          .replace(/\s+/g, ' ')
          .trim()
          .slice(0, 40);
        return `${tag}${role ? `[role=${role}]` : ''}${cls ? `.${cls}` : ''} "${text}"`;
      };
      const scroller = document.scrollingElement ?? document.documentElement;
      const startY = scroller.scrollTop;
      const found: string[] = [];
      const seen = new Set<Element>();
      const scope = within ? document.querySelector(within) : document;
      if (!scope) return [`${within}: not on the page`];
      for (const el of Array.from(scope.querySelectorAll(selector))) {
        if (seen.has(el) || !shown(el)) continue;
        seen.add(el);
        const labels = Array.from((el as HTMLInputElement).labels ?? []);
        // A hit counts when it lands on the control, inside it, or on a label that takes the tap for it.
        // The drawn box of a field whose input sits inside it (a password, a multi-select) takes the
        // tap for it too.
        const box = el.closest('.mantine-Input-input');
        const mine = (hit: Element | null) =>
          Boolean(
            hit &&
              (el.contains(hit) ||
                box?.contains(hit) ||
                labels.some((label) => label.contains(hit))),
          );
        // A link in a sentence whose larger hit area meets another link of the same sentence on the
        // next line: the two share the gap between the lines (WCAG 2.5.5's inline exception).
        const sentence = el.matches('a[href]') ? el.closest('p, label, li') : null;
        let sharesWith: Element | undefined;
        const neighbour = (hit: Element | null) => {
          const link = hit?.closest('a[href]');
          if (link && link !== el && sentence?.contains(link)) sharesWith = link;
        };
        el.scrollIntoView({ block: 'center', inline: 'center' });
        // From the middle of its first line (a link broken over two lines), else of its label.
        const origins = [el, ...labels]
          .map((node) => node.getClientRects()[0])
          .filter((r): r is DOMRect => Boolean(r && r.width > 0 && r.height > 0));
        const reach = (origin: { x: number; y: number }, dx: number, dy: number) => {
          let d = 0;
          while (d < min) {
            const hit = document.elementFromPoint(origin.x + dx * (d + 1), origin.y + dy * (d + 1));
            if (!mine(hit)) {
              neighbour(hit);
              break;
            }
            d += 1;
          }
          return d;
        };
        // A checkbox is tapped on its box or its label row: the larger of the two counts.
        let best: { width: number; height: number } | undefined;
        for (const r of origins) {
          const origin = { x: r.left + r.width / 2, y: r.top + r.height / 2 };
          const hit = document.elementFromPoint(origin.x, origin.y);
          if (!mine(hit)) {
            neighbour(hit);
            continue;
          }
          const width = reach(origin, -1, 0) + reach(origin, 1, 0) + 1;
          const height = reach(origin, 0, -1) + reach(origin, 0, 1) + 1;
          if (!best || Math.min(width, height) > Math.min(best.width, best.height))
            best = { width, height };
        }
        const inline = sharesWith
          ? ` (inline: shares the line gap with ${describe(sharesWith)})`
          : '';
        if (!best) {
          const r = el.getBoundingClientRect();
          found.push(
            `${describe(el)}: covered (${Math.round(r.width)}×${Math.round(r.height)})${inline}`,
          );
          continue;
        }
        // The probes step whole pixels from a middle that may fall between two: 1 px is rounding.
        if (best.width < min - 1 || best.height < min - 1)
          found.push(`${describe(el)}: ${best.width}×${best.height}${inline}`);
      }
      scroller.scrollTop = startY;
      return found;
    },
    [min, within] as const,
  );
}

/**
 * What a narrow screen cuts or pushes out of sight: a button's or a badge's label cut short
 * ('Inizia con la tua prima rich'), and text drawn past the screen's right edge (a badge wider
 * than its card, clipped by it). Text in a box that scrolls sideways (a wide table) is reachable,
 * and visually hidden text is not drawn: neither counts. One line each, named by its text.
 */
export async function cutOrOffScreen(page: Page): Promise<string[]> {
  await settleAnimations(page);
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const found: string[] = [];
    const name = (el: Element) => (el.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 60);
    if (document.documentElement.scrollWidth > width)
      found.push(`page ${document.documentElement.scrollWidth} px wide on a ${width} px screen`);
    for (const label of Array.from(
      document.querySelectorAll('.mantine-Button-label, .mantine-Badge-label'),
    )) {
      if (!label.checkVisibility({ checkVisibilityCSS: true })) continue;
      if (label.scrollWidth > label.clientWidth + 1) found.push(`cut: «${name(label)}»`);
    }
    const scrollsSideways = (el: Element) => {
      for (let node = el.parentElement; node; node = node.parentElement) {
        const { overflowX } = getComputedStyle(node);
        if ((overflowX === 'auto' || overflowX === 'scroll') && node !== document.documentElement)
          return true;
      }
      return false;
    };
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let text = walker.nextNode(); text; text = walker.nextNode()) {
      const el = text.parentElement;
      if (!el || !text.textContent?.trim()) continue;
      if (!el.checkVisibility({ checkVisibilityCSS: true })) continue;
      if (el.closest('[aria-hidden="true"], [inert], .skip-link')) continue;
      // Visually hidden (a 1 px box) is not drawn; a line cut with '…' on purpose says it is.
      const own = el.getBoundingClientRect();
      if (own.width <= 1 || own.height <= 1) continue;
      if (getComputedStyle(el).textOverflow === 'ellipsis') continue;
      const range = document.createRange();
      range.selectNodeContents(text);
      const box = range.getBoundingClientRect();
      if (box.width <= 1 || box.height <= 1) continue;
      if (box.right > width + 1 && !scrollsSideways(el))
        found.push(`past the right edge by ${Math.round(box.right - width)} px: «${name(el)}»`);
    }
    return [...new Set(found)];
  });
}
