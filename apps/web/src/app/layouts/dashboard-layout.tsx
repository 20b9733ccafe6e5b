import {
  ActionIcon,
  Anchor,
  Box,
  Breadcrumbs,
  Burger,
  Drawer,
  Group,
  LoadingOverlay,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconUserCircle } from '@tabler/icons-react';
import { useIsFetching } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Link, Outlet, useLocation, useMatches, useNavigation } from 'react-router';
import { AddLink } from '@/components/add-link';
import { Hint } from '@/components/hint';
import { useToastsAsideOf } from '@/components/toast';
import { paths } from '@/config/paths';
import { theme } from '@/config/theme';
import { AssistanceModal } from '@/features/assistance/components/assistance-modal';
import { NpsWidget, NpsWidgetSpace } from '@/features/nps/components/nps-widget';
import { useAuth } from '@/lib/auth';
import { useMedia } from '@/lib/media-query';
import { useNewPageAtTop } from '@/lib/new-page-at-top';
import { showPendingFlashToast } from '@/lib/reload-page';
import { useLogout } from '@/lib/use-logout';
import { AppFrame } from './app-frame';
import { DashboardNav } from './dashboard-nav';
import { type DashboardPageHandle, pageMetaFor } from './dashboard-pages';
import { EmailVerificationBanner } from './email-verification-banner';
import { LegalLinks } from './legal-links';
import { Logo } from './logo';
import { OfflineNotice } from './offline-notice';

const SIDEBAR_WIDTH = theme.other?.sidebarWidth ?? 300;
const SLIDE_MS = theme.other?.sidebarTransitionMs ?? 250;

/**
 * The dashboard shell (spec §2 "Dashboard shell"): sidebar (a drawer on small screens),
 * top bar with breadcrumb and profile link, the unverified-email banner, the page title,
 * the NPS widget, the help modal and a loading overlay while a page's data first loads.
 */
