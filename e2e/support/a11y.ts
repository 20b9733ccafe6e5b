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
