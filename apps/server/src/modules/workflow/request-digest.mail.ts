import { alwaysSentEmails } from '@equilibrio/contract/enums';
import { assistanceMessageText } from '@equilibrio/contract/workflow';
import type { EmailContent } from '../mail/email-layout';
import type { DigestNews } from '../mail/mail-digest';
import { pausedForFamilyParagraphs, urgentParagraphs, urgentSubject } from './assistance.mail';
import {
  askedInterviewLine,
  cannotCome,
  hello,
  interviewLines,
  lineLabel,
  type MailFacts,
  type MailTemplate,
  requestRef,
  toBackoffice,
  tutorsContent,
} from './mail-facts';
import { mailTemplates } from './workflow.mail';

const templatesByName = new Map<string, MailTemplate>(
  Object.values(mailTemplates).map((template) => [template.name, template]),
);

/** The workflow's template of this name (a digest's news); an unknown name reads as a neutral news. */
export const templateNamed = (name: string): MailTemplate =>
  templatesByName.get(name) ?? {
    name,
    render: () => ({ subject: '', title: '', paragraphs: [] }),
  };

/** Where the family chooses which emails it gets (the personal area's "Notifiche email"). */
export const notificationSettingsUrl = (publicUrl: string) =>
  `${publicUrl}/dashboard/personal-area/personal-info#notifiche`;

/**
 * The footer of the emails the family's preference governs: where to change it, and which emails
 * come whatever it is — in the words of the settings it links ('Notifiche email', web
 * notification-settings/messages.ts `always`).
 */
export const familyNoticeFooter = (publicUrl: string) =>
  `Ricevi questa email per gli aggiornamenti sulle tue richieste. Puoi scegliere quali email ricevere nella tua area riservata: ${notificationSettingsUrl(publicUrl)}. ${alwaysSentEmails}`;

/** A news held in a digest, as it is told: false `stillToDo` drops its call to action. */
type HeldNews = DigestNews & { stillToDo?: boolean };

const revived = (value: unknown) =>
  typeof value === 'string' || value instanceof Date ? new Date(value) : undefined;

/** A news's own facts as they come back from the outbox's JSON (its instants as dates). */
function ownFacts(news: HeldNews): Partial<MailFacts> {
  const own = { ...(news.facts ?? {}) } as Partial<MailFacts> & Record<string, unknown>;
  const holdExpiresAt = revived(own.holdExpiresAt);
  const changedAt = revived(own.changedAt);
  return {
    ...own,
    ...(holdExpiresAt ? { holdExpiresAt } : {}),
    ...(changedAt ? { changedAt } : {}),
    ...(own.interview ? { interview: { ...own.interview, at: revived(own.interview.at)! } } : {}),
    ...(own.cancelledInterview
      ? {
          cancelledInterview: {
            ...own.cancelledInterview,
            at: revived(own.cancelledInterview.at)!,
          },
        }
      : {}),
    ...(news.stillToDo === false ? { stillToDo: false } : {}),
  };
}

/**
 * A family's news with an interview called off told before a booking among them: 'Il colloquio
 * … è annullato' then 'Abbiamo fissato il colloquio', so the time that follows is the one that
 * holds (the other way round, the booking just told read as called off).
 */
function offBeforeBooking(news: HeldNews[]) {
  const { interviewCancelled, interviewCalledOff, interviewBooked } = mailTemplates;
  const isOff = (n: HeldNews) =>
    n.template === interviewCancelled.name || n.template === interviewCalledOff.name;
  if (!news.some(isOff) || !news.some((n) => n.template === interviewBooked.name)) return news;
  return [...news.filter(isOff), ...news.filter((n) => !isOff(n))];
}

/**
 * A family digest's subject names its news, not only that there is some: the last told but a
 * tutor's message (a move or a quote weighs more than a «ti ha scritto»), with how many more.
 */
function digestSubject(
  told: HeldNews[],
  factsOf: (n: HeldNews) => MailFacts,
  facts: MailFacts,
): string {
  const lead = told.findLast((n) => n.template !== mailTemplates.tutorReply.name) ?? told.at(-1);
  const named = lead
    ? templateNamed(lead.template).render({ ...factsOf(lead), changes: lead.count }).subject
    : '';
  if (!named) return `Novità sulla tua ${requestRef(facts)}`;
  const more = told.length - 1;
  return `${named} (${more === 1 ? 'e un’altra novità' : `e altre ${more} novità`})`;
}

