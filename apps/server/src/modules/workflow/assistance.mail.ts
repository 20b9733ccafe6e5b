import { standByResumeDayTexts, standByResumeDue } from '@equilibrio/contract/backoffice-moves';
import { CONVERSATION_ANCHOR } from '@equilibrio/contract/conversations';
import type { AssistanceType } from '@equilibrio/contract/enums';
import { dayMonthYear, isoDateParts } from '@equilibrio/contract/italian-format';
import { assistanceMailTexts, assistanceMessageText } from '@equilibrio/contract/workflow';
import { greeting } from '../mail/email-layout';
import {
  askedInterviewLine,
  detailUrl,
  type MailFacts,
  type MailTemplate,
  requestRef,
  times,
  toBackoffice,
} from './mail-facts';

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
  if (f.assistance?.urgent) return urgentParagraphs(f);
  const message = f.assistance?.message ?? '';
  const ask = askOpenings[f.assistance?.type as AssistanceType];
  return ask
    ? [`${f.customerName} ${ask.asks(f)}`, `${ask.words}: ${message}`, ...(ask.after?.(f) ?? [])]
    : [`${f.customerName} ha scritto a proposito della richiesta #${f.requestId}:`, message];
}

/**
 * An urgent message, as the tutors' email says it: who, with how to reach them, the words, and
 * to call at once (the subject says 'URGENTE'; the body said it nowhere, and gave no phone).
 */
export const urgentParagraphs = (f: MailFacts) => [
  `${f.customerName}${f.assistance?.contact ? ` (${f.assistance.contact})` : ''} ${
    // A substitution marked urgent (the caregiver cannot come) is said as one.
    f.assistance?.type === 'SUBSTITUTION'
      ? `chiede con urgenza di sostituire il caregiver della richiesta #${f.requestId}:`
      : `ha scritto un messaggio urgente a proposito della richiesta #${f.requestId}:`
  }`,
  assistanceMessageText(f.assistance?.type as AssistanceType, f.assistance?.message ?? ''),
  'Contatta subito la famiglia.',
];

/** The title of the tutors' email about an urgent message: a substitution's says what it asks. */
const urgentTitle = (type: AssistanceType) => {
  const asks = assistanceMailTexts.SUBSTITUTION.title;
  return type === 'SUBSTITUTION'
    ? `Urgente: ${asks.charAt(0).toLowerCase()}${asks.slice(1)}`
    : 'Messaggio urgente dalla famiglia';
};

/** The start of the subject of the tutors' email about a family's message marked urgent. */
export const urgentSubject = (assistance: MailFacts['assistance']) =>
  assistance?.urgent === true ? 'URGENTE — ' : '';

export const assistanceMails = {
  assistanceRequested: {
    name: 'tutor-assistance-requested',
    prompt: familyWaitsOnTutor,
    digestLine: (_f, count) =>
      times(count, 'Ha scritto un messaggio.', `Ha scritto ${count} messaggi.`),
    render: (f) => {
      const type = (f.assistance?.type as AssistanceType | undefined) ?? 'GENERIC';
      const texts = assistanceMailTexts[type];
      return {
        subject: `${urgentSubject(f.assistance)}${texts.subject} — richiesta #${f.requestId}`,
        title: f.assistance?.urgent ? urgentTitle(type) : texts.title,
        paragraphs: assistanceParagraphs(f),
        action: toBackoffice(f),
      };
    },
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
        familyFirstName: f.customerFirstName,
        about: ` sulla ${requestRef(f)}`,
        url: `${detailUrl(f)}#${CONVERSATION_ANCHOR}`,
        pause: pausedForFamilyParagraphs(f),
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
  /** Whom the email greets ('Ciao Franca,'), as every email to the family does. */
  familyFirstName: string | null | undefined;
  /**
   * ' sulla richiesta #12 (babysitter)' (`requestRef`), or '' for the conversation tied to no
   * request.
   */
  about: string;
  url: string;
  /** The request paused for the family's information (`pausedForFamilyParagraphs`). */
  pause?: string[];
}) {
  const { count, about } = input;
  const who = input.tutorFirstName
    ? `${input.tutorFirstName}, il tuo family tutor,`
    : 'il tuo family tutor';
  return {
    subject:
      count === 1
        ? `Hai un nuovo messaggio dal family tutor${about}`
        : `Hai ${count} nuovi messaggi dal family tutor${about}`,
    title: count === 1 ? 'Nuovo messaggio' : `${count} nuovi messaggi`,
    paragraphs: [
      greeting(input.familyFirstName),
      count === 1
        ? `${who} ti ha scritto${about}.`
        : `il tuo family tutor ti ha scritto ${count} messaggi${about}.`,
      ...(input.pause ?? []),
      'Per leggere e rispondere, apri la conversazione nella tua area riservata.',
    ],
    action: { label: count === 1 ? 'Leggi il messaggio' : 'Leggi i messaggi', url: input.url },
  };
}

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
