import type { InterviewCancelReason } from '@equilibrio/contract/backoffice-moves';
import { type BusinessLine, familyServiceName } from '@equilibrio/contract/enums';
import {
  capitalised,
  dayMonthYear,
  MONTHS_SHORT,
  romeParts,
} from '@equilibrio/contract/italian-format';
import { formatMoney } from '@equilibrio/contract/money-format';
import type { QuoteVersion } from '@equilibrio/contract/quote-changes';
import type { WelfareProgramme } from '@equilibrio/contract/welfare';
import type { Limit } from '../../lib/counters';
import { type EmailContent, greeting } from '../mail/email-layout';

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
  /**
   * A family's message; `answersPause`: the first since the pause that waited for it; `urgent`:
   * the family marked it urgent (the subject says 'URGENTE', sent at once), with `contact`, the
   * family's email and phone (a tutor calls at once, without opening the back office first).
   */
  assistance?: {
    type: string;
    message: string;
    answersPause?: boolean;
    urgent?: boolean;
    contact?: string;
  };
  /**
   * The payment a confirmation comes from (the payments module tells). `refund`: why it could
   * not be applied (a clause after "ma"), and whether the request still waits for its payment.
   */
  payment?: {
    amountCents: number;
    currency: string;
    serviceName: string | null;
    /** Its number and when it was received, written when it was ('Pagamento n. 12 — …'). */
    reference?: string;
    /** The quote's costs as sentences (paid now, renewal, caregiver), in the quote's words. */
    costs?: string[];
    refund?: { clause: string; stillToPay: boolean };
  };
  /**
   * How many times the news happened in one notice (customer's changes of a "request updated",
   * tutor's replies), and when the last was made.
   */
  changes?: number;
  changedAt?: Date;
  /** The quote's costs as sentences (paid now, renewal, caregiver), in the quote page's words. */
  quoteCosts?: string[];
  /** The quote's service (start, days, slots, duties…), in the quote page's words. */
  quoteTerms?: string[];
  /**
   * The welfare programme the request is made with, told beside the amounts (quote, receipt);
   * absent: a private request (or an email without amounts).
   */
  welfare?: WelfareProgramme;
  /** The number to call in an urgency (SUPPORT_URGENT_PHONE; null: none), every email may tell. */
  urgentPhone?: string | null;
  /** After a failed interview: other candidates are there to choose (else new ones are sought). */
  othersToChoose?: boolean;
  /** Profiles sent again: how many are new, beside those the family had already seen. */
  newProfiles?: number;
  /** Profiles sent: how many the family can see and choose from now. */
  profilesVisible?: number;
  /** A choice confirmed on a request paid before: nothing was charged this time. */
  paidBefore?: boolean;
  /** The first name of the tutor who replied (tutor reply notices). */
  tutorFirstName?: string | null;
  /**
   * false: a digest written after the news's step was taken (or can no longer be): the news is
   * told as a fact, without its call to action (`digest-news` `newsThatHold`). Absent: open.
   */
  stillToDo?: boolean;
  /** The first day of the service an interview's success confirms ('yyyy-mm-dd'). */
  serviceStart?: string;
  /** Today in Italy ('yyyy-mm-dd') when the email is written: a date told as past or ahead. */
  today?: string;
  /**
   * Whether the request is paused when the email is written (a digest: false once it resumed,
   * so a cancellation of the pause is no longer told as if it lasted). Absent: as at the news.
   */
  requestPaused?: boolean;
  /**
   * The request is paused for the family's information when the email is written: its
   * 'Riprendi entro il' day, if set ('yyyy-mm-dd'; no deadline: `standByResumeDayTexts`).
   */
  pausedForFamily?: { resumeBy: string | null };
  /** Whether the request is closed when the email is written (a digest held across a close). */
  requestClosed?: boolean;
  /** A corrected quote before the correction (the first of a digest's window). */
  quoteWas?: QuoteVersion;
  /**
   * What a correction changed that the family reads, before → now ('Contratto: Part-time →
   * Full-time', `quoteChangesForFamily`).
   */
  quoteChange?: string[];
  /**
   * A substitution the tutor started: whether the caregiver in service keeps serving until the
   * substitute starts (false: they are no longer available), and the service's first day
   * ('yyyy-mm-dd'; still ahead of `today`: the service has not started yet).
   */
  substitution?: { caregiverContinues: boolean; serviceStart?: string | null };
  /**
   * An email to the interview's caregiver (never a family's): their first name (its greeting),
   * the family as they may read it ('Giulia B.': never its full name, phone or email), and the
   * address they write to when they cannot come (SUPPORT_EMAIL).
   */
  caregiverMail?: { firstName: string; family: string | null; supportEmail: string };
  /** A booked interview the move called off (a pause, a close): when, and with whom. */
  cancelledInterview?: { at: Date; caregiverName: string | null };
  /** Why a tutor called the interview off ('Annulla colloquio'). */
  interviewCancelReason?: InterviewCancelReason;
  /**
   * The family switched the NO PROBLEM guarantee's renewal off (`renew` false) or on again: the
   * last day of the period it covers now, when it was switched off, what a renewal costs.
   */
  guarantee?: { renew: boolean; lastDay: string; offAt: string | null; amount: string };
  /**
   * How a tutor closed the request, the caregiver the family had chosen and not paid yet (their
   * hold released, the checkout closed; null: none), and what is given back (null: nothing).
   */
  closing?: {
    outcome: "NON PIU' INTERESSATO" | 'NON RISPONDE';
    heldChoice: string | null;
    /** `paidCents`: what was paid, when only part of it goes back (terms §6). */
    refund: { amountCents: number; currency: string; paidCents?: number } | null;
    /**
     * The family's payment kept (not given back): whether the quote renewed the NO PROBLEM
     * guarantee, its renewal not switched off (it renews no more). null: nothing paid, or given back.
     */
    kept?: { guaranteeRenewed: boolean } | null;
  };
};