export function DashboardLayout() {
  const auth = useAuth();
  const location = useLocation();
  const navigation = useNavigation();
  const [drawerOpened, drawer] = useDisclosure(false);
  const [assistanceOpened, assistance] = useDisclosure(false);
  const wide = useMedia(`(min-width: ${theme.breakpoints?.sm ?? '48em'})`);
  // The menu on a phone: a toast raised just before ('Profilo aggiornato') would cover its links.
  useToastsAsideOf(drawerOpened && !wide ? 'full' : null);
  const logout = useLogout();
  const firstLoads = useIsFetching({ predicate: (query) => query.state.data === undefined });

  const meta = pageMetaFor(location.pathname, new URLSearchParams(location.search));
  const handle = useMatches().at(-1)?.handle as DashboardPageHandle | undefined;

  // Each navigation re-initialises the interface: drawer closed, page at the top.
  useNewPageAtTop();
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on every navigation
  useEffect(() => {
    drawer.close();
  }, [location.pathname]);

  // What the page before a reload or a sign-in left to say (a caregiver chosen, a request found).
  useEffect(() => showPendingFlashToast(), []);

  useEffect(() => {
    document.title = `${meta.documentTitle ?? meta.title} — Equilibrio`;
  }, [meta.documentTitle, meta.title]);

  // The guard (require-auth) sends signed-out and anonymous sessions away.
  const user = auth.user;
  if (!user) return null;

  const loading = navigation.state === 'loading' || firstLoads > 0;
  const openAssistance = () => {
    drawer.close();
    assistance.open();
  };
  const nav = <DashboardNav onContactAssistance={openAssistance} onLogout={() => void logout()} />;
  const isHome = location.pathname === paths.dashboard.home.path;

  return (
    <AppFrame headerHeight={64} navbarWidth={SIDEBAR_WIDTH}>
      <a href="#contenuto" className="skip-link">
        Vai al contenuto
      </a>
      <AppFrame.Header>
        <Group h="100%" justify="space-between" wrap="nowrap" gap="sm">
          <Group gap="sm" wrap="nowrap" miw={0}>
            <Burger
              opened={drawerOpened}
              onClick={drawer.toggle}
              hiddenFrom="sm"
              size="sm"
              aria-label={drawerOpened ? 'Chiudi il menu' : 'Apri il menu'}
              aria-expanded={drawerOpened}
            />
            <Breadcrumbs
              component="nav"
              aria-label="Percorso"
              separator="/"
              separatorMargin={6}
              styles={{ root: { flexWrap: 'nowrap', minWidth: 0 } }}
            >
              {meta.breadcrumb.map((crumb, index) => {
                const current = index === meta.breadcrumb.length - 1;
                // Pages above this one are links; where one is, and group names, are not.
                return crumb.href && !current ? (
                  <Anchor
                    key={crumb.label}
                    component={Link}
                    to={crumb.href}
                    size="sm"
                    fw={500}
                    c="ink.6"
                    underline="always"
                    truncate
                    className="breadcrumb-way-back"
                  >
                    {crumb.label}
                  </Anchor>
                ) : (
                  <Text
                    key={crumb.label}
                    size="sm"
                    fw={current ? 700 : 500}
                    c={current ? 'ink.6' : 'ink.5'}
                    truncate
                    aria-current={current ? 'page' : undefined}
                  >
                    {crumb.label}
                  </Text>
                );
              })}
            </Breadcrumbs>
          </Group>
          <Hint label="Profilo" withArrow>
            <ActionIcon
              component={Link}
              to={paths.dashboard.personalInfo.href()}
              variant="subtle"
              color="ink"
              size="xl"
              radius="xl"
              aria-label={`Profilo${user.displayName ? ` di ${user.displayName}` : ''}`}
            >
              <IconUserCircle size={30} aria-hidden />
            </ActionIcon>
          </Hint>
        </Group>
      </AppFrame.Header>

      <AppFrame.Navbar p="md">
        <AppFrame.Section mb="lg">
          <Logo />
        </AppFrame.Section>
        <AppFrame.Section grow>{nav}</AppFrame.Section>
        <AppFrame.Section>
          <LegalLinks />
        </AppFrame.Section>
      </AppFrame.Navbar>

      <Drawer
        opened={drawerOpened && !wide}
        onClose={drawer.close}
        size={SIDEBAR_WIDTH}
        padding="md"
        title={<Logo />}
        closeButtonProps={{ 'aria-label': 'Chiudi il menu' }}
        transitionProps={{ transition: 'slide-right', duration: SLIDE_MS, timingFunction: 'ease' }}
        closeOnClickOutside
        closeOnEscape
      >
        {nav}
        <LegalLinks />
      </Drawer>

      <AppFrame.Main id="contenuto" tabIndex={-1}>
        <OfflineNotice />
        <Stack gap="lg" maw={1200} mx="auto">
          {user.emailVerified ? null : (
            <EmailVerificationBanner uid={user.uid} email={user.email} />
          )}
          <Group justify="space-between" align="center" wrap="wrap" gap="sm">
            <Stack gap={4}>
              <Title order={1} size="h2">
                {handle?.heading ?? meta.heading ?? meta.title}
              </Title>
              {handle?.description ? <Text c="dimmed">{handle.description}</Text> : null}
            </Stack>
            {isHome ? (
              <AddLink to={paths.dashboard.requestCreation.href()}>Nuova richiesta</AddLink>
            ) : null}
          </Group>
          <Box pos="relative" mih={200} aria-busy={loading}>
            <LoadingOverlay
              visible={loading}
              zIndex={5}
              overlayProps={{ backgroundOpacity: 0.6, blur: 1 }}
              transitionProps={{ duration: 150, enterDelay: 150 }}
              loaderProps={{ 'aria-label': 'Caricamento in corso' }}
            />
            <Outlet />
          </Box>
          {/* The NPS widget's space stays free: no control ever sits under it. */}
          <NpsWidgetSpace />
        </Stack>
      </AppFrame.Main>

      <NpsWidget email={user.email} resetKey={location.pathname} />
      <AssistanceModal opened={assistanceOpened} onClose={assistance.close} />
    </AppFrame>
  );
}
