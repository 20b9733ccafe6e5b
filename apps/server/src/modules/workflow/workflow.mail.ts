import { type BusinessLine, businessLineLabels } from '@equilibrio/contract/enums';
import { formatEuro } from '@equilibrio/contract/quote-costs';
import type { Limit } from '../../lib/counters';
import type { EmailContent } from '../mail/email-layout';

/** What a workflow email may mention, gathered while the change is made. */
export type MailFacts = {
  requestId: number;
  businessLine: string;
  customerName: string;
  customerFirstName: string;
  publicUrl: string;
  caregiverName?: string;
  holdExpiresAt?: Date;
  interview?: { at: Date; place: string | null; videoLink: string | null; notes: string | null };
  assistance?: { type: string; message: string };
  /**
   * The payment a confirmation comes from (the payments module tells). `refund`: why it could
   * not be applied (a clause after "ma"), and whether the request still waits for its payment.
   */
  payment?: {
    amountCents: number;
    currency: string;
    serviceName: string | null;
    /** The quote's costs as sentences (paid now, renewal, caregiver), in the quote's words. */
    costs?: string[];
    refund?: { clause: string; stillToPay: boolean };
  };
  /** Customer's changes one "request updated" notice stands for, and when the last was made. */
  changes?: number;
  changedAt?: Date;
};

export type MailTemplate = {
  name: string;
  render: (facts: MailFacts) => EmailContent;
  /**
   * The tutors' notice of a request ("new request", "request updated"): at most one per request
   * and tutor every 10 minutes, later changes folded into it (workflow.service `mailTutors`).
   */
  perRequestNotice?: true;
  /**
   * At most this many to one address in the window, the rest skipped: for an email that follows
   * an address anyone may have typed (the first request's), so nobody can flood a stranger.
   */
  perAddress?: Limit;
};

const ROME = 'Europe/Rome';
const dateTimeFormat = new Intl.DateTimeFormat('it-IT', {
  dateStyle: 'full',
  timeStyle: 'short',
  timeZone: ROME,
});
export const formatItalianDateTime = (date: Date) => dateTimeFormat.format(date);
const dayFormat = new Intl.DateTimeFormat('it-IT', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: ROME,
});
/** A day as the portal writes it: 26 nov 2026. */
export const formatItalianDay = (date: Date) => dayFormat.format(date);

/** An amount in cents as Italians write it: 178,90 € (the contract's one euro formatter). */
export const formatAmount = (cents: number, currency = 'eur') =>
  currency.toLowerCase() === 'eur'
    ? formatEuro(cents)
    : new Intl.NumberFormat('it-IT', {
        style: 'currency',
        currency: currency.toUpperCase(),
      }).format(cents / 100);

const lineLabel = (line: string) =>
  (businessLineLabels[line as BusinessLine] ?? line).toLowerCase();

const detailUrl = (f: MailFacts) => `${f.publicUrl}/dashboard/request-detail/${f.requestId}`;
const quoteUrl = (f: MailFacts) => `${f.publicUrl}/dashboard/request-quote/${f.requestId}`;
const backofficeUrl = (f: MailFacts) => `${f.publicUrl}/backoffice/requests/${f.requestId}`;
const toBackoffice = (f: MailFacts) => ({ label: 'Apri nel back office', url: backofficeUrl(f) });
const hello = (f: MailFacts) => `Ciao ${f.customerFirstName},`;

/** When, where and how of an interview, one line each. */
const interviewLines = (f: MailFacts) =>
  f.interview
    ? [
        `Quando: ${formatItalianDateTime(f.interview.at)}.`,
        ...(f.interview.place ? [`Dove: ${f.interview.place}.`] : []),
        ...(f.interview.videoLink ? [`Videochiamata: ${f.interview.videoLink}`] : []),
        ...(f.interview.notes ? [f.interview.notes] : []),
      ]
    : [];

