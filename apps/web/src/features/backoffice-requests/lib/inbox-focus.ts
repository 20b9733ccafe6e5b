import { useEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router';
import { keyboardLost } from '@/components/focus-keeper';
import { focusAndReveal, linkTo } from '@/components/focus-return';
import { paths } from '@/config/paths';
import { inboxOpenedFor } from './inbox-filters';

/**
 * The router state of «Pagina successiva dell’elenco» (the round's last row): the inbox's next
 * page opens with the keyboard on its first row, where the round goes on.
 */
export const roundGoesOn = { inboxRoundGoesOn: true } as const;

const goesOn = (state: unknown) =>
  typeof state === 'object' && state !== null && 'inboxRoundGoesOn' in state;

/** Whether the keyboard has no place of its own: the page's body, a landing, the main content. */
const keyboardNowhere = () => keyboardLost() || document.activeElement?.matches('main') === true;

/**
 * Back on the inbox by a link ('← Richieste' at the end of a request or of a round of
 * «Successiva»), the keyboard is on the row of the request she opened last, as after the
 * browser's Back (components/focus-return, which this leaves alone): not on the page's top, some
 * 20 Tabs above her row. On the next page «Pagina successiva dell’elenco» leads to, on its first
 * row. Once, as the rows are first drawn (`ids`), and only while the keyboard has no place of its
 * own; her row brought into view if the kept scroll did not.
 */
export function useInboxRowFocused(
  uid: string,
  search: string,
  ids: readonly number[] | undefined,
) {
  const navigation = useNavigationType();
  const { state } = useLocation();
  const done = useRef(false);
  useEffect(() => {
    if (!ids || done.current) return;
    done.current = true;
    if (navigation === 'POP') return;
    const id = goesOn(state) ? ids[0] : inboxOpenedFor(uid, search);
    if (id == null || !ids.includes(id) || !keyboardNowhere()) return;
    // The row's link on screen (the table's or the card's), focused and brought into view.
    const link = linkTo(paths.backoffice.request.href(id));
    if (link) focusAndReveal(link);
  }, [ids, navigation, state, uid, search]);
}
