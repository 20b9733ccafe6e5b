import {
  capitalised,
  dayMonthYear,
  isoDateParts,
  withDayArticle,
} from '@equilibrio/contract/italian-format';
import {
  cannotCome,
  detailUrl,
  hello,
  interviewLines,
  interviewPhrase,
  type MailFacts,
  type MailTemplate,
  requestRef,
  toBackoffice,
} from './mail-facts';

/**
 * 'il colloquio con Sofia Ricci è andato bene: il servizio con Sofia Ricci inizierà l’1 …' — or
 * 'inizia oggi', 'è iniziato il …' when the start is today or has passed (`today`, Italy's).
 */
const serviceStarts = (f: MailFacts) => {
  const withWhom = f.caregiverName ? ` con ${f.caregiverName}` : '';
  const start = f.serviceStart;
  const on = start ? withDayArticle('il', dayMonthYear(isoDateParts(start))) : '';
  const starts = !start
    ? 'inizierà a breve'
    : f.today && start === f.today
      ? 'inizia oggi'
      : f.today && start < f.today
        ? `è iniziato ${on}`
        : `inizierà ${on}`;
  return `il colloquio${withWhom} è andato bene: il servizio${withWhom} ${starts}.`;
};

/** An interview's new time after the old one is off (moved, or booked again): when, where, a hitch. */
const newAppointment = (f: MailFacts) => [
  'Il nuovo appuntamento:',
  ...interviewLines(f),
  cannotCome(f),
];

/** The interview called off, as told: 'il colloquio con Martina Rossi fissato per …'. */
const offPhrase = (f: MailFacts) =>
  f.cancelledInterview ? interviewPhrase(f.cancelledInterview) : 'il colloquio fissato';

/**
 * An interview called off, told when a new one is booked since (the only news a family that
 * chose no emails gets: the booking is an 'action' email): the old time is off, the new one holds.
 */
const offAndBookedAgain = (f: MailFacts) => ({
  subject: `Colloquio annullato e fissato di nuovo — ${requestRef(f)}`,
  title: 'Il colloquio è stato fissato di nuovo',
  paragraphs: [
    hello(f),
    `${offPhrase(f)} è annullato: quell’appuntamento non vale più.`,
    ...newAppointment(f),
    'Se avevi aggiunto il colloquio al tuo calendario, elimina quello vecchio e aggiungi il nuovo con «Aggiungi al calendario» dalla pagina della richiesta.',
  ],
  action: { label: 'Visualizza dettagli', url: detailUrl(f) },
});

/** Who is no longer available, by name ('il caregiver' read as a man for Francesca De Luca). */
const unavailable = (f: MailFacts) =>
  f.cancelledInterview?.caregiverName ?? f.caregiverName ?? 'il caregiver';

