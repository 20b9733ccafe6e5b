import { Anchor, Group } from '@mantine/core';
import { Link } from 'react-router';
import { paths } from '@/config/paths';

const links = [
  { label: 'Privacy', href: paths.privacy.href() },
  { label: 'Termini e condizioni', href: paths.terms.href() },
];

/** The sidebar's footer: the privacy notice and the terms, always one click away. */
export function LegalLinks() {
  return (
    <Group component="nav" aria-label="Documenti legali" gap="md" pt="sm" pb={4}>
      {links.map((link) => (
        <Anchor
          key={link.href}
          component={Link}
          to={link.href}
          size="sm"
          c="gray.7"
          underline="always"
        >
          {link.label}
        </Anchor>
      ))}
    </Group>
  );
}
