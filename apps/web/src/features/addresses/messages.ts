/** Spec §8 "Addresses", verbatim. */
export const addressMessages = {
  loadError: 'Errore durante il recupero degli indirizzi. Riprovare più tardi.',
  createError: "Errore durante la creazione dell' indirizzo.",
  updateError: "Errore durante l'aggiornamento dell' indirizzo.",
  deleteError: "Errore durante la cancellazione dell'indirizzo.",
  created: 'Indirizzo creato con successo!',
  updated: 'Indirizzo aggiornato con successo!',
  deleted: 'Indirizzo eliminato con successo!',
  defaultSet: 'Indirizzo impostato come predefinito',
  defaultError: "Errore durante l'impostazione dell'indirizzo predefinito",
  /** Before deleting an address open requests are at: they keep it (each holds its own copy). */
  keptByOpenRequests: (ids: number[]) =>
    ids.length === 1
      ? `La richiesta in corso #${ids[0]} è a questo indirizzo: lo conserverà anche dopo l’eliminazione.`
      : `Le richieste in corso ${ids.map((id) => `#${id}`).join(', ')} sono a questo indirizzo: lo conserveranno anche dopo l’eliminazione.`,
  /**
   * Ours: before deleting the default address, which the bills name too (Dati personali), what
   * takes its place: `next`, the address that becomes the default (the API's rule: the first
   * one left), or none.
   */
  defaultReplaced: (next: string | null) =>
    next
      ? `È il tuo indirizzo predefinito, usato anche per la fatturazione: al suo posto lo diventerà ${next}.`
      : 'È il tuo indirizzo predefinito, usato anche per la fatturazione: dopo l’eliminazione non ne avrai uno finché non ne aggiungi un altro.',
  missingUser:
    "Attenzione! c'è stato un problema durante il recupero del profilo utente, si prega di effettuare di nuovo il login",
} as const;
