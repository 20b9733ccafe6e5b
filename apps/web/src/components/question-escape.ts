/**
 * Escape answers the yes/no question on screen 'No' (`confirm`), and only it. Every open Mantine
 * dialog listens for Escape on the window, each from its mount (capture, in the order they were
 * added), so the panel a question was asked over closed with it ('Profilo già impegnato' over
 * «Aggiungi candidati»: the panel and its widened search were gone). This listener must be the
 * window's first: the entry (main.tsx) installs it before anything is drawn. It is kept apart from
 * `confirm` (and its modals library) so that the entry stays small.
 */

/** The question on screen's 'No': false when it is no longer on screen (nothing is done then). */
let answerNo: (() => boolean) | null = null;

/** The question now on screen (its 'No'), or none. */
export function setQuestionOnScreen(no: (() => boolean) | null) {
  answerNo = no;
}

const INSTALLED = Symbol.for('equilibrio.questionEscape');

/** Installs the listener, once per window. */
export function installQuestionEscape() {
  const host = window as Window & { [INSTALLED]?: true };
  if (host[INSTALLED]) return;
  host[INSTALLED] = true;
  window.addEventListener(
    'keydown',
    (event) => {
      if (event.key !== 'Escape' || event.isComposing || !answerNo?.()) return;
      // Answered: no dialog behind it hears this Escape.
      event.stopImmediatePropagation();
      event.preventDefault();
    },
    { capture: true },
  );
}
