import {
  reasonedNote,
  type StandByReason,
  standByReasonLabels,
} from '@equilibrio/contract/backoffice-moves';
import type { Thread, ThreadMessage, UnreadMessages } from '@equilibrio/contract/conversations';
import type { AssistanceType } from '@equilibrio/contract/enums';
import { fullName } from '@equilibrio/contract/people';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { AuthUser } from '../../plugins/auth';
import type { UploadedFile } from '../../plugins/uploads';
import { requireOwnedRequest } from '../workflow/customer-flow.service';
import { submitRequestAssistance } from '../workflow/family-assistance.service';
import { takeIfUnassigned } from '../workflow/request-assignment.service';
import { familyFirstName } from '../workflow/request-mails.service';
import { lockRequest, type RequestRow, transitionRequest } from '../workflow/workflow.service';
import { findRequester, insertAssistanceMessage } from './assistance.queries';
import {
  countUnreadReplies,
  findMessageThread,
  handleThread,
  listThreadMessages,
  markThreadRead,
  type ThreadKey,
} from './conversation.queries';
import { type MessageAttachment, withAttachment } from './message-attachment';
import { queueTutorReplyMail } from './reply-mail';

type Reader = 'customer' | 'tutor';

const attachmentUrl = (messageId: number) => `/v1/messages/${messageId}/attachment`;

function toThreadMessage(
  row: Awaited<ReturnType<typeof listThreadMessages>>[number],
): ThreadMessage {
  const customerName =
    fullName(row.customerName, row.customerSurname) || row.customerEmail || 'Famiglia';
  return {
    id: row.id,
    requestId: row.requestId,
    type: row.type as AssistanceType,
    author:
      row.authorRole === 'tutor'
        ? { role: 'tutor', name: row.tutorName?.trim() || 'Il team Equilibrio' }
        : { role: 'customer', name: customerName },
    message: row.message,
    urgent: row.urgent,
    createdAt: row.createdAt.toISOString(),
    readAt: row.readAt?.toISOString() ?? null,
    attachment:
      row.attachmentKey && row.attachmentName && row.attachmentType
        ? {
            name: row.attachmentName,
            contentType: row.attachmentType,
            bytes: row.attachmentBytes ?? 0,
            url: attachmentUrl(row.id),
          }
        : null,
  };
}

async function readThread(ctx: AppContext, thread: ThreadKey, reader: Reader): Promise<Thread> {
  const rows = await listThreadMessages(ctx.db, thread);
  return {
    requestId: thread.requestId,
    replyTime: ctx.config.mail.supportReplyTime,
    urgentPhone: ctx.config.mail.supportUrgentPhone,
    unread: rows.filter((row) => row.authorRole !== reader && row.readAt === null).length,
    messages: rows.map(toThreadMessage),
  };
}

// ── The family ─────────────────────────────────────────────────────────────────────────────

/** GET /v2/requests/{id}/messages: the conversation of the family's own request (404 otherwise). */
export async function getFamilyThread(ctx: AppContext, uid: string, requestId: number) {
  await requireOwnedRequest(ctx, uid, requestId);
  return readThread(ctx, { requestId }, 'customer');
}

/** GET /api/v1/user-controller/assistance/messages: the family's messages tied to no request. */
export const getGeneralThread = (ctx: AppContext, uid: string) =>
  readThread(ctx, { requestId: null, userUid: uid }, 'customer');

/**
 * POST /v2/requests/{id}/messages: the family writes in the request's conversation: the same
 * message as 'Richiedi assistenza' (stored, the tutors told), with an optional file.
 */
export async function sendFamilyMessage(
  ctx: AppContext,
  uid: string,
  requestId: number,
  input: { message: string; urgent: boolean },
  file: UploadedFile | undefined,
) {
  await requireOwnedRequest(ctx, uid, requestId);
  await withAttachment(ctx, file, (attachment) =>
    submitRequestAssistance(ctx, uid, requestId, {
      type: 'GENERIC',
      kind: 'message',
      message: input.message,
      urgent: input.urgent,
      attachment,
    }),
  );
  return readThread(ctx, { requestId }, 'customer');
}

