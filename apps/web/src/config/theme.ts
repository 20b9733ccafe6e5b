import { type CSSVariablesResolver, createTheme, type MantineColorsTuple } from '@mantine/core';
import type { FormEvent } from 'react';

// Shade 6 is the filled colour; primary, secondary and danger keep white text at ≥ 5:1 contrast.
const primary: MantineColorsTuple = [
  '#edf4f3',
  '#d7e7e3',
  '#b7d4ce',
  '#93bfb6',
  '#70aa9d',
  '#4c9585',
  '#1f7a66',
  '#1c6a5a',
  '#195a4d',
  '#164a41',
];
// A calm dusk blue: the tags of the statuses that wait for a step (spec §4's "secondary")
// must not read as the danger red of errors and alarms.
const secondary: MantineColorsTuple = [
  '#eef0f9',
  '#dce0f2',
  '#bcc4e6',
  '#98a5d8',
  '#7888cb',
  '#5b6ebf',
  '#3f55b0',
  '#364996',
  '#2d3d7c',
  '#243163',
];
const ink: MantineColorsTuple = [
  '#edeeef',
  '#d7d9db',
  '#b7bbbf',
  '#93999f',
  '#70777f',
  '#4c555f',
  '#1f2a37',
  '#1c2632',
  '#19222c',
  '#161e27',
];
const danger: MantineColorsTuple = [
  '#fbeeee',
  '#f5d9d9',
  '#eebbbb',
  '#e59999',
  '#dc7777',
  '#d45555',
  '#c92a2a',
  '#ac2627',
  '#902223',
  '#731e20',
];
const sun: MantineColorsTuple = [
  '#fef9eb',
  '#fdf2d2',
  '#fbe8af',
  '#f9dc87',
  '#f7d15f',
  '#f5c537',
  '#f2b705',
  '#cf9e07',
  '#ac850a',
  '#8a6b0c',
];

/** Stops a submit event at the modal it happened in (see Modal below). */
function keepSubmitInside(event: FormEvent) {
  event.stopPropagation();
}

/** The names of a calendar's buttons (Mantine gives its arrows none). */
const calendarLabels = {
  previousMonth: 'Mese precedente',
  nextMonth: 'Mese successivo',
  monthLevelControl: 'Scegli il mese',
  previousYear: 'Anno precedente',
  nextYear: 'Anno successivo',
  yearLevelControl: 'Scegli l’anno',
  previousDecade: 'Decennio precedente',
  nextDecade: 'Decennio successivo',
};

/**
 * A calendar's days, months, years and arrows: cells side by side with no gap between them, sized
 * for a finger on touch in styles.css ('.calendar-cell'), with no hit area past their own edge.
 */
const calendarCells = {
  day: 'calendar-cell',
  monthsListControl: 'calendar-cell',
  yearsListControl: 'calendar-cell',
  calendarHeaderControl: 'calendar-cell',
  calendarHeaderLevel: 'calendar-cell',
};

