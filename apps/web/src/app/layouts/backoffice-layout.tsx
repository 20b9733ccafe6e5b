import { fullName } from '@equilibrio/contract/people';
import type { Session } from '@equilibrio/contract/session';
import {
  Badge,
  Burger,
  Group,
  Indicator,
  NavLink,
  Stack,
  Text,
  UnstyledButton,
  VisuallyHidden,
} from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import {
  IconAddressBook,
  IconChartBar,
  IconInbox,
  IconLifebuoy,
  IconLogout,
  IconStar,
  IconTags,
  IconUserCircle,
  IconUserPlus,
} from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Link, Outlet, useLocation } from 'react-router';
import { AppButton } from '@/components/app-button';
import { useToastsAsideOf } from '@/components/toast';
import { paths } from '@/config/paths';
import { BackofficeGate } from '@/features/backoffice-access/components/backoffice-gate';
import { useOpenApplicationsCount } from '@/features/backoffice-applications/api/get-applications';
import { useOpenAssistanceCount } from '@/features/backoffice-requests/api/get-assistance';
import { useNewRequestsCount } from '@/features/backoffice-requests/api/get-request-facets';
import { useTutors } from '@/features/backoffice-requests/api/get-tutors';
import { inboxHrefFor } from '@/features/backoffice-requests/lib/inbox-filters';
import { usePendingReviewsCount } from '@/features/backoffice-reviews/api/reviews';
import { signOut } from '@/lib/auth';
import { useMedia } from '@/lib/media-query';
import { useNewPageAtTop } from '@/lib/new-page-at-top';
import { AppFrame } from './app-frame';
import { OfflineNotice } from './offline-notice';

const sections = [
  {
    label: 'Richieste',
    href: paths.backoffice.requests.href(),
    base: paths.backoffice.requests.path,
    icon: IconInbox,
    // New requests in red, as the messages: a family waits for its first call.
    waiting: { label: 'nuove', color: 'danger' },
  },
  {
    label: 'Assistenza',
    href: paths.backoffice.assistance.href(),
    base: paths.backoffice.assistance.path,
    icon: IconLifebuoy,
    // Messages to handle in red: a family may be waiting.
    waiting: { label: 'da gestire', color: 'danger' },
  },
  {
    label: 'Caregiver',
    href: paths.backoffice.caregivers.href(),
    base: paths.backoffice.caregivers.path,
    icon: IconAddressBook,
  },
  {
    label: 'Candidature',
    href: paths.backoffice.applications.href(),
    base: paths.backoffice.applications.path,
    icon: IconUserPlus,
    waiting: { label: 'da valutare', color: 'ink' },
  },
  {
    label: 'Recensioni',
    href: paths.backoffice.reviews.href(),
    base: paths.backoffice.reviews.path,
    icon: IconStar,
    waiting: { label: 'da moderare', color: 'ink' },
  },
  {
    label: 'Catalogo',
    href: paths.backoffice.catalog.href(),
    base: paths.backoffice.catalog.path,
    icon: IconTags,
  },
  {
    label: 'NPS',
    href: paths.backoffice.nps.href(),
    base: paths.backoffice.nps.path,
    icon: IconChartBar,
  },
] as const;

function Brand() {
  return (
    <UnstyledButton
      component={Link}
      to={paths.backoffice.requests.href()}
      aria-label="Equilibrio back office, vai alle richieste"
    >
      <Group gap={8} wrap="nowrap">
        <svg width="28" height="28" viewBox="0 0 32 32" aria-hidden="true">
          <circle cx="16" cy="16" r="15" fill="var(--mantine-color-primary-6)" />
          <path
            d="M8 19c3-6 13-6 16 0"
            stroke="#fff"
            strokeWidth="2.6"
            fill="none"
            strokeLinecap="round"
          />
          <circle cx="16" cy="11" r="3" fill="#fff" />
        </svg>
        <Stack gap={0}>
          <Text fw={800} size="md" lh={1.1} c="ink.7">
            Equilibrio
          </Text>
          <Text size="xs" c="ink.5" lh={1.1}>
            Back office
          </Text>
        </Stack>
      </Group>
    </UnstyledButton>
  );
}

/**
 * A menu entry's counter: how many wait, said in words ('3 da gestire') to a screen reader (text,
 * read in every mode) and on hover; none at 0.
 */
function WaitingBadge({ count, label, color }: { count?: number; label: string; color: string }) {
  if (!count) return null;
  return (
    <Badge size="sm" color={color} circle={count < 10} title={`${count} ${label}`}>
      {`${count} `}
      <VisuallyHidden>{label}</VisuallyHidden>
    </Badge>
  );
}

