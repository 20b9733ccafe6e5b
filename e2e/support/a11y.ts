import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** No WCAG 2 A/AA violation on the page as it is now (axe-core). */
export async function expectAccessible(page: Page) {
  const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
  expect(
    violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
  ).toEqual([]);
}
