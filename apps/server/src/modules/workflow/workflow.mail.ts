import { serviceStartsLater } from '@equilibrio/contract/backoffice';
import {
  closedBecause,
  standByResumeDayTexts,
  standByResumeDue,
} from '@equilibrio/contract/backoffice-moves';
import { profileChoiceWords } from '@equilibrio/contract/caregivers';
import { CONVERSATION_ANCHOR } from '@equilibrio/contract/conversations';
import type { AssistanceType } from '@equilibrio/contract/enums';
import {
  capitalised,
  dayMonthYear,
  isoDateParts,
  withDayArticle,
} from '@equilibrio/contract/italian-format';
import { FIRST_CONTACT_WITHIN } from '@equilibrio/contract/promises';
import { SIGN_IN_LINK_LABEL } from '@equilibrio/contract/sign-in';
import { welfareTexts } from '@equilibrio/contract/welfare';
import { assistanceMailTexts } from '@equilibrio/contract/workflow';
import { guaranteeMails } from './guarantee.mail';
import {
  askedInterviewLine,
  detailUrl,
  formatAmount,
  formatItalianDateTime,
  hello,
  interviewLines,
  interviewPhrase,
  lineLabel,
  type MailFacts,
  type MailTemplate,
  quoteUrl,
  times,
  toBackoffice,
  whileToDo,
} from './mail-facts';

/** The request's welfare programme, beside a quote's amounts (nothing for a private request). */
const welfareLine = (f: MailFacts) => (f.welfare ? [welfareTexts.programme(f.welfare)] : []);

/**
 * The family's receipt: the amount, what it covers (with the welfare programme the request is
 * made with: the receipt is what a refund from it would ask for), and what comes next.
 */
const paymentReceived = (f: MailFacts) => ({
  subject: `Pagamento ricevuto — richiesta #${f.requestId}`,
  title: 'Pagamento effettuato con successo!',
  paragraphs: [
    hello(f),
    `abbiamo ricevuto il pagamento della richiesta #${f.requestId}.`,
    ...(f.payment
      ? [
          `Importo pagato: ${formatAmount(f.payment.amountCents, f.payment.currency)}${f.payment.serviceName ? ` — ${f.payment.serviceName}` : ''}.`,
          ...welfareLine(f),
          ...(f.payment.costs ?? []),
          ...(f.welfare ? [welfareTexts.receiptEmail] : []),
        ]
      : []),
    ...(f.caregiverName ? [`Caregiver scelto: ${f.caregiverName}.`] : []),
    `Il family tutor ti contatterà a breve per fissare il colloquio${f.caregiverName ? ` con ${f.caregiverName}` : ''}.`,
    ...(f.payment
      ? [
          'Dopo il colloquio confermeremo l’inizio del servizio. Se il profilo non fa per te, ne sceglierai un altro senza pagare di nuovo.',
        ]
      : []),
  ],
  action: { label: 'Visualizza dettagli', url: detailUrl(f) },
});

/**
 * A new choice on a request paid before: nothing was charged, and the email says so (a second
 * 'Pagamento ricevuto' without an amount read like a second charge).
 */
const newChoiceConfirmed = (f: MailFacts) => ({
  subject: `Scelta confermata, nessun nuovo addebito — richiesta #${f.requestId}`,
  title: 'Hai confermato la tua scelta',
  paragraphs: [
    hello(f),
    `hai confermato ${f.caregiverName ?? 'il caregiver scelto'} per la richiesta #${f.requestId}. Non ti abbiamo addebitato nulla: vale il pagamento che hai già effettuato.`,
    `Il family tutor ti contatterà a breve per fissare il colloquio${f.caregiverName ? ` con ${f.caregiverName}` : ''}.`,
  ],
  action: { label: 'Visualizza dettagli', url: detailUrl(f) },
});

/**
 * The family told that a tutor closed its request: why, in words it can read (no tutor's note),
 * the booked interview that is off, and the money it gets back when the tutor decided so.
 */
const requestClosed = (f: MailFacts) => {
  const what = `la tua richiesta di ${lineLabel(f.businessLine)} (#${f.requestId})`;
  const refund = f.closing?.refund;
  return {
    subject: `La tua richiesta #${f.requestId} è stata chiusa`,
    title: 'La tua richiesta è chiusa',
    paragraphs: [
      hello(f),
      f.closing?.outcome === 'NON RISPONDE'
        ? `abbiamo chiuso ${what} perché ${closedBecause['NON RISPONDE']}.`
        : `abbiamo chiuso ${what}: ${closedBecause["NON PIU' INTERESSATO"]}.`,
      ...(f.cancelledInterview
        ? [`${capitalised(interviewPhrase(f.cancelledInterview))} è annullato.`]
        : []),
      ...(refund
        ? [
            `Ti rimborseremo l’importo che avevi pagato, ${formatAmount(refund.amountCents, refund.currency)}, sullo stesso metodo di pagamento: riceverai un’email quando il rimborso sarà stato eseguito. Non devi fare nulla.`,
          ]
        : []),
      'Se ti serve ancora aiuto, puoi creare una nuova richiesta quando vuoi dalla tua area riservata; per qualsiasi domanda il tuo family tutor resta a tua disposizione.',
    ],
    action: { label: 'Visualizza richiesta', url: detailUrl(f) },
  };
};

