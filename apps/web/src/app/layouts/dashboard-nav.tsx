import { NavLink, Stack } from '@mantine/core';
import {
  IconHeadset,
  IconHome,
  IconId,
  IconListDetails,
  IconLogout,
  IconMapPin,
  IconMessageQuestion,
  IconUser,
  IconUsers,
  IconVideo,
} from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { paths } from '@/config/paths';

type Props = {
  onContactAssistance: () => void;
  onLogout: () => void;
};

/** Each with its icon, as the entries under 'Assistenza': the two submenus look alike. */
const profileLinks = [
  { label: 'Dati personali', href: paths.dashboard.personalInfo.href(), Icon: IconId },
  { label: 'Assistiti', href: paths.dashboard.dependants.href(), Icon: IconUsers },
  { label: 'Indirizzi', href: paths.dashboard.addresses.href(), Icon: IconMapPin },
];

/** The sidebar entries (spec §2): Home, Elenco richieste, Profilo ▸, Assistenza ▸, Log out. */
export function DashboardNav({ onContactAssistance, onLogout }: Props) {
  const { pathname } = useLocation();
  const isActive = (href: string) => pathname === href;
  const inProfile = profileLinks.some((link) => isActive(link.href));
  const inAssistance = isActive(paths.dashboard.tutorial.href());
  // The list, the form, the detail and the quote are all "requests".
  const inRequests = pathname.startsWith('/dashboard/request-');

  return (
    <Stack component="nav" aria-label="Menu principale" gap={4}>
      <PageLink
        to={paths.dashboard.home.href()}
        label="Home"
        icon={<IconHome size={20} aria-hidden />}
        current={isActive(paths.dashboard.home.path)}
      />
      <PageLink
        to={paths.dashboard.requestList.href()}
        label="Elenco richieste"
        icon={<IconListDetails size={20} aria-hidden />}
        active={inRequests}
        current={isActive(paths.dashboard.requestList.path)}
      />
      <NavGroup label="Profilo" icon={<IconUser size={20} aria-hidden />} openAtFirst={inProfile}>
        {profileLinks.map(({ Icon, ...link }) => (
          <PageLink
            key={link.href}
            to={link.href}
            label={link.label}
            icon={<Icon size={18} aria-hidden />}
            current={isActive(link.href)}
          />
        ))}
      </NavGroup>
      <NavGroup
        label="Assistenza"
        icon={<IconHeadset size={20} aria-hidden />}
        openAtFirst={inAssistance}
      >
        <PageLink
          to={paths.dashboard.tutorial.href()}
          label="Video tutorial"
          icon={<IconVideo size={18} aria-hidden />}
          current={inAssistance}
        />
        <ActionEntry
          label="Contatta assistenza"
          icon={<IconMessageQuestion size={18} aria-hidden />}
          onClick={onContactAssistance}
        />
      </NavGroup>
      <ActionEntry
        label="Log out"
        icon={<IconLogout size={20} aria-hidden />}
        onClick={onLogout}
        mt="md"
      />
    </Stack>
  );
}

/** A link to a page: highlighted while in its section (`active`), marked as the page it is on. */
function PageLink({
  icon,
  current,
  active = current,
  ...link
}: {
  to: string;
  label: string;
  icon?: ReactNode;
  current: boolean;
  active?: boolean;
}) {
  return (
    <NavLink
      component={Link}
      {...link}
      leftSection={icon}
      active={active}
      aria-current={current ? 'page' : undefined}
    />
  );
}

/** An entry that does something on the spot (a dialog, the logout) instead of opening a page. */
function ActionEntry(props: { label: string; icon: ReactNode; onClick: () => void; mt?: 'md' }) {
  const { icon, ...entry } = props;
  return <NavLink component="button" type="button" leftSection={icon} {...entry} />;
}

/** A section that opens and closes (open at first when its page is on screen). */
function NavGroup({
  label,
  icon,
  openAtFirst,
  children,
}: {
  label: string;
  icon: ReactNode;
  openAtFirst: boolean;
  children: ReactNode;
}) {
  // Controlled so the toggle can say whether it is open (aria-expanded).
  const [opened, setOpened] = useState(openAtFirst);
  return (
    <NavLink
      component="button"
      type="button"
      label={label}
      leftSection={icon}
      opened={opened}
      onChange={setOpened}
      aria-expanded={opened}
      childrenOffset={32}
    >
      {children}
    </NavLink>
  );
}
