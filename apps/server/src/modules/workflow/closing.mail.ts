// The workflow's emails when a selection ends otherwise: the caregiver taken elsewhere, a
// substitution, a failed interview, the request closed, the account deleted.
import { serviceStartsLater } from '@equilibrio/contract/backoffice';
import { closedBecause } from '@equilibrio/contract/backoffice-moves';
import {
  capitalised,
  dayMonthYear,
  isoDateParts,
  withDayArticle,
} from '@equilibrio/contract/italian-format';
import {
  detailUrl,
  formatAmount,
  hello,
  interviewPhrase,
  lineLabel,
  type MailFacts,
  type MailTemplate,
  requestRef,
  toBackoffice,
  urgentPhoneLine,
} from './mail-facts';

/**
 * The family told that a tutor closed its request: why, in words it can read (no tutor's note),
 * the booked interview that is off, the chosen profile no longer held for a payment no longer
 * asked, and the money it gets back when the tutor decided so.
 */
export const requestClosed = (f: MailFacts) => {
  const what = `la tua richiesta di ${lineLabel(f.businessLine)} (#${f.requestId})`;
  const refund = f.closing?.refund;
  const kept = refund ? null : f.closing?.kept;
  return {
    subject: `La tua ${requestRef(f)} è stata chiusa`,
    title: 'La tua richiesta è chiusa',
    paragraphs: [
      hello(f),
      f.closing?.outcome === 'NON RISPONDE'
        ? `abbiamo chiuso ${what} perché ${closedBecause['NON RISPONDE']}.`
        : `abbiamo chiuso ${what}: ${closedBecause["NON PIU' INTERESSATO"]}.`,
      ...(f.cancelledInterview
        ? [`${capitalised(interviewPhrase(f.cancelledInterview))} è annullato.`]
        : []),
      // Chosen, not paid: a family with the checkout open would otherwise try to pay.
      ...(f.closing?.heldChoice
        ? [
            `Il profilo di ${f.closing.heldChoice} che avevi scelto non è più riservato per te: il pagamento non è più richiesto e il link per pagare non è più valido.`,
          ]
        : []),
      ...(refund
        ? [
            refund.paidCents
              ? `Ti rimborseremo ${formatAmount(refund.amountCents, refund.currency)} dei ${formatAmount(refund.paidCents, refund.currency)} che avevi pagato (la parte del servizio già svolta resta pagata, come previsto dalle condizioni del servizio), sullo stesso metodo di pagamento: riceverai un’email quando il rimborso sarà stato eseguito. Non devi fare nulla.`
              : `Ti rimborseremo l’importo che avevi pagato, ${formatAmount(refund.amountCents, refund.currency)}, sullo stesso metodo di pagamento: riceverai un’email quando il rimborso sarà stato eseguito. Non devi fare nulla.`,
          ]
        : []),
      // Paid and kept: nothing more is charged (the renewal stops), and whom to ask about it.
      ...(kept
        ? [
            `${kept.guaranteeRenewed ? 'La garanzia NO PROBLEM non si rinnova più: non ti addebiteremo altro. ' : ''}Per domande sul pagamento scrivi al tuo family tutor.`,
          ]
        : []),
      // 'Invece' after 'non ti serva più' (the close's reason), not against it.
      `Se ${f.closing?.outcome === 'NON RISPONDE' ? '' : 'invece '}ti serve ancora aiuto, puoi creare una nuova richiesta quando vuoi dalla tua area riservata; per qualsiasi domanda il tuo family tutor resta a tua disposizione.`,
    ],
    action: { label: 'Visualizza richiesta', url: detailUrl(f) },
  };
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

export const closingMails = {
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
      subject: `Stiamo cercando un sostituto — ${requestRef(f)}`,
      title: 'Stiamo cercando un sostituto',
      paragraphs: [
        hello(f),
        substitutionNews(f),
        `${substitutionFree} Ti avviseremo per email quando i nuovi profili saranno pronti da vedere.`,
        // A caregiver who no longer comes may leave someone alone today: the number, as the
        // interview's emails give it.
        ...urgentPhoneLine(f),
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
        subject: `${title} — ${requestRef(f)}`,
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
        `La famiglia della ${requestRef(f)} ha eliminato il suo account: la richiesta è stata chiusa e i suoi dati personali sono stati cancellati.`,
        ...(f.payment
          ? [
              `La famiglia aveva pagato ${formatAmount(f.payment.amountCents, f.payment.currency)} per questa richiesta: il pagamento resta registrato e non è stato rimborsato. Se va restituito, rimborsalo dal fornitore dei pagamenti.`,
            ]
          : []),
        `Restano, in forma anonima, lo storico degli stati${f.payment ? ' e i pagamenti' : ' e gli eventuali pagamenti'}. Se un caregiver era già coinvolto, avvisalo che il servizio non prosegue.`,
      ],
      action: toBackoffice(f),
    }),
  },
} satisfies Record<string, MailTemplate>;
