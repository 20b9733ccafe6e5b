/** The Italian texts of the request screens (spec §8 verbatim where the spec gives them). */
export const requestMessages = {
  homeLoadError: 'Errore durante il caricamento delle richieste. Riprovare più tardi',
  listLoadError:
    "Errore durante il caricamento delle richieste, aggiornare la pagina per riprovare. Se il problema persiste contattare l'assistenza.",
  saveSuccess: 'Richiesta aggiornata correttamente!',
  saveError: 'Errore durante la creazione / aggiornamento della richiesta. Riprovare più tardi!',
  userInfoError: "Errore durante il recupero delle informazioni dell'utente",
  requestLoadError: 'Errore durante il recupero della richiesta. Riprovare più tardi.',
  welfareServicesError:
    'Errore durante il recupero dei servizi del programma welfare: puoi comunque inviare la richiesta senza.',
  paymentError: "Errore durante l'avvio del pagamento, riprovare più tardi.",
  paymentSuccess: 'Pagamento effettuato con successo!',
  paymentFailed: 'Pagamento fallito',
} as const;

/**
 * One line per display status telling the customer where the request stands (the spec gives
 * the labels and buttons, not these sentences).
 */
export const statusHints: Record<string, string> = {
  Nuova:
    'Il family tutor ti contatterà a breve. Intanto puoi aggiungere altre informazioni alla richiesta.',
  'Preventivo inviato':
    'Il preventivo è pronto: consultalo e accettalo per avviare la selezione dei caregiver.',
  'Selezione attiva': 'Il family tutor sta selezionando i profili più adatti alle tue esigenze.',
  'Ricerca completata': 'I profili selezionati sono pronti: scegli il caregiver che preferisci.',
  'Da pagare':
    'Completa il pagamento entro 24 ore: il caregiver che hai scelto è riservato per te.',
  'In attesa': 'Pagamento ricevuto: il family tutor ti contatterà per fissare il colloquio.',
  'Colloquio prenotato':
    'Il colloquio con il caregiver è fissato: trovi i dettagli nella richiesta.',
  'Selezione completata': 'La selezione è conclusa: il servizio è attivo.',
  'Sostituzione in corso': 'Stiamo cercando un sostituto per il tuo caregiver.',
  'Stand-by': 'La richiesta è in pausa. Contatta l’assistenza per riprenderla.',
  Chiusa: 'La richiesta è chiusa.',
};
