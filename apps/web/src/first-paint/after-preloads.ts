import { inNextTask } from '@/lib/next-task';

/**
 * Runs `callback` in a task of its own once a drawn page's boot script (load-after-paint.js) has
 * added the page's `<link rel="modulepreload">`s — it adds them a few per task, marking the root
 * element `data-preloading` meanwhile and sending 'preloads-added' to the document at the end —
 * or right after this task on any other page. The router starts there (main.tsx): its loader of
 * the page's code skips the modules it finds already listed, and would otherwise add the missing
 * ones all in one long task.
 */
export function afterPreloads(callback: () => void) {
  if (!('preloading' in document.documentElement.dataset)) {
    inNextTask(callback);
    return;
  }
  document.addEventListener('preloads-added', () => inNextTask(callback), { once: true });
}
