/** NPS texts (spec §8 verbatim where given). */
export const npsMessages = {
  success: 'Punteggio inviato correttamente!',
  failure: "Attenzione! Errore durante l'invio dei dati del punteggio, riprovare più tardi.",
  question: 'Quanto consiglieresti Equilibrio a un amico o a un collega?',
} as const;
