import type { AssistanceType } from '@equilibrio/contract/enums';
import { fullName } from '@equilibrio/contract/people';
import type { AssistanceMessage } from '@equilibrio/contract/workflow';
import { assistanceMailTexts } from '@equilibrio/contract/workflow';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { queueBatchedMails } from '../mail/mail.service';
import { tutorsContent } from '../workflow/mail-facts';
import { REQUEST_NOTICE_WINDOW_MS, tutorRecipientEmails } from '../workflow/request-mails.service';
import { findRequester, insertAssistanceMessage, listAssistance } from './assistance.queries';
import type { MessageAttachment } from './message-attachment';

/**
 * The one read of assistance messages (the tutors' inbox, a request's messages, a customer's
 * for the data export), with who wrote and who handled each; `db` may be the caller's transaction.
 */
export function listAssistanceMessages(db: Db, filter: Parameters<typeof listAssistance>[1]) {
  return listAssistance(db, filter);
}

export type AssistanceRow = Awaited<ReturnType<typeof listAssistance>>[number];

/** Writes one assistance message in the caller's transaction (the request page uses it too). */
export function storeAssistanceMessage(
  tx: Db,
  input: Parameters<typeof insertAssistanceMessage>[1],
) {
  return insertAssistanceMessage(tx, input);
}

/**
 * Stores a help message and emails the family tutors, in one transaction. Shared by the general
 * help modal (no request) and the request page (the caller has already checked that the request
 * belongs to the user).
 */
export async function createAssistanceMessage(
  ctx: AppContext,
  input: {
    userUid: string;
    type: AssistanceType;
    message: string;
    requestId?: number | null;
    attachment?: MessageAttachment | null;
  },
): Promise<AssistanceMessage> {
  const requester = await findRequester(ctx.db, input.userUid);
  if (!requester) {
    throw new AppError(
      'NOT_FOUND',
      "Attenzione! c'è stato un problema durante il recupero del profilo utente, si prega di effettuare di nuovo il login",
    );
  }
  const requestId = input.requestId ?? null;
  const saved = await ctx.db.transaction(async (tx) => {
    const row = await storeAssistanceMessage(tx, {
      userUid: input.userUid,
      requestId,
      type: input.type,
      message: input.message,
      now: ctx.clock.now(),
      attachment: input.attachment,
    });
    const who = fullName(requester.name, requester.surname) || 'Una famiglia';
    const contact = [requester.email, requester.phone].filter(Boolean).join(', ');
    // At most one email per family and tutor every 10 minutes: later messages are folded in.
    const now = ctx.clock.now();
    await queueBatchedMails(tx, {
      to: await tutorRecipientEmails(ctx, tx, null),
      key: `assistance:${requestId ?? 'general'}:${input.userUid}`,
      windowMs: REQUEST_NOTICE_WINDOW_MS,
      now,
      compose: (waiting) => {
        const before = typeof waiting?.facts?.messages === 'number' ? waiting.facts.messages : 0;
        const messages = before + 1;
        return {
          template: 'tutor-assistance',
          facts: { requestId, messages },
          // It quotes what the family wrote: no address in it is drawn as a link.
          content: tutorsContent({
            subject: `${assistanceMailTexts[input.type].subject}${requestId ? ` — richiesta #${requestId}` : ''}`,
            title: assistanceMailTexts[input.type].title,
            paragraphs: [
              messages > 1
                ? `${who}${contact ? ` (${contact})` : ''} ha scritto ${messages} messaggi${requestId ? ` a proposito della richiesta #${requestId}` : ''}. L’ultimo:`
                : `${who}${contact ? ` (${contact})` : ''} ha scritto${requestId ? ` a proposito della richiesta #${requestId}` : ''}:`,
              input.message,
              'Rispondi alla famiglia il prima possibile.',
            ],
            action: {
              label: 'Apri il back office',
              url: `${ctx.config.publicUrl}/backoffice/assistance`,
            },
          }),
        };
      },
    });
    return row;
  });
  return {
    id: saved.id,
    type: saved.type as AssistanceType,
    message: saved.message,
    requestId: saved.requestId,
    createdAt: saved.createdAt.toISOString(),
    handledAt: null,
  };
}
