import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import '@mantine/dates/styles.css';
import './styles.css';
import { RouterProvider } from 'react-router';
import { AppTree } from './app/app-tree';
import { createQueryClient } from './app/provider';
import { createRouter } from './app/router';
import { startApp } from './first-paint/take-over';
import { rememberViewport } from './lib/media-query';

rememberViewport();
// The router starts in a task of its own, right after this one: evaluating the app's code and
// matching the first page (which starts loading the page's code) made one task of about 140 ms
// on a slow phone, during which a tap waited. (A message, not a timer: a timer in a hidden tab
// may wait a second.)
const channel = new MessageChannel();
channel.port1.onmessage = () => {
  channel.port1.close();
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
};
channel.port2.postMessage(null);
