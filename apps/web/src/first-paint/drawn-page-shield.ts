import {
  DRAWN_INERT_MARK,
  DRAWN_PAGE_SHIELD_ID,
} from '../../../../packages/contract/src/first-paint';

/** What the shield says while the page waits for the app (build.ts's templates). */
const DRAWN_PAGE_WAIT_TEXT = 'Caricamento della pagina…';

/**
 * How the waiting shows: after a second (a page that comes alive sooner shows nothing), a thin bar
 * moving along the top of the window and a small line at its bottom, the pointer a busy one. On a
 * slow connection a drawn page waited 13–16 s for its code, its fields dead to a tap with no word
 * of why. Plain CSS, shown before any JavaScript; it goes with the shield (app-tree.tsx). Without
 * motion for who asks for none: the bar stands still, the line just appears.
 */
const style = `#${DRAWN_PAGE_SHIELD_ID},[${DRAWN_INERT_MARK}]{cursor:progress}
.drawn-wait{pointer-events:none;animation:drawn-wait-in .3s 1s both}
.drawn-wait-bar{position:fixed;top:0;left:0;width:100%;height:3px;overflow:hidden;background:rgba(31,122,102,.18)}
.drawn-wait-bar::before{content:"";display:block;width:40%;height:100%;background:#1f7a66;animation:drawn-wait-slide 1.4s ease-in-out infinite}
.drawn-wait-text{position:fixed;margin:0;bottom:16px;left:50%;transform:translateX(-50%);max-width:calc(100% - 32px);padding:6px 14px;border-radius:999px;background:#1f2a37;color:#fff;font:600 14px/1.4 system-ui,-apple-system,'Segoe UI',Roboto,sans-serif;white-space:nowrap;box-shadow:0 2px 8px rgba(0,0,0,.2)}
@keyframes drawn-wait-in{from{opacity:0}to{opacity:1}}
@keyframes drawn-wait-slide{from{transform:translateX(-100%)}to{transform:translateX(250%)}}
@media (prefers-reduced-motion:reduce){.drawn-wait{animation-duration:0s}.drawn-wait-bar::before{animation:none;width:100%;opacity:.5}}`;

/**
 * The element after a drawn page's markup (DRAWN_PAGE_SHIELD_ID): the first paint waits for it,
 * and until the app adopts the page it lies over the whole window and takes the taps and clicks
 * (build.ts says why), saying that the page is still loading.
 */
export const drawnPageShield = () =>
  `<div id="${DRAWN_PAGE_SHIELD_ID}" style="position:fixed;inset:0;z-index:2147483647"><style>${style}</style><div class="drawn-wait" role="status"><div class="drawn-wait-bar"></div><p class="drawn-wait-text">${DRAWN_PAGE_WAIT_TEXT}</p></div></div>`;
