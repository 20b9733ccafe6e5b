import { capitalised, italianList, missingVerb } from '@equilibrio/contract/italian-format';
import { afterPayment } from '@equilibrio/contract/quote-costs';

/** Who answers a message about a request: its tutor by name, as its page shows them. */
const yourTutor = (name: string | null) =>
  name ? `il tuo family tutor ${name}` : 'un family tutor';

/**
 * What a substitution asked leaves as it is, said once where the family reads about it (the
 * dialog before sending; after it, the request's status, not the notice again): the caregiver
 * keeps coming until the change, when they can (a badante who is ill or can no longer come is a
 * reason to substitute, too).
 */
export const serviceGoesOnUntilChange =
  'Se il caregiver può, fino ad allora il servizio prosegue come concordato';

/** Under the service's register: whose the rounds' pay is (the quote's words). */
const roundsPay =
  'Il compenso del caregiver è quello indicato nel preventivo: non è compreso nel pagamento a Equilibrio.';

/** What the tutor does after 'Sostituisci' (the dialog and the notice after it). */
const substituteNext = (tutor: string | null) =>
  `${yourTutor(tutor)} ti contatterà e ti proporrà un sostituto al più presto.`;

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
    'Non è stato possibile caricare i servizi del tuo programma welfare: puoi comunque inviare la richiesta, senza usarlo.',
  paymentError: "Errore durante l'avvio del pagamento, riprovare più tardi.",
  paymentSuccess: 'Pagamento effettuato con successo!',
  // Ours: back from confirming a new choice on a request paid before (nothing charged), as the
  // email that follows says it — never 'Pagamento effettuato' for no payment.
  choiceConfirmedTitle: 'Scelta confermata, nessun nuovo addebito',
  choiceConfirmedBack: 'Vai alla richiesta',
  paymentFailed: 'Pagamento fallito',
  // Ours: back from a checkout, what the request itself says when the checkout's word is not it.
  paymentAlreadyPaidTitle: 'Richiesta già pagata',
  paymentAlreadyPaid: (requestId: number) =>
    `Il pagamento della richiesta #${requestId} risulta già effettuato: non devi pagare di nuovo. Trovi lo stato aggiornato nella pagina della richiesta.`,
  paymentUnknownTitle: 'Esito del pagamento',
  paymentNotAwaited: (requestId: number) =>
    `La richiesta #${requestId} non è in attesa di un pagamento: trovi lo stato aggiornato nella pagina della richiesta.`,
  // The checkout took the money, but the request had stopped waiting for it (paused, closed).
  paymentNotAwaitedAfterCharge: (requestId: number) =>
    `La richiesta #${requestId} non era più in attesa di un pagamento: se ti è stato addebitato un importo, te lo rimborsiamo e riceverai un’email. Trovi lo stato aggiornato nella pagina della richiesta.`,
  paymentUnverified: (requestId: number) =>
    `Non riusciamo a verificare ora il pagamento della richiesta #${requestId}: tra qualche minuto trovi l’esito nella pagina della richiesta.`,
  paymentDoneTitle: 'Pagamento ricevuto',
  paymentDoneDetail: (requestId: number) =>
    `Abbiamo ricevuto il pagamento della richiesta #${requestId}: il caregiver che hai scelto è confermato. Il tuo family tutor ti contatterà per fissare il colloquio.`,
  // Request detail and quote (spec §4, §8, §9).
  notFoundTitle: 'Richiesta non trovata',
  /**
   * Names the account signed in: the link may be an email's to another address, opened on a
   * device shared with another family account (the list would be the wrong account's).
   */
  notFound: (accountEmail: string | null) =>
    accountEmail
      ? `La richiesta che hai aperto non esiste oppure non appartiene all’account con cui sei connesso (${accountEmail}). Se il link ti è arrivato per email a un altro indirizzo, esci e accedi con quello.`
      : 'La richiesta che hai aperto non esiste oppure non appartiene all’account con cui sei connesso. Se il link ti è arrivato per email a un altro indirizzo, esci e accedi con quello.',
  toRequestList: 'Vai all’elenco richieste',
  switchAccount: 'Esci e accedi con un altro account',
  switchAccountFailed: 'Non è stato possibile uscire dall’account. Riprova.',
  changedMeanwhileTitle: 'Richiesta modificata nel frattempo',
  reloadRequest: 'Ricarica la richiesta',
  quoteAcceptSuccess:
    'Preventivo accettato con successo, il family-tutor è stato avvisato e darà inizio al processo di selezione.',
  // The confirmation that stays on the page: what comes next (the toast already says it worked).
  quoteAcceptedNext:
    'Ora il family tutor seleziona i caregiver più adatti alle tue esigenze. Quando i profili saranno pronti ti avviseremo: li troverai nella pagina della richiesta, sotto «Profili selezionati per te».',
  quoteAcceptError:
    "Errore durante l'accettazione del preventivo, riprovare più tardi. Se il problema persiste contattare l'assistenza.",
  quoteWaiting:
    'Hai accettato il preventivo: il family tutor sta selezionando i caregiver più adatti alle tue esigenze. Ti avviseremo appena i profili saranno pronti.',
  // Ours, under the waiting message during a search for other profiles (spec's text unchanged).
  quoteWaitingProfilesKept: 'I profili che hai già ricevuto restano nella pagina della richiesta.',
  quoteMissing:
    'Il preventivo non è ancora pronto: il family tutor lo preparerà dopo averti contattato.',
  // The status above says what to do instead (a new request): not twice.
  closedWithoutQuote: 'La richiesta è stata chiusa prima del preventivo.',
  quoteOfClosedRequest: 'La richiesta è chiusa: il preventivo resta qui da consultare.',
  quoteOfPausedRequest:
    'La richiesta è in pausa: il tuo family tutor l’ha sospesa, e il preventivo si potrà accettare quando la riprenderà.',
  // Paused for the family's information (the status above asks them to answer): not 'l'ha sospesa'.
  quoteOfRequestPausedForFamily:
    'La richiesta è in pausa: il tuo family tutor aspetta le informazioni che ti ha chiesto. Quando gli avrai risposto la riprenderà, e potrai accettare il preventivo.',
  caregiverAcceptSuccess:
    'Profilo caregiver selezionato con successo! Abbiamo inviato una notifica al family-tutor.',
  caregiverAcceptError:
    "Errore durante l'invio di avviso di scelta del caregiver, riprovare più tardi!",
  caregiversLoadError: 'Errore durante il recupero dei profili dei caregiver. Riprovare più tardi.',
  // Under the register: a round's payment is the caregiver's pay, not money owed to Equilibrio
  // (as the quote says: 'Non compreso nel pagamento a Equilibrio').
  roundsPay,
  // With a round the register shows 'Da pagare': not paid from the portal; what to expect instead.
  roundsToPay: `${roundsPay} Quello degli interventi «Da pagare» non si paga da qui: il tuo family tutor ti dirà importo e modalità di pagamento.`,
  roundsLoadError: 'Errore durante il recupero del registro degli interventi. Riprovare più tardi.',
  cvMissing: 'CV non disponibile per questo profilo',
  assistanceSuccess:
    'Segnalazione inviata con successo! Un family tutor la contatterà al più presto.',
  // Ours (the spec gives no text for a substitution's outcome).
  substitutionSent: 'Richiesta di sostituzione inviata',
  // What happens meanwhile: said by the request's status above the notice, not twice.
  substitutionNext: (tutor: string | null) => capitalised(substituteNext(tutor)),
  // Ours: the family asked for other profiles than those proposed (OTHER_PROFILES).
  otherProfilesSent: 'Richiesta di altri profili inviata',
  otherProfilesNext:
    'Il family tutor leggerà il motivo e ti risponderà al più presto. Intanto puoi ancora scegliere uno dei profili proposti.',
  otherProfilesAsked: (day: string) =>
    `Hai chiesto altri profili ${day}: il family tutor ti risponderà al più presto. Intanto puoi ancora scegliere uno dei profili proposti.`,
  interviewChangeSent: 'Richiesta inviata: il tuo family tutor ti proporrà un nuovo orario.',
  interviewChangeAsked: (day: string) =>
    `Richiesta di spostamento inviata ${day}: il tuo family tutor ti proporrà un nuovo orario. Fino ad allora il colloquio resta fissato così.`,
  // Verbatim from the spec (§8), spelling included.
  assistanceError:
    "Errore durante l'invio della segnalazione, riprovare più tardi o contattare l'assitenza.",
  assistanceEmpty: 'Errore',
} as const;