function Shell({ session }: { session: Session }) {
  const [opened, { toggle, close }] = useDisclosure(false);
  // The menu on a phone fills the screen under the top bar: a toast goes to the bottom meanwhile.
  const wide = useMedia('(min-width: 48em)');
  useToastsAsideOf(opened && !wide ? 'full' : null);
  const location = useLocation();
  const queryClient = useQueryClient();
  const tutors = useTutors();
  /** The menu's counters: what waits for a tutor in each inbox (`waiting` in `sections`). */
  const waitingCount: Partial<Record<string, number>> = {
    [paths.backoffice.requests.path]: useNewRequestsCount().data,
    [paths.backoffice.assistance.path]: useOpenAssistanceCount().data,
    [paths.backoffice.applications.path]: useOpenApplicationsCount().data,
    [paths.backoffice.reviews.path]: usePendingReviewsCount().data,
  };
  const anyWaiting = Object.values(waitingCount).some((count) => (count ?? 0) > 0);
  // The inbox with the filters she last used; on the inbox itself, the ones it shows now (what it
  // remembers is written after this frame is drawn).
  const inboxHref =
    location.pathname === paths.backoffice.requests.path
      ? `${location.pathname}${location.search}`
      : inboxHrefFor(session.uid);
  const me = tutors.data?.find((tutor) => tutor.uid === session.uid);
  const myName = fullName(me?.name, me?.surname) || session.email || 'Family tutor';

  // biome-ignore lint/correctness/useExhaustiveDependencies: close the drawer on every navigation
  useEffect(() => {
    close();
  }, [location.pathname]);

  // A page opened from a link starts at its top (a request left halfway down opened the
  // caregivers' list halfway down); Back keeps its place, and the inbox then puts itself back
  // where the tutor left it (`useInboxScrollKept`).
  useNewPageAtTop({ keepOnBackForward: true });

  const logout = async () => {
    await signOut();
    queryClient.clear();
  };

  return (
    <AppFrame headerHeight={60} navbarWidth={232} navbarOpened={opened}>
      <a href="#contenuto" className="skip-link">
        Vai al contenuto
      </a>
      <AppFrame.Header>
        <Group h="100%" justify="space-between" wrap="nowrap" gap="sm">
          <Group gap="sm" wrap="nowrap">
            {/* A dot on the folded menu when any of its inboxes has something waiting: on a
                phone or a zoomed desktop its counters were out of sight on every page. */}
            <Indicator
              hiddenFrom="sm"
              color="danger"
              size={10}
              offset={8}
              disabled={opened || !anyWaiting}
              data-menu-news={anyWaiting || undefined}
            >
              <Burger
                opened={opened}
                onClick={toggle}
                size="sm"
                aria-label={opened ? 'Chiudi il menu' : 'Apri il menu'}
                aria-description={anyWaiting && !opened ? 'Ci sono novità nel menu' : undefined}
                aria-expanded={opened}
              />
            </Indicator>
            <Brand />
          </Group>
          <Group gap="sm" wrap="nowrap">
            <Group gap={6} wrap="nowrap" visibleFrom="xs">
              <IconUserCircle size={22} aria-hidden />
              <Text size="sm" fw={600} data-testid="tutor-name">
                {myName}
              </Text>
            </Group>
            <AppButton
              look="dark-outline"
              size="xs"
              leftSection={<IconLogout size={14} aria-hidden />}
              onClick={() => void logout()}
            >
              Esci
            </AppButton>
          </Group>
        </Group>
      </AppFrame.Header>
      <AppFrame.Navbar p="sm" aria-label="Menu del back office">
        <AppFrame.Section grow>
          <Stack gap={4}>
            {sections.map((section) => {
              const active = location.pathname.startsWith(section.base);
              const Icon = section.icon;
              return (
                <NavLink
                  key={section.base}
                  component={Link}
                  to={section.base === paths.backoffice.requests.path ? inboxHref : section.href}
                  label={section.label}
                  active={active}
                  aria-current={active ? 'page' : undefined}
                  leftSection={<Icon size={20} aria-hidden />}
                  rightSection={
                    'waiting' in section ? (
                      <WaitingBadge count={waitingCount[section.base]} {...section.waiting} />
                    ) : null
                  }
                  variant="filled"
                  styles={{ root: { borderRadius: 8 }, label: { fontWeight: 600 } }}
                />
              );
            })}
          </Stack>
        </AppFrame.Section>
        <AppFrame.Section hiddenFrom="xs" pt="sm">
          <Text size="sm" c="ink.5">
            Accesso come <strong>{myName}</strong>
          </Text>
        </AppFrame.Section>
      </AppFrame.Navbar>
      <AppFrame.Main id="contenuto" tabIndex={-1}>
        <OfflineNotice />
        <Outlet context={session} />
      </AppFrame.Main>
    </AppFrame>
  );
}

/**
 * The back office's own shell (sidebar: Richieste, Assistenza, Caregiver, Candidature, Catalogo, NPS; top bar
 * with the tutor's name and 'Esci'), behind the tutor-only gate.
 */
export function BackofficeLayout() {
  return <BackofficeGate>{(session) => <Shell session={session} />}</BackofficeGate>;
}