export const interviewMails = {
  interviewBooked: {
    name: 'customer-interview-booked',
    // Always sent, as a move's and a cancellation's: the meeting with the caregiver in writing,
    // which the tutor's form promises ('La famiglia riceve un’email con data, luogo e note').
    digestLine: () =>
      'Abbiamo fissato il colloquio: trovi giorno, ora e luogo nella pagina della richiesta.',
    render: (f) => ({
      subject: `Colloquio prenotato — ${requestRef(f)}`,
      title: 'Il colloquio è prenotato',
      paragraphs: [
        hello(f),
        `abbiamo fissato il colloquio${f.caregiverName ? ` con ${f.caregiverName}` : ''}.`,
        ...interviewLines(f),
        // No attachment (the outbox sends text and HTML only) nor a link to the file (it is
        // downloaded with the family's session): the request page's button.
        'Puoi aggiungerlo al tuo calendario dalla pagina della richiesta, con «Aggiungi al calendario».',
        cannotCome(f),
      ],
      action: { label: 'Visualizza dettagli', url: detailUrl(f) },
    }),
  },
  /**
   * A tutor moved the booked interview: the time the family was told (`cancelledInterview`, kept
   * from the first move of the digest's window) no longer holds, the new one does. Its own news in
   * the digest, never told as a booking ('Colloquio prenotato' did not say that the first time is
   * off: a family still holding it would expect the caregiver then).
   */
  interviewMoved: {
    name: 'customer-interview-moved',
    // Always sent, as a cancellation's: the time the family was told no longer holds, and a
    // family that chose no emails went to the old one.
    // Its own facts when it is the news at hand; a neutral line once they are gone.
    digestLine: (f) =>
      f.cancelledInterview
        ? `${capitalised(interviewPhrase(f.cancelledInterview))} è stato spostato: quell’appuntamento non vale più.`
        : 'Abbiamo spostato il colloquio: il giorno e l’ora di prima non valgono più, trovi i nuovi nella pagina della richiesta.',
    render: (f) => ({
      subject: `Colloquio spostato — ${requestRef(f)}`,
      title: 'Il colloquio è stato spostato',
      paragraphs: [
        hello(f),
        `${f.cancelledInterview ? interviewPhrase(f.cancelledInterview) : `il colloquio${f.caregiverName ? ` con ${f.caregiverName}` : ''} che avevamo fissato`} è stato spostato: quell’appuntamento non vale più.`,
        ...newAppointment(f),
        // The file keeps the event's identity across moves (`interview-calendar.ts`): most
        // calendars move the saved event; some import it as it was, so the family checks.
        'Se avevi aggiunto il colloquio al tuo calendario, scarica di nuovo il file con «Aggiungi al calendario» dalla pagina della richiesta e aprilo: di solito l’appuntamento già salvato si aggiorna con il nuovo giorno e la nuova ora.',
        'Poi controlla il calendario: se mostra ancora l’orario precedente, o due appuntamenti, elimina quello vecchio e tieni quello del nuovo orario.',
      ],
      action: { label: 'Visualizza dettagli', url: detailUrl(f) },
    }),
  },
  /** The request was paused with its interview still ahead: the interview is off. */
  interviewCancelled: {
    name: 'customer-interview-cancelled',
    // Always sent, as the payments' emails: a family that chose no emails would otherwise still
    // expect the caregiver at the meeting.
    // Its own facts when it is the news at hand; a neutral line once they are gone.
    // Told once the request resumed (a digest written then): the pause is over, not ahead.
    // Booked again since (the digest's interview as it is now): only that it is off.
    digestLine: (f) =>
      `${capitalised(offPhrase(f))} è annullato${
        f.requestClosed || f.interview
          ? '.'
          : f.requestPaused === false
            ? ': la richiesta è stata in pausa; ora è ripresa e il family tutor ne fisserà uno nuovo.'
            : ': la richiesta è in pausa e, alla ripresa, il family tutor ne fisserà uno nuovo.'
      }`,
    render: (f) =>
      f.interview
        ? offAndBookedAgain(f)
        : {
            subject: `Colloquio annullato — ${requestRef(f)}`,
            title: 'Il colloquio è annullato',
            paragraphs: [
              hello(f),
              `${offPhrase(f)} è annullato: la tua richiesta ${f.requestPaused === false ? 'è stata messa in pausa.' : 'è in pausa.'}`,
              // Closed since: the close email says what comes next.
              ...(f.requestClosed
                ? []
                : [
                    f.requestPaused === false
                      ? 'Ora la richiesta è ripresa: il family tutor ti contatterà per fissare un nuovo colloquio; non dovrai pagare di nuovo.'
                      : 'Quando la richiesta riprenderà, il family tutor ti contatterà per fissare un nuovo colloquio; non dovrai pagare di nuovo.',
                  ]),
              'Se avevi aggiunto il colloquio al tuo calendario, puoi eliminarlo.',
            ],
            action: { label: 'Visualizza richiesta', url: detailUrl(f) },
          },
  },
  /**
   * A tutor called the booked interview off before it took place ('Annulla colloquio'): the
   * caregiver is no longer available (they leave the request: the family chooses or is proposed
   * another, nothing more to pay), or the family asked (the caregiver stays, a new interview will
   * be fixed). Always sent, as a pause's: a family that chose no emails would otherwise still
   * expect the caregiver at the meeting. Never told as an interview that went badly.
   */
  interviewCalledOff: {
    name: 'customer-interview-called-off',
    digestLine: (f) => {
      const what = capitalised(offPhrase(f));
      // Booked again since (the digest's interview as it is now): the new one's line follows.
      if (f.interview) return `${what} è annullato.`;
      if (f.interviewCancelReason === 'familyAsked') {
        return `${what} è annullato, come ci hai chiesto: il family tutor ti contatterà per fissarne uno nuovo, senza nuovi addebiti.`;
      }
      return `${what} è annullato perché ${unavailable(f)} non è più disponibile: ${
        f.othersToChoose
          ? 'puoi scegliere un altro profilo tra quelli proposti'
          : 'il family tutor ti proporrà al più presto un altro caregiver'
      }. Non devi nulla: vale il pagamento che hai già effettuato.`;
    },
    render: (f) => {
      const what = offPhrase(f);
      // Booked again since (the digest's interview as it is now): the new one, no stale call.
      if (f.interview) return offAndBookedAgain(f);
      const calendar = 'Se avevi aggiunto il colloquio al tuo calendario, puoi eliminarlo.';
      if (f.interviewCancelReason === 'familyAsked') {
        return {
          subject: `Colloquio annullato — ${requestRef(f)}`,
          title: 'Il colloquio è annullato',
          paragraphs: [
            hello(f),
            `come ci hai chiesto, ${what} è annullato.`,
            'Il caregiver che hai scelto resta confermato per te: il family tutor ti contatterà per fissare un nuovo colloquio. Non dovrai pagare di nuovo.',
            calendar,
          ],
          action: { label: 'Visualizza richiesta', url: detailUrl(f) },
        };
      }
      return {
        subject: `Colloquio annullato: ${unavailable(f)} non è più disponibile — ${requestRef(f)}`,
        title: 'Il colloquio è annullato',
        paragraphs: [
          hello(f),
          `ci dispiace: ${what} è annullato perché ${unavailable(f)} non è più disponibile.`,
          f.othersToChoose
            ? 'Puoi scegliere un altro profilo tra quelli che ti abbiamo proposto; il family tutor è a tua disposizione per aiutarti.'
            : 'Il family tutor sta già cercando un altro caregiver adatto a te e ti proporrà i profili al più presto.',
          'Non devi nulla: il pagamento che hai effettuato resta valido e non ti addebiteremo nulla di nuovo.',
          calendar,
        ],
        action: {
          label: f.othersToChoose ? 'Visualizza profili' : 'Visualizza richiesta',
          url: detailUrl(f),
        },
      };
    },
  },
  /**
   * The interview went well ('Colloquio riuscito'): the service starts, as the payment's receipt
   * promised ('Dopo il colloquio confermeremo l’inizio del servizio').
   */
  serviceConfirmed: {
    name: 'customer-service-confirmed',
    familyNotice: 'action',
    digestLine: (f) => `${capitalised(serviceStarts(f))}`,
    render: (f) => ({
      subject: `Confermato l’inizio del servizio — ${requestRef(f)}`,
      title: 'Il servizio è confermato',
      paragraphs: [
        hello(f),
        serviceStarts(f),
        'Per qualsiasi domanda il tuo family tutor resta a tua disposizione.',
      ],
      action: { label: 'Visualizza dettagli', url: detailUrl(f) },
    }),
  },
  /** The day before the interview (interview-reminders job), to the family. */
  interviewReminderCustomer: {
    name: 'customer-interview-reminder',
    familyNotice: 'action',
    render: (f) => ({
      subject: `Promemoria: domani il colloquio — ${requestRef(f)}`,
      title: 'Domani hai il colloquio',
      paragraphs: [
        hello(f),
        `ti ricordiamo il colloquio${f.caregiverName ? ` con ${f.caregiverName}` : ''} di domani.`,
        ...interviewLines(f),
        cannotCome(f),
      ],
      action: { label: 'Visualizza dettagli', url: detailUrl(f) },
    }),
  },
  /** The day before the interview, to the request's tutor (or the team while unassigned). */
  interviewReminderTutor: {
    name: 'tutor-interview-reminder',
    render: (f) => ({
      subject: `Promemoria: domani il colloquio della richiesta #${f.requestId}`,
      title: 'Domani c’è un colloquio',
      paragraphs: [
        `Domani ${f.customerName} incontra${f.caregiverName ? ` ${f.caregiverName}` : ' il caregiver'} per la richiesta #${f.requestId}.`,
        ...interviewLines(f),
        'Dopo il colloquio registra l’esito nel back office.',
      ],
      action: toBackoffice(f),
    }),
  },
} satisfies Record<string, MailTemplate>;
