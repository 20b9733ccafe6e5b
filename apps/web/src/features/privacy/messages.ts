/** Texts of the 'Privacy e dati' section of Dati personali. */
export const privacyMessages = {
  title: 'I tuoi dati e la privacy',
  intro:
    'Puoi scaricare in qualsiasi momento una copia di tutti i dati che conserviamo su di te: profilo, assistiti, indirizzi, richieste con il loro storico, messaggi, valutazioni, pagamenti e accettazioni.',
  /** The readable copy, first: what a family means by 'my data'. */
  downloadHtml: 'Scarica i miei dati',
  /** The same data for another service to import (art. 20), a file most families cannot open. */
  downloadJson: 'Copia per un altro servizio',
  downloadHint:
    '«Scarica i miei dati» ti dà una pagina da aprire con il browser, facile da leggere e da stampare. La copia per un altro servizio contiene gli stessi dati in un file (JSON) che un altro servizio può importare.',
  downloaded: 'Download dei tuoi dati avviato.',
  downloadError: 'Errore durante la preparazione dei tuoi dati. Riprova più tardi.',
  deleteTitle: 'Elimina il mio account',
  deleteIntro:
    'Chiudi il tuo account e cancella i tuoi dati personali. L’operazione è definitiva: ti chiederemo di confermare che sei tu, con la password o con un link che ti inviamo via email.',
  deleteButton: 'Elimina il mio account',
  modalTitle: 'Eliminare il tuo account?',
  modalLead: 'L’eliminazione è definitiva: non potrai più accedere né recuperare i dati.',
  deletedHeading: 'Cancelliamo subito',
  deletedItems: [
    'il tuo accesso, con la password e le sessioni aperte',
    'nome, email, telefono, codice fiscale, partita IVA e dati di fatturazione',
    'i tuoi assistiti e gli indirizzi salvati',
    'i testi e gli indirizzi delle tue richieste, gli appuntamenti, i messaggi all’assistenza, i suggerimenti delle valutazioni e le email che ti abbiamo inviato',
    // The server deletes them with the account (privacy data registry: caregiver_reviews).
    'le tue recensioni dei caregiver, anche quelle già pubblicate',
  ],
  keptHeading: 'Conserviamo, senza più collegarli al tuo nome',
  keptItems: [
    'i pagamenti effettuati, per 10 anni, come richiede la legge fiscale',
    'lo storico degli stati delle richieste, i punteggi delle valutazioni e le accettazioni dell’informativa e dei termini',
  ],
  openRequests:
    'Le richieste ancora aperte verranno chiuse e il family tutor riceverà un avviso: con loro finiscono anche un servizio in corso, i colloqui fissati e il rinnovo della garanzia NO PROBLEM. Se un caregiver lavora già per te, accordati prima con il tuo family tutor. Quanto hai già pagato per una richiesta aperta non ti viene rimborsato in automatico: se pensi che ti spetti un rimborso, scrivi prima al tuo family tutor. Se vuoi una copia dei tuoi dati, scaricala prima di procedere.',
  /** The open requests already paid for, by name: the refund sentence above is about them. */
  paidHeading: 'Hai già pagato per queste richieste ancora aperte:',
  paidItem: (id: number, service: string, amount: string, day: string) =>
    `Richiesta #${id} · ${service}: ${amount} ${day}`,
  writeTutor: 'Scrivi al family tutor',
  passwordLabel: 'Password attuale',
  passwordHint: 'Per sicurezza, conferma che sei tu.',
  /** An account that signs in by emailed links has no password to type: a fresh sign-in is the proof. */
  noPassword: 'Non hai ancora una password, o non la ricordi?',
  linkSent: (email: string) =>
    `Ti abbiamo inviato un link a ${email}. Aprilo su questo dispositivo: tornerai qui e, se procedi entro pochi minuti, potrai eliminare l’account senza password.`,
  notRecent:
    'Sono passati alcuni minuti dall’accesso: per confermare scrivi la password o chiedi un nuovo link.',
  linkError: 'Non siamo riusciti a inviare il link. Riprova tra qualche minuto.',
  recentSignIn: 'Hai appena effettuato l’accesso: per confermare non serve la password.',
  confirm: 'Elimina definitivamente',
  cancel: 'Annulla',
  wrongPassword: 'Password errata. Riprova.',
  deleteError: 'Si è verificato un errore durante l’eliminazione dell’account. Riprova più tardi.',
  deleted: 'Il tuo account è stato eliminato insieme ai tuoi dati personali.',
} as const;