/** The tutors' call after a payment, while no interview is booked yet. */
const bookTheInterview = (f: MailFacts) =>
  f.stillToDo === false
    ? []
    : [`Prenota il colloquio${f.caregiverName ? ` con ${f.caregiverName}` : ''}.`];

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

/**
 * What a substitution means for the family, the caregiver named once: the substitute sought for
 * them while the service goes on as always until the substitute starts; the first day still
 * ahead, only that (a service not started yet does not "go on"); or, the caregiver no longer
 * available, that they cannot go on (or start) and new profiles are coming.
 */
const substitutionNews = (f: MailFacts) => {
  const start = f.substitution?.serviceStart;
  const ahead = f.today !== undefined && serviceStartsLater(start, f.today);
  if (f.substitution?.caregiverContinues === false) {
    const cannot = ahead ? 'non potrà iniziare il servizio' : 'non può più proseguire il servizio';
    return `${f.caregiverName ?? 'il caregiver'} ${cannot}: il family tutor sta cercando un sostituto e ti proporrà nuovi profili al più presto.`;
  }
  const seeking = `il family tutor sta cercando un sostituto${f.caregiverName ? ` per ${f.caregiverName}` : ''}`;
  return ahead && start
    ? `${seeking}. Il servizio, previsto ${withDayArticle('da', dayMonthYear(isoDateParts(start)))}, non è ancora iniziato.`
    : `${seeking}. Nel frattempo il servizio continua come sempre, fino all’inizio del sostituto.`;
};
const substitutionFree =
  'Quando sceglierai il sostituto non dovrai pagare di nuovo: la scelta si conferma senza nuovi addebiti.';

/**
 * Which tutor alerts go at once (`prompt`) and which wait for the request's 10-minute digest.
 * The first news of a window goes at once anyway; `prompt` is for the news that must not wait
 * behind an earlier one, because a family waits on the tutor and nothing moves until they act:
 * - the quote accepted (start the selection) and the payment (book the interview);
 * - a substitution asked for ('Sostituisci caregiver'): a caregiver in service did not work out;
 * - other profiles asked for ('Cerca altri profili'): the family's choice is stopped until then;
 * - a move of the booked interview asked for ('Chiedi di spostarlo'): its day may be close;
 * - the family's answer to a pause that waited for it (the first message since the pause or the
 *   tutor's last question): the request resumes only once a tutor reads it;
 * - a message the family marked urgent (the caregiver did not come): its subject says 'URGENTE'.
 * Each happens once per step, ask or question (the API refuses a second substitution or ask),
 * so none can flood. The rest waits: ordinary messages (a conversation: the next ones of the
 * window join the email), the family's edits, a profile chosen (the payment follows, prompt).
 * The general help modal ('Hai bisogno di aiuto?', assistance.service) is batched the same way:
 * its first message goes at once, a follow-up within 10 minutes joins it. The interview reminder,
 * a refund to make and a deleted account are not batched: always at once.
 */
const familyWaitsOnTutor = (f: MailFacts) =>
  f.assistance?.type === 'SUBSTITUTION' ||
  f.assistance?.type === 'OTHER_PROFILES' ||
  f.assistance?.type === 'INTERVIEW_CHANGE' ||
  f.assistance?.answersPause === true ||
  f.assistance?.urgent === true;

/**
 * What the tutors' email about a family's message says: an ask (other profiles, a move of the
 * interview) says so once, then the family's words (not 'ha scritto:' and the ask again).
 */
const askOpenings: Partial<
  Record<
    AssistanceType,
    { asks: (f: MailFacts) => string; words: string; after?: (f: MailFacts) => string[] }
  >
> = {
  OTHER_PROFILES: {
    asks: (f) => `chiede altri profili per la richiesta #${f.requestId}.`,
    words: 'Motivo',
  },
  INTERVIEW_CHANGE: {
    asks: (f) => `chiede di spostare il colloquio della richiesta #${f.requestId}.`,
    words: 'Quando può',
    after: askedInterviewLine,
  },
};
function assistanceParagraphs(f: MailFacts) {
  const message = f.assistance?.message ?? '';
  const ask = askOpenings[f.assistance?.type as AssistanceType];
  return ask
    ? [`${f.customerName} ${ask.asks(f)}`, `${ask.words}: ${message}`, ...(ask.after?.(f) ?? [])]
    : [`${f.customerName} ha scritto a proposito della richiesta #${f.requestId}:`, message];
}

