import { profileChoiceWords } from '@equilibrio/contract/caregivers';
import { capitalised, withDayArticle } from '@equilibrio/contract/italian-format';
import { FIRST_CONTACT_WITHIN } from '@equilibrio/contract/promises';
import { welfareTexts } from '@equilibrio/contract/welfare';
import {
  detailUrl,
  formatItalianDateTime,
  hello,
  lineLabel,
  type MailFacts,
  type MailTemplate,
  quoteUrl,
  requestRef,
  times,
  toBackoffice,
  whileToDo,
} from './mail-facts';

/** The request's welfare programme, beside a quote's amounts (nothing for a private request). */
export const welfareLine = (f: MailFacts) => (f.welfare ? [welfareTexts.programme(f.welfare)] : []);

/**
 * The profiles sent: how to choose, and the 24-hour hold that follows. On a request paid before
 * (a substitution, a failed interview: `paidBefore`) the choice is confirmed with no new charge,
 * as the page and the confirmation email say — not 'il tempo di completare il pagamento'.
 */
const holdSentence = (f: MailFacts) => {
  const choose =
    f.profilesVisible === 1
      ? `Guarda il profilo e, ${profileChoiceWords(1).choose.toLowerCase()}`
      : 'Guarda i profili e scegli quello che preferisci';
  return f.paidBefore
    ? `${choose}, senza nuovi addebiti: vale il pagamento che hai già effettuato. Lo riserveremo per te per 24 ore, il tempo di confermare la scelta.`
    : `${choose}: lo riserveremo per te per 24 ore, il tempo di completare il pagamento.`;
};

export const requestMails = {
  requestSubmitted: {
    name: 'tutor-request-submitted',
    digestLine: () => 'Ha inviato la richiesta.',
    render: (f) => ({
      subject: `Nuova richiesta #${f.requestId}`,
      title: 'È arrivata una nuova richiesta',
      paragraphs: [
        `${f.customerName} ha inviato una richiesta di ${lineLabel(f.businessLine)} (#${f.requestId}).`,
        ...welfareLine(f),
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
      subject: `Abbiamo ricevuto la tua ${requestRef(f)}`,
      title: 'Abbiamo ricevuto la tua richiesta',
      paragraphs: [
        hello(f),
        `grazie: la tua richiesta di ${lineLabel(f.businessLine)} (#${f.requestId}) è arrivata al nostro team.`,
        ...welfareLine(f),
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
      const what = `la ${requestRef(f)}`;
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
      subject: `Il preventivo per la ${requestRef(f)} è pronto`,
      title: 'Il tuo preventivo è pronto',
      paragraphs: [
        hello(f),
        `il family tutor ha preparato il preventivo per la tua richiesta di ${lineLabel(f.businessLine)}.`,
        ...(f.quoteTerms?.length ? ['Il servizio proposto:', ...f.quoteTerms] : []),
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
      subject: `Il preventivo per la ${requestRef(f)} è stato aggiornato`,
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
        `${f.customerName} ha accettato il preventivo della ${requestRef(f)}.`,
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
        ? `Abbiamo selezionato altri profili per te — ${requestRef(f)}`
        : f.profilesVisible === 1
          ? `Abbiamo selezionato un profilo per te — ${requestRef(f)}`
          : `Abbiamo selezionato dei profili per te — ${requestRef(f)}`,
      title: f.newProfiles ? 'Nuovi profili per te' : 'La ricerca è completata',
      paragraphs: [
        hello(f),
        f.newProfiles
          ? `il family tutor ha aggiunto ${f.newProfiles === 1 ? 'un nuovo profilo' : `${f.newProfiles} nuovi profili`} per la tua richiesta di ${lineLabel(f.businessLine)}, accanto a quelli che hai già visto.`
          : f.profilesVisible === 1
            ? `il family tutor ha selezionato un profilo per la tua richiesta di ${lineLabel(f.businessLine)}.`
            : `il family tutor ha selezionato alcuni profili per la tua richiesta di ${lineLabel(f.businessLine)}.`,
        holdSentence(f),
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
      subject: `Cerchiamo altri profili per te — ${requestRef(f)}`,
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
} satisfies Record<string, MailTemplate>;
