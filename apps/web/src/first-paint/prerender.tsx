import type { PrerenderedPage } from '@equilibrio/contract/first-paint';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { theme } from '@/config/theme';
import { LoginPage } from '@/features/auth/pages/login-page';
import { SignUpPage } from '@/features/auth/pages/sign-up-page';
import { ServiceGuidePage } from '@/features/service-guide/pages/service-guide-page';

/**
 * Build-time rendering of the pages a visitor opens first (the contract's prerenderedPages; run
 * by build.ts after the client build): their markup goes into the HTML the server answers, so
 * the page is drawn as soon as it arrives instead of after the JavaScript. The client then
 * renders the same page over it (take-over.ts). Until then the drawn page is inert and hidden from assistive technology: it
 * cannot be typed into (nothing typed is lost) and a screen reader meets only the live page.
 */
const pages: Record<PrerenderedPage, () => ReactNode> = {
  '/login': () => <LoginPage />,
  '/sign-up': () => <SignUpPage />,
  // Its prices arrive with the app (their skeletons hold the place).
  '/come-funziona': () => <ServiceGuidePage />,
};

export function prerender(address: PrerenderedPage): string {
  const page = pages[address];
  return renderToString(
    <MantineProvider theme={theme} defaultColorScheme="light">
      <QueryClientProvider client={new QueryClient()}>
        <MemoryRouter initialEntries={[address]}>{page()}</MemoryRouter>
      </QueryClientProvider>
    </MantineProvider>,
  );
}
