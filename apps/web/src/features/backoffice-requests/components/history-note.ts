/**
 * Who reads what a tutor keeps in a request's history (a note, a reason): the team in the back
 * office; the family never in its portal nor in an email, but in the copy of its data it may ask
 * for (the export, GDPR art. 15). Said the same under every field that writes there.
 */
export const historyNoteHint =
  'Non compare nel portale della famiglia, ma è nella copia dei suoi dati se la chiede.';
