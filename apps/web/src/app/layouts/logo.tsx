import { UnstyledButton } from '@mantine/core';
import { Link } from 'react-router';
import { BrandLogo } from '@/components/brand-logo';
import { paths } from '@/config/paths';

/** The brand logo as the shell shows it: a link to Home (spec §2). */
export function Logo() {
  return (
    <UnstyledButton
      component={Link}
      to={paths.dashboard.home.href()}
      aria-label="Equilibrio, vai alla Home"
    >
      <BrandLogo size={36} />
    </UnstyledButton>
  );
}
