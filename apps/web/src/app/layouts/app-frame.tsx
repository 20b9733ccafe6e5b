import { Box, type BoxProps, type ElementProps, rem } from '@mantine/core';
import type { CSSProperties, ReactNode } from 'react';
import classes from './app-frame.module.css';

/**
 * The frame of the signed-in pages (the dashboard's and the back office's): top bar, sidebar,
 * page. In place of Mantine's AppShell, which marked itself 'resizing' from its first render
 * until its transition time had passed and then unmarked itself — a change of an inherited
 * variable that had the browser restyle the whole page again right after the app adopted a drawn
 * page — and laid itself out with styles it injected and updated at run time. This one is laid
 * out by its stylesheet alone, so the page drawn by the server is the page the app adopts.
 * A closed sidebar on a phone is not displayed at all, so the keyboard never walks into it.
 */
export function AppFrame({
  headerHeight,
  navbarWidth,
  navbarOpened = false,
  children,
}: {
  headerHeight: number;
  navbarWidth: number;
  /** On a phone: the sidebar is shown, over the page. */
  navbarOpened?: boolean;
  children: ReactNode;
}) {
  // In rem, as Mantine's sizes: the frame grows with the browser's text size, as its content does.
  const size = {
    '--frame-header-height': rem(headerHeight),
    '--frame-navbar-width': rem(navbarWidth),
  } as CSSProperties;
  return (
    <div className={classes.frame} style={size} data-navbar-opened={navbarOpened || undefined}>
      {children}
    </div>
  );
}

/** Class names joined, the empty ones left out. */
const cx = (...names: (string | false | undefined)[]) => names.filter(Boolean).join(' ');

type PartProps<E extends 'header' | 'nav' | 'main' | 'div'> = BoxProps & ElementProps<E>;

/**
 * react-remove-scroll's mark (its `zeroRight` class): while a modal locks the page's scrolling,
 * a fixed element so marked keeps clear of the scrollbar's place, so the top bar does not shift
 * sideways under an open modal on a desktop with a visible scrollbar (Mantine's header has it).
 */
const KEEP_CLEAR_OF_SCROLLBAR = 'right-scroll-bar-position';

AppFrame.Header = function AppFrameHeader({ className, ...props }: PartProps<'header'>) {
  return (
    <Box
      component="header"
      className={cx(classes.header, KEEP_CLEAR_OF_SCROLLBAR, className)}
      {...props}
    />
  );
};

AppFrame.Navbar = function AppFrameNavbar({ className, ...props }: PartProps<'nav'>) {
  return <Box component="nav" className={cx(classes.navbar, className)} {...props} />;
};

/** A part of the sidebar; `grow` takes the height left and scrolls on its own. */
AppFrame.Section = function AppFrameSection({
  grow = false,
  className,
  ...props
}: PartProps<'div'> & { grow?: boolean }) {
  return <Box className={cx(grow && classes.grow, className)} {...props} />;
};

AppFrame.Main = function AppFrameMain({ className, ...props }: PartProps<'main'>) {
  return <Box component="main" className={cx(classes.main, className)} {...props} />;
};
