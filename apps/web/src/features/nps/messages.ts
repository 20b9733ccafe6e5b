import { withDayArticle } from '@equilibrio/contract/italian-format';

/** NPS texts (spec §8 verbatim where given). */
export const npsMessages = {
  success: 'Punteggio inviato correttamente!',
  failure: "Attenzione! Errore durante l'invio dei dati del punteggio, riprovare più tardi.",
  question: 'Quanto consiglieresti Equilibrio a un amico o a un collega?',
  /** Opened again within 90 days of an answer: one answer a period counts, the newest. */
  answeredBefore: (day: string) =>
    `Hai già risposto ${withDayArticle('il', day)}: se rispondi di nuovo, il nuovo voto prende il posto del precedente.`,
} as const;
