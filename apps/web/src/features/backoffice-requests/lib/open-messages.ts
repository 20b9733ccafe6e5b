/**
 * How the back office names a family's open messages, as the server counts them
 * (`openFamilyMessagesSchema`): the segnalazioni (asks for a move or for help) and the messages
 * written in the conversation awaiting an answer. One wording for the inbox, the rows and the page.
 */
export const openMessageTexts = {
  asks: (n: number) => (n === 1 ? '1 segnalazione' : `${n} segnalazioni`),
  awaitingAnswer: (n: number) =>
    n === 1 ? '1 messaggio in attesa di risposta' : `${n} messaggi in attesa di risposta`,
  /** Messages written in the conversation, handled ('Gestite'). */
  messages: (n: number) => (n === 1 ? '1 messaggio' : `${n} messaggi`),
  /** The inbox's badge on a message written in the conversation. */
  awaitingBadge: 'In attesa di risposta',
  /**
   * Closing messages written in the conversation that need no answer (a message is masculine; a
   * segnalazione keeps 'Segna come gestita'), and the toast once done.
   */
  noAnswerNeeded: 'Non serve rispondere?',
  markHandled: (n: number) => (n === 1 ? 'Segna come gestito' : 'Segna come gestiti'),
  handled: (n: number) =>
    n === 1 ? 'Messaggio segnato come gestito' : 'Messaggi segnati come gestiti',
  handledOn: 'Gestito',
  reopened: 'Messaggio di nuovo in attesa di risposta',
  conversationTitle: (awaiting: number) =>
    awaiting > 0
      ? `Conversazione con la famiglia · ${openMessageTexts.awaitingAnswer(awaiting)}`
      : 'Conversazione con la famiglia',
} as const;
