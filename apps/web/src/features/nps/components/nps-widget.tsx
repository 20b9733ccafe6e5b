import { dayMonthYear, romeParts } from '@equilibrio/contract/italian-format';
import { Affix, Box, CloseButton, Group, Paper, Stack, Text, Transition } from '@mantine/core';
import { IconMoodSmile } from '@tabler/icons-react';
import { useEffect, useId, useRef, useState } from 'react';
import { AppButton } from '@/components/app-button';
import { useCurrentUser } from '@/lib/current-user';
import { useMedia } from '@/lib/media-query';
import { useNpsStatus } from '../api/get-nps-status';
import { npsMessages } from '../messages';
import { NpsForm } from './nps-form';
import classes from './nps-widget.module.css';

/** The widget's distance from the bottom edge, and the height of its toggle. */
const OFFSET = 16;
const TOGGLE = 48;
/**
 * The space the widget takes at the bottom of every dashboard page: the page keeps this much
 * free under its last control, and focus never scrolls a control under the widget
 * (`scroll-padding-bottom`; WCAG 2.2 "focus not obscured").
 */
export const NPS_WIDGET_CLEARANCE = OFFSET + TOGGLE + 24;
/** Marks the free space at the end of the page (`NpsWidgetSpace`). */
const SPACE_ATTRIBUTE = 'data-nps-space';

/**
 * The free space at the end of every dashboard page, where the widget rests. On a phone the
 * toggle shows only while this space is in view (or the panel is open): a button floating over
 * a narrow page covered whatever scrolled under it — 'Accetta' on a quote, a status tag, an
 * error message — and a tap meant for them opened the questionnaire.
 */
export function NpsWidgetSpace() {
  return <Box h={NPS_WIDGET_CLEARANCE} aria-hidden {...{ [SPACE_ATTRIBUTE]: '' }} />;
}

/**
 * Whether the page's end space is in view far enough to hold the toggle. True where the
 * browser cannot tell (no IntersectionObserver, no space on the page).
 */
function usePageEndInView(enabled: boolean) {
  const [inView, setInView] = useState(false);
  useEffect(() => {
    if (!enabled) return;
    const space = document.querySelector(`[${SPACE_ATTRIBUTE}]`);
    if (!space || typeof IntersectionObserver === 'undefined') {
      setInView(true);
      return;
    }
    // Enough of the space is on screen that the toggle (and its margin) sits over it alone.
    const needed = (OFFSET + TOGGLE + 4) / NPS_WIDGET_CLEARANCE;
    const observer = new IntersectionObserver(
      ([entry]) => setInView(!!entry && entry.isIntersecting && entry.intersectionRatio >= needed),
      { threshold: [0, needed, 1] },
    );
    observer.observe(space);
    return () => observer.disconnect();
  }, [enabled]);
  return inView;
}

/**
 * Whether the last thing the visitor did was a key press (not a tap, a click): a toggle focused
 * from the keyboard must stay in view; one tapped must not follow the page over its buttons.
 */
function useLastInputWasKey() {
  const byKey = useRef(true);
  useEffect(() => {
    const key = () => {
      byKey.current = true;
    };
    const pointer = () => {
      byKey.current = false;
    };
    document.addEventListener('keydown', key, true);
    document.addEventListener('pointerdown', pointer, true);
    return () => {
      document.removeEventListener('keydown', key, true);
      document.removeEventListener('pointerdown', pointer, true);
    };
  }, []);
  return byKey;
}

type Props = {
  email: string | null;
  /** Changes on every navigation: the panel closes (spec: widgets re-initialised). */
  resetKey?: string;
};

/**
 * The satisfaction widget fixed bottom right on every dashboard page (spec §2, §5, §8): a
 * 0–10 score (required) and optional suggestions. On phones, and once the family has answered
 * (quiet for 90 days), it is a compact round button.
 */
