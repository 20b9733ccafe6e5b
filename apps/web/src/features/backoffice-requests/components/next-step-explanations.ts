// What each next step means, told before the tutor confirms it (as of `clickNow`), and how the
// moves are grouped: the closing ones in their menu, the secondary ones beside the way forward,
// a setback apart.
import { confirmedChoices } from '@equilibrio/contract/backoffice';
import { profileChoiceWords } from '@equilibrio/contract/caregivers';
import { withDayArticle } from '@equilibrio/contract/italian-format';
import { fullName } from '@equilibrio/contract/people';
import {
  type AllowedTransition,
  familyEmailOfMove,
  type WorkflowAction,
} from '@equilibrio/contract/workflow';
import { formatDateTime, formatDay, italianTime } from '@/lib/format-datetime';
import type { RequestWorkspace } from '../api/get-request';
import { candidatesToSend, heldChoiceUntil } from '../lib/candidates-to-send';
import { quotedStatus } from '../lib/statuses';
import { unexplained } from './publish-warnings';

/** The interview booked on a COLLOQUIO PRENOTATO request, with whom, and whether it is still ahead. */
function bookedInterview(request: RequestWorkspace, now: Date) {
  if (request.status !== 'COLLOQUIO PRENOTATO' || !request.appointment) return null;
  const at = new Date(request.appointment.dateTime);
  const caregiver = request.appointment.caregiver;
  return {
    at,
    ahead: at.getTime() > now.getTime(),
    with: caregiver ? ` con ${fullName(caregiver.name, caregiver.surname)}` : '',
  };
}

/** Until when the family's unpaid choice is held (DA PAGARE), if it still is at `now`. */
function heldUntil(request: RequestWorkspace, now: Date) {
  if (request.status !== 'DA PAGARE') return null;
  const held = heldChoiceUntil(request.candidates);
  return held && Date.parse(held) > now.getTime() ? held : null;
}

/**
 * What a pause does to the booked interview (called off while ahead, as the API does, else kept)
 * and to a choice waiting for its payment (its 24 hours go on: a pause does not stop them).
 */
function pauseExplanation(request: RequestWorkspace, now: Date) {
  const pause =
    'La richiesta viene messa in pausa; potrai riprenderla dallo stato in cui si trova ora.';
  const held = heldUntil(request, now);
  if (held)
    return `${pause} Il profilo scelto dalla famiglia resta riservato solo fino ${withDayArticle('a', formatDateTime(held))}: la pausa non ferma il tempo per il pagamento, e se la riprendi dopo, la famiglia dovrà scegliere di nuovo tra i profili proposti.`;
  const interview = bookedInterview(request, now);
  if (!interview) return pause;
  const day = formatDay(interview.at);
  const time = italianTime(interview.at);
  return interview.ahead
    ? `La richiesta viene messa in pausa e il colloquio${interview.with} fissato per ${withDayArticle('il', day)} alle ${time} viene annullato: la famiglia riceve un’email. Alla ripresa la richiesta torna a ${quotedStatus('PAGATO')} e potrai fissare un nuovo colloquio.`
    : `${pause} Il colloquio${interview.with} ${withDayArticle('di', day)} alle ${time} è già passato: resta registrato e, alla ripresa, potrai segnarne l’esito.`;
}

/**
 * What a successful interview records, as the server does: the first caregiver's service
 * activated, or — a substitute's interview, the caregiver they replace still on the request — a
 * 'Sostituzione' round from that day, the substitute taking the other's place. The end of the
 * sentences that say the outcome ('… la selezione è completata e …').
 */
export function interviewDoneOutcome(request: RequestWorkspace) {
  const [substitute, ...replaced] = confirmedChoices(request.candidates);
  if (!substitute || replaced.length === 0)
    return 'viene registrato il turno di attivazione del servizio';
  const name = (c: typeof substitute) => fullName(c.caregiver.name, c.caregiver.surname);
  return `viene registrato il turno di sostituzione da oggi: ${name(substitute)} prende il posto di ${replaced.map(name).join(' e ')}`;
}

/**
 * What the family hears of a move, by email: said before it is made (`when` 'now') or while it
 * waits for its undo window ('soon'); empty for a move that emails nobody.
 */
export function familyTold(action: WorkflowAction, when: 'now' | 'soon' = 'now') {
  const email = familyEmailOfMove[action];
  if (email === 'always')
    return when === 'soon' ? 'La famiglia riceverà un’email.' : 'La famiglia riceve un’email.';
  if (email === 'preference')
    return `La famiglia ne ${when === 'soon' ? 'sarà' : 'viene'} avvisata per email, secondo le sue preferenze.`;
  return '';
}

