/** Spec §8 "Personal data" and "Password change", verbatim. */
export const personalInfoMessages = {
  missingData: 'Attenzione, mancano alcuni dati da compilare. Ricontrolla e poi riprova a salvare!',
  noUid: "Si è verificato un errore nell'aggiornamento del profilo.",
  saveError: 'Errore durante il salvataggio delle informazioni personali. Riprovare più tardi.',
  loadError: 'Errore durante il recupero delle informazioni personali. Riprovare più tardi.',
  saved: 'Profilo aggiornato correttamente!',
  passwordChanged: 'Password modificata con successo!',
  passwordError:
    "Si è verificato un errore durante l'aggiornamento della password. Si prega di riprovare.",
} as const;