/**
 * The email of a request's digest: one news alone is its own email (told as many times as it
 * happened); several make one email with a line each, and the button of the latest. For the
 * tutors a "new request" not sent yet stays one, whatever changes are folded into it. Each news
 * is told with the request's facts, its own (`DigestNews.facts`), then `current`: what the
 * request's state says now (its interview, its quote), which no news's old facts override. The
 * caregiver is each news's own (who was chosen, whose hold expired, whose interview failed), but
 * the booked interview's, which is told as it is now: with whom it is booked. The tutors' email,
 * whichever its shape, draws no link (`tutorsContent`).
 */
export function renderDigest(
  news: HeldNews[],
  latest: MailTemplate,
  facts: MailFacts,
  audience: 'family' | 'tutors',
  current: Partial<MailFacts> = {},
): { template: string; content: EmailContent } {
  const written = writeDigest(news, latest, facts, audience, current);
  return audience === 'tutors' ? { ...written, content: tutorsContent(written.content) } : written;
}

function writeDigest(
  news: HeldNews[],
  latest: MailTemplate,
  facts: MailFacts,
  audience: 'family' | 'tutors',
  current: Partial<MailFacts>,
): { template: string; content: EmailContent } {
  const { caregiverName: bookedWith, ...now } = current;
  const factsOf = (n: HeldNews): MailFacts => {
    const own = ownFacts(n);
    const caregiverName =
      n.template === mailTemplates.interviewBooked.name
        ? (bookedWith ?? own.caregiverName)
        : (own.caregiverName ?? bookedWith);
    return { ...facts, ...own, ...now, ...(caregiverName ? { caregiverName } : {}) };
  };
  const newsOf = (template: MailTemplate) => news.findLast((n) => n.template === template.name);
  const submitted = mailTemplates.requestSubmitted;
  const onlyCreation =
    audience === 'tutors' &&
    news.some((n) => n.template === submitted.name) &&
    news.every(
      (n) => n.template === submitted.name || n.template === mailTemplates.requestUpdated.name,
    );
  if (onlyCreation) {
    return { template: submitted.name, content: submitted.render(factsOf(newsOf(submitted)!)) };
  }
  if (news.length === 1) {
    const [only] = news as [HeldNews];
    return {
      template: latest.name,
      content: latest.render({ ...factsOf(only), changes: only.count }),
    };
  }
  const told = audience === 'family' ? offBeforeBooking(news) : news;
  const lines = told.map((n) => {
    const template = templatesByName.get(n.template);
    return `• ${template?.digestLine?.(factsOf(n), n.count) ?? ''}`;
  });
  const last = news.at(-1);
  const action = last ? latest.render(factsOf(last)).action : undefined;
  if (audience === 'family') {
    // The interview's latest news (the one at hand, else a move over the booking it moved): the
    // sender tells it with the interview as it is then (`current`).
    const { interviewBooked, interviewMoved } = mailTemplates;
    const interview =
      ([interviewBooked.name, interviewMoved.name].includes(latest.name)
        ? newsOf(latest)
        : undefined) ??
      newsOf(interviewMoved) ??
      newsOf(interviewBooked);
    const content: EmailContent = {
      subject: digestSubject(told, factsOf, facts),
      title: 'Ci sono novità sulla tua richiesta',
      paragraphs: [
        hello(facts),
        `ecco cosa è successo sulla tua richiesta di ${lineLabel(facts.businessLine)} (#${facts.requestId}):`,
        ...lines,
        // A message of the tutor's while the request waits for the family's answer: what for.
        ...(newsOf(mailTemplates.tutorReply)
          ? pausedForFamilyParagraphs({ ...facts, ...now })
          : []),
        // The interview booked (or moved) among the news: when and where, as it is now.
        ...(interview
          ? [...interviewLines(factsOf(interview)), cannotCome(factsOf(interview))]
          : []),
        'Trovi tutti i dettagli nella tua area riservata.',
      ],
      ...(action ? { action } : {}),
    };
    return { template: latest.name, content };
  }
  const message = newsOf(mailTemplates.assistanceRequested);
  const said = message ? factsOf(message) : undefined;
  const assistance = said?.assistance;
  const content: EmailContent = {
    subject: `${urgentSubject(assistance)}Richiesta #${facts.requestId}: novità dalla famiglia`,
    title: 'Novità dalla famiglia',
    paragraphs: [
      `${facts.customerName} — ${requestRef(facts)}:`,
      ...lines,
      ...(said && assistance?.urgent
        ? urgentParagraphs(said)
        : assistance
          ? [
              assistance.type === 'SUBSTITUTION'
                ? 'Ultimo messaggio, una richiesta di sostituzione del caregiver:'
                : 'Ultimo messaggio:',
              assistanceMessageText(assistance.type, assistance.message),
              ...(said && assistance.type === 'INTERVIEW_CHANGE' ? askedInterviewLine(said) : []),
            ]
          : []),
    ],
    action: toBackoffice(facts),
  };
  return { template: latest.name, content };
}
