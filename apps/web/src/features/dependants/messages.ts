/** Spec §8 "Dependants" (verbatim where the spec gives the text). */
export const dependantMessages = {
  loadError: 'Errore durante il recupero dei dependant. Riprovare più tardi.',
  created: 'Dependant creato con successo!',
  updated: 'Dependant aggiornato con successo!',
  deleted: 'Dependant eliminato con successo!',
  // Failures: the spec shows an inline message and a toast without giving the text.
  createError: "Errore durante la creazione dell'assistito. Riprovare più tardi.",
  updateError: "Errore durante l'aggiornamento dell'assistito. Riprovare più tardi.",
  deleteError: "Errore durante l'eliminazione dell'assistito. Riprovare più tardi.",
  missingUser:
    "Attenzione! c'è stato un problema durante il recupero del profilo utente, si prega di effettuare di nuovo il login",
} as const;