/** Whether this news of `template` goes at once (`MailTemplate.prompt`). */
export const isPrompt = (template: MailTemplate, facts: MailFacts) =>
  typeof template.prompt === 'function' ? template.prompt(facts) : template.prompt === true;

/** A news's call to action, when it is still open (`stillToDo`); nothing otherwise. */
export const whileToDo = (f: MailFacts, text: string) => (f.stillToDo === false ? '' : text);

export type MailTemplate = {
  name: string;
  render: (facts: MailFacts) => EmailContent;
  /**
   * A family email the family's notification preference governs: `action` (a step waits for
   * them: sent unless they chose none), `update` (news: sent only to those who want all).
   * Without it the email is always sent (payments, legal).
   */
  familyNotice?: 'action' | 'update';
  /**
   * The news as one line of a request's digest. With it the email is batched: at most one per
   * request and recipient every 10 minutes, the news of the window folded into the one waiting
   * (request-mails.service `mailCustomer`, `mailTutors`). Only request-level facts may be read here
   * (an earlier news's own facts are gone); `count`: how many times it happened.
   */
  digestLine?: (facts: MailFacts, count: number) => string;
  /**
   * A digest news a family waits on the tutor for (the rule: beside `mailTemplates`): it goes at once, not
   * at the window's end — the digest waiting with the window's other news goes with it, so it is
   * still one email. `true`, or which of its news (by their facts).
   */
  prompt?: true | ((facts: MailFacts) => boolean);
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
/** A day as the portal writes it: 26 nov 2026. */
export const formatItalianDay = (date: Date) => dayMonthYear(romeParts(date), MONTHS_SHORT);

/** An amount in cents as Italians write it: 1.178,90 € (the contract's one money formatter). */
export const formatAmount = formatMoney;

export const lineLabel = (line: string) =>
  (familyServiceName(line as BusinessLine) ?? line).toLowerCase();

/**
 * A request as the emails name it, its number with its service, as the pages' 'Richiesta #23 ·
 * Badante' and inside a sentence: 'richiesta #23 (badante)'. A family with a babysitter and a
 * badante request tells their emails apart by it, subjects first; never whom it is for (a subject
 * shows in any inbox's list).
 */
export const requestRef = (f: Pick<MailFacts, 'requestId' | 'businessLine'>) =>
  `richiesta #${f.requestId} (${lineLabel(f.businessLine)})`;

export const detailUrl = (f: MailFacts) => `${f.publicUrl}/dashboard/request-detail/${f.requestId}`;
export const quoteUrl = (f: MailFacts) => `${f.publicUrl}/dashboard/request-quote/${f.requestId}`;
const backofficeUrl = (f: MailFacts) => `${f.publicUrl}/backoffice/requests/${f.requestId}`;
export const toBackoffice = (f: MailFacts) => ({
  label: 'Apri nel back office',
  url: backofficeUrl(f),
});
export const hello = (f: MailFacts) => greeting(f.customerFirstName);
export const times = (count: number, one: string, many: string) => (count > 1 ? many : one);

/** 'Il colloquio con Martina Rossi fissato per venerdì 4 dicembre 2026 alle ore 17:30'. */
export const interviewPhrase = (interview: { at: Date; caregiverName: string | null }) =>
  `il colloquio${interview.caregiverName ? ` con ${interview.caregiverName}` : ''} fissato per ${formatItalianDateTime(interview.at)}`;

/**
 * The booked interview a family asks to move ('Chiedi di spostarlo'), as it stands: the tutors'
 * email and digest name it, so the reader knows how close it is without opening the request.
 */
export const askedInterviewLine = (f: Pick<MailFacts, 'interview' | 'caregiverName'>) =>
  f.interview
    ? [
        `${capitalised(interviewPhrase({ at: f.interview.at, caregiverName: f.caregiverName ?? null }))} resta valido finché non lo sposti o lo annulli.`,
      ]
    : [];

/**
 * When, where and how of an interview, one line each. `notes: false`: without the tutor's notes
 * (written for the family, they may tell about its home or its people: the caregiver's email).
 */
export const interviewLines = (f: MailFacts, { notes = true } = {}) =>
  f.interview
    ? [
        `Quando: ${formatItalianDateTime(f.interview.at)}.`,
        ...(f.interview.place ? [`Dove: ${f.interview.place}.`] : []),
        ...(f.interview.videoLink ? [`Videochiamata: ${f.interview.videoLink}`] : []),
        ...(notes && f.interview.notes ? [`Note: ${f.interview.notes}`] : []),
      ]
    : [];

/** The urgency number (SUPPORT_URGENT_PHONE), as every email tells it: 'chiama il 02 0000 0000'. */
export const callUrgentPhone = (phone: string) => `chiama il ${phone}`;

/**
 * What a family who cannot make the interview does: ask on the request's page ('Chiedi di
 * spostarlo' there); a last-minute hitch may not wait for an answer in the messages, so the
 * urgency number where the operator sets one (SUPPORT_URGENT_PHONE). Every email that fixes the
 * time says it: booked, moved (alone or in a digest), the reminder.
 */
export const cannotCome = (f: MailFacts) =>
  `Se hai un imprevisto, scrivi al tuo family tutor dalla pagina della richiesta, con «Chiedi di spostarlo»${f.urgentPhone ? `; all’ultimo momento ${callUrgentPhone(f.urgentPhone)}` : ''}.`;

/**
 * The urgency number as a paragraph of its own, in the pages' words ('Per un’urgenza chiama il
 * …'), for an email about a service where a caregiver may be missing (a substitution); nothing
 * when none is set.
 */
export const urgentPhoneLine = (f: MailFacts) =>
  f.urgentPhone ? [`Per un’urgenza ${callUrgentPhone(f.urgentPhone)}.`] : [];

/** An email to the tutors: it quotes what families write, so no address in it is a link. */
export const tutorsContent = (content: EmailContent): EmailContent => ({
  ...content,
  links: false,
});
