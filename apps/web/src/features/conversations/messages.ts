/** The conversations' Italian texts. */
export const conversationMessages = {
  title: 'Messaggi con il family tutor',
  empty:
    'Nessun messaggio per ora. Scrivi qui al tuo family tutor: ti risponderemo in questa pagina.',
  tutorEmpty: 'Nessun messaggio in questa conversazione.',
  placeholder: 'Scrivi un messaggio…',
  tutorPlaceholder: 'Scrivi la risposta alla famiglia…',
  label: 'Messaggio',
  send: 'Invia',
  reply: 'Rispondi',
  attach: 'Allega un file',
  attachHint: 'PDF, JPEG o PNG, al massimo 5 MB',
  removeAttachment: 'Rimuovi l’allegato',
  sent: 'Messaggio inviato.',
  replySent: 'Risposta inviata.',
  /**
   * With the family's messages still to handle: the reply may handle them, or leave them open.
   * Messages (masculine), the back office's wording for them ('Messaggio segnato come gestito').
   */
  replyAndHandle: (open: number) =>
    open === 1 ? 'Rispondi e segna come gestito' : 'Rispondi e segna come gestiti',
  replyHandled: (open: number) =>
    open === 1
      ? 'Risposta inviata. Messaggio segnato come gestito.'
      : 'Risposta inviata. Messaggi segnati come gestiti.',
  replyKeptOpen: (open: number) =>
    open === 1
      ? 'Risposta inviata. Il messaggio resta da gestire.'
      : 'Risposta inviata. I messaggi restano da gestire.',
  sendError: 'Non è stato possibile inviare il messaggio, riprova più tardi.',
  loadError: 'Non è stato possibile caricare i messaggi, riprova più tardi.',
  fileTooLarge: 'Il file supera la dimensione massima di 5 MB.',
  fileKind: 'Formato non supportato: carica un file PDF, JPEG o PNG.',
  downloadError: 'Non è stato possibile scaricare l’allegato, riprova più tardi.',
  unread: (n: number) => (n === 1 ? '1 messaggio nuovo' : `${n} messaggi nuovi`),
  you: 'Tu',
  tutorTitle: 'Family tutor',
  read: 'Letto',
  openThread: 'Apri la conversazione',
  closeThread: 'Chiudi la conversazione',
} as const;
