import type { BusinessLine } from '@equilibrio/contract/enums';
import { FIRST_CONTACT_WITHIN } from '@equilibrio/contract/promises';
import { SIGN_IN_LINK_LABEL } from '@equilibrio/contract/sign-in';
import { env } from '@/config/env';
import { NETWORK_ERROR_MESSAGE } from '@/lib/api-client';

/**
 * The public pages' texts. Quoted ones are spec §2/§5/§8 verbatim; the rest are ours where the
 * spec says "not shown".
 */
export const tagline = 'Un sistema innovativo per gestire l’equilibrio quotidiano';

export const loginTexts = {
  title: 'Ti diamo il benvenuto su Equilibrio',
  subtitle: 'Accedi per seguire le tue richieste insieme al tuo family tutor.',
  forgotPassword: 'Password dimenticata',
  submit: 'Accedi',
  signUpLink: 'Non hai un account?',
  signUpAction: 'Registrati',
  /** The caregivers' way in ('Lavora con noi'). */
  applyPrompt: 'Sei babysitter, petsitter, badante o colf?',
  applyLink: 'Lavora con noi',
  /** Spec §8 "Reset and verification email". */
  resetSent: 'Email di reset password inviata.',
  resetSentTitle: 'Controlla la tua email',
  resetSentDetail: (email: string) =>
    `Se ${email} è l’indirizzo del tuo account, ti abbiamo inviato un link per scegliere una nuova password. Se non trovi l’email, guarda anche nella cartella spam.`,
  resetFailed: "Si è verificato un errore imprevisto nell'invio della mail di reset password.",
  resetNeedsEmail:
    'Impossibile inviare mail di reset password senza fornire un indirizzo email valido.',
  /** Asked again right after it was sent (a double tap, an impatient second press). */
  resetJustSent: (email: string) =>
    `L’email per reimpostare la password è appena partita per ${email}: controlla la posta, anche nella cartella spam.`,
} as const;

export const signUpTexts = {
  title: 'Inizia con la tua prima richiesta',
  subtitle:
    'Raccontaci di cosa hai bisogno: un family tutor ti ricontatterà per trovare insieme la persona giusta.',
  companySubtitle: (company: string) =>
    `Sei un dipendente di ${company}? Richiedi i servizi del tuo programma welfare aziendale.`,
  unknownCompany:
    'Il link che hai aperto non corrisponde a nessuna azienda convenzionata attiva. Puoi comunque inviare la tua richiesta: scrivi nei «Dettagli» per quale azienda lavori e il family tutor verificherà con te il programma welfare.',
  needsLabel: 'Di cosa hai bisogno?',
  needsPlaceholder: 'Scegli un servizio',
  /** Under the spec's list of services, which has no colf (the request form has it). */
  colfHint:
    'Cerchi una colf? Scegli «Badante» e scrivi «colf» nei dettagli; poi, dalla tua area, con «Aggiungi Info» potrai scegliere Colf.',
  detailsLabel: 'Dettagli',
  /** Under 'Dettagli', what to tell about the service chosen in «Di cosa hai bisogno?» (its line). */
  detailsPlaceholder: {
    BABYSITTER: 'Ad esempio: età dei bambini, orari, zona, esigenze particolari',
    NURSE: 'Ad esempio: età e autonomia della persona, orari, zona, esigenze particolari',
    PETSITTER: 'Ad esempio: che animale è, orari, zona, esigenze particolari',
    COLF: 'Ad esempio: dimensioni della casa, orari, zona, esigenze particolari',
  } satisfies Record<BusinessLine, string>,
  termsLabel: 'Ho letto e accetto i Termini e condizioni e l’Informativa sulla privacy',
  /** The line of links under the box: 'Leggi i Termini e condizioni e l’Informativa sulla privacy'. */
  termsRead: 'Leggi i ',
  terms: 'Termini e condizioni',
  termsJoin: ' e ',
  /** Before 'Informativa sulla privacy', kept on its line (`WithArticle`). */
  privacyArticle: 'l’',
  privacy: 'Informativa sulla privacy',
  /** The box as the line under the greyed 'Invia richiesta' asks for it, with fields missing. */
  termsToTick: 'accetta i Termini e condizioni e l’Informativa sulla privacy',
  /** Under the greyed 'Invia richiesta' when the box is all that is missing. */
  termsMissing:
    'Per inviare la richiesta manca solo la spunta su «Ho letto e accetto…», qui sopra.',
  submit: 'Invia richiesta',
  back: 'Torna alla pagina di accesso',
  sent: 'Richiesta inviata.',
  failed: 'Errore durante l’invio della richiesta. Riprovare più tardi.',
  /** On the login page after a sign-up that could not start: what happened to the request. */
  notSent: (reason: string) =>
    `${reason} La tua richiesta non è stata inviata: i dati che hai inserito restano salvati, ritrovali in «Registrati».`,
  /** Under the form, on it still, after a step 1 that could not reach us (offline). */
  notSentOffline: `${NETWORK_ERROR_MESSAGE} La tua richiesta non è stata inviata: i dati che hai inserito restano qui, invia di nuovo appena sei online.`,
  passwordTitle: 'Imposta la tua password',
  passwordIntro: (email: string) =>
    `Abbiamo ricevuto la tua richiesta: un family tutor ti contatterà ${FIRST_CONTACT_WITHIN}. Scegli una password per accedere alla tua area riservata con ${email}.`,
  passwordSubmit: 'Crea il mio account',
  /** The intro once the address turns out to have an account: the request is in, nothing to choose. */
  requestReceived: `Abbiamo ricevuto la tua richiesta: un family tutor ti contatterà ${FIRST_CONTACT_WITHIN}.`,
  accountExistsTitle: 'Hai già un account',
  /** Under the password form: the way in for who already has an account with the address. */
  haveAccount: (email: string) =>
    `Hai già un account con ${email}? Accedi con la tua password: la richiesta che hai appena inviato entrerà nel tuo account.`,
  haveAccountLink: 'Accedi',
  accountExists: (email: string) =>
    `Con ${email} hai già un account Equilibrio. Accedi da questo dispositivo con la tua password, oppure chiedi un link di accesso o una nuova password dalla pagina di accesso: la richiesta che hai appena inviato entrerà nel tuo account.${env.VITE_IDENTITY_MODE === 'local' ? ` Se accedi da un altro dispositivo, entro mezz’ora riceverai a ${email} un link per aggiungerla.` : ''} Un family tutor ti contatterà comunque.`,
} as const;

