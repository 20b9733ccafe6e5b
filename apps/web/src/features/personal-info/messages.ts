/** Spec §8 "Personal data" and "Password change", verbatim. */
export const personalInfoMessages = {
  missingData: 'Attenzione, mancano alcuni dati da compilare. Ricontrolla e poi riprova a salvare!',
  noUid: "Si è verificato un errore nell'aggiornamento del profilo.",
  saveError: 'Errore durante il salvataggio delle informazioni personali. Riprovare più tardi.',
  loadError: 'Errore durante il recupero delle informazioni personali. Riprovare più tardi.',
  saved: 'Profilo aggiornato correttamente!',
  passwordChanged: 'Password modificata con successo!',
  /** An account that signs in by emailed links has no current password to type. */
  noPassword: 'Non hai ancora una password, o non ricordi quella attuale?',
  sendResetLink: 'Ricevi un link per sceglierne una nuova',
  resetLinkSent: (email: string) =>
    `Ti abbiamo inviato un link a ${email}: aprilo per scegliere la nuova password.`,
  resetLinkError: 'Non siamo riusciti a inviare il link. Riprova tra qualche minuto.',
  passwordError:
    "Si è verificato un errore durante l'aggiornamento della password. Si prega di riprovare.",
} as const;

/** 'Cambia email' (issue 25): the account's email changes only through a link to the new address. */
export const changeEmailMessages = {
  title: 'Email di accesso',
  intro: (email: string) =>
    `Accedi a Equilibrio con ${email}. Per usare un altro indirizzo ti inviamo un link di conferma: l’email cambia solo quando lo apri.`,
  open: 'Cambia email',
  modalTitle: 'Cambia email',
  modalIntro:
    'Scrivi il nuovo indirizzo e, per sicurezza, la tua password attuale. Ti invieremo un link al nuovo indirizzo: quando lo apri, l’email del tuo account cambia e dovrai accedere di nuovo su tutti i dispositivi.',
  newEmail: 'Nuova email*',
  currentPassword: 'Password attuale*',
  submit: 'Invia il link',
  sameEmail: 'È già l’email del tuo account.',
  sentTitle: 'Controlla la tua casella',
  sent: (email: string) =>
    `Ti abbiamo inviato un link a ${email}: aprilo entro 3 giorni per confermare il nuovo indirizzo. Fino ad allora continui ad accedere con l’email attuale. Non lo trovi? Controlla anche nella posta indesiderata.`,
  failed: 'Non è stato possibile inviare il link. Riprova più tardi.',
} as const;
