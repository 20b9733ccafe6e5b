// The tutors' inbox of the families' messages: listed, handled, reopened.
import type { BackofficeAssistance } from '@equilibrio/contract/backoffice';
import { personRef } from '@equilibrio/contract/backoffice';
import type { AssistanceType } from '@equilibrio/contract/enums';
import { pageOf } from '@equilibrio/contract/paging';
import type { AppContext } from '../../context';
import { AppError } from '../../lib/app-error';
import { type AssistanceRow, listAssistanceMessages } from '../assistance/assistance.service';
import {
  countAssistance,
  countOpenFamilyMessages,
  markAssistanceHandled,
  reopenAssistanceMessage,
} from './assistance.queries';
import { toAssistanceMessage } from './family-assistance.service';

export async function handleAssistance(ctx: AppContext, tutorUid: string, messageId: number) {
  const found = await markAssistanceHandled(ctx.db, messageId, {
    handledAt: ctx.clock.now(),
    handledByUid: tutorUid,
  });
  if (!found) throw new AppError('NOT_FOUND', 'Segnalazione non trovata.');
}

/** 'Riapri': a handled message is to be handled again (back among the open ones). */
export async function reopenAssistance(ctx: AppContext, messageId: number) {
  if (!(await reopenAssistanceMessage(ctx.db, messageId))) {
    throw new AppError('NOT_FOUND', 'Segnalazione non trovata.');
  }
}

export function toBackofficeAssistance(row: AssistanceRow): BackofficeAssistance {
  return {
    ...toAssistanceMessage(row),
    kind: row.kind,
    answered: Boolean(row.answered),
    urgent: row.urgent,
    customer: {
      ...personRef(row.customerUid, row.customerName, row.customerSurname, row.customerEmail)!,
      phone: row.customerPhone,
    },
    handledBy: personRef(row.handledByUid, row.handlerName, row.handlerSurname, row.handlerEmail),
  };
}

/**
 * GET /v1/backoffice/assistance: the tutors' inbox of assistance messages. The open ones come
 * urgent first, then oldest first (the family waiting longest on top), the handled ones newest
 * first.
 */
export async function listAssistanceInbox(
  ctx: AppContext,
  query: { open: 'true' | 'false'; type?: AssistanceType; page: number; pageSize: number },
) {
  const open = query.open === 'true';
  const [rows, listed, openMessages] = await Promise.all([
    listAssistanceMessages(ctx.db, {
      authorRole: 'customer',
      open,
      type: query.type,
      oldestFirst: open,
      // A family whose caregiver did not come is answered before the rest.
      urgentFirst: open,
      limit: query.pageSize,
      offset: query.page * query.pageSize,
    }),
    countAssistance(ctx.db, { open, type: query.type }),
    countOpenFamilyMessages(ctx.db),
  ]);
  const total = listed.asks + listed.messages;
  return {
    openMessages,
    listed,
    ...pageOf(rows.map(toBackofficeAssistance), query, total),
  };
}