export function NpsWidget({ email, resetKey }: Props) {
  const [opened, setOpened] = useState(false);
  const panelId = useId();
  const titleId = useId();
  const toggleRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const { uid } = useCurrentUser();
  const status = useNpsStatus(uid);
  const wide = useMedia('(min-width: 48em)');
  const compact = !wide || status.data?.ask === false;
  const pageEndInView = usePageEndInView(!wide);
  /**
   * The toggle has the focus from the keyboard (the panel just closed with Escape): it stays
   * until the focus moves on. Tapped, it goes with the page's end like the rest of the time: a
   * toggle kept by a tap's focus floated over 'Invia richiesta' as the family scrolled up.
   */
  const [focused, setFocused] = useState(false);
  const lastInputWasKey = useLastInputWasKey();
  const shown = wide || opened || pageEndInView || focused;

  useEffect(() => {
    if (resetKey !== undefined) setOpened(false);
  }, [resetKey]);

  useEffect(() => {
    const root = document.documentElement;
    root.style.scrollPaddingBottom = `${NPS_WIDGET_CLEARANCE}px`;
    return () => {
      root.style.scrollPaddingBottom = '';
    };
  }, []);

  const close = () => {
    setOpened(false);
    toggleRef.current?.focus();
    setFocused(lastInputWasKey.current);
  };
  const label = opened ? 'Chiudi' : 'Valuta Equilibrio';
  /**
   * Opened, the focus goes to the score (the one chosen, else 0): the panel comes before the
   * toggle in the page, so from the toggle Tab left the page and the panel was out of the
   * keyboard's reach. Called once the panel is shown (hidden, it cannot take the focus); a
   * field of the panel tapped meanwhile keeps it.
   */
  const focusScore = () => {
    const panel = panelRef.current;
    if (!panel || panel.contains(document.activeElement)) return;
    panel.querySelector<HTMLElement>('[role="radio"][tabindex="0"]')?.focus();
  };

  return (
    // Under the frame's sidebar (100) and top bar: on a phone the open menu covers the page, and
    // the widget floated over the menu's links. Above the page itself, under dialogs and lists.
    <Affix position={{ bottom: OFFSET, right: OFFSET }} zIndex={99}>
      {/* Escape closes it from the panel and from the toggle alike (Tab reaches the toggle
          after the panel, which stays open meanwhile). */}
      <Stack
        align="flex-end"
        gap="sm"
        onKeyDown={(event) => {
          if (event.key === 'Escape' && opened) close();
        }}
      >
        {/* Kept while the page stays: closing the panel and opening it again finds the score and
            the suggestions as they were (a new page starts afresh, spec: widgets re-initialised). */}
        <Transition
          mounted={opened}
          transition="slide-up"
          duration={200}
          keepMounted
          onEnter={focusScore}
        >
          {(style) => (
            <Paper
              ref={panelRef}
              id={panelId}
              style={style}
              shadow="lg"
              radius="md"
              p="md"
              withBorder
              w={{ base: 'calc(100vw - 32px)', xs: 380 }}
              role="dialog"
              aria-labelledby={titleId}
              // Where the keyboard lands if its focused button goes (focus-keeper.ts).
              tabIndex={-1}
            >
              <Stack gap="sm">
                <Group justify="space-between" align="flex-start" wrap="nowrap">
                  <Text fw={700} id={titleId}>
                    {npsMessages.question}
                  </Text>
                  <CloseButton aria-label="Chiudi il questionario" onClick={close} />
                </Group>
                {status.data?.ask === false && status.data.lastAnsweredAt ? (
                  <Text size="sm" c="dimmed">
                    {npsMessages.answeredBefore(
                      dayMonthYear(romeParts(new Date(status.data.lastAnsweredAt))),
                    )}
                  </Text>
                ) : null}
                <NpsForm key={resetKey} labelledBy={titleId} email={email} onSent={close} />
              </Stack>
            </Paper>
          )}
        </Transition>
        <AppButton
          ref={toggleRef}
          // On a phone away from the page's end: gone, not merely transparent, so a tap reaches
          // the page under it.
          display={shown ? undefined : 'none'}
          onFocus={() => setFocused(lastInputWasKey.current)}
          onBlur={() => setFocused(false)}
          look="dark"
          radius="xl"
          h={TOGGLE}
          w={compact ? TOGGLE : undefined}
          px={compact ? 0 : undefined}
          leftSection={compact ? undefined : <IconMoodSmile size={20} aria-hidden />}
          onClick={() => (opened ? close() : setOpened(true))}
          aria-expanded={opened}
          // The panel stays in the page while closed (kept for what was written): always named.
          aria-controls={panelId}
          aria-label={compact ? label : undefined}
          title={compact ? label : undefined}
          className={classes.toggle}
          data-nps-toggle
        >
          {compact ? <IconMoodSmile size={24} aria-hidden /> : label}
        </AppButton>
      </Stack>
    </Affix>
  );
}
