/** Texts of the assistance and tutorial screens (spec §8 and §9 verbatim where given). */
export const assistanceMessages = {
  success: 'Assistenza richiesta con successo!',
  failure: 'Errore durante la richiesta di assistenza, riprova più tardi.',
  empty: 'Errore',
  title: 'Hai bisogno di aiuto?',
  body: 'Descrivi il problema che hai riscontrato e un family tutor ti ricontatterà al più presto. Troverai la risposta in Home, in «Messaggi con il family tutor».',
} as const;
