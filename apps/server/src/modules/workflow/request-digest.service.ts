import { quoteCostSentences } from '@equilibrio/contract/cost-sentences';
import { isActiveStatus } from '@equilibrio/contract/enums';
import { fullName } from '@equilibrio/contract/people';
import {
  type QuoteVersion,
  quoteChangesForFamily,
  quoteTermsForFamily,
} from '@equilibrio/contract/quote-changes';
import { type QuoteCostInput, quoteBreakdown } from '@equilibrio/contract/quote-costs';
import type { AppContext } from '../../context';
import { italianDay } from '../../lib/clock';
import { unreadTutorMessages } from '../assistance/reply-mail';
import { requestWelfareProgramme } from '../catalog/catalog-services.service';
import { hasNoPassword } from '../identity/identity.service';
import { type DigestComposer, digestNewsOf } from '../mail/mail-digest';
import { newsThatHold, splitByPause, withUnreadTutorMessages } from './digest-news';
import type { MailFacts } from './mail-facts';
import { familyNoticeFooter, renderDigest, templateNamed } from './request-digest.mail';
import { mailFacts, requestDigestOf, waitsForFamily } from './request-mails.service';
import { findLatestAppointment } from './service-records.queries';
import { mailTemplates, withSignInHelp } from './workflow.mail';
import { findRequestById, type RequestRow } from './workflow.queries';

/** How often a digest waiting for its paused request to resume looks at it again. */
const RESUME_CHECK_MS = 10 * 60_000;

/**
 * What the request's state says now, that a digest tells over any news's older facts: the
 * interview still booked (the latest time, and with whom), the quote still waiting, today (a
 * service's start told as past or ahead), whether the request is paused. Not the
 * caregiver of the other news: each names its own (during a substitution the previous caregiver
 * stays confirmed until the substitute's interview went well).
 */
async function factsNow(tx: Parameters<DigestComposer>[0], request: RequestRow, today: string) {
  const now: Partial<MailFacts> = {
    today,
    requestPaused: request.status === 'STAND BY',
    requestClosed: !isActiveStatus(request.status),
  };
  if (waitsForFamily(request)) {
    now.pausedForFamily = { resumeBy: request.standByResumeBy };
  }
  if (request.status === 'COLLOQUIO PRENOTATO') {
    const appointment = await findLatestAppointment(tx, request.id);
    if (appointment) {
      now.interview = {
        at: appointment.scheduledAt,
        place: appointment.place,
        videoLink: appointment.videoLink,
        notes: appointment.notes,
      };
      const withWhom = fullName(appointment.caregiverName, appointment.caregiverSurname);
      if (withWhom) now.caregiverName = withWhom;
    }
  }
  if (request.status === 'INVIATO PREVENTIVO' && request.quotedProducts && request.requestDetail) {
    now.quoteCosts = quoteCostSentences(
      quoteBreakdown({
        products: request.quotedProducts,
        businessLine: request.businessLine,
        detail: request.requestDetail as QuoteCostInput['detail'],
      }),
    );
    now.quoteTerms = quoteTermsForFamily(request.requestDetail, request.businessLine);
    const welfare = await requestWelfareProgramme(tx, request.id);
    if (welfare) now.welfare = welfare;
  }
  return now;
}

/**
 * The quote kept before a correction, to compare with `now` (the quote as it is). One queued
 * before whole quotes were kept held only its amounts ({ serviceId, netHourCost,
 * packageFlatCost }): its old amounts over today's terms, so only what truly changed is told.
 */
function keptQuote(kept: unknown, now: QuoteVersion): QuoteVersion | undefined {
  if (!kept || typeof kept !== 'object') return undefined;
  if ('requestDetail' in kept) return kept as QuoteVersion;
  const amounts = kept as {
    serviceId?: number | null;
    netHourCost?: number | null;
    packageFlatCost?: number | null;
  };
  return {
    serviceId: amounts.serviceId ?? null,
    requestDetail: {
      ...now.requestDetail,
      netHourCost: amounts.netHourCost ?? null,
      packageFlatCost: amounts.packageFlatCost ?? null,
    },
  };
}

const isTutorMessages = (news: { template: string }) =>
  news.template === mailTemplates.tutorReply.name;

/**
 * The request's digests (the family's, the tutors') written again when they are sent, from the
 * request as it is then (`mail-sender` job): the news that still hold (`newsThatHold`), each with
 * the facts of now — the family's tells only the tutor's messages it has not read yet; none left,
 * the digest is not sent; to an account with no password yet, the family's says how to get in. Read without the request's lock: a move
 * committed after this read finds the digest sent and starts the next window with its news.
 */
export function requestDigestComposer(ctx: AppContext): DigestComposer {
  return async (tx, mail) => {
    const digest = requestDigestOf(mail.batchKey);
    if (!digest) return undefined;
    const request = await findRequestById(tx, digest.requestId);
    if (!request) return null;
    // The family's: only the tutor's messages it has not read on its page by now.
    const held =
      digest.audience === 'family' && digestNewsOf(mail.facts).some(isTutorMessages)
        ? withUnreadTutorMessages(
            digestNewsOf(mail.facts),
            await unreadTutorMessages(tx, { requestId: request.id }),
          )
        : digestNewsOf(mail.facts);
    // Paused with a call still to take once resumed: the call waits (looked at again later),
    // what holds during the pause goes now.
    const paused = splitByPause(held, request.status, request.statusBeforeStandBy);
    const lookAgain = new Date(ctx.clock.now().getTime() + RESUME_CHECK_MS);
    if (paused?.now.length === 0) return { later: lookAgain };
    const news = paused?.now ?? newsThatHold(held, request.status);
    if (news.length === 0) return null;
    const { facts } = await mailFacts(ctx, tx, request, {});
    const current = await factsNow(tx, request, italianDay(ctx.clock.now()));
    const corrected = news.find((n) => n.template === mailTemplates.quoteCorrected.name);
    const quoteNow: QuoteVersion = {
      serviceId: request.serviceId,
      requestDetail: request.requestDetail as QuoteVersion['requestDetail'],
    };
    const quoteWas = keptQuote(corrected?.facts?.quoteWas, quoteNow);
    if (quoteWas) {
      current.quoteChange = quoteChangesForFamily(quoteWas, quoteNow, request.businessLine);
    }
    const latest = templateNamed(news.at(-1)!.template);
    const written = renderDigest(news, latest, facts, digest.audience, current);
    const footer =
      digest.audience === 'family' && latest.familyNotice
        ? familyNoticeFooter(ctx.config.publicUrl)
        : undefined;
    // An account with no password yet: how to get in (the link opens the login page).
    const noPassword =
      digest.audience === 'family' && (await hasNoPassword(tx, request.customerUid));
    return {
      template: written.template,
      content: withSignInHelp({ ...written.content, ...(footer ? { footer } : {}) }, noPassword),
      facts: { ...mail.facts, news: news.map(({ stillToDo: _, ...n }) => n) },
      ...(paused
        ? {
            keep: {
              template: paused.later.at(-1)!.template,
              facts: { ...mail.facts, news: paused.later },
              until: lookAgain,
            },
          }
        : {}),
    };
  };
}
