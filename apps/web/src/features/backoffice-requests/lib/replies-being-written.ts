import type { BackofficeAssistance } from '@equilibrio/contract/backoffice';
import { useEffect, useRef, useState } from 'react';

/** A card of the inbox: its message, and whether the list still holds it. */
export type InboxCard = { message: BackofficeAssistance; leftTheList: boolean };

/**
 * The inbox's replies being written (written and not sent), by message. `anyTyping()`: the
 * leave-page and change-the-list question asks first. A card being written stays on screen, in
 * its place, when the list no longer holds its message (another tutor handled it, newer ones
 * pushed it to the next page): it vanished with the reply typed in it. `discard()`, once the tutor
 * chose to throw the replies away: every card starts again (`generation`, in the cards' keys).
 */
export function useRepliesBeingWritten(listed: readonly BackofficeAssistance[] | undefined) {
  const [writing, setWriting] = useState<ReadonlySet<number>>(new Set());
  const [generation, setGeneration] = useState(0);
  // One report per message: the card's effect depends on it.
  const reporters = useRef(new Map<number, (dirty: boolean) => void>());
  // Each message as last listed, and its place: what a card kept on screen shows, and where.
  const last = useRef(new Map<number, { message: BackofficeAssistance; index: number }>());
  useEffect(() => {
    if (!listed) return;
    for (const [index, message] of listed.entries()) {
      last.current.set(message.id, { message, index });
    }
    // Neither listed nor being answered: forgotten (the maps lived as long as the visit).
    const keep = new Set([...listed.map(({ id }) => id), ...writing]);
    for (const map of [last.current, reporters.current]) {
      for (const id of map.keys()) if (!keep.has(id)) map.delete(id);
    }
  }, [listed, writing]);

  const reporterOf = (id: number) => {
    let report = reporters.current.get(id);
    if (!report) {
      report = (dirty: boolean) =>
        setWriting((now) => {
          if (now.has(id) === dirty) return now;
          const next = new Set(now);
          if (dirty) next.add(id);
          else next.delete(id);
          return next;
        });
      reporters.current.set(id, report);
    }
    return report;
  };

  /** The cards to draw: the list's, with those kept for their reply put back in their place. */
  const cards = (shown: readonly BackofficeAssistance[]): InboxCard[] => {
    const rows: InboxCard[] = shown.map((message) => ({ message, leftTheList: false }));
    const kept = [...writing]
      .filter((id) => !shown.some((message) => message.id === id))
      .flatMap((id) => last.current.get(id) ?? [])
      .sort((a, b) => a.index - b.index);
    for (const { message, index } of kept) {
      rows.splice(Math.min(index, rows.length), 0, { message, leftTheList: true });
    }
    return rows;
  };

  const discard = () => {
    if (writing.size === 0) return;
    setWriting(new Set());
    setGeneration((n) => n + 1);
  };

  return { anyTyping: () => writing.size > 0, reporterOf, cards, discard, generation };
}
