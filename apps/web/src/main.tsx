import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import '@mantine/dates/styles.css';
import './styles.css';
import { RouterProvider } from 'react-router';
import { AppTree } from './app/app-tree';
import { createQueryClient } from './app/provider';
import { createRouter } from './app/router';
import { installQuestionEscape } from './components/question-escape';
import { afterPreloads } from './first-paint/after-preloads';
import { startApp } from './first-paint/take-over';
import { rememberViewport } from './lib/media-query';

rememberViewport();
// Before any dialog: the window's first listener of Escape (a question's 'No' alone).
installQuestionEscape();
// The router starts in a task of its own, right after this one: evaluating the app's code and
// matching the first page (which starts loading the page's code) made one task of about 140 ms
// on a slow phone, during which a tap waited. On a drawn page, once its code's preloads are all
// listed (after-preloads.ts).
afterPreloads(() => {
  const router = createRouter();
  const queryClient = createQueryClient();
  startApp(
    document.getElementById('root')!,
    router,
    queryClient,
    <AppTree queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppTree>,
  );
});