/** The start of the subject of the tutors' email about a family's message marked urgent. */
export const urgentSubject = (assistance: MailFacts['assistance']) =>
  assistance?.urgent === true ? 'URGENTE — ' : '';

/** Emails of the workflow, by recipient. Texts are Italian; links open the right page. */
export const mailTemplates = {
  ...guaranteeMails,
  requestSubmitted: {
    name: 'tutor-request-submitted',
    digestLine: () => 'Ha inviato la richiesta.',
    render: (f) => ({
      subject: `Nuova richiesta #${f.requestId}`,
      title: 'È arrivata una nuova richiesta',
      paragraphs: [
        `${f.customerName} ha inviato una richiesta di ${lineLabel(f.businessLine)} (#${f.requestId}).`,
        ...(f.stillToDo === false
          ? []
          : [
              'Contatta la famiglia per conoscere meglio le sue esigenze e preparare il preventivo.',
            ]),
      ],
      action: toBackoffice(f),
    }),
  },
  /**
   * The family's receipt of a new request (first or later): what happens next and when. The
   * steps match the customer's journey (Richiesta → Preventivo → Selezione profili …).
   */
  requestReceived: {
    name: 'customer-request-received',
    // The receipt of the family's own step: always sent, at once (not news the preference governs).
    perAddress: { max: 5, windowMs: 24 * 60 * 60_000 },
    render: (f) => ({
      subject: `Abbiamo ricevuto la tua richiesta #${f.requestId}`,
      title: 'Abbiamo ricevuto la tua richiesta',
      paragraphs: [
        hello(f),
        `grazie: la tua richiesta di ${lineLabel(f.businessLine)} (#${f.requestId}) è arrivata al nostro team.`,
        'Ecco cosa succede adesso:',
        `1. ${capitalised(FIRST_CONTACT_WITHIN)} un family tutor ti contatta per conoscere meglio le tue esigenze.`,
        '2. Poi prepara il tuo preventivo: ti avvisiamo per email quando è pronto.',
        '3. Se lo accetti, selezioniamo i profili più adatti e scegli tu quello che preferisci.',
        'Nel frattempo puoi aggiungere informazioni alla richiesta dalla tua area riservata.',
      ],
      action: { label: 'Visualizza richiesta', url: detailUrl(f) },
    }),
  },
  /** The customer changed a request ("Aggiungi Info"); several changes make one email. */
  requestUpdated: {
    name: 'tutor-request-updated',
    digestLine: (_f, count) =>
      times(count, 'Ha aggiunto informazioni.', `Ha aggiunto informazioni (${count} volte).`),
    render: (f) => {
      const changes = f.changes ?? 1;
      const what = `la richiesta #${f.requestId} (${lineLabel(f.businessLine)})`;
      return {
        subject: `Richiesta #${f.requestId} aggiornata dalla famiglia`,
        title: 'La famiglia ha aggiunto informazioni',
        paragraphs: [
          changes > 1
            ? `${f.customerName} ha aggiornato ${changes} volte ${what}${f.changedAt ? `; ultima modifica: ${formatItalianDateTime(f.changedAt)}` : ''}.`
            : `${f.customerName} ha aggiornato ${what}.`,
          ...(f.stillToDo === false
            ? []
            : ['Rileggi i dettagli prima di preparare il preventivo.']),
        ],
        action: toBackoffice(f),
      };
    },
  },
  quoteSent: {
    name: 'customer-quote-sent',
    familyNotice: 'action',
    digestLine: () => 'Il preventivo è pronto: aprilo e, se ti convince, accettalo.',
    render: (f) => ({
      subject: `Il preventivo per la richiesta #${f.requestId} è pronto`,
      title: 'Il tuo preventivo è pronto',
      paragraphs: [
        hello(f),
        `il family tutor ha preparato il preventivo per la tua richiesta di ${lineLabel(f.businessLine)}.`,
        ...(f.quoteCosts?.length ? ['In sintesi:', ...f.quoteCosts, ...welfareLine(f)] : []),
        'Aprilo per vedere i dettagli e, se ti convince, accettalo: daremo subito inizio alla selezione.',
      ],
      action: { label: 'Visualizza preventivo', url: quoteUrl(f) },
    }),
  },
  quoteCorrected: {
    name: 'customer-quote-corrected',
    familyNotice: 'action',
    digestLine: (f) =>
      `Il preventivo è stato aggiornato${f.quoteChange?.length ? ` (${f.quoteChange.join('; ')})` : ''}: rileggilo e, se ti convince, accettalo.`,
    render: (f) => ({
      subject: `Il preventivo per la richiesta #${f.requestId} è stato aggiornato`,
      title: 'Il tuo preventivo è stato aggiornato',
      paragraphs: [
        hello(f),
        `il family tutor ha corretto il preventivo per la tua richiesta di ${lineLabel(f.businessLine)}: vale questa nuova versione, che sostituisce la precedente.`,
        ...(f.quoteChange?.length ? ['Cosa cambia:', ...f.quoteChange] : []),
        ...(f.quoteCosts?.length ? ['In sintesi:', ...f.quoteCosts, ...welfareLine(f)] : []),
        'Aprilo per rileggerlo e, se ti convince, accettalo: daremo subito inizio alla selezione.',
      ],
      action: { label: 'Visualizza preventivo', url: quoteUrl(f) },
    }),
  },
  quoteAccepted: {
    name: 'tutor-quote-accepted',
    prompt: true,
    digestLine: (f) => `Ha accettato il preventivo${whileToDo(f, ': puoi avviare la selezione')}.`,
    render: (f) => ({
      subject: `Preventivo accettato — richiesta #${f.requestId}`,
      title: 'La famiglia ha accettato il preventivo',
      paragraphs: [
        `${f.customerName} ha accettato il preventivo della richiesta #${f.requestId} (${lineLabel(f.businessLine)}).`,
        ...(f.stillToDo === false ? [] : ['Puoi avviare la selezione dei caregiver.']),
      ],
      action: toBackoffice(f),
    }),
  },
  candidatesPublished: {
    name: 'customer-candidates-published',
    familyNotice: 'action',
    // One profile sent in all is told as one ('se ti convince, sceglilo'), as the family's page.
    digestLine: (f) =>
      f.newProfiles
        ? 'Abbiamo selezionato altri profili per te: scegli quello che preferisci.'
        : f.profilesVisible === 1
          ? `Abbiamo selezionato un profilo per te: ${profileChoiceWords(1).choose.toLowerCase()}.`
          : 'Abbiamo selezionato dei profili per te: scegli quello che preferisci.',
    render: (f) => ({
      // Sent again (after 'Cerca altri profili'): new ones beside those already seen.
      subject: f.newProfiles
        ? `Abbiamo selezionato altri profili per te — richiesta #${f.requestId}`
        : f.profilesVisible === 1
          ? `Abbiamo selezionato un profilo per te — richiesta #${f.requestId}`
          : `Abbiamo selezionato dei profili per te — richiesta #${f.requestId}`,
      title: f.newProfiles ? 'Nuovi profili per te' : 'La ricerca è completata',
      paragraphs: [
        hello(f),
        f.newProfiles
          ? `il family tutor ha aggiunto ${f.newProfiles === 1 ? 'un nuovo profilo' : `${f.newProfiles} nuovi profili`} per la tua richiesta di ${lineLabel(f.businessLine)}, accanto a quelli che hai già visto.`
          : f.profilesVisible === 1
            ? `il family tutor ha selezionato un profilo per la tua richiesta di ${lineLabel(f.businessLine)}.`
            : `il family tutor ha selezionato alcuni profili per la tua richiesta di ${lineLabel(f.businessLine)}.`,
        f.profilesVisible === 1
          ? `Guarda il profilo e, ${profileChoiceWords(1).choose.toLowerCase()}: lo riserveremo per te per 24 ore, il tempo di completare il pagamento.`
          : 'Guarda i profili e scegli quello che preferisci: lo riserveremo per te per 24 ore, il tempo di completare il pagamento.',
      ],
      action: { label: 'Visualizza profili', url: detailUrl(f) },
    }),
  },
  /** «Cerca altri profili»: the family, who asked or told the tutor, knows the search goes on. */
  otherProfilesSearched: {
    name: 'customer-other-profiles-searched',
    familyNotice: 'update',
    digestLine: () => 'Il family tutor cerca altri profili per te e te li proporrà al più presto.',
    render: (f) => ({
      subject: `Cerchiamo altri profili per te — richiesta #${f.requestId}`,
      title: 'Cerchiamo altri profili per te',
      paragraphs: [
        hello(f),
        `il family tutor sta cercando altri profili per la tua richiesta di ${lineLabel(f.businessLine)} e te li proporrà al più presto.`,
        'Ti avviseremo per email quando saranno pronti da vedere; intanto puoi scrivergli dalla pagina della richiesta.',
      ],
      action: { label: 'Visualizza richiesta', url: detailUrl(f) },
    }),
  },
  caregiverChosen: {
    name: 'tutor-caregiver-chosen',
    digestLine: (f) =>
      `Ha scelto un profilo${whileToDo(f, ', riservato in attesa del pagamento')}.`,
    render: (f) => ({
      subject: `Caregiver scelto — richiesta #${f.requestId}`,
      title: 'La famiglia ha scelto un profilo',
      paragraphs: [
        `${f.customerName} ha scelto ${f.caregiverName ?? 'un profilo'} per la richiesta #${f.requestId}.`,
        ...(f.stillToDo === false
          ? []
          : [
              f.holdExpiresAt
                ? `Il profilo resta riservato fino ${withDayArticle('a', formatItalianDateTime(f.holdExpiresAt))}, in attesa del pagamento.`
                : 'Il profilo resta riservato in attesa del pagamento.',
            ]),
      ],
      action: toBackoffice(f),
    }),
  },
  paymentReceivedCustomer: {
    name: 'customer-payment-received',
    // A new choice on a request paid before (a failed interview, a substitution) costs nothing.
    render: (f) => (f.paidBefore ? newChoiceConfirmed(f) : paymentReceived(f)),
  },
  paymentReceivedTutor: {
    name: 'tutor-payment-received',
    prompt: true,
    digestLine: (f) =>
      f.paidBefore
        ? `Ha confermato la nuova scelta, senza nuovo addebito${whileToDo(f, ': prenota il colloquio')}.`
        : `Ha completato il pagamento${f.payment ? ` (${formatAmount(f.payment.amountCents, f.payment.currency)})` : ''}${whileToDo(f, ': prenota il colloquio')}.`,
    render: (f) =>
      f.paidBefore
        ? {
            subject: `Nuova scelta confermata — richiesta #${f.requestId}`,
            title: 'La famiglia ha confermato la nuova scelta',
            paragraphs: [
              `${f.customerName} ha confermato ${f.caregiverName ?? 'il caregiver scelto'} per la richiesta #${f.requestId}: nessun nuovo addebito, vale il pagamento già ricevuto.`,
              ...bookTheInterview(f),
            ],
            action: toBackoffice(f),
          }
        : {
            subject: `Pagamento ricevuto — richiesta #${f.requestId}`,
            title: 'La famiglia ha pagato',
            paragraphs: [
              `${f.customerName} ha completato il pagamento della richiesta #${f.requestId}${f.payment ? ` (${formatAmount(f.payment.amountCents, f.payment.currency)})` : ''}.`,
              ...bookTheInterview(f),
            ],
            action: toBackoffice(f),
          },
  },
  /**
   * Hours before a hold ends unpaid (hold-reminders job), to the family: until when the chosen
   * profile stays theirs, the way to pay, and what happens after.
   */
  holdEndingCustomer: {
    name: 'customer-hold-ending',
    familyNotice: 'action',
    render: (f) => ({
      subject: `Promemoria: completa il pagamento — richiesta #${f.requestId}`,
      title: 'Il profilo che hai scelto è ancora riservato per te',
      paragraphs: [
        hello(f),
        `hai scelto ${f.caregiverName ?? 'un profilo'} per la tua richiesta di ${lineLabel(f.businessLine)}: ${f.caregiverName ? 'il suo profilo' : 'il profilo'} resta riservato per te fino ${f.holdExpiresAt ? withDayArticle('a', formatItalianDateTime(f.holdExpiresAt)) : 'a 24 ore dalla scelta'}.`,
        'Completa il pagamento entro quell’ora per confermare la scelta. Dopo, il profilo torna disponibile anche per altre famiglie e potrai scegliere di nuovo tra i profili proposti.',
        'Hai un dubbio sul preventivo o sul profilo? Scrivi al tuo family tutor dalla pagina della richiesta.',
      ],
      action: { label: 'Completa il pagamento', url: detailUrl(f) },
    }),
  },
  holdExpired: {
    name: 'customer-hold-expired',
    familyNotice: 'action',
    digestLine: () =>
      'Il profilo scelto non è più riservato per te: puoi scegliere di nuovo tra i profili proposti.',
    render: (f) => ({
      subject: `Il profilo scelto non è più riservato — richiesta #${f.requestId}`,
      title: 'Il profilo scelto non è più riservato',
      paragraphs: [
        hello(f),
        `sono passate 24 ore senza che il pagamento fosse completato: ${f.caregiverName ?? 'il profilo scelto'} non è più riservato per te.`,
        'Puoi scegliere di nuovo tra i profili proposti.',
      ],
      action: { label: 'Visualizza profili', url: detailUrl(f) },
    }),
  },
  interviewBooked: {
    name: 'customer-interview-booked',
    familyNotice: 'action',
    digestLine: () =>
      'Abbiamo fissato il colloquio: trovi giorno, ora e luogo nella pagina della richiesta.',
    render: (f) => ({
      subject: `Colloquio prenotato — richiesta #${f.requestId}`,
      title: 'Il colloquio è prenotato',
      paragraphs: [
        hello(f),
        `abbiamo fissato il colloquio${f.caregiverName ? ` con ${f.caregiverName}` : ''}.`,
        ...interviewLines(f),
        // No attachment (the outbox sends text and HTML only) nor a link to the file (it is
        // downloaded with the family's session): the request page's button.
        'Puoi aggiungerlo al tuo calendario dalla pagina della richiesta, con «Aggiungi al calendario».',
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
    familyNotice: 'action',
    // Its own facts when it is the news at hand; a neutral line once they are gone.
    digestLine: (f) =>
      f.cancelledInterview
        ? `${capitalised(interviewPhrase(f.cancelledInterview))} è stato spostato: quell’appuntamento non vale più.`
        : 'Abbiamo spostato il colloquio: il giorno e l’ora di prima non valgono più, trovi i nuovi nella pagina della richiesta.',
    render: (f) => ({
      subject: `Colloquio spostato — richiesta #${f.requestId}`,
      title: 'Il colloquio è stato spostato',
      paragraphs: [
        hello(f),
        `${f.cancelledInterview ? interviewPhrase(f.cancelledInterview) : `il colloquio${f.caregiverName ? ` con ${f.caregiverName}` : ''} che avevamo fissato`} è stato spostato: quell’appuntamento non vale più.`,
        'Il nuovo appuntamento:',
        ...interviewLines(f),
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
    digestLine: (f) =>
      `${f.cancelledInterview ? capitalised(interviewPhrase(f.cancelledInterview)) : 'Il colloquio fissato'} è annullato${
        f.requestClosed
          ? '.'
          : f.requestPaused === false
            ? ': la richiesta è stata in pausa; ora è ripresa e il family tutor ne fisserà uno nuovo.'
            : ': la richiesta è in pausa e, alla ripresa, il family tutor ne fisserà uno nuovo.'
      }`,
    render: (f) => ({
      subject: `Colloquio annullato — richiesta #${f.requestId}`,
      title: 'Il colloquio è annullato',
      paragraphs: [
        hello(f),
        `${f.cancelledInterview ? interviewPhrase(f.cancelledInterview) : 'il colloquio fissato'} è annullato: la tua richiesta ${f.requestPaused === false ? 'è stata messa in pausa.' : 'è in pausa.'}`,
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
    }),
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
      const what = f.cancelledInterview
        ? capitalised(interviewPhrase(f.cancelledInterview))
        : 'Il colloquio fissato';
      if (f.interviewCancelReason === 'familyAsked') {
        return `${what} è annullato, come ci hai chiesto: il family tutor ti contatterà per fissarne uno nuovo, senza nuovi addebiti.`;
      }
      return `${what} è annullato perché il caregiver non è più disponibile: ${
        f.othersToChoose
          ? 'puoi scegliere un altro profilo tra quelli proposti'
          : 'il family tutor ti proporrà al più presto un altro caregiver'
      }. Non devi nulla: vale il pagamento che hai già effettuato.`;
    },
    render: (f) => {
      const what = f.cancelledInterview
        ? interviewPhrase(f.cancelledInterview)
        : 'il colloquio fissato';
      const calendar = 'Se avevi aggiunto il colloquio al tuo calendario, puoi eliminarlo.';
      if (f.interviewCancelReason === 'familyAsked') {
        return {
          subject: `Colloquio annullato — richiesta #${f.requestId}`,
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
        subject: `Colloquio annullato: il caregiver non è più disponibile — richiesta #${f.requestId}`,
        title: 'Il colloquio è annullato',
        paragraphs: [
          hello(f),
          `ci dispiace: ${what} è annullato perché il caregiver non è più disponibile.`,
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
      subject: `Confermato l’inizio del servizio — richiesta #${f.requestId}`,
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
      subject: `Promemoria: domani il colloquio — richiesta #${f.requestId}`,
      title: 'Domani hai il colloquio',
      paragraphs: [
        hello(f),
        `ti ricordiamo il colloquio${f.caregiverName ? ` con ${f.caregiverName}` : ''} di domani.`,
        ...interviewLines(f),
        'Se hai un imprevisto, scrivi al tuo family tutor dalla pagina della richiesta.',
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
  /**
   * Another family chose a caregiver this request proposes (`takenElsewhereOf`, reserved until
   * their payment, then chosen): its family can no longer accept them. Sent at once (no digest),
   * once per such request, when the choice is made — a refused accept later sends nothing. The
   * other family is not named; the tutor may vouch for the caregiver once their hold is paid.
   */
  caregiverTakenElsewhere: {
    name: 'tutor-caregiver-taken-elsewhere',
    render: (f) => ({
      subject: `Il profilo di ${f.caregiverName ?? 'un caregiver'} è stato scelto da un’altra famiglia — richiesta #${f.requestId}`,
      title: 'Un profilo proposto è stato scelto da un’altra famiglia',
      paragraphs: [
        `Il profilo di ${f.caregiverName ?? 'un caregiver'}, proposto nella richiesta #${f.requestId}, è stato scelto da un’altra famiglia: ${f.customerName} non può più accettarlo.`,
        'Il profilo resta riservato all’altra famiglia fino al suo pagamento: se la riserva scade, torna disponibile da sé. Proponi un altro profilo, oppure, se può seguire entrambe le famiglie, dopo quel pagamento conferma la sua disponibilità nella richiesta («Conferma disponibilità»).',
      ],
      action: toBackoffice(f),
    }),
  },
  /**
   * The tutor started a substitution ('Avvia sostituzione'): a substitute is being sought, the
   * caregiver in service keeps serving meanwhile (or no longer can; or the first day is still
   * ahead), and the substitute's
   * confirmation costs nothing more (requests.ts: a replacement choice is confirmed with no new
   * charge). The tutor's reason itself stays in the history.
   */
  substitutionStarted: {
    name: 'customer-substitution-started',
    familyNotice: 'action',
    digestLine: (f) => `${capitalised(substitutionNews(f))} ${substitutionFree}`,
    render: (f) => ({
      subject: `Stiamo cercando un sostituto — richiesta #${f.requestId}`,
      title: 'Stiamo cercando un sostituto',
      paragraphs: [
        hello(f),
        substitutionNews(f),
        `${substitutionFree} Ti avviseremo per email quando i nuovi profili saranno pronti da vedere.`,
      ],
      action: { label: 'Visualizza richiesta', url: detailUrl(f) },
    }),
  },
  interviewFailed: {
    name: 'customer-interview-failed',
    familyNotice: 'action',
    // Its own facts when it is the news at hand; a neutral line once they are gone.
    digestLine: (f) =>
      f.othersToChoose === false
        ? 'Il colloquio non è andato a buon fine: il family tutor cerca altri profili per te, senza nuovi addebiti.'
        : f.othersToChoose
          ? 'Il colloquio non è andato a buon fine: puoi scegliere un altro profilo tra quelli proposti, senza nuovi addebiti.'
          : 'Il colloquio non è andato a buon fine: nella richiesta trovi come proseguire.',
    render: (f) => {
      // Nobody left to choose: the tutor looks for new profiles.
      const seeking = f.othersToChoose === false;
      const title = seeking ? 'Cerchiamo altri profili per te' : 'Scegli un altro profilo';
      return {
        subject: `${title} — richiesta #${f.requestId}`,
        title,
        paragraphs: [
          hello(f),
          `il colloquio${f.caregiverName ? ` con ${f.caregiverName}` : ''} non è andato a buon fine.`,
          seeking
            ? 'Il family tutor sta cercando altri profili adatti e te li proporrà al più presto. Il pagamento che hai effettuato resta valido: non ti addebiteremo nulla di nuovo.'
            : 'Puoi scegliere un altro profilo tra quelli proposti, senza nuovi addebiti; il family tutor resta a tua disposizione.',
        ],
        action: {
          label: seeking ? 'Visualizza richiesta' : 'Visualizza profili',
          url: detailUrl(f),
        },
      };
    },
  },
  assistanceRequested: {
    name: 'tutor-assistance-requested',
    prompt: familyWaitsOnTutor,
    digestLine: (_f, count) =>
      times(count, 'Ha scritto un messaggio.', `Ha scritto ${count} messaggi.`),
    render: (f) => ({
      subject: `${urgentSubject(f.assistance)}${assistanceMailTexts[(f.assistance?.type as AssistanceType | undefined) ?? 'GENERIC'].subject} — richiesta #${f.requestId}`,
      title:
        assistanceMailTexts[(f.assistance?.type as AssistanceType | undefined) ?? 'GENERIC'].title,
      paragraphs: assistanceParagraphs(f),
      action: toBackoffice(f),
    }),
  },
  /** A tutor replied in the request's conversation (conversation.service `replyAsTutor`). */
  tutorReply: {
    name: 'family-tutor-reply',
    familyNotice: 'update',
    digestLine: (_f, count) =>
      times(
        count,
        'Il tuo family tutor ti ha scritto un messaggio.',
        `Il tuo family tutor ti ha scritto ${count} messaggi.`,
      ),
    render: (f) =>
      tutorMessagesMail({
        count: f.changes ?? 1,
        tutorFirstName: f.tutorFirstName ?? null,
        about: ` sulla richiesta #${f.requestId}`,
        url: `${detailUrl(f)}#${CONVERSATION_ANCHOR}`,
        pause: pausedForFamilyParagraphs(f),
      }),
  },
  /**
   * A tutor closed the request. Sent at once, not in the request's digest: the family's last
   * email about it. Nothing to give back: a step the family is told of (its preference governs).
   */
  requestClosed: {
    name: 'customer-request-closed',
    familyNotice: 'action',
    render: requestClosed,
  },
  /** The same, with the family's payment to give back: a payment email, always sent. */
  requestClosedWithRefund: {
    name: 'customer-request-closed-refund',
    render: requestClosed,
  },
  customerDeleted: {
    name: 'tutor-customer-deleted',
    // Sent while the customer's data is being erased: it must not name them.
    render: (f) => ({
      subject: `Richiesta #${f.requestId} chiusa: la famiglia ha eliminato l’account`,
      title: 'La famiglia ha eliminato il suo account',
      paragraphs: [
        `La famiglia della richiesta #${f.requestId} (${lineLabel(f.businessLine)}) ha eliminato il suo account: la richiesta è stata chiusa e i suoi dati personali sono stati cancellati.`,
        'Restano, in forma anonima, lo storico degli stati e gli eventuali pagamenti. Se un caregiver era già coinvolto, avvisalo che il servizio non prosegue.',
      ],
      action: toBackoffice(f),
    }),
  },
} satisfies Record<string, MailTemplate>;

/**
 * The email of a tutor's messages to the family, in a request's conversation or the general one
 * ('Hai un nuovo messaggio dal family tutor'): a message, not a 'risposta' — the tutor may write
 * first (what a pause waits for, a question).
 */
export function tutorMessagesMail(input: {
  count: number;
  tutorFirstName: string | null;
  /** ' sulla richiesta #12', or '' for the conversation tied to no request. */
  about: string;
  url: string;
  /** The request paused for the family's information (`pausedForFamilyParagraphs`). */
  pause?: string[];
}) {
  const { count, about } = input;
  const who = input.tutorFirstName
    ? `${input.tutorFirstName}, il tuo family tutor,`
    : 'Il tuo family tutor';
  return {
    subject:
      count === 1
        ? `Hai un nuovo messaggio dal family tutor${about}`
        : `Hai ${count} nuovi messaggi dal family tutor${about}`,
    title: count === 1 ? 'Nuovo messaggio' : `${count} nuovi messaggi`,
    paragraphs: [
      count === 1
        ? `${who} ti ha scritto${about}.`
        : `Il tuo family tutor ti ha scritto ${count} messaggi${about}.`,
      ...(input.pause ?? []),
      'Per leggere e rispondere, apri la conversazione nella tua area riservata.',
    ],
    action: { label: count === 1 ? 'Leggi il messaggio' : 'Leggi i messaggi', url: input.url },
  };
}

/**
 * The family's emails to an account with no password yet (a sign-up never finished): its links
 * open the login page, which asks for a password it never set — the way in is the emailed link.
 */
export const signInWithoutPasswordParagraph = `Non hai ancora scelto una password: per entrare nella tua area riservata, nella pagina di accesso scrivi questo indirizzo email e scegli «${SIGN_IN_LINK_LABEL}». Ti invieremo un link per accedere.`;

/** An email's content with, for an account with no password, how to get in. */
export const withSignInHelp = <T extends { paragraphs: string[] }>(
  content: T,
  noPassword: boolean,
): T =>
  noPassword
    ? { ...content, paragraphs: [...content.paragraphs, signInWithoutPasswordParagraph] }
    : content;

/**
 * A request paused for the family's information, said in the emails of their tutor's messages:
 * what it waits for and what its 'Riprendi entro il' day means (`standByResumeDayTexts`, the
 * family's request page alike: no deadline; once the day has come, 'a breve'). Nothing when the
 * request is not paused for them.
 */
export function pausedForFamilyParagraphs(f: Pick<MailFacts, 'pausedForFamily' | 'today'>) {
  if (!f.pausedForFamily) return [];
  const { resumeBy } = f.pausedForFamily;
  const waits =
    'La richiesta è in pausa finché non gli rispondi nei messaggi della richiesta con le informazioni che ti chiede.';
  if (!resumeBy) return [waits];
  const due = f.today ? standByResumeDue(resumeBy, f.today) : false;
  const day = due ? null : dayMonthYear(isoDateParts(resumeBy));
  return [`${waits} ${standByResumeDayTexts.family(day)}`];
}