/** Emails of the workflow, by recipient. Texts are Italian; links open the right page. */
export const mailTemplates = {
  requestSubmitted: {
    name: 'tutor-request-submitted',
    perRequestNotice: true,
    render: (f) => ({
      subject: `Nuova richiesta #${f.requestId}`,
      title: 'È arrivata una nuova richiesta',
      paragraphs: [
        `${f.customerName} ha inviato una richiesta di ${lineLabel(f.businessLine)} (#${f.requestId}).`,
        'Contatta il cliente per conoscere meglio le sue esigenze e preparare il preventivo.',
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
    perAddress: { max: 5, windowMs: 24 * 60 * 60_000 },
    render: (f) => ({
      subject: `Abbiamo ricevuto la tua richiesta #${f.requestId}`,
      title: 'Abbiamo ricevuto la tua richiesta',
      paragraphs: [
        hello(f),
        `grazie: la tua richiesta di ${lineLabel(f.businessLine)} (#${f.requestId}) è arrivata al nostro team.`,
        'Ecco cosa succede adesso:',
        '1. Entro un giorno lavorativo un Family tutor ti contatta per conoscere meglio le tue esigenze.',
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
    perRequestNotice: true,
    render: (f) => {
      const changes = f.changes ?? 1;
      const what = `la richiesta #${f.requestId} (${lineLabel(f.businessLine)})`;
      return {
        subject: `Richiesta #${f.requestId} aggiornata dal cliente`,
        title: 'Il cliente ha aggiunto informazioni',
        paragraphs: [
          changes > 1
            ? `${f.customerName} ha aggiornato ${changes} volte ${what}${f.changedAt ? `; ultima modifica: ${formatItalianDateTime(f.changedAt)}` : ''}.`
            : `${f.customerName} ha aggiornato ${what}.`,
          'Rileggi i dettagli prima di preparare il preventivo.',
        ],
        action: toBackoffice(f),
      };
    },
  },
  quoteSent: {
    name: 'customer-quote-sent',
    render: (f) => ({
      subject: `Il preventivo per la richiesta #${f.requestId} è pronto`,
      title: 'Il tuo preventivo è pronto',
      paragraphs: [
        hello(f),
        `il family tutor ha preparato il preventivo per la tua richiesta di ${lineLabel(f.businessLine)}.`,
        'Aprilo per vedere i dettagli e, se ti convince, accettalo: daremo subito inizio alla selezione.',
      ],
      action: { label: 'Visualizza preventivo', url: quoteUrl(f) },
    }),
  },
  quoteAccepted: {
    name: 'tutor-quote-accepted',
    render: (f) => ({
      subject: `Preventivo accettato — richiesta #${f.requestId}`,
      title: 'Il cliente ha accettato il preventivo',
      paragraphs: [
        `${f.customerName} ha accettato il preventivo della richiesta #${f.requestId} (${lineLabel(f.businessLine)}).`,
        'Puoi avviare la selezione dei caregiver.',
      ],
      action: toBackoffice(f),
    }),
  },
  candidatesPublished: {
    name: 'customer-candidates-published',
    render: (f) => ({
      subject: `Abbiamo selezionato dei profili per te — richiesta #${f.requestId}`,
      title: 'La ricerca è completata',
      paragraphs: [
        hello(f),
        `il family tutor ha selezionato alcuni profili per la tua richiesta di ${lineLabel(f.businessLine)}.`,
        'Guarda i profili e scegli quello che preferisci: lo riserveremo per te per 24 ore, il tempo di completare il pagamento.',
      ],
      action: { label: 'Visualizza profili', url: detailUrl(f) },
    }),
  },
  caregiverChosen: {
    name: 'tutor-caregiver-chosen',
    render: (f) => ({
      subject: `Caregiver scelto — richiesta #${f.requestId}`,
      title: 'Il cliente ha scelto un profilo',
      paragraphs: [
        `${f.customerName} ha scelto ${f.caregiverName ?? 'un profilo'} per la richiesta #${f.requestId}.`,
        f.holdExpiresAt
          ? `Il profilo resta riservato fino a ${formatItalianDateTime(f.holdExpiresAt)}, in attesa del pagamento.`
          : 'Il profilo resta riservato in attesa del pagamento.',
      ],
      action: toBackoffice(f),
    }),
  },
  paymentReceivedCustomer: {
    name: 'customer-payment-received',
    render: (f) => ({
      subject: `Pagamento ricevuto — richiesta #${f.requestId}`,
      title: 'Pagamento effettuato con successo!',
      paragraphs: [
        hello(f),
        `abbiamo ricevuto il pagamento della richiesta #${f.requestId}.`,
        ...(f.payment
          ? [
              `Importo pagato: ${formatAmount(f.payment.amountCents, f.payment.currency)}${f.payment.serviceName ? ` — ${f.payment.serviceName}` : ''}.`,
              ...(f.payment.costs ?? []),
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
    }),
  },
  paymentReceivedTutor: {
    name: 'tutor-payment-received',
    render: (f) => ({
      subject: `Pagamento ricevuto — richiesta #${f.requestId}`,
      title: 'Il cliente ha pagato',
      paragraphs: [
        `${f.customerName} ha completato il pagamento della richiesta #${f.requestId}${f.payment ? ` (${formatAmount(f.payment.amountCents, f.payment.currency)})` : ''}.`,
        `Prenota il colloquio${f.caregiverName ? ` con ${f.caregiverName}` : ''}.`,
      ],
      action: toBackoffice(f),
    }),
  },
  holdExpired: {
    name: 'customer-hold-expired',
    render: (f) => ({
      subject: `La prenotazione del profilo è scaduta — richiesta #${f.requestId}`,
      title: 'La prenotazione del profilo è scaduta',
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
    render: (f) => ({
      subject: `Colloquio prenotato — richiesta #${f.requestId}`,
      title: 'Il colloquio è prenotato',
      paragraphs: [
        hello(f),
        `abbiamo fissato il colloquio${f.caregiverName ? ` con ${f.caregiverName}` : ''}.`,
        ...interviewLines(f),
      ],
      action: { label: 'Visualizza dettagli', url: detailUrl(f) },
    }),
  },
  /** The day before the interview (interview-reminders job), to the family. */
  interviewReminderCustomer: {
    name: 'customer-interview-reminder',
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
  interviewFailed: {
    name: 'customer-interview-failed',
    render: (f) => ({
      subject: `Scegli un altro profilo — richiesta #${f.requestId}`,
      title: 'Scegli un altro profilo',
      paragraphs: [
        hello(f),
        `il colloquio${f.caregiverName ? ` con ${f.caregiverName}` : ''} non è andato a buon fine.`,
        'Puoi scegliere un altro profilo tra quelli proposti; il family tutor resta a tua disposizione.',
      ],
      action: { label: 'Visualizza profili', url: detailUrl(f) },
    }),
  },
  assistanceRequested: {
    name: 'tutor-assistance-requested',
    render: (f) => ({
      subject:
        f.assistance?.type === 'SUBSTITUTION'
          ? `Richiesta di sostituzione — richiesta #${f.requestId}`
          : `Richiesta di assistenza — richiesta #${f.requestId}`,
      title:
        f.assistance?.type === 'SUBSTITUTION'
          ? 'Il cliente chiede di sostituire il caregiver'
          : 'Il cliente chiede assistenza',
      paragraphs: [
        `${f.customerName} ha scritto a proposito della richiesta #${f.requestId}:`,
        f.assistance?.message ?? '',
      ],
      action: toBackoffice(f),
    }),
  },
  customerDeleted: {
    name: 'tutor-customer-deleted',
    // Sent while the customer's data is being erased: it must not name them.
    render: (f) => ({
      subject: `Richiesta #${f.requestId} chiusa: il cliente ha eliminato l’account`,
      title: 'Il cliente ha eliminato il suo account',
      paragraphs: [
        `Il cliente della richiesta #${f.requestId} (${lineLabel(f.businessLine)}) ha eliminato il suo account: la richiesta è stata chiusa e i suoi dati personali sono stati cancellati.`,
        'Restano, in forma anonima, lo storico degli stati e gli eventuali pagamenti. Se un caregiver era già coinvolto, avvisalo che il servizio non prosegue.',
      ],
      action: toBackoffice(f),
    }),
  },
} satisfies Record<string, MailTemplate>;
