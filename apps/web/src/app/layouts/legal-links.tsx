import { Anchor, Group } from '@mantine/core';
import { Link } from 'react-router';
import { paths } from '@/config/paths';

/** The sidebar's footer: the privacy notice and the terms, always one click away. */
export function LegalLinks() {
  return (
    <Group component="nav" aria-label="Documenti legali" gap="md" pt="sm">
      <Anchor component={Link} to={paths.privacy.href()} size="sm" c="gray.7" underline="always">
        Privacy
      </Anchor>
      <Anchor component={Link} to={paths.terms.href()} size="sm" c="gray.7" underline="always">
        Termini e condizioni
      </Anchor>
    </Group>
  );
}
