/**
 * How the back office names a family's open messages, as the server counts them
 * (`openFamilyMessagesSchema`): the segnalazioni (asks for a move or for help), the messages
 * written in the conversation awaiting an answer, and those a tutor answered ('Rispondi') without
 * marking them handled. One wording for the inbox, the rows and the page.
 */
export const openMessageTexts = {
  asks: (n: number) => (n === 1 ? '1 segnalazione' : `${n} segnalazioni`),
  awaitingAnswer: (n: number) =>
    n === 1 ? '1 messaggio in attesa di risposta' : `${n} messaggi in attesa di risposta`,
  /** Answered by a tutor, still open: no longer awaiting an answer, waiting for 'Segna come gestito'. */
  answeredToHandle: (n: number) =>
    n === 1
      ? '1 messaggio risposto, da segnare come gestito'
      : `${n} messaggi risposti, da segnare come gestiti`,
  /** Messages written in the conversation, handled ('Gestite'). */
  messages: (n: number) => (n === 1 ? '1 messaggio' : `${n} messaggi`),
  /** The inbox's badge on a message written in the conversation. */
  awaitingBadge: 'In attesa di risposta',
  /** The same once a tutor answered it without marking it handled. */
  answeredBadge: 'Risposto · da segnare come gestito',
  /**
   * Closing messages written in the conversation that need no answer (a message is masculine; a
   * segnalazione keeps 'Segna come gestita'), and the toast once done.
   */
  noAnswerNeeded: 'Non serve rispondere?',
  /** The same once every open message was answered ('Rispondi'). */
  answeredNothingLeft: 'Hai già risposto: non resta altro da fare?',
  markHandled: (n: number) => (n === 1 ? 'Segna come gestito' : 'Segna come gestiti'),
  handled: (n: number) =>
    n === 1 ? 'Messaggio segnato come gestito' : 'Messaggi segnati come gestiti',
  handledOn: 'Gestito',
  /** A card kept on screen for the reply being written in it, once the list no longer holds it. */
  leftTheList: (message: boolean) =>
    `${message ? 'Questo messaggio' : 'Questa segnalazione'} non è più in questa pagina dell’elenco: forse l’ha già ${message ? 'gestito' : 'gestita'} un altro family tutor. La tua risposta non è ancora stata inviata: inviala, oppure chiudi la conversazione senza inviarla.`,
  reopened: 'Messaggio di nuovo in attesa di risposta',
  conversationTitle: (awaiting: number, answered = 0) =>
    [
      'Conversazione con la famiglia',
      awaiting > 0 ? openMessageTexts.awaitingAnswer(awaiting) : null,
      answered > 0 ? openMessageTexts.answeredToHandle(answered) : null,
    ]
      .filter(Boolean)
      .join(' · '),
} as const;