/** POST /v2/requests/{id}/messages/read: the family has read the tutors' replies. */
export async function markFamilyThreadRead(ctx: AppContext, uid: string, requestId: number) {
  await requireOwnedRequest(ctx, uid, requestId);
  await markThreadRead(ctx.db, { requestId }, 'customer', ctx.clock.now());
}

/** POST /api/v1/user-controller/assistance/messages/read. */
export async function markGeneralThreadRead(ctx: AppContext, uid: string) {
  await markThreadRead(ctx.db, { requestId: null, userUid: uid }, 'customer', ctx.clock.now());
}

/** GET /v1/messages/unread: the family's unread replies, per request. */
export async function countFamilyUnread(ctx: AppContext, uid: string): Promise<UnreadMessages> {
  const rows = await countUnreadReplies(ctx.db, uid);
  return {
    total: rows.reduce((sum, row) => sum + row.unread, 0),
    requests: rows.map((row) => ({ requestId: row.requestId, unread: row.unread })),
  };
}

// ── The tutors ─────────────────────────────────────────────────────────────────────────────

const messageNotFound = () => new AppError('NOT_FOUND', 'Messaggio non trovato.');

/** The thread of a request (404 when there is no such request) and its family. */
async function requestThread(ctx: AppContext, requestId: number) {
  return ctx.db.transaction(async (tx) => {
    const request = await lockRequest(tx, requestId);
    return { thread: { requestId } as ThreadKey, userUid: request.customerUid };
  });
}

/** The thread a message belongs to (404 when there is no such message). */
async function messageThread(ctx: AppContext, messageId: number) {
  const row = await findMessageThread(ctx.db, messageId);
  if (!row) throw messageNotFound();
  const thread: ThreadKey =
    row.requestId === null
      ? { requestId: null, userUid: row.userUid }
      : { requestId: row.requestId };
  return { thread, userUid: row.userUid };
}

/**
 * 'Segna come gestiti' above a request's conversation: the family's messages written there that
 * need no answer are handled at once, in one transaction (the asks, segnalazioni, stay open);
 * 404 when there is no such request, nothing to do when none is open. Only those the tutor has
 * seen: up to `upToId`, the newest on their page — one written meanwhile stays open, to be read.
 */
export async function handleAwaitingMessages(
  ctx: AppContext,
  tutorUid: string,
  requestId: number,
  upToId: number,
) {
  await ctx.db.transaction(async (tx) => {
    // Deciding the family's messages need no answer is the tutor's act, as a reply is.
    await takeIfUnassigned(ctx, tx, await lockRequest(tx, requestId), tutorUid);
    await handleThread(
      tx,
      { requestId },
      { handledAt: ctx.clock.now(), handledByUid: tutorUid },
      { kind: 'message', upToId },
    );
  });
}

export type TutorThreadTarget = { requestId: number } | { messageId: number };

const threadOf = (ctx: AppContext, target: TutorThreadTarget) =>
  'requestId' in target
    ? requestThread(ctx, target.requestId)
    : messageThread(ctx, target.messageId);

/** The conversation as a tutor sees it (the request workspace, the assistance inbox). */
export async function getTutorThread(ctx: AppContext, target: TutorThreadTarget) {
  const { thread } = await threadOf(ctx, target);
  return readThread(ctx, thread, 'tutor');
}

/** A tutor opened the conversation: the family's messages are read. */
export async function markTutorThreadRead(ctx: AppContext, target: TutorThreadTarget) {
  const { thread } = await threadOf(ctx, target);
  await markThreadRead(ctx.db, thread, 'tutor', ctx.clock.now());
}

/**
 * A tutor writes in a thread, inside the caller's transaction (holding the request's row lock when
 * the thread is a request's): a request nobody has taken made theirs (`takeIfUnassigned`), the
 * message (named after the tutor), the family's open messages of the thread read and, unless
 * `handled` is false (a holding reply), handled; the family told by
 * email as it wishes (`queueTutorReplyMail`; no email with `notify` false: the demo's history).
 */
