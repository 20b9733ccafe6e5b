import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import { queueBatchedMail } from '../mail/mail.service';
import { REQUEST_NOTICE_WINDOW_MS } from '../workflow/workflow.service';

export const TUTOR_REPLY_TEMPLATE = 'family-tutor-reply';

/**
 * Tells the family a tutor replied: at most one email per conversation every 10 minutes, later
 * replies folded into the one waiting (which then says how many), with a link to the page of the
 * conversation. The caller holds the request's row lock (a request's replies take turns).
 */
export async function queueTutorReplyMail(
  ctx: AppContext,
  tx: Db,
  input: { to: string; requestId: number | null; userUid: string; tutorFirstName: string | null },
) {
  const url =
    input.requestId === null
      ? `${ctx.config.publicUrl}/dashboard/home`
      : `${ctx.config.publicUrl}/dashboard/request-detail/${input.requestId}#messaggi`;
  const about = input.requestId === null ? '' : ` sulla richiesta #${input.requestId}`;
  const who = input.tutorFirstName
    ? `${input.tutorFirstName}, il tuo family tutor,`
    : 'Il tuo family tutor';
  await queueBatchedMail(tx, {
    to: input.to,
    key: `reply:${input.requestId ?? `general:${input.userUid}`}`,
    windowMs: REQUEST_NOTICE_WINDOW_MS,
    now: ctx.clock.now(),
    compose: (waiting) => {
      const before = typeof waiting?.facts?.replies === 'number' ? waiting.facts.replies : 0;
      const replies = before + 1;
      return {
        template: TUTOR_REPLY_TEMPLATE,
        facts: { requestId: input.requestId, replies },
        content: {
          subject:
            replies === 1
              ? `Hai una nuova risposta dal family tutor${about}`
              : `Hai ${replies} nuove risposte dal family tutor${about}`,
          title: replies === 1 ? 'Nuova risposta' : `${replies} nuove risposte`,
          paragraphs: [
            replies === 1
              ? `${who} ti ha risposto${about}.`
              : `Il tuo family tutor ti ha scritto ${replies} messaggi${about}.`,
            'Per leggere e rispondere, apri la conversazione nella tua area riservata.',
          ],
          action: { label: 'Leggi la risposta', url },
        },
      };
    },
  });
}
