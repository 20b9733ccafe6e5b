import { Paper } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { LogoLink } from '@/components/logo-link';
import { paths } from '@/config/paths';
import { tagline } from '../messages';
import { BannerIllustration } from './banner-illustration';
import classes from './public-layout.module.css';

/** To the page that explains the service (/come-funziona). */
const guideLinkText = 'Come funziona';

const points = [
  'Babysitter, petsitter, badanti e colf selezionati per te',
  'Un family tutor dedicato dalla prima chiamata al servizio',
  'Preventivi chiari e pagamenti sicuri online',
];

/**
 * The frame of the pages a visitor sees before the dashboard: logo, tagline and banner artwork
 * (a side panel on desktop, a band on top on phones) and the page's card.
 */
export function PublicLayout({ children }: { children: ReactNode }) {
  return (
    <div className={classes.root}>
      <header className={classes.brand}>
        <div className={classes.brandHeader}>
          <LogoLink size={40} inverted />
          <Link to={paths.serviceGuide.href()} className={classes.guideLink}>
            {guideLinkText}
          </Link>
        </div>
        <p className={classes.tagline}>{tagline}</p>
        <div className={classes.art}>
          <BannerIllustration className={classes.illustration} />
        </div>
        <ul className={classes.points}>
          {points.map((point) => (
            <li key={point}>
              <IconCircleCheck size={20} aria-hidden="true" color="#f2b705" />
              {point}
            </li>
          ))}
        </ul>
      </header>
      <main className={classes.main}>
        <Paper
          className={classes.content}
          radius="lg"
          shadow="sm"
          withBorder
          p={{ base: 'lg', sm: 'xl' }}
        >
          {children}
        </Paper>
      </main>
    </div>
  );
}
