import type { AssistanceType } from '@equilibrio/contract/enums';
import { and, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { assistanceMessages } from '../../db/schema/assistance';
import { requests } from '../../db/schema/requests';
import {
  openFamilyMessageCounts,
  openOtherProfilesAskAt,
  openSubstitutionAskAt,
} from '../../db/selections';

/**
 * The family's messages under the inbox's filters: the asks (segnalazioni) and the messages, of
 * which the open ones a tutor answered without marking them (`openFamilyMessageCounts`).
 */
export async function countAssistance(db: Db, filter: { open?: boolean; type?: AssistanceType }) {
  const [row] = await db
    .select({
      asks: sql<number>`(count(*) filter (where ${assistanceMessages.kind} = 'ask'))::int`,
      messages: sql<number>`(count(*) filter (where ${assistanceMessages.kind} = 'message'))::int`,
      answered: openFamilyMessageCounts.answeredToHandle,
    })
    .from(assistanceMessages)
    .where(
      and(
        eq(assistanceMessages.authorRole, 'customer'),
        filter.open === true ? isNull(assistanceMessages.handledAt) : undefined,
        filter.open === false ? isNotNull(assistanceMessages.handledAt) : undefined,
        filter.type ? eq(assistanceMessages.type, filter.type) : undefined,
      ),
    );
  return { asks: row?.asks ?? 0, messages: row?.messages ?? 0, answered: row?.answered ?? 0 };
}

/**
 * The family's open messages, split by the one rule (`openFamilyMessageCounts`): the open asks
 * (segnalazioni), the messages awaiting an answer and those answered still to mark handled, of
 * one request or of all (the inbox).
 */
export async function countOpenFamilyMessages(db: Db, filter: { requestId?: number } = {}) {
  const [row] = await db
    .select(openFamilyMessageCounts)
    .from(assistanceMessages)
    .where(
      filter.requestId === undefined
        ? undefined
        : eq(assistanceMessages.requestId, filter.requestId),
    );
  return {
    openAsks: row?.openAsks ?? 0,
    awaitingAnswer: row?.awaitingAnswer ?? 0,
    answeredToHandle: row?.answeredToHandle ?? 0,
  };
}

/** Marks a message handled once; answers the row, or undefined when missing. */
export async function markAssistanceHandled(
  db: Db,
  id: number,
  values: { handledAt: Date; handledByUid: string },
) {
  const [updated] = await db
    .update(assistanceMessages)
    .set(values)
    .where(and(eq(assistanceMessages.id, id), isNull(assistanceMessages.handledAt)))
    .returning({ id: assistanceMessages.id });
  if (updated) return true;
  const [existing] = await db
    .select({ id: assistanceMessages.id })
    .from(assistanceMessages)
    .where(eq(assistanceMessages.id, id));
  return existing !== undefined;
}

/**
 * Opens a family's message again (a tutor's holding reply handled it, or it was marked by
 * mistake); answers whether it exists.
 */
export async function reopenAssistanceMessage(db: Db, id: number) {
  const [row] = await db
    .update(assistanceMessages)
    .set({ handledAt: null, handledByUid: null })
    .where(and(eq(assistanceMessages.id, id), eq(assistanceMessages.authorRole, 'customer')))
    .returning({ id: assistanceMessages.id });
  return row !== undefined;
}

/** When the substitution still open on a request was asked (`openSubstitutionAskAt`), or null. */
export async function findOpenSubstitutionAsk(db: Db, requestId: number): Promise<Date | null> {
  const [row] = await db
    .select({ askedAt: openSubstitutionAskAt })
    .from(requests)
    .where(eq(requests.id, requestId));
  return row?.askedAt ?? null;
}

/** When the family asked for other profiles, while that ask stands (`openOtherProfilesAskAt`). */
export async function findOpenOtherProfilesAsk(db: Db, requestId: number): Promise<Date | null> {
  const [row] = await db
    .select({ askedAt: openOtherProfilesAskAt })
    .from(requests)
    .where(eq(requests.id, requestId));
  return row?.askedAt ?? null;
}

/**
 * Marks the family's open asks of one kind on the request handled, answered by the tutors' move:
 * other profiles by a new round sent; a move of the interview by moving it, calling it off,
 * recording its outcome or closing the request.
 */
export async function handleOpenAsks(
  db: Db,
  requestId: number,
  type: Extract<AssistanceType, 'OTHER_PROFILES' | 'INTERVIEW_CHANGE'>,
  values: { handledAt: Date; handledByUid: string | null },
) {
  await db
    .update(assistanceMessages)
    .set(values)
    .where(
      and(
        eq(assistanceMessages.requestId, requestId),
        eq(assistanceMessages.type, type),
        isNull(assistanceMessages.handledAt),
      ),
    );
}
