import fs from 'node:fs';
import path from 'node:path';
import { test as base, type Page } from '@playwright/test';

/** Where the raw recordings go; `scripts/record-tutorials.mjs` converts them. */
export const rawDir = path.resolve(import.meta.dirname, '../../test-results/tutorials/raw');

/**
 * A test whose recording is saved as `<name>.webm`, with a visible pointer (videos do not show
 * the mouse) and `pause()` to give viewers time to read.
 */
export function tutorial(name: string) {
  const test = base.extend<{ pause: (ms?: number) => Promise<void> }>({
    page: async ({ page }, use) => {
      await page.addInitScript(showPointer);
      await use(page);
      const video = page.video();
      await page.close();
      if (video) {
        fs.mkdirSync(rawDir, { recursive: true });
        await video.saveAs(path.join(rawDir, `${name}.webm`));
      }
    },
    pause: async ({ page }, use) => {
      await use((ms = 1200) => page.waitForTimeout(ms));
    },
  });
  return test;
}

/** Draws a pointer that follows the mouse, and a ripple on click. Runs in the page. */
function showPointer() {
  const install = () => {
    const dot = document.createElement('div');
    dot.setAttribute('aria-hidden', 'true');
    Object.assign(dot.style, {
      position: 'fixed',
      zIndex: '2147483647',
      width: '22px',
      height: '22px',
      margin: '-11px 0 0 -11px',
      borderRadius: '50%',
      background: 'rgba(31, 122, 102, 0.35)',
      border: '2px solid rgba(31, 122, 102, 0.9)',
      pointerEvents: 'none',
      transition: 'transform 120ms ease',
      left: '-50px',
      top: '-50px',
    });
    document.body.appendChild(dot);
    document.addEventListener(
      'mousemove',
      (event) => {
        dot.style.left = `${event.clientX}px`;
        dot.style.top = `${event.clientY}px`;
      },
      true,
    );
    document.addEventListener('mousedown', () => (dot.style.transform = 'scale(0.7)'), true);
    document.addEventListener('mouseup', () => (dot.style.transform = 'scale(1)'), true);
  };
  if (document.body) install();
  else document.addEventListener('DOMContentLoaded', install);
}

export type TutorialPage = Page;
