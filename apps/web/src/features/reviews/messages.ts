/** The texts of the family's reviews (issue 23 item 6). */
export const reviewTexts = {
  ask: (name: string) => `Com’è andata con ${name}?`,
  askHint:
    'Il tuo parere aiuta le prossime famiglie a scegliere. Lo leggerà prima un family tutor; se lo pubblichiamo, compare con il tuo nome e il mese, mai il cognome.',
  yours: (name: string) => `La tua recensione di ${name}`,
  ratingLabel: 'Quante stelle daresti?',
  commentLabel: 'Raccontaci com’è andata (facoltativo)',
  commentPlaceholder: 'Cosa ti è piaciuto? Cosa potrebbe migliorare?',
  submit: 'Invia la recensione',
  saveChange: 'Salva la modifica',
  edit: 'Modifica',
  cancel: 'Annulla',
  sent: 'Grazie! Abbiamo ricevuto la tua recensione.',
  /** Not a promise to publish: a review may be hidden, its reason then said here (`hidden`). */
  pending:
    'Un family tutor la leggerà a breve: se possiamo pubblicarla comparirà sul profilo del caregiver, altrimenti ti diremo qui perché.',
  published: 'Grazie! Le famiglie che valutano questo caregiver possono leggerla.',
  hidden: 'Questa volta non abbiamo potuto pubblicarla:',
  hiddenAfter: 'Se vuoi, puoi modificarla: la rileggeremo volentieri.',
  changeGoesBack: 'Dopo la modifica, un family tutor la rileggerà prima di pubblicarla.',
  loadError: 'Non riusciamo a caricare le recensioni. Riprova tra poco.',
} as const;
