import { applicationReplyTime } from '@equilibrio/contract/caregiver-applications';

/** The texts of 'Lavora con noi' (ours: the spec has no such page). */
export const applyTexts = {
  title: 'Lavora con noi',
  intro:
    'Sei babysitter, petsitter, badante o colf? Raccontaci di te: un family tutor leggerà la tua candidatura e, se il tuo profilo è in linea con le famiglie che seguiamo, ti chiamerà per un colloquio.',
  aboutYou: 'Chi sei',
  where: 'Dove lavori',
  what: 'Cosa sai fare',
  when: 'Quando sei disponibile',
  files: 'Foto e CV',
  presentationLabel: 'Presentati alle famiglie',
  presentationHint: 'Cosa ti piace di questo lavoro, le tue esperienze, cosa ti distingue.',
  comuneLabel: 'Comune in cui vivi',
  comuneHint: 'Scrivi il nome e sceglilo dall’elenco',
  workComuniLabel: 'Comuni in cui puoi lavorare',
  workComuniHint:
    'Anche il tuo, se lavori lì: scrivi il nome di ciascun comune e sceglilo dall’elenco',
  workProvincesLabel: 'Province in cui puoi lavorare',
  typesLabel: 'Servizi che offri',
  liveIn: 'Sono disponibile anche a convivere con la famiglia',
  photoLabel: 'Una tua foto del viso (JPEG o PNG)',
  /**
   * The photo becomes the profile's: said before an identity card is uploaded as "a photo". One
   * taken with the phone is made small enough in the browser (`shrinkPhoto`).
   */
  photoHint:
    'La vedranno le famiglie sul tuo profilo: va bene una foto fatta con il telefono. Non caricare qui documenti: te li chiederemo al colloquio.',
  cvLabel: 'Il tuo CV (PDF, massimo 5 MB)',
  consentLabel:
    'Ho letto l’informativa privacy per i candidati e acconsento al trattamento dei miei dati per la selezione',
  consentRead: 'Leggi ',
  /** Before the link, kept on its line (`WithArticle`). */
  consentArticle: 'l’',
  consentLink: 'informativa privacy per i candidati',
  submit: 'Invia la candidatura',
  sentTitle: 'Grazie, abbiamo ricevuto la tua candidatura!',
  sentBody: (email: string) =>
    `Ti abbiamo scritto a ${email} per confermartelo. Un family tutor leggerà il tuo profilo e ti risponderemo in ogni caso via email. ${applicationReplyTime}`,
  /** What the interview will ask for (as the confirmation email says): some take days to get. */
  sentPrepare:
    'Per il colloquio prepara un documento d’identità, il certificato del casellario giudiziale e i contatti di qualche referenza.',
  /** Sent again with an address whose application is open: good news, not a form to correct. */
  alreadyTitle: 'La tua candidatura è già arrivata',
  alreadyBody: (email: string) =>
    `Abbiamo già una tua candidatura con l’indirizzo ${email}: la stiamo valutando e ti risponderemo via email. Non serve inviarla di nuovo.`,
  failed: 'Non siamo riusciti a inviare la candidatura. Controlla i campi evidenziati e riprova.',
} as const;
