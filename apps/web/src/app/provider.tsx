import { MantineProvider } from '@mantine/core';
import { DatesProvider } from '@mantine/dates';
import { MutationCache, QueryCache, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import 'dayjs/locale/it';
import { lazy, type ReactNode, Suspense, useState } from 'react';
import { toast } from '@/components/toast';
import { cssVariablesResolver, theme } from '@/config/theme';
import { mayRetry } from '@/lib/api-client';
import '@/lib/query-meta';

// The forms' messages of every schema without its own text are Italian (as the API's are). Loaded
// apart: zod is not part of the entry every page waits for; the pages that validate load it with
// their own code, and this resolves long before anyone can type into a form.
void import('@equilibrio/contract/italian-errors').then((module) =>
  module.setItalianValidationMessages(),
);

const Overlays = lazy(() => import('./overlays'));

/** Failed calls are reported in one place: the toast named by the query's or mutation's meta. */
export function createQueryClient() {
  return new QueryClient({
    queryCache: new QueryCache({
      onError: (_error, query) => {
        if (query.meta?.errorToast) toast.error(query.meta.errorToast);
      },
    }),
    mutationCache: new MutationCache({
      onError: (error, _variables, _context, mutation) => {
        const says = mutation.meta?.errorToast;
        const message = typeof says === 'function' ? says(error) : says;
        if (message) toast.error(message);
      },
    }),
    defaultOptions: {
      queries: {
        // Once more after a failure of the network or the server (or an expired sign-in); a
        // refusal of what was asked would only be refused again, a spinner before the reason.
        retry: (failures, error) => failures < 1 && mayRetry(error),
        refetchOnWindowFocus: false,
        staleTime: 30_000,
      },
      // Sent whatever the browser believes of the connection: offline, the call fails at once
      // and the form says so, keeping what was typed. Held until the browser is back online
      // (the library's default), a send spun with no word — and was lost with a page closed.
      mutations: { retry: 0, networkMode: 'always' },
    },
  });
}

/** Theme, Italian dates, data cache, modals and the toast area (top right, at least 5000 ms). */
export function AppProvider({
  children,
  queryClient,
  env,
}: {
  children: ReactNode;
  queryClient?: QueryClient;
  /** 'test' turns off Mantine's transitions and portals (component tests). */
  env?: 'default' | 'test';
}) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  return (
    <MantineProvider
      theme={theme}
      cssVariablesResolver={cssVariablesResolver}
      defaultColorScheme="light"
      env={env}
    >
      <DatesProvider settings={{ locale: 'it', firstDayOfWeek: 1 }}>
        <QueryClientProvider client={client}>
          <Suspense fallback={null}>
            <Overlays />
          </Suspense>
          {children}
        </QueryClientProvider>
      </DatesProvider>
    </MantineProvider>
  );
}
