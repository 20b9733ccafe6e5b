import { NavLink, Stack } from '@mantine/core';
import {
  IconHeadset,
  IconHome,
  IconListDetails,
  IconLogout,
  IconMessageQuestion,
  IconUser,
  IconVideo,
} from '@tabler/icons-react';
import { useState } from 'react';
import { Link, useLocation } from 'react-router';
import { paths } from '@/config/paths';

type Props = {
  onContactAssistance: () => void;
  onLogout: () => void;
};

const profileLinks = [
  { label: 'Dati personali', href: paths.dashboard.personalInfo.href() },
  { label: 'Assistiti', href: paths.dashboard.dependants.href() },
  { label: 'Indirizzi', href: paths.dashboard.addresses.href() },
];

/** The sidebar entries (spec §2): Home, Elenco richieste, Profilo ▸, Assistenza ▸, Log out. */
export function DashboardNav({ onContactAssistance, onLogout }: Props) {
  const { pathname } = useLocation();
  const isActive = (href: string) => pathname === href;
  const inProfile = profileLinks.some((link) => isActive(link.href));
  const inAssistance = isActive(paths.dashboard.tutorial.href());
  // Controlled so the toggles can say whether they are open (aria-expanded).
  const [profileOpened, setProfileOpened] = useState(inProfile);
  const [assistanceOpened, setAssistanceOpened] = useState(inAssistance);
  // The list, the form, the detail and the quote are all "requests".
  const inRequests = pathname.startsWith('/dashboard/request-');

  return (
    <Stack component="nav" aria-label="Menu principale" gap={4}>
      <NavLink
        component={Link}
        to={paths.dashboard.home.href()}
        label="Home"
        leftSection={<IconHome size={20} aria-hidden />}
        active={isActive(paths.dashboard.home.path)}
        aria-current={isActive(paths.dashboard.home.path) ? 'page' : undefined}
      />
      <NavLink
        component={Link}
        to={paths.dashboard.requestList.href()}
        label="Elenco richieste"
        leftSection={<IconListDetails size={20} aria-hidden />}
        active={inRequests}
        aria-current={isActive(paths.dashboard.requestList.path) ? 'page' : undefined}
      />
      <NavLink
        component="button"
        type="button"
        label="Profilo"
        leftSection={<IconUser size={20} aria-hidden />}
        opened={profileOpened}
        onChange={setProfileOpened}
        aria-expanded={profileOpened}
        childrenOffset={32}
      >
        {profileLinks.map((link) => (
          <NavLink
            key={link.href}
            component={Link}
            to={link.href}
            label={link.label}
            active={isActive(link.href)}
            aria-current={isActive(link.href) ? 'page' : undefined}
          />
        ))}
      </NavLink>
      <NavLink
        component="button"
        type="button"
        label="Assistenza"
        leftSection={<IconHeadset size={20} aria-hidden />}
        opened={assistanceOpened}
        onChange={setAssistanceOpened}
        aria-expanded={assistanceOpened}
        childrenOffset={32}
      >
        <NavLink
          component={Link}
          to={paths.dashboard.tutorial.href()}
          label="Video tutorial"
          leftSection={<IconVideo size={18} aria-hidden />}
          active={inAssistance}
          aria-current={inAssistance ? 'page' : undefined}
        />
        <NavLink
          component="button"
          type="button"
          label="Contatta assistenza"
          leftSection={<IconMessageQuestion size={18} aria-hidden />}
          onClick={onContactAssistance}
        />
      </NavLink>
      <NavLink
        component="button"
        type="button"
        label="Log out"
        leftSection={<IconLogout size={20} aria-hidden />}
        onClick={onLogout}
        mt="md"
      />
    </Stack>
  );
}
