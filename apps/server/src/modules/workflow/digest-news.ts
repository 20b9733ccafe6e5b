import { isActiveStatus, type RequestStatus } from '@equilibrio/contract/enums';
import type { DigestNews } from '../mail/mail-digest';
import type { MailTemplate } from './mail-facts';
import { mailTemplates } from './workflow.mail';

/**
 * How a news of a request's digest stands now: `act` — still a call to action (the step it asks
 * for can be done), `tell` — only a fact worth telling (a call it made is no longer open: told
 * without it), `drop` — no longer true or no longer of use (left out of the digest).
 */
export type NewsStanding = 'act' | 'tell' | 'drop';

/** A held news as the digest tells it now: `stillToDo` false drops its call to action. */
export type NewsToTell = DigestNews & { stillToDo: boolean };

type Rule = (status: RequestStatus, news: readonly DigestNews[]) => NewsStanding;

const onlyWhile =
  (...statuses: RequestStatus[]): Rule =>
  (status) =>
    statuses.includes(status) ? 'act' : 'drop';
/** A fact told while the request is open, dropped once it is closed. */
const whileOpen: Rule = (status) => (isActiveStatus(status) ? 'tell' : 'drop');
const holds = (template: MailTemplate, news: readonly DigestNews[]) =>
  news.some((n) => n.template === template.name);
/** A customer's step told to the tutors: its call while `statuses`, a fact after, nothing once closed. */
const tutorsStep =
  (...statuses: RequestStatus[]): Rule =>
  (status) =>
    !isActiveStatus(status) ? 'drop' : statuses.includes(status) ? 'act' : 'tell';

/**
 * Which news of a request's digest still hold, by the request's status when the digest is
 * written (at sending): the one home of the rule, for the family's and the tutors' digests.
 * Calls to action (a quote to accept, profiles to choose, a selection to start, an interview to
 * book) hold while their step can still be taken; the facts (a reply, a message, an interview
 * booked or moved — its latest state only, a service confirmed) hold while true; an interview
 * called off, always; a move, only to a family already told of the booking. A close leaves the
 * family's replies and an interview a pause called off (the close email says the rest), and the
 * tutors' messages.
 */
const rules: Record<string, Rule> = {
  // The family's.
  [mailTemplates.quoteSent.name]: onlyWhile('INVIATO PREVENTIVO'),
  // Its amounts are told while the quote waits; a quote first sent in the same window says it all.
  [mailTemplates.quoteCorrected.name]: (status, news) =>
    status === 'INVIATO PREVENTIVO' && !holds(mailTemplates.quoteSent, news) ? 'act' : 'drop',
  [mailTemplates.candidatesPublished.name]: onlyWhile('INVIATO CV'),
  [mailTemplates.holdExpired.name]: onlyWhile('INVIATO CV'),
  [mailTemplates.interviewFailed.name]: onlyWhile('INVIATO CV', 'SELEZIONE ATTIVA'),
  [mailTemplates.interviewBooked.name]: (status) =>
    status === 'COLLOQUIO PRENOTATO' ? 'tell' : 'drop',
  // A move is told while the interview is still booked, and only to a family told of the booking:
  // a booking held in the same digest is told instead, with the latest time.
  [mailTemplates.interviewMoved.name]: (status, news) =>
    status === 'COLLOQUIO PRENOTATO' && !holds(mailTemplates.interviewBooked, news)
      ? 'tell'
      : 'drop',
  // An interview called off is always told, booked again since or not: a family told of it
  // would otherwise keep the old time (the new booking's line follows; the call-off's line then
  // says only that it is off). Kept after a close: the news is the pause's (a close calls off its
  // own interview in the close email), which the close email, written when no interview was
  // left, cannot tell.
  [mailTemplates.interviewCancelled.name]: () => 'tell',
  // A tutor's call-off ('Annulla colloquio'), the same.
  [mailTemplates.interviewCalledOff.name]: () => 'tell',
  // True while the substitute is sought and not yet confirmed by the interview.
  [mailTemplates.substitutionStarted.name]: (status) =>
    isActiveStatus(status) && status !== 'SELEZIONE COMPLETATA' ? 'tell' : 'drop',
  [mailTemplates.serviceConfirmed.name]: whileOpen,
  [mailTemplates.tutorReply.name]: () => 'tell',
  // What the family will be charged: told while the request is open, as the tutors'.
  [mailTemplates.guaranteeRenewalConfirmed.name]: whileOpen,
  // The tutors'.
  [mailTemplates.requestSubmitted.name]: tutorsStep('NUOVA', 'DA RICHIAMARE'),
  [mailTemplates.requestUpdated.name]: tutorsStep('NUOVA', 'DA RICHIAMARE'),
  [mailTemplates.quoteAccepted.name]: tutorsStep('PREVENTIVO ACCETTATO'),
  [mailTemplates.caregiverChosen.name]: tutorsStep('DA PAGARE'),
  [mailTemplates.paymentReceivedTutor.name]: tutorsStep('PAGATO'),
  [mailTemplates.assistanceRequested.name]: () => 'tell',
  // A fact for the tutors who bill the renewals, while the request is open.
  [mailTemplates.guaranteeRenewalChanged.name]: whileOpen,
};

/**
 * A digest of a paused request, split by the pause: `later` — the calls to action of the step
 * the request was at (a quote to accept, profiles to choose…), which the family or the tutors can
 * take again only once it resumes (told now, judged by the pause, they would be lost for good),
 * with the news that do not hold now (judged again at the resume, as before the pause); `now` —
 * the facts that hold during the pause (a tutor's reply, an interview called off), told without
 * waiting for a resume that may be weeks away. Undefined when nothing waits for a resume.
 */
export function splitByPause(
  news: readonly DigestNews[],
  status: RequestStatus,
  statusBeforeStandBy: RequestStatus | null,
): { now: NewsToTell[]; later: DigestNews[] } | undefined {
  if (status !== 'STAND BY' || !statusBeforeStandBy) return undefined;
  const waits = (n: DigestNews) => rules[n.template]?.(statusBeforeStandBy, news) === 'act';
  if (!news.some(waits)) return undefined;
  const standing = (n: DigestNews) => (waits(n) ? 'drop' : standingOf(n, status, news));
  return { now: told(news, standing), later: news.filter((n) => standing(n) === 'drop') };
}

const standingOf = (n: DigestNews, status: RequestStatus, news: readonly DigestNews[]) =>
  rules[n.template]?.(status, news) ?? 'tell';

/** The news told, each with its standing (`drop`: left out). */
const told = (news: readonly DigestNews[], standing: (n: DigestNews) => NewsStanding) =>
  news.flatMap((n): NewsToTell[] => {
    const s = standing(n);
    return s === 'drop' ? [] : [{ ...n, stillToDo: s === 'act' }];
  });

/** The news of a digest that still hold for a request in `status`, each with its standing. */
export function newsThatHold(news: readonly DigestNews[], status: RequestStatus): NewsToTell[] {
  return told(news, (n) => standingOf(n, status, news));
}

/**
 * A family's digest told only the tutor's messages the family has not read yet (`unread`, when
 * it is sent): read on the page — perhaps answered — they are no longer news, and a digest left
 * with nothing is not sent.
 */
export function withUnreadTutorMessages(news: readonly DigestNews[], unread: number): DigestNews[] {
  return news.flatMap((n) => {
    if (n.template !== mailTemplates.tutorReply.name) return [n];
    return unread === 0 ? [] : [{ ...n, count: Math.min(n.count, unread) }];
  });
}