/**
 * The request pages' modals (spec §9 "Modal texts"). The messages sent to the family tutor name
 * the request's tutor (null before one is assigned).
 */
export const requestModals = {
  // Ours: the spec accepts a quote at the first tap; a family confirms what it commits to.
  acceptQuote: {
    title: 'Accetta preventivo',
    message:
      'Vuoi accettare il preventivo? Il tuo family tutor inizierà a selezionare i caregiver adatti alla tua richiesta. Nulla ti viene addebitato ora: il pagamento ti sarà chiesto solo dopo che avrai scelto il caregiver.',
    confirm: 'Accetta',
    cancel: 'No',
  },
  acceptCaregiver: {
    title: 'Accetta caregiver',
    /**
     * `due`: what the payment will charge ('196,00 €') and the guarantee's renewal after it, said
     * before the family commits (`useAmountDue`); undefined while the prices load.
     */
    message: (name: string, paid: boolean, due?: { amount: string; renewal: string | null }) =>
      `Vuoi accettare il profilo di ${name} per la tua richiesta? Il caregiver resterà riservato per te per 24 ore, il tempo di ${paid ? 'confermare la scelta: non ti addebiteremo nulla di nuovo.' : `${due ? `completare il pagamento di ${due.amount}` : 'completare il pagamento'}. ${afterPayment(due?.renewal ?? null)}`}`,
    /**
     * The vetting steps not done yet, said before the family commits (the card's grey badges).
     * Nothing waits for them in the workflow, so it promises no date: it points to the tutor.
     */
    pendingChecks: (name: string, pending: readonly string[]) =>
      `Equilibrio non ha ancora completato tutte le verifiche su ${name}: ${missingVerb(pending)} ${italianList(pending)}. Se vuoi saperne di più prima di accettare, chiedi al tuo family tutor.`,
    confirm: 'Accetta',
    cancel: 'No',
  },
  substitute: {
    title: 'Sostituisci caregiver',
    message: (tutor: string | null) =>
      `Raccontaci perché vuoi sostituire il caregiver (non fa per te, non può più venire…): ${substituteNext(tutor)} ${serviceGoesOnUntilChange}.`,
    placeholder: 'Perché vuoi sostituire il caregiver?',
    confirm: 'Invia',
    cancel: 'No',
  },
  // Ours: 'Nessun profilo fa per te?' under the profiles proposed (INVIATO CV).
  otherProfiles: {
    title: 'Chiedi altri profili',
    message: (tutor: string | null) =>
      `Raccontaci perché i profili proposti non fanno per te: ${yourTutor(tutor)} ne terrà conto per cercarne altri più adatti.`,
    placeholder: 'Ad esempio: orari, esperienza, lingue parlate, distanza…',
    // Not the spec's modals (Invia/No): the buttons say what they do.
    confirm: 'Chiedi altri profili',
    cancel: 'Torna ai profili',
  },
  // Ours: the family cannot make the booked interview; one that no longer wants it is told where
  // to say so (the tutor calls it off then: 'Annulla colloquio', the family asked).
  interviewChange: {
    title: 'Chiedi di spostare il colloquio',
    message: (tutor: string | null) =>
      `Scrivi quando potresti: ${yourTutor(tutor)} sentirà il caregiver e ti proporrà un nuovo orario. Fino ad allora il colloquio resta fissato. Se invece non ti serve più, scrivilo nei messaggi della richiesta: verrà annullato.`,
    placeholder: 'Ad esempio: giovedì dopo le 18, oppure venerdì mattina',
    confirm: 'Chiedi di spostarlo',
    cancel: 'Annulla',
  },
  // Ours: 'Vuoi cambiare qualcosa o non ti convince?' under a quote — a question, not a problem
  // (the spec's assistance dialog asks to describe 'il problema').
  quoteQuestion: {
    title: 'Scrivi al tuo family tutor',
    message: (tutor: string | null) =>
      `Scrivi cosa vorresti cambiare nel preventivo o cosa non ti è chiaro: ${yourTutor(tutor)} ti risponderà nei messaggi della richiesta e, se serve, ti manderà un preventivo corretto.`,
    placeholder: 'Ad esempio: orari, giorni, data di inizio, costo…',
    confirm: 'Invia',
    cancel: 'Annulla',
    sent: 'Messaggio inviato: il tuo family tutor ti risponderà nei messaggi della richiesta.',
  },
  assistance: {
    title: 'Hai bisogno di aiuto?',
    message: (tutor: string | null) =>
      `Descrivi il problema che hai riscontrato con questa richiesta e ${yourTutor(tutor)} ti ricontatterà al più presto.`,
    placeholder: 'Scrivi qui il tuo messaggio',
    confirm: 'Invia',
    cancel: 'No',
  },
} as const;