/** A closing's email: by the family's preferences, always with a refund to announce. */
const closingTold =
  'La famiglia ne viene avvisata per email, secondo le sue preferenze (sempre, se c’è un rimborso).';

/** What each move means, told before the tutor confirms it. */
export function explanationOf(move: AllowedTransition, request: RequestWorkspace, now: Date) {
  const unpublished = candidatesToSend(request.candidates).length;
  switch (move.action) {
    case 'markToCall':
      return 'La famiglia va ricontattata: la richiesta passa a «Da richiamare».';
    case 'startSelection':
      return 'La famiglia ha accettato il preventivo: avvia la ricerca dei caregiver.';
    case 'publishCandidates': {
      const seen = `${unpublished === 1 ? 'Il profilo aggiunto sarà visibile' : `I ${unpublished} profili aggiunti saranno visibili`} alla famiglia, che potrà ${profileChoiceWords(request.candidates.filter((c) => c.phase === 'SELECTED' && !c.endedAt).length).toChoose}. ${familyTold(move.action)}`;
      const bare = unexplained(request);
      if (bare.length === 0) return seen;
      return `${seen} ${bare.length === 1 ? `${bare[0]} non ha` : `${bare.join(', ')} non hanno`} «Perché te lo proponiamo»: la famiglia vedrà solo la scheda. Puoi scriverlo nella sezione Caregiver prima di inviare.`;
    }
    case 'sendQuote':
      return `Compili il preventivo e lo invii: compare subito nell’area riservata della famiglia. ${familyTold(move.action)}`;
    case 'searchOtherProfiles':
      return `Nessuno dei profili inviati fa per la famiglia: la richiesta torna a «Selezione attiva» per aggiungere altri profili e inviarli di nuovo. I profili già inviati restano, se non li togli; la richiesta di altri profili della famiglia risulta gestita. ${familyTold(move.action)}`;
    case 'interviewDone':
      return `Il colloquio è andato bene: la selezione è completata e ${interviewDoneOutcome(request)}. ${familyTold(move.action)}`;
    case 'interviewFailed': {
      const failed = `Il colloquio non è andato bene: il caregiver viene rilasciato e la famiglia potrà sceglierne un altro tra i profili proposti. ${familyTold(move.action)}`;
      // Before its hour the outcome is rarely what is meant: moving or calling it off keeps the
      // caregiver (the interview's card has both).
      const interview = bookedInterview(request, now);
      return interview?.ahead
        ? `Il colloquio${interview.with} è fissato per ${withDayArticle('il', formatDay(interview.at))} alle ${italianTime(interview.at)} e non si è ancora svolto: per spostarlo o annullarlo usa «Sposta colloquio» o «Annulla colloquio» nella scheda del colloquio. ${failed}`
        : failed;
    }
    case 'substitutionAsked':
      return `Cerchi un sostituto per il caregiver confermato: la richiesta passa a «In attesa» (la scelta del sostituto non comporta nuovi addebiti). Il caregiver attuale resta visibile finché il sostituto non inizia. ${familyTold(move.action)}`;
    case 'newSelection':
      return 'Avvia la selezione del sostituto: potrai aggiungere e inviare nuovi profili.';
    case 'standBy':
      return pauseExplanation(request, now);
    case 'resume':
      return `La richiesta torna allo stato ${quotedStatus(move.to)}.`;
    case 'closeNotInterested':
      return `La richiesta viene chiusa definitivamente perché la famiglia non è più interessata. ${closingTold}`;
    case 'closeNoAnswer':
      return `La richiesta viene chiusa definitivamente perché la famiglia non risponde. ${closingTold}`;
    default:
      return move.label;
  }
}

export const closing = (action: WorkflowAction) =>
  action === 'closeNotInterested' || action === 'closeNoAnswer';
/**
 * Moves beside the way forward, not it: a pause, a call-back, and a substitution (on a service
 * that runs, the one green button read as what to do next).
 */
export const secondary = (action: WorkflowAction) =>
  action === 'standBy' ||
  action === 'resume' ||
  action === 'markToCall' ||
  action === 'substitutionAsked';
/** A move that undoes what the family has paid for: drawn apart from the way forward. */
export const setback = (action: WorkflowAction) => action === 'interviewFailed';
