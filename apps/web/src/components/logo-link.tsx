import { Link } from 'react-router';
import { BrandLogo } from '@/components/brand-logo';
import { paths } from '@/config/paths';
import classes from './logo-link.module.css';

/** The logo at the top of the public pages: a link to the login ('Equilibrio, accedi'). */
export function LogoLink({ size, inverted = false }: { size: number; inverted?: boolean }) {
  return (
    <Link to={paths.login.href()} className={classes.link} aria-label="Equilibrio, accedi">
      <BrandLogo size={size} inverted={inverted} />
    </Link>
  );
}
