import '@testing-library/jest-dom/vitest';
import { setItalianValidationMessages } from '@equilibrio/contract/italian-errors';
import { notifications } from '@mantine/notifications';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, vi } from 'vitest';
// Loaded lazily by the app; loaded here so the toasts and modals are there from the first render.
import '@/app/overlays';
import { installQuestionEscape } from '@/components/question-escape';
import { mediaQueryList } from './viewport';

// The app installs zod's Italian messages once zod has loaded (app/provider.tsx); here at once.
setItalianValidationMessages();
// As the app's entry does, before anything is drawn.
installQuestionEscape();

// The machine running the tests may be busy: give screens time to settle before failing.
configure({ asyncUtilTimeout: 5000 });

// Mantine reads these browser APIs that jsdom does not provide. Files of a shared worker share
// its window too: each is set once.
const plainStyle = Symbol.for('equilibrio.plainGetComputedStyle');
if (!(plainStyle in window.getComputedStyle)) {
  const { getComputedStyle } = window;
  window.getComputedStyle = Object.assign((element: Element) => getComputedStyle(element), {
    [plainStyle]: true,
  });
}
window.matchMedia ??= (query: string) => mediaQueryList(query);
window.HTMLElement.prototype.scrollIntoView ??= () => {};
class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
window.ResizeObserver ??= ResizeObserverStub as unknown as typeof ResizeObserver;
// Textarea autosize listens for web fonts loading.
if (!('fonts' in document)) {
  Object.defineProperty(document, 'fonts', {
    value: { addEventListener: () => {}, removeEventListener: () => {}, ready: Promise.resolve() },
  });
}

afterEach(() => {
  cleanup();
  // Toasts live in a global store: start every test without the previous test's.
  notifications.clean();
  notifications.cleanQueue();
});

// Most files share their worker's modules and page (vitest.config.ts): each leaves them as it found
// them — real timers and globals, no spies, nothing stored, at the site's root.
afterAll(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
  // Every vi.fn back to the implementation it was made with (the auth fake's actions too).
  vi.resetAllMocks();
  localStorage.clear();
  sessionStorage.clear();
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]?.trim();
    // biome-ignore lint/suspicious/noDocumentCookie: jsdom has no Cookie Store API.
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
  window.history.replaceState(null, '', '/');
});
