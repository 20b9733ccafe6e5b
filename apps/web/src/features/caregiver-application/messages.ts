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
  photoLabel: 'La tua foto (JPEG o PNG, massimo 2 MB)',
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
    `Ti abbiamo scritto a ${email} per confermartelo. Un family tutor leggerà il tuo profilo e ti contatterà se è in linea con le famiglie che seguiamo.`,
  backToLogin: 'Torna alla pagina di accesso',
  failed: 'Non siamo riusciti a inviare la candidatura. Controlla i campi evidenziati e riprova.',
} as const;
