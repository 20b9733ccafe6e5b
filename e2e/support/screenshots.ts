import type { Locator, Page } from '@playwright/test';

/**
 * The screenshots the journeys save for people to look at (test-results/screenshots and the
 * tests' output folders): taken on a developer's machine, or in CI with E2E_SCREENSHOTS=1. A CI
 * run only asserts; nobody opens its pictures, and each full-page capture costs CPU.
 */
/** Where the pictures to look at go. */
export const shotsDir = 'test-results/screenshots';

export const takingScreenshots = !process.env.CI || process.env.E2E_SCREENSHOTS === '1';

/** `target.screenshot(options)` when screenshots are being taken. */
export async function screenshot(
  target: Page | Locator,
  options: Parameters<Page['screenshot']>[0] & Parameters<Locator['screenshot']>[0],
) {
  if (takingScreenshots) await target.screenshot(options);
}

/** The page at 1280 and at 390 px wide, saved as `<name>-1280.png` and `<name>-390.png`. */
export async function screenshotsAtBothWidths(
  page: Page,
  name: string,
  options: { fullPage?: boolean } = {},
) {
  if (!takingScreenshots) return;
  const size = page.viewportSize()!;
  const fullPage = options.fullPage ?? true;
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.screenshot({ path: `${shotsDir}/${name}-1280.png`, fullPage });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: `${shotsDir}/${name}-390.png`, fullPage });
  await page.setViewportSize(size);
}
