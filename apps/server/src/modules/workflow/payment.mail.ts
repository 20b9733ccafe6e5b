import { withDayArticle } from '@equilibrio/contract/italian-format';
import { welfareTexts } from '@equilibrio/contract/welfare';
import {
  detailUrl,
  formatAmount,
  formatItalianDateTime,
  hello,
  lineLabel,
  type MailFacts,
  type MailTemplate,
  requestRef,
  toBackoffice,
  whileToDo,
} from './mail-facts';
import { welfareLine } from './request.mail';

/**
 * The family's receipt: the amount, what it covers (with the welfare programme the request is
 * made with: the receipt is what a refund from it would ask for), and what comes next.
 */
const paymentReceived = (f: MailFacts) => ({
  subject: `Pagamento ricevuto — ${requestRef(f)}`,
  title: 'Pagamento effettuato con successo!',
  paragraphs: [
    hello(f),
    `abbiamo ricevuto il pagamento della ${requestRef(f)}.`,
    ...(f.payment
      ? [
          `Importo pagato: ${formatAmount(f.payment.amountCents, f.payment.currency)}${f.payment.serviceName ? ` — ${f.payment.serviceName}` : ''}.`,
          ...welfareLine(f),
          ...(f.payment.costs ?? []),
          ...(f.payment.reference ? [f.payment.reference] : []),
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
  subject: `Scelta confermata, nessun nuovo addebito — ${requestRef(f)}`,
  title: 'Hai confermato la tua scelta',
  paragraphs: [
    hello(f),
    `hai confermato ${f.caregiverName ?? 'il caregiver scelto'} per la ${requestRef(f)}. Non ti abbiamo addebitato nulla: vale il pagamento che hai già effettuato.`,
    `Il family tutor ti contatterà a breve per fissare il colloquio${f.caregiverName ? ` con ${f.caregiverName}` : ''}.`,
  ],
  action: { label: 'Visualizza dettagli', url: detailUrl(f) },
});

/** The tutors' call after a payment, while no interview is booked yet. */
const bookTheInterview = (f: MailFacts) =>
  f.stillToDo === false
    ? []
    : [`Prenota il colloquio${f.caregiverName ? ` con ${f.caregiverName}` : ''}.`];

export const paymentMails = {
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
      subject: `Promemoria: completa il pagamento — ${requestRef(f)}`,
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
      subject: `Il profilo scelto non è più riservato — ${requestRef(f)}`,
      title: 'Il profilo scelto non è più riservato',
      paragraphs: [
        hello(f),
        // 'il profilo di Martina Rossi … riservato': the participle agrees with 'profilo', whoever
        // the caregiver is ('Martina Rossi non è più riservato' read wrong).
        `sono passate 24 ore senza che il pagamento fosse completato: ${f.caregiverName ? `il profilo di ${f.caregiverName}` : 'il profilo scelto'} non è più riservato per te.`,
        'Puoi scegliere di nuovo tra i profili proposti.',
      ],
      action: { label: 'Visualizza profili', url: detailUrl(f) },
    }),
  },
} satisfies Record<string, MailTemplate>;
