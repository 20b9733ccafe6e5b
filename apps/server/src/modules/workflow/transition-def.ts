// What a move of the transition table is: who makes it, what it takes, what its effects answer.
import type {
  InterviewCancelReason,
  InterviewInput,
  StandByReason,
  SubstitutionReason,
} from '@equilibrio/contract/backoffice-moves';
import type { RequestStatus } from '@equilibrio/contract/enums';
import type { RequestDetail } from '@equilibrio/contract/requests';
import type { ActorRole, WorkflowAction } from '@equilibrio/contract/workflow';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import type { MailFacts, MailTemplate } from './mail-facts';
import type { RequestRow } from './workflow.queries';

/** Who makes a change. Customers and tutors are identified; the system and the provider are not. */
export type Actor =
  | { role: 'customer'; uid: string }
  | { role: 'tutor'; uid: string }
  | { role: 'system' }
  | { role: 'provider' };

export const actorUid = (actor: Actor) => ('uid' in actor ? actor.uid : null);

/** What the moves that need more than a note take. */
type ActionParams = {
  sendQuote: QuoteParams;
  /** When the quote the family read was written (`quoteSentAt` of their page); absent: any. */
  acceptQuote: { quoteSentAt?: string } | undefined;
  acceptCaregiver: { docRef: string };
  bookInterview: InterviewInput;
  /** Why the interview is called off ('Annulla colloquio'). */
  cancelInterview: { reason: InterviewCancelReason; note?: string | null };
  /** The tutor's decision on the family's payment received (see `closeRequestSchema`). */
  closeNotInterested: ClosingParams;
  closeNoAnswer: ClosingParams;
  /** Why the caregiver is replaced (the history keeps it; the family's email follows it). */
  substitutionAsked: { reason: SubstitutionReason };
  /**
   * Why the request is paused and by when it should resume (`standByInputSchema`); waiting for the
   * family's information, what they are asked (the conversation's `pauseRequest` writes it to them).
   */
  standBy: { reason: StandByReason; resumeBy: string | null; familyMessage?: string | null };
};
type ClosingParams =
  | { refund?: boolean; refundAmounts?: { paymentId: number; amountCents: number }[] }
  | undefined;
export type ParamsOf<A extends WorkflowAction> = A extends keyof ActionParams
  ? ActionParams[A]
  : undefined;

export type EffectArgs<A extends WorkflowAction> = {
  ctx: AppContext;
  tx: Db;
  /** The request as it was before the change, locked. */
  request: RequestRow;
  actor: Actor;
  now: Date;
  params: ParamsOf<A>;
  /** The move's note, trimmed (null: none). */
  note: string | null;
};

/**
 * What an effect learnt that the emails mention, and (`to`) where the move leads when that
 * depends on what the effect found (a failed interview with no other candidate left).
 */
export type EffectOutcome = Partial<
  Pick<
    MailFacts,
    | 'caregiverName'
    | 'holdExpiresAt'
    | 'interview'
    | 'quoteCosts'
    | 'quoteTerms'
    | 'welfare'
    | 'othersToChoose'
    | 'newProfiles'
    | 'cancelledInterview'
    | 'closing'
    | 'serviceStart'
    | 'interviewCancelReason'
    | 'substitution'
  >
> & {
  to?: RequestStatus;
  /**
   * The caregiver of the interview the move booked or called off: `notify.caregiver` emails them
   * (never one of the family's facts).
   */
  interviewCaregiverId?: number | null;
  /** A pause: the status it resumes to, when not the one it left (its interview called off). */
  resumesTo?: RequestStatus;
  /** A pause: why, and by when it should resume (kept on the request while it lasts). */
  pause?: { reason: StandByReason; resumeBy: string | null };
};

export type TransitionDef<A extends WorkflowAction> = {
  /** Italian label of the move (back-office buttons, history). */
  label: string;
  /** Statuses the move starts from; empty for `submit` (the request is being created). */
  from: readonly RequestStatus[];
  /** 'PREVIOUS': the status the request had before STAND BY. */
  to: RequestStatus | 'PREVIOUS';
  by: readonly ActorRole[];
  noteRequired?: boolean;
  /** The move needs its reason (`params.reason`): without it, a 400 with this message. */
  reasonRequired?: string;
  /**
   * Why the move cannot be made now although its status allows it (the request's terms, the
   * day), or null: the back office does not offer it, and the API refuses it in these words.
   */
  refusedNow?(
    request: { requestDetail?: { serviceEnd?: string | null } | null },
    now: Date,
  ): string | null;
  /** Other writes of the move, in the same transaction, before the status changes. */
  effect?(args: EffectArgs<A>): Promise<EffectOutcome | undefined>;
  /**
   * Who is emailed. The family's email may depend on what the effect found (the outcome's
   * facts): a function answers it, or null for none.
   */
  notify?: {
    customer?: MailTemplate | ((outcome: EffectOutcome) => MailTemplate | null);
    tutors?: MailTemplate;
    /** The interview's caregiver (`interviewCaregiverId`), when the move names one with an email. */
    caregiver?: MailTemplate;
  };
};

/** What `sendQuote` and a correction write: the catalogue service and the details. */
export type QuoteParams = { serviceId: number; requestDetail: RequestDetail };
