import { dayMonthYear, romeParts, withDayArticle } from '@equilibrio/contract/italian-format';
import {
  detailUrl,
  formatAmount,
  hello,
  type MailFacts,
  type MailTemplate,
  requestRef,
} from '../workflow/mail-facts';

const amountOf = (f: MailFacts) =>
  f.payment ? formatAmount(f.payment.amountCents, f.payment.currency) : 'l’importo';
const notApplied = (f: MailFacts) =>
  f.payment?.refund?.clause ?? 'la richiesta non era più in attesa di pagamento';
/**
 * What the refund email adds to its facts (`payment` is the amount given back): what the family
 * had paid and when, said when only part of it comes back.
 */
export type RefundMadeFacts = MailFacts & { refundOf?: { paidCents: number; paidAt: Date | null } };

/**
 * 'ti abbiamo rimborsato 317,00 € per la richiesta …', or, given back in part (terms §6: the part
 * of the service done stays paid), '120,00 € dei 317,00 € pagati l’8 dicembre 2026 …'.
 */
function refundedLine(f: RefundMadeFacts) {
  const paid = f.refundOf;
  if (!f.payment || !paid || paid.paidCents === f.payment.amountCents) {
    return `ti abbiamo rimborsato ${amountOf(f)} per la ${requestRef(f)}.`;
  }
  const when = paid.paidAt ? ` ${withDayArticle('il', dayMonthYear(romeParts(paid.paidAt)))}` : '';
  return `ti abbiamo rimborsato ${amountOf(f)} dei ${formatAmount(paid.paidCents, f.payment.currency)} pagati${when} per la ${requestRef(f)}: la parte del servizio già svolta resta pagata, come previsto dalle condizioni del servizio.`;
}

const backoffice = (f: MailFacts) => ({
  label: 'Apri nel back office',
  url: `${f.publicUrl}/backoffice/requests/${f.requestId}`,
});

/**
 * Emails of a payment that could not be applied to the request (it arrived after the hold
 * expired or for a request already paid, from a checkout already closed, or for another amount):
 * the customer is told the money comes back, the tutors refund it; once a tutor recorded the
 * refund as made — of such a payment, or of one given back when the request was closed — the
 * customer is told it is on its way.
 */
export const paymentMailTemplates = {
  latePaymentCustomer: {
    name: 'customer-payment-to-refund',
    render: (f) => ({
      subject: `Pagamento ricevuto — ${requestRef(f)}: ti rimborseremo`,
      title: 'Abbiamo ricevuto il tuo pagamento',
      paragraphs: [
        hello(f),
        `abbiamo ricevuto ${amountOf(f)} per la ${requestRef(f)}, ma ${f.payment?.refund?.clause ?? 'la richiesta non era più in attesa di pagamento (per esempio perché il profilo scelto non era più riservato)'}.`,
        ...(f.payment?.refund?.stillToPay
          ? [
              'Il family tutor ti contatterà a breve e ti rimborseremo l’intero importo.',
              'La richiesta è ancora in attesa di pagamento: per confermare il caregiver scelto, torna alla dashboard e premi di nuovo «Effettua pagamento».',
            ]
          : [
              'Non devi fare nulla: il family tutor ti contatterà a breve e ti rimborseremo l’intero importo.',
            ]),
      ],
      action: {
        label: 'Visualizza dettagli',
        url: `${f.publicUrl}/dashboard/request-detail/${f.requestId}`,
      },
    }),
  },
  refundRequiredTutor: {
    name: 'tutor-payment-to-refund',
    render: (f) => ({
      subject: `Rimborso da eseguire — richiesta #${f.requestId}`,
      title: 'Un pagamento va rimborsato',
      paragraphs: [
        `${f.customerName} ha pagato ${amountOf(f)} per la richiesta #${f.requestId}, ma ${notApplied(f)}.`,
        'Il pagamento è registrato e segnalato come da rimborsare: contatta la famiglia ed esegui il rimborso dal pannello del fornitore dei pagamenti.',
        'Poi, nella sezione «Pagamenti» della richiesta, premi «Rimborso eseguito»: la famiglia riceve un’email di conferma.',
      ],
      action: backoffice(f),
    }),
  },
  refundMadeCustomer: {
    name: 'customer-payment-refunded',
    render: (f: RefundMadeFacts) => ({
      subject: `Rimborso effettuato — ${requestRef(f)}`,
      title: 'Il tuo rimborso è in arrivo',
      paragraphs: [
        hello(f),
        refundedLine(f),
        'Il rimborso torna sullo stesso metodo di pagamento che hai usato, di solito entro pochi giorni lavorativi (i tempi dipendono dalla tua banca). Non devi fare nulla.',
        'Se hai domande, il tuo family tutor resta a tua disposizione.',
      ],
      action: { label: 'Visualizza dettagli', url: detailUrl(f) },
    }),
  },
} satisfies Record<string, MailTemplate>;
