import type { AllowedTransition } from '@equilibrio/contract/workflow';
import { Alert, Group, Text, VisuallyHidden } from '@mantine/core';
import { IconArrowBackUp } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { AppButton, SmallButton } from '@/components/app-button';
import { toast } from '@/components/toast';
import { anyUnsaved } from '@/components/unsaved-changes-guard';
import { holdFreshToken } from '@/lib/api-client';
import { errorMessage } from '@/lib/form-errors';
import { requestQueriesRoot } from '../api/keys';
import { moveRequest, type NoteMove } from '../api/move-request';
import { quotedStatus } from '../lib/statuses';
import { familyTold } from './next-step-explanations';

/**
 * How long a one-click move can be taken back. The move is sent when this window ends
 * (client-side deferred submit): nothing reaches the server before, so an undone move changes
 * nothing and sends no email. Leaving the page in the window — another page of the app, closing
 * or reloading the tab, switching away from it — sends it at once (a `keepalive` call, which
 * outlives the page), so a move the screen showed as made is never lost. "At once" is within the
 * event itself: a page being reloaded or closed runs nothing after its `pagehide`, so the call
 * starts there, with the token got when the window opened (`holdFreshToken`), not after awaiting
 * one (or anything else).
 */
export const UNDO_WINDOW_MS = 5000;

type Pending = { move: AllowedTransition & { action: NoteMove }; endsAt: number };

/**
 * One-click workflow moves with 'Annulla': `start(move)` shows the move as done with a countdown
 * and an 'Annulla' button; when the window ends, or the page is left, the move is sent to the API.
 */
export function useUndoableMove(requestId: number) {
  const [pending, setPending] = useState<Pending | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const pendingRef = useRef<Pending | null>(null);
  const [sending, setSending] = useState(false);
  const queryClient = useQueryClient();

  const send = useCallback(
    (action: NoteMove) => {
      setSending(true);
      // Called here, not through a mutation (which starts its call a few awaits later): the fetch
      // starts before this returns. keepalive: it goes on if the tab is closed or reloaded.
      const call = moveRequest({ requestId, action, keepalive: true });
      void (async () => {
        try {
          const result = await call;
          toast.success(`Richiesta #${requestId} ora in ${quotedStatus(result.status)}`);
        } catch (error) {
          toast.error(errorMessage(error));
        }
        // Every request query read again, whether it worked or not (a 409: moved meanwhile).
        await queryClient.invalidateQueries({ queryKey: requestQueriesRoot });
        setSending(false);
      })();
    },
    [queryClient, requestId],
  );

  const clear = useCallback(() => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
    pendingRef.current = null;
    setPending(null);
  }, []);

  /** Sends the waiting move now (its window ended, or the page is being left); once only. */
  const flush = useCallback(() => {
    const waiting = pendingRef.current;
    clear();
    if (waiting) send(waiting.move.action);
  }, [clear, send]);

  const start = (m: Pending['move']) => {
    clear();
    const next = { move: m, endsAt: Date.now() + UNDO_WINDOW_MS };
    pendingRef.current = next;
    setPending(next);
    timer.current = setTimeout(flush, UNDO_WINDOW_MS);
    // A token at hand (refreshed now if about to expire) for sending it as the page is left.
    void holdFreshToken();
  };

  const undo = () => {
    clear();
    toast.info('Operazione annullata: la richiesta non è cambiata.');
  };

  /** Takes the waiting move back without sending it, to make it with a note instead. */
  const takeBack = () => {
    const move = pendingRef.current?.move ?? null;
    clear();
    return move;
  };

  // Leaving the page in the window (another page of the app, another request): sent now.
  useEffect(() => flush, [flush]);

  // Closing, reloading or hiding the tab in the window: sent now, with no 'leave page?' prompt.
  useEffect(() => {
    const whenHidden = () => {
      if (document.visibilityState === 'hidden') flush();
    };
    // As the browser starts leaving (beforeunload), before it asks for the next page: at pagehide
    // a reload has already fetched the page again, which showed the request as it was. Unless a
    // form's unsaved work makes the browser ask 'leave page?' first: the tutor may stay, undo and
    // all, and the move goes on pagehide, once the page is really left.
    const leaving = () => {
      if (!anyUnsaved()) flush();
    };
    window.addEventListener('beforeunload', leaving);
    window.addEventListener('pagehide', flush);
    document.addEventListener('visibilitychange', whenHidden);
    return () => {
      window.removeEventListener('beforeunload', leaving);
      window.removeEventListener('pagehide', flush);
      document.removeEventListener('visibilitychange', whenHidden);
    };
  }, [flush]);

  return { pending, start, undo, takeBack, sending };
}

/**
 * The bar of a move waiting for its undo window: what will happen (and whether the family is
 * emailed: `familyTold`), the seconds left, 'Annulla'.
 * 'Annulla' takes the focus as the bar appears: the button clicked is disabled meanwhile, and a
 * keyboard could not reach 'Annulla' in 5 s from the top of the page. The seconds are seen, not
 * read out: a screen reader hears the sentence once, not 'tra 4 s', 'tra 3 s'…
 */
export function UndoBar({
  pending,
  onUndo,
  onAddNote,
}: {
  pending: Pending;
  onUndo: () => void;
  /** The same move with a note for the history: the one-click move is taken back, a form opens. */
  onAddNote: () => void;
}) {
  const left = () => Math.max(0, Math.ceil((pending.endsAt - Date.now()) / 1000));
  const [seconds, setSeconds] = useState(left);
  const undoButton = useRef<HTMLButtonElement>(null);
  const told = familyTold(pending.move.action, 'soon');
  // biome-ignore lint/correctness/useExhaustiveDependencies: restarted for each pending move
  useEffect(() => {
    setSeconds(left());
    const tick = setInterval(() => setSeconds(left()), 250);
    return () => clearInterval(tick);
  }, [pending]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: focused for each pending move
  useEffect(() => {
    undoButton.current?.focus();
  }, [pending]);
  return (
    <Alert color="secondary" variant="light" role="status" p="xs">
      {/* Its buttons under the sentence where the card is narrow (a tablet upright cut «Annulla»). */}
      <Group justify="space-between" gap="sm" wrap="wrap">
        {/* What is true while it waits: nothing is sent yet (the header keeps the status), and
            what the family will hear of it (an email, the move's own). */}
        <Text size="sm">
          La richiesta passa in <strong>{quotedStatus(pending.move.to)}</strong>{' '}
          <span aria-hidden>tra {seconds} s.</span>
          <VisuallyHidden>tra pochi secondi: puoi ancora annullare.</VisuallyHidden>
          {told ? ` ${told}` : null}
        </Text>
        <Group gap="xs" wrap="nowrap">
          <AppButton size="xs" look="dark-outline" variant="subtle" onClick={onAddNote}>
            Aggiungi una nota
          </AppButton>
          <SmallButton
            ref={undoButton}
            icon={IconArrowBackUp}
            onClick={onUndo}
            // Enter held on the button that made the move repeats here once it has the focus:
            // only a new press undoes it.
            onKeyDown={(event) => {
              if (event.repeat) event.preventDefault();
            }}
          >
            Annulla
          </SmallButton>
        </Group>
      </Group>
    </Alert>
  );
}