/**
 * How a family stops, and what happens to its money (the quote before paying, the paid request's
 * guarantee, the closed request): each sentence split where its link goes.
 */
export const stopTexts = {
  /** Under the amount to pay, while not paid: the right of withdrawal (Termini e condizioni, 6). */
  withdrawal: {
    before:
      'Puoi recedere entro 14 giorni dall’accettazione del preventivo scrivendo al tuo family tutor nei messaggi della richiesta: se la selezione è già iniziata paghi solo la parte svolta. Dettagli nei ',
    link: 'Termini e condizioni',
    after: ', punto 6.',
  },
  /** A paid, open request, beside the guarantee: the switch is not the way to stop. */
  renewalIsNotStopping: 'Disattivare il rinnovo ferma solo la garanzia, non il servizio.',
  stop: {
    before: 'Non ti serve più? Scrivilo al tuo family tutor ',
    link: 'nei messaggi',
    after: ': chiude la richiesta e ti dice se e quanto ti rimborsiamo.',
  },
  /** A closed request's amount, once paid (and kept). */
  paidClosed: 'Pagato a Equilibrio',
  refundedTitle: 'Rimborsato',
  /** Closed after a payment kept: the guarantee does not renew, and whom to ask. */
  noMoreRenewal: 'La garanzia NO PROBLEM non si rinnova più: non ti addebiteremo altro.',
  paymentQuestions: 'Per domande sul pagamento scrivi al tuo family tutor.',
} as const;
