import { Alert, Box, Loader, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { useAuth } from '@/lib/auth';
import { bringIntoView } from '@/lib/reveal';
import { keyboardLost } from './focus-keeper';
import { TitledPanel } from './section-card';
import { useToastOnFailure } from './toast';
import { UnsavedChangesGuard } from './unsaved-changes-guard';

/** The card of the chosen item (the one the form edits) has a thicker border in the brand colour. */
export const savedItemCardStyle = (selected: boolean) => ({
  borderColor: selected ? 'var(--mantine-color-primary-6)' : undefined,
  borderWidth: selected ? 2 : undefined,
});

type SavedItem = { id: number };

/** What of a card takes the keyboard: its button (the card itself, chosen to edit it). */
const FOCUSABLE = 'button, a[href], [tabindex="0"]';

/** The chosen item's card and how to choose it or let it go (the form then adds a new one). */
export type SavedItemChoice = { selected: boolean; select: () => void; deselect: () => void };

/** The top of the screen a card saved is not left under: the sticky header and a toast below it. */
const CLEAR_OF_TOP_PX = 180;

/**
 * A page of the personal area that keeps a list of the customer's things (spec §2, §4): the
 * saved list (loading, its failure, empty, or one card per item) beside the form, which adds
 * one until a card is chosen, then edits it; `done` (after save, reset or delete) returns to
 * adding.
 */
export function SavedItemsPanel<T extends SavedItem>({
  texts: { title, loadingLabel, loadError, empty },
  query,
  listClassName,
  card,
  formTitle,
  form,
}: {
  /** The list's title, its loader's label, its failure, and (`empty`) nothing saved yet. */
  texts: { title: string; loadingLabel: string; loadError: string; empty: string };
  /** The list query. */
  query: { status: 'pending' | 'error' | 'success'; isError: boolean; data: T[] | undefined };
  /** The list's box (e.g. where it scrolls). */
  listClassName?: string;
  card: (item: T, choice: SavedItemChoice) => ReactNode;
  formTitle: (selected: T | null) => string;
  form: (selected: T | null, done: () => void) => ReactNode;
}) {
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const list = query.isError ? [] : (query.data ?? []);
  // A card just added is brought into view: the list scrolls past 25vh, and on a phone the form
  // sits below it, so a new address could land out of sight ("saved, but where is it?").
  const cards = useRef(new Map<number, HTMLLIElement>());
  const seen = useRef<Set<number> | null>(null);
  const ids = list.map((item) => item.id).join(',');
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the list's ids change
  useEffect(() => {
    if (query.status !== 'success') return;
    const before = seen.current;
    seen.current = new Set(list.map((item) => item.id));
    if (!before) return;
    const added = list.find((item) => !before.has(item.id));
    if (added) {
      bringIntoView(cards.current.get(added.id), { block: 'nearest' });
      goOnFrom(added.id);
    }
  }, [ids, query.status]);
  const selected = list.find((item) => item.id === selectedId) ?? null;
  const formPanel = useRef<HTMLDivElement>(null);
  /**
   * After a save (or 'Annulla'), the keyboard goes on from the item's card: the form is emptied
   * and its save button disabled under the focus, which fell to the page's body (mid-page, on a
   * phone) — unless the focus has gone somewhere else meanwhile.
   */
  const goOnFrom = (id: number) => {
    // Lost, or on the form's buttons (the save just pressed, disabled under it as the emptied form
    // is checked again); never from a field, where the next one is being typed.
    const active = document.activeElement;
    const onItsButtons = active?.matches('button') && formPanel.current?.contains(active);
    if (!keyboardLost() && !active?.matches(':disabled') && !onItsButtons) return;
    cards.current.get(id)?.querySelector<HTMLElement>(FOCUSABLE)?.focus({ preventScroll: true });
  };
  /** The item whose form was just closed by a save or 'Annulla' (its card takes the keyboard). */
  const closed = useRef<number | null>(null);
  const done = () => {
    closed.current = selectedId;
    setSelectedId(null);
  };
  useEffect(() => {
    if (selectedId !== null || closed.current === null) return;
    // In sight too: on a phone the form is below the list, and the card saved stood above the
    // screen (the toast the only sign the change was made). Brought to the middle, clear of the
    // sticky header and of the toast over the top of a phone's screen; where it is in sight
    // already (beside the form, on a wide screen) nothing moves.
    const card = cards.current.get(closed.current);
    const place = card?.getBoundingClientRect();
    if (place && (place.top < CLEAR_OF_TOP_PX || place.bottom > window.innerHeight)) {
      bringIntoView(card, { block: 'center' });
    }
    goOnFrom(closed.current);
    closed.current = null;
  });
  // A card chosen on a phone: its form ('Modifica Rosa') is below the list, out of sight — it is
  // brought up, unless its top is already in view (beside the list, on a wide screen).
  useEffect(() => {
    const panel = formPanel.current;
    if (selectedId === null || !panel) return;
    const top = panel.getBoundingClientRect().top;
    // The focus goes with it: left on the card, off screen, a keyboard would stay behind.
    if (top < 0 || top > window.innerHeight * 0.6) bringIntoView(panel, { focus: true });
  }, [selectedId]);
  useToastOnFailure(query.isError, loadError);

  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
      <Stack gap="sm">
        <Title order={2} size="h4">
          {title}
        </Title>
        {query.status === 'pending' ? (
          <Loader size="sm" aria-label={loadingLabel} />
        ) : query.status === 'error' ? (
          <Alert color="danger" variant="light">
            {loadError}
          </Alert>
        ) : list.length === 0 ? (
          <Text c="dimmed" size="sm">
            {empty}
          </Text>
        ) : (
          <Box className={listClassName}>
            <Stack
              component="ul"
              gap="sm"
              p={listClassName ? 2 : 0}
              m={0}
              aria-label={title}
              style={{ listStyle: 'none' }}
            >
              {list.map((item) => (
                <li
                  key={item.id}
                  ref={(element) => {
                    if (element) cards.current.set(item.id, element);
                    else cards.current.delete(item.id);
                  }}
                >
                  {card(item, {
                    selected: item.id === selectedId,
                    select: () => setSelectedId(item.id),
                    deselect: () => setSelectedId((id) => (id === item.id ? null : id)),
                  })}
                </li>
              ))}
            </Stack>
          </Box>
        )}
      </Stack>
      <Box ref={formPanel} tabIndex={-1} style={{ scrollMarginTop: 80, outline: 'none' }}>
        <TitledPanel title={formTitle(selected)}>{form(selected, done)}</TitledPanel>
      </Box>
    </SimpleGrid>
  );
}

/**
 * An editing page of the personal area: `children` get the signed-in customer's uid and report
 * unsaved changes (leaving then asks first); without a signed-in customer, `missingUser`.
 */
export function SignedInEditor({
  missingUser,
  children,
}: {
  missingUser: string;
  children: (uid: string, onDirtyChange: (dirty: boolean) => void) => ReactNode;
}) {
  const uid = useAuth().user?.uid;
  const [dirty, setDirty] = useState(false);
  if (!uid) {
    return (
      <Alert color="danger" variant="light" role="alert">
        {missingUser}
      </Alert>
    );
  }
  return (
    <>
      <UnsavedChangesGuard when={dirty} />
      {children(uid, setDirty)}
    </>
  );
}