export const theme = createTheme({
  primaryColor: 'primary',
  primaryShade: 6,
  autoContrast: true,
  colors: { primary, secondary, ink, danger, sun },
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  headings: {
    fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
    fontWeight: '700',
  },
  defaultRadius: 'md',
  cursorType: 'pointer',
  focusRing: 'auto',
  // Transitions off for people who ask their system for less motion (WCAG 2.3.3).
  respectReducedMotion: true,
  other: {
    sidebarWidth: 300,
    sidebarTransitionMs: 250,
  },
  components: {
    Button: { defaultProps: { radius: 'md' } },
    // A badge is a status or a tag a tutor reads at a glance: never cut to 'Acc…' in a narrow
    // table column or row; the column gives it its width instead (styles.css '.badge-whole':
    // on a phone it wraps within its card instead).
    Badge: { classNames: { root: 'badge-whole' } },
    // Toasts' close button needs a name for screen readers (axe button-name).
    Notification: { defaultProps: { closeButtonProps: { 'aria-label': 'Chiudi notifica' } } },
    // Every list (Select, MultiSelect, the address search) opens under its field, starting at its
    // left edge. Centred, as Mantine has it, a list kept in the page while closed is placed with no
    // width of its own (display: none) and shows for a frame half a field to the right, past the
    // page's edge: a phone's browser then widens its page to the list and zooms out, scrolling a
    // form read further down up by as much (the dependant form's 'Sesso', tapped with the form
    // scrolled: the page jumped up, the list stayed closed below the screen).
    Combobox: { defaultProps: { position: 'bottom-start' } },
    // A menu opens on its first item, as a menu button does (WAI-ARIA's pattern): Mantine's
    // default put the focus on an empty box first, where an Enter on «Chiudi richiesta» left the
    // keyboard with nothing named until an arrow key.
    Menu: { defaultProps: { withInitialFocusPlaceholder: false } },
    // A list opens when asked (a click, a letter typed, ↓), not as the keyboard passes by: Mantine
    // opened a searchable one on focus, so a dialog that starts on it (the catalogue's 'Provincia')
    // opened with its list over the fields below, and the first Escape closed the list, not the
    // dialog. A native select does not open on focus either.
    Select: { defaultProps: { maxDropdownHeight: 240, openOnFocus: false } },
    MultiSelect: { defaultProps: { openOnFocus: false } },
    // A tap on the day already chosen keeps it (Mantine empties a clearable field then: a family
    // confirming the start day sent the request with none). The × and deleting the text empty it.
    // A calendar's arrows and headings are icon buttons: each named, in Italian.
    DateInput: {
      classNames: calendarCells,
      defaultProps: { allowDeselect: false, ariaLabels: calendarLabels },
    },
    DatePickerInput: { classNames: calendarCells, defaultProps: { ariaLabels: calendarLabels } },
    // Growing fields' rows and sizing: components/form/grow-textarea.tsx.
    Textarea: {
      // A whole number of pixels per line: an autosize field measures its rows in whole pixels
      // (scrollHeight), so with the usual 21.7 px line it grows by a pixel once the app runs and
      // nudges what follows in a page drawn by the server.
      styles: { input: { lineHeight: 'round(up, calc(var(--mantine-line-height) * 1em), 1px)' } },
    },
    // Names for the modals' icon-only close buttons ('Chiudi la finestra', a drawer's 'Chiudi il
    // pannello': a plain 'Chiudi' came right after 'Chiudi richiesta' for a screen reader, and
    // beside a round's own 'Chiudi'), and loaders announced as a status
    // (an aria-label on a plain span is not allowed).
    // A modal is drawn in a portal, but React bubbles its events along the component tree: a
    // form saved in a modal opened from inside another form ('Aggiungi nuovo' in the request
    // form) would also submit the form behind it. Every modal and drawer keeps its submits.
    // Their header is a <header> inside a dialog, which is no sectioning element: it read as a
    // second banner landmark of the page (axe's landmark-no-duplicate-banner), not as the
    // dialog's own top.
    Modal: {
      defaultProps: {
        closeButtonProps: { 'aria-label': 'Chiudi la finestra' },
        onSubmit: keepSubmitInside,
        attributes: { header: { role: 'none' } },
      },
      // A title on two lines (a phone's 'Pagamento effettuato con successo!') kept Mantine's
      // line height of 1: its lines touched.
      styles: {
        title: { fontWeight: 700, fontSize: 'var(--mantine-font-size-lg)', lineHeight: 1.35 },
      },
    },
    Drawer: {
      defaultProps: {
        closeButtonProps: { 'aria-label': 'Chiudi il pannello' },
        onSubmit: keepSubmitInside,
        attributes: { header: { role: 'none' } },
      },
    },
    Loader: { defaultProps: { role: 'status' } },
    // Wide tables scroll sideways with the browser's own scrolling (momentum on a phone), not
    // Mantine's ScrollArea: its scrollbars measure themselves as they mount, and each update
    // re-rendered its whole table in the task that adopts a drawn page (the catalogue's seven
    // price tables and their tooltips: ≈ 150 ms at 4× CPU).
    // Positioned, so that what is placed in it (a visually hidden column name) scrolls with the
    // table instead of widening the phone's page.
    TableScrollContainer: {
      defaultProps: { type: 'native' },
      styles: { scrollContainer: { position: 'relative' } },
    },
  },
});

/** The button styles of spec §3 (Modal config) as Mantine variant + colour. */
export const buttonStyles = {
  primary: { variant: 'filled', color: 'primary' },
  secondary: { variant: 'filled', color: 'secondary' },
  dark: { variant: 'filled', color: 'ink' },
  'dark-outline': { variant: 'outline', color: 'ink' },
  danger: { variant: 'filled', color: 'danger' },
  /** A risky way out next to a safe primary one ('Attiva comunque' beside 'Annulla'). */
  'danger-outline': { variant: 'outline', color: 'danger' },
  'yellow-outline': { variant: 'outline', color: 'sun.8' },
} as const;

export type ButtonStyle = keyof typeof buttonStyles;

/**
 * Our CSS variables over Mantine's (the provider merges them). A placeholder is text people read (a file field's "Scegli il
 * PDF" is a plain element): Mantine's gray.5 reads at 2.1:1 on an input's white; this grey at
 * 5.0:1 (WCAG AA), still lighter than a typed value.
 */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: { '--mantine-color-placeholder': '#697077' },
  dark: {},
});
