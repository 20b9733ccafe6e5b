import { conversationTitle } from '@equilibrio/contract/conversations';

/** The conversations' Italian texts. */
export const conversationMessages = {
  title: conversationTitle,
  empty:
    'Nessun messaggio per ora. Scrivi qui al tuo family tutor: ti risponderemo in questa pagina.',
  tutorEmpty: 'Nessun messaggio in questa conversazione.',
  /** Before the reply time, on a closed request: writing here is still answered. */
  closedNote: 'La richiesta è chiusa, ma puoi ancora scriverci qui.',
  placeholder: 'Scrivi un messaggio…',
  tutorPlaceholder: 'Scrivi la risposta alla famiglia…',
  /** The tutor writes first: nothing to answer yet. */
  tutorFirstPlaceholder: 'Scrivi un messaggio alla famiglia…',
  label: 'Messaggio',
  send: 'Invia',
  reply: 'Rispondi',
  attach: 'Allega un file',
  attachHint: 'PDF, JPEG o PNG, al massimo 5 MB',
  removeAttachment: 'Rimuovi l’allegato',
  sent: 'Messaggio inviato',
  replySent: 'Risposta inviata.',
  /**
   * With the family's messages still to handle (`open`, of which `asks` segnalazioni): the reply
   * may handle them all, or leave them open. Messages are masculine ('Messaggio segnato come
   * gestito'), segnalazioni feminine ('Segnalazione gestita'); both at once, 'tutto'.
   */
  replyAndHandle: (open: number, asks = 0) =>
    asks === 0
      ? open === 1
        ? 'Rispondi e segna come gestito'
        : 'Rispondi e segna come gestiti'
      : asks === open
        ? open === 1
          ? 'Rispondi e segna come gestita'
          : 'Rispondi e segna come gestite'
        : 'Rispondi e segna tutto come gestito',
  replyHandled: (open: number, asks = 0) =>
    asks === 0
      ? open === 1
        ? 'Risposta inviata. Messaggio segnato come gestito.'
        : 'Risposta inviata. Messaggi segnati come gestiti.'
      : asks === open
        ? open === 1
          ? 'Risposta inviata. Segnalazione gestita.'
          : 'Risposta inviata. Segnalazioni gestite.'
        : 'Risposta inviata. Tutto segnato come gestito.',
  replyKeptOpen: (open: number, asks = 0) =>
    asks === 0
      ? open === 1
        ? 'Risposta inviata. Il messaggio resta da gestire.'
        : 'Risposta inviata. I messaggi restano da gestire.'
      : asks === open
        ? open === 1
          ? 'Risposta inviata. La segnalazione resta da gestire.'
          : 'Risposta inviata. Le segnalazioni restano da gestire.'
        : 'Risposta inviata. Resta tutto da gestire.',
  /** Under a reply box: what Ctrl+Enter (⌘+Enter on a Mac) sends with, the main button's label. */
  sendKeyHint: (label: string, mac: boolean) => `${mac ? '⌘' : 'Ctrl'}+Invio: ${label}`,
  /** A send failed for the connection, and it is back: the message, kept, can go now. */
  connectionBack: 'La connessione è tornata: puoi inviare di nuovo il messaggio.',
  loadError: 'Non è stato possibile caricare i messaggi, riprova più tardi.',
  downloadError: 'Non è stato possibile scaricare l’allegato, riprova più tardi.',
  unread: (n: number) => (n === 1 ? '1 messaggio nuovo' : `${n} messaggi nuovi`),
  you: 'Tu',
  tutorTitle: 'Family tutor',
  read: 'Letto',
} as const;