export const passwordTexts = {
  password: 'Nuova password',
  /** An account's first password (sign-up, the email confirmed): nothing old to replace. */
  firstPassword: 'Password',
  confirm: 'Conferma password',
} as const;

export const emailConfirmedTexts = {
  title: 'Email confermata',
  panelTitle: 'Aggiungi la password al tuo account',
  intro: (email: string) =>
    `Il tuo indirizzo ${email} è confermato. Scegli una password per accedere alla tua area riservata e seguire la tua richiesta.`,
  submit: 'Salva la password',
  invalidTitle: 'Link non valido o scaduto',
  invalid: (support: string) =>
    `Questo link per aggiungere la password non è valido, è scaduto o è già stato usato. Se hai già impostato la password, accedi; altrimenti contatta l’assistenza all’indirizzo ${support}.`,
  loadFailed: 'Non è stato possibile verificare il link. Controlla la connessione e riprova.',
  toLogin: 'Vai alla pagina di accesso',
} as const;

export const emailActionTexts = {
  checking: 'Verifica del link in corso…',
  resetTitle: 'Reimposta la password',
  resetIntro: (email: string) => `Scegli una nuova password per l’account ${email}.`,
  resetSubmit: 'Salva la nuova password',
  resetDoneTitle: 'Password aggiornata',
  resetDone: 'La tua nuova password è stata salvata.',
  verifiedTitle: 'Email verificata',
  verified: 'Grazie! Il tuo indirizzo email è stato verificato: ora il tuo account è completo.',
  /** The verification link tapped again once the address is verified. */
  alreadyVerifiedTitle: 'Email già verificata',
  alreadyVerified: 'La tua email è già verificata: il tuo account è completo, non devi fare altro.',
  /** Ours (spec §2 names no label): the account's own area, whichever account that is. */
  toDashboard: 'Vai alla tua area riservata',
  /**
   * The reset saved while another account stays signed in here (a shared device; the sign-in
   * with the new password failed): that account's area is not this one's.
   */
  signInAs: (email: string) => `Accedi come ${email}`,
  /** The same for a family tutor, whose start is the back office. */
  toBackoffice: 'Vai al back office',
  /** The same page opened signed out (a mail app's browser): the way in. */
  signInNow: 'Accedi',
  verifiedSignIn: 'Accedi con la tua email e la tua password per continuare.',
  toLogin: 'Vai alla pagina di accesso',
  errorTitle: 'Attenzione',
  failedTitle: 'Impossibile completare l’operazione',
  /** Spec §8 "Email action page". */
  generic: 'Si è verificato un errore generico.',
  expired: 'Il link che hai usato è scaduto.',
  invalid: 'Il link che hai usato non è valido o è già stato utilizzato.',
  resetFailed: 'Non è stato possibile reimpostare la password.',
  verifyFailed: 'Non è stato possibile verificare il tuo indirizzo email.',
  resetHelp: (support: string) =>
    `Richiedi un nuovo link con «Password dimenticata» nella pagina di accesso, oppure contatta l’assistenza all’indirizzo ${support}.`,
  verifyHelp: (support: string) =>
    `Se hai già confermato il tuo indirizzo con questo link, non devi fare altro: accedi come sempre. Altrimenti accedi e richiedi una nuova email di verifica, oppure contatta l’assistenza all’indirizzo ${support}.`,
  genericHelp: (support: string) =>
    `Riprova aprendo di nuovo il link ricevuto via email, oppure contatta l’assistenza all’indirizzo ${support}.`,
} as const;