async function writeAsTutor(
  ctx: AppContext,
  tx: Db,
  input: {
    tutorUid: string;
    thread: ThreadKey;
    userUid: string;
    request: RequestRow | null;
    message: string;
    handled?: boolean;
    attachment?: MessageAttachment | null;
    notify?: boolean;
    /** What the request is being paused for (`pauseRequest`): the family's turn. */
    asksFamily?: boolean;
  },
) {
  const now = ctx.clock.now();
  // Writing to the family is the tutor's act: a request nobody has taken becomes theirs.
  const request = input.request && (await takeIfUnassigned(ctx, tx, input.request, input.tutorUid));
  await insertAssistanceMessage(tx, {
    userUid: input.userUid,
    requestId: input.thread.requestId,
    type: 'GENERIC',
    message: input.message,
    now,
    author: { role: 'tutor', uid: input.tutorUid },
    attachment: input.attachment,
  });
  if (input.handled !== false) {
    await handleThread(tx, input.thread, { handledAt: now, handledByUid: input.tutorUid });
  }
  await markThreadRead(tx, input.thread, 'tutor', now);
  const family = await findRequester(tx, input.userUid);
  const tutor = await findRequester(tx, input.tutorUid);
  if (family?.email && input.notify !== false) {
    await queueTutorReplyMail(ctx, tx, {
      to: family.email,
      request,
      userUid: input.userUid,
      tutorFirstName: tutor?.name?.trim() || null,
      familyFirstName: familyFirstName(family),
      asksFamily: input.asksFamily,
    });
  }
}

/** A tutor replies in a conversation (its own transaction; see `writeAsTutor`). */
export async function replyAsTutor(
  ctx: AppContext,
  tutorUid: string,
  target: TutorThreadTarget,
  input: { message: string; handled?: boolean },
  file: UploadedFile | undefined,
) {
  const { thread, userUid } = await threadOf(ctx, target);
  await withAttachment(ctx, file, (attachment) =>
    ctx.db.transaction(async (tx) => {
      const request = thread.requestId === null ? null : await lockRequest(tx, thread.requestId);
      await writeAsTutor(ctx, tx, {
        tutorUid,
        thread,
        userUid,
        request,
        message: input.message,
        handled: input.handled,
        attachment,
      });
    }),
  );
  return readThread(ctx, thread, 'tutor');
}

/**
 * Pauses a request ('Metti in stand-by', the move `standBy`) in the caller's transaction: the one
 * way anything pauses one (the back office, the demo data). Waiting for the family's information,
 * what they are asked is written to them with it, in the request's conversation (and its email):
 * the move refuses such a pause without it. For another reason no message is written (the reason
 * is the tutors'). `notify` false: no emails (importing history, the demo data).
 */
export function pauseRequest(
  ctx: AppContext,
  tx: Db,
  input: {
    tutorUid: string;
    requestId: number;
    reason: StandByReason;
    note?: string | null;
    resumeBy?: string | null;
    familyMessage?: string | null;
    notify?: boolean;
  },
) {
  const { tutorUid, reason, notify } = input;
  const toFamily = reason === 'WAITING_FAMILY' ? input.familyMessage?.trim() || null : null;
  return transitionRequest(ctx, tx, {
    requestId: input.requestId,
    action: 'standBy',
    actor: { role: 'tutor', uid: tutorUid },
    note: reasonedNote(standByReasonLabels[reason], input.note),
    params: { reason, resumeBy: input.resumeBy ?? null, familyMessage: toFamily },
    notify,
    effects: toFamily
      ? (paused) =>
          writeAsTutor(ctx, tx, {
            tutorUid,
            thread: { requestId: paused.id },
            userUid: paused.customerUid,
            request: paused,
            message: toFamily,
            // A question, not an answer: the family's open messages (an ask for a substitute or
            // for other profiles among them) stay the tutors' to handle.
            handled: false,
            notify,
            asksFamily: true,
          })
      : undefined,
  });
}

/**
 * GET /v1/messages/{id}/attachment: the file of a message, for the tutors and the family of its
 * thread only (404 for anyone else, as for a missing file).
 */
export async function openAttachment(ctx: AppContext, user: AuthUser, messageId: number) {
  const row = await findMessageThread(ctx.db, messageId);
  const allowed = row && (user.role === 'tutor' || row.userUid === user.uid);
  if (!allowed || !row.attachmentKey || !row.attachmentName) {
    throw new AppError('NOT_FOUND', 'Allegato non trovato.');
  }
  const file = await ctx.storage.stream(row.attachmentKey);
  if (!file) throw new AppError('NOT_FOUND', 'Allegato non trovato.');
  return { ...file, fileName: row.attachmentName };
}
