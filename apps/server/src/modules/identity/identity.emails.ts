import { toWord } from '@equilibrio/contract/italian-format';
import { type EmailContent, greeting } from '../mail/email-layout';

/** The account's name is 'Anna Rossi' (name and surname): its first word greets. */
const greetingOf = (displayName?: string | null) => greeting(displayName?.trim().split(/\s+/)[0]);

/** The Italian emails of the identity service (one layout for all, see modules/mail). */
/** The login page, where the identity emails send a reader to act at once. */
export const loginPageUrl = (publicUrl: string) => new URL('/login', publicUrl).toString();

export const identityEmails = {
  verifyEmail: (url: string, displayName?: string | null): EmailContent => ({
    subject: 'Conferma il tuo indirizzo email',
    title: 'Conferma la tua email',
    paragraphs: [
      greetingOf(displayName),
      'per completare la registrazione a Equilibrio conferma che questo indirizzo email è tuo.',
      'Il link è valido per 3 giorni. Se non hai creato un account su Equilibrio, ignora questa email.',
    ],
    action: { label: 'Conferma email', url },
  }),

  resetPassword: (email: string, url: string, displayName?: string | null): EmailContent => ({
    subject: 'Reimposta la password di Equilibrio',
    title: 'Reimposta la password',
    paragraphs: [
      greetingOf(displayName),
      `abbiamo ricevuto una richiesta di reimpostare la password dell’account ${email}.`,
      'Il link è valido per 1 ora e si può usare una sola volta.',
      'Se non l’hai chiesto tu, ignora questa email: la tua password resta invariata.',
    ],
    action: { label: 'Reimposta la password', url },
  }),

  passwordChanged: (
    supportEmail: string,
    loginUrl: string,
    displayName?: string | null,
  ): EmailContent => ({
    subject: 'La tua password è stata modificata',
    title: 'Password modificata',
    paragraphs: [
      greetingOf(displayName),
      'la password del tuo account Equilibrio è stata appena modificata e gli altri dispositivi sono stati disconnessi.',
      `Se non l’hai cambiata tu, reimposta subito la password dalla pagina di accesso con «Password dimenticata» e scrivici ${toWord(supportEmail)}.`,
    ],
    // The way to act at once, not a page to look for.
    action: { label: 'Vai alla pagina di accesso', url: loginUrl },
  }),

  /** To the new address of a change of email (the SDK’s verifyBeforeUpdateEmail). */
  verifyNewEmail: (url: string, displayName?: string | null): EmailContent => ({
    subject: 'Conferma il tuo nuovo indirizzo email',
    title: 'Conferma il nuovo indirizzo',
    paragraphs: [
      greetingOf(displayName),
      'hai chiesto di usare questo indirizzo email per il tuo account Equilibrio. Conferma che è tuo: da quel momento accederai con questo indirizzo e riceverai qui le nostre comunicazioni.',
      'Il link è valido per 3 giorni e si può usare una sola volta. Se non hai chiesto tu il cambio, ignora questa email: il tuo account resta com’è.',
    ],
    action: { label: 'Conferma il nuovo indirizzo', url },
  }),

  /** To the previous address once a change of email is done, with the way to undo it. */
  emailChanged: (
    newEmail: string,
    url: string,
    supportEmail: string,
    displayName?: string | null,
  ): EmailContent => ({
    subject: 'L’indirizzo email del tuo account Equilibrio è cambiato',
    title: 'Indirizzo email cambiato',
    paragraphs: [
      greetingOf(displayName),
      `l’indirizzo email del tuo account Equilibrio è stato cambiato in ${newEmail}. Da ora si accede con il nuovo indirizzo e gli altri dispositivi sono stati disconnessi.`,
      'Se il cambio l’hai fatto tu, non devi fare nulla.',
      `Se non l’hai fatto tu, ripristina subito questo indirizzo con il pulsante qui sotto (il link è valido per 3 giorni), poi reimposta la password. Per qualsiasi dubbio scrivici ${toWord(supportEmail)}.`,
    ],
    action: { label: 'Ripristina il mio indirizzo', url },
  }),

  /** Sent once when an account’s failed sign-ins reach the account-wide lock-out. */
  signInLocked: (
    email: string,
    minutes: number,
    loginUrl: string,
    supportEmail: string,
    displayName?: string | null,
  ): EmailContent => ({
    subject: 'Tentativi di accesso al tuo account Equilibrio',
    title: 'Abbiamo protetto il tuo account',
    paragraphs: [
      greetingOf(displayName),
      `abbiamo registrato molti tentativi di accesso non riusciti all’account ${email}. Per proteggerlo, l’accesso con la password è sospeso per ${minutes} minuti.`,
      'Se hai provato tu ad accedere e non ricordi la password, reimpostala dalla pagina di accesso con «Password dimenticata»: potrai entrare subito con la nuova password.',
      `Se non sei tu ad aver provato, ti consigliamo comunque di reimpostare la password, scegliendone una che non usi altrove. Per qualsiasi dubbio scrivici ${toWord(supportEmail)}.`,
    ],
    action: { label: 'Vai alla pagina di accesso', url: loginUrl },
  }),

  /**
   * To the address an anonymous visitor typed with a first request: nobody proved it is theirs,
   * so the email says what happened and lets the reader decide (and repeats nothing typed).
   */
  claimAccount: (url: string): EmailContent => ({
    subject: 'Una richiesta su Equilibrio con il tuo indirizzo email',
    title: 'Una richiesta con il tuo indirizzo email',
    paragraphs: [
      'Ciao,',
      'qualcuno ha usato questo indirizzo email per chiedere un servizio su Equilibrio, senza completare la registrazione.',
      'Se la richiesta l’hai inviata tu, un family tutor ti contatterà al più presto: aggiungi una password al tuo account per seguire la richiesta dalla tua area riservata, quando vuoi.',
      'Se non l’hai inviata tu, ignora questa email: senza una password nessun account viene creato con il tuo indirizzo.',
      'Il link è valido per 7 giorni e si può usare una sola volta.',
    ],
    action: { label: 'Aggiungi la password', url },
  }),

  /**
   * To the address of a family's account typed with a first request sent without signing in:
   * the link, opened while signed in to that account, brings the request in from any device.
   */
  handOver: (url: string): EmailContent => ({
    subject: 'La richiesta inviata con il tuo indirizzo email',
    title: 'Una richiesta inviata senza accedere',
    paragraphs: [
      'Ciao,',
      'qualcuno ha chiesto un servizio su Equilibrio con questo indirizzo email, senza accedere al tuo account.',
      'Se la richiesta l’hai inviata tu, un family tutor ti contatterà al più presto. Per seguire la richiesta dalla tua area riservata, apri il link qui sotto e accedi con il tuo account: la richiesta verrà aggiunta alle tue.',
      'Se non l’hai inviata tu, ignora questa email: nulla cambia nel tuo account.',
      'Il link è valido per 7 giorni e si può usare una sola volta.',
    ],
    action: { label: 'Aggiungi la richiesta al mio account', url },
  }),
};