/** Sign-in by email link: the login page's action and the link's page (/email-handler?mode=signIn). */
export const emailLinkTexts = {
  send: SIGN_IN_LINK_LABEL,
  sent: 'Link di accesso inviato.',
  /** Asked again right after it was sent (a double tap, an impatient second press). */
  justSent: (email: string) =>
    `Il link di accesso è appena partito per ${email}: controlla la posta, anche nella cartella spam.`,
  sentTitle: 'Controlla la tua email',
  sentDetail: (email: string) =>
    `Abbiamo inviato a ${email} un link per accedere senza password: è valido per 1 ora e si può usare una sola volta. Se non trovi l’email, guarda anche nella cartella spam.`,
  needsEmail: 'Per ricevere il link di accesso scrivi un indirizzo email valido.',
  sendFailed: 'Non è stato possibile inviare il link di accesso. Riprova tra qualche minuto.',
  /** Under the error line after a failed sign-in: the two ways in with the address typed. */
  failedHelp: (email: string) => `Non riesci ad accedere con ${email}?`,
  /** The help's own way to a new password (the link above the error is 'Password dimenticata'). */
  resetPassword: 'Reimposta la password',
  signingIn: 'Accesso in corso…',
  askTitle: 'Conferma il tuo indirizzo email',
  askIntro:
    'Hai aperto il link su un dispositivo diverso da quello da cui l’hai chiesto: per sicurezza, scrivi di nuovo l’indirizzo email a cui l’hai ricevuto.',
  askSubmit: 'Accedi',
  wrongEmail:
    'Questo indirizzo non è quello a cui abbiamo inviato il link. Controlla e riprova, oppure richiedi un nuovo link dalla pagina di accesso.',
  failed: 'Non è stato possibile completare l’accesso.',
  /**
   * The link opened where another account is signed in (a shared device): said before the
   * sign-in replaces that session.
   */
  otherAccountTitle: 'Sei connesso con un altro account',
  otherAccount: (signedInEmail: string) =>
    `Ora sei connesso come ${signedInEmail}: continuando uscirai da quell’account.`,
  continueAs: (email: string) => `Continua come ${email}`,
  disabled: (support: string) =>
    `Il tuo account è disattivato. Per sapere di più contatta l’assistenza all’indirizzo ${support}.`,
  help: (support: string) =>
    `Richiedi un nuovo link con «Ricevi un link di accesso via email» nella pagina di accesso, oppure contatta l’assistenza all’indirizzo ${support}.`,
} as const;

/** The email action page for a change of email and for its undo (issue 25). */
export const emailChangeTexts = {
  verifyAndChangeEmail: {
    doneTitle: 'Nuovo indirizzo confermato',
    done: (email: string) =>
      `Da ora accedi a Equilibrio con ${email}. Per sicurezza ti abbiamo disconnesso da tutti i dispositivi: accedi di nuovo con il nuovo indirizzo e la tua password.`,
    failed: 'Non è stato possibile cambiare il tuo indirizzo email.',
    help: (support: string) =>
      `Accedi e chiedi di nuovo il cambio da «Dati personali», oppure contatta l’assistenza all’indirizzo ${support}.`,
  },
  recoverEmail: {
    doneTitle: 'Indirizzo email ripristinato',
    done: (email: string) =>
      `Il tuo account è di nuovo associato a ${email} e tutti i dispositivi sono stati disconnessi. Se non hai chiesto tu il cambio, reimposta subito la password dalla pagina di accesso con «Password dimenticata».`,
    failed: 'Non è stato possibile ripristinare il tuo indirizzo email.',
    help: (support: string) =>
      `Contatta l’assistenza all’indirizzo ${support}: ti aiuteremo a rimettere in sicurezza il tuo account.`,
  },
  toLogin: 'Vai alla pagina di accesso',
} as const;
