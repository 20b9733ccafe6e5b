import {
  backofficePaymentSchema,
  backofficeRequestDetailSchema,
  backofficeRequestFacetsQuerySchema,
  backofficeRequestFacetsSchema,
  backofficeRequestListQuerySchema,
  backofficeRequestPageSchema,
  backofficeServiceListQuerySchema,
  backofficeServiceListSchema,
  requestNoteSchema,
  tutorListSchema,
} from '@equilibrio/contract/backoffice';
import {
  assigneeSchema,
  cancelInterviewSchema,
  closeRequestSchema,
  interviewInputSchema,
  quoteStartInThePastMessage,
  quoteStartsInThePast,
  reasonedNote,
  refundMadeSchema,
  type SendQuote,
  sendQuoteSchema,
  serviceAddressInputSchema,
  standByInputSchema,
  substitutionInputSchema,
  substitutionReasonLabels,
  transitionNoteSchema,
} from '@equilibrio/contract/backoffice-moves';
import { addressSchema } from '@equilibrio/contract/people';
import { markToCallInputSchema, requestNoteInputSchema } from '@equilibrio/contract/request-notes';
import { idParam } from '@equilibrio/contract/validation';
import {
  interviewAppointmentSchema,
  quoteCorrectionQuerySchema,
  requestIdParamsSchema,
  requestStatusResultSchema,
  type WorkflowAction,
} from '@equilibrio/contract/workflow';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { AppError } from '../../lib/app-error';
import { pauseRequest } from '../assistance/conversation.service';
import { listCatalogServices } from '../catalog/catalog-services.service';
import { recordRefundMade } from '../payments/payments.service';
import { markToCall } from '../workflow/mark-to-call.service';
import { addRequestNote } from '../workflow/request-notes.service';
import {
  assignRequest,
  cancelInterview,
  correctQuote,
  rescheduleInterview,
  runTutorTransition,
  setServiceAddress,
} from '../workflow/tutor-flow.service';
import {
  getRequestDetail,
  getRequestFacets,
  listRequestFamilyAddresses,
  listRequests,
  listTutors,
} from './backoffice.service';

import {
  addToRequestRoute,
  answerNoContent,
  describedAs,
  noContentResponse,
  tutorUid,
} from './backoffice-route-kit';

/** Moves of the transition table that take only an optional note. */
const noteMoves = [
  ['start-selection', 'startSelection', 'PREVENTIVO ACCETTATO → SELEZIONE ATTIVA'],
  [
    'publish-candidates',
    'publishCandidates',
    'Publish the candidates: SELEZIONE ATTIVA → INVIATO CV',
  ],
  [
    'search-other-profiles',
    'searchOtherProfiles',
    'None of the profiles suits the family: INVIATO CV → SELEZIONE ATTIVA (their open request for other profiles handled)',
  ],
  [
    'interview-done',
    'interviewDone',
    'Interview done: → SELEZIONE COMPLETATA (service round recorded)',
  ],
  ['interview-failed', 'interviewFailed', 'Interview failed: → INVIATO CV (caregiver released)'],
  ['new-selection', 'newSelection', 'New selection for a substitute: IN ATTESA → SELEZIONE ATTIVA'],
  ['resume', 'resume', 'Resume a STAND BY request to the status it left'],
] as const satisfies readonly (readonly [string, WorkflowAction, string])[];

/**
 * A tutor's slip would stay in the family's quote: the start is today or later (the demo's
 * seeded history, which sends its quotes back in time, does not pass here).
 */
function refuseStartInThePast(quote: SendQuote, now: Date) {
  if (quoteStartsInThePast(quote.requestDetail.serviceStart ?? null, now)) {
    throw new AppError('VALIDATION_FAILED', quoteStartInThePastMessage, {
      'body.requestDetail.serviceStart': quoteStartInThePastMessage,
    });
  }
}

/** The request workspace: inbox, detail, workflow moves, quote, interview, payments' refunds, and the lookups its forms use. */
export const backofficeRequestRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (
  app,
  { ctx },
) => {
  // ── Requests ──────────────────────────────────────────────────────────────────────────────
  app.get(
    '/v1/backoffice/requests',
    describedAs('Requests, newest first (filter by status, assignee, text)', {
      querystring: backofficeRequestListQuerySchema,
      response: { 200: backofficeRequestPageSchema },
    }),
    async (request) => listRequests(ctx, tutorUid(request), request.query),
  );

  app.get(
    '/v1/backoffice/requests/facets',
    describedAs('Per-status counts of the requests matching the other filters', {
      querystring: backofficeRequestFacetsQuerySchema,
      response: { 200: backofficeRequestFacetsSchema },
    }),
    async (request) => getRequestFacets(ctx, tutorUid(request), request.query),
  );

  app.get(
    '/v1/backoffice/requests/:requestId',
    describedAs('A request with customer, history, assistance, candidates, interview, rounds', {
      params: requestIdParamsSchema,
      response: { 200: backofficeRequestDetailSchema },
    }),
    async (request) => getRequestDetail(ctx, request.params.requestId),
  );

  for (const [path, action, summary] of noteMoves) {
    app.post(
      `/v1/backoffice/requests/:requestId/${path}`,
      describedAs(summary, {
        params: requestIdParamsSchema,
        body: transitionNoteSchema,
        response: { 200: requestStatusResultSchema },
      }),
      async (request) =>
        runTutorTransition(ctx, tutorUid(request), request.params.requestId, action, {
          note: request.body?.note,
        }),
    );
  }

  app.post(
    '/v1/backoffice/requests/:requestId/mark-to-call',
    describedAs('NUOVA → DA RICHIAMARE, with an optional note and moment to call back', {
      params: requestIdParamsSchema,
      body: markToCallInputSchema,
      response: { 200: requestStatusResultSchema },
    }),
    async (request) => markToCall(ctx, tutorUid(request), request.params.requestId, request.body),
  );

  app.post(
    '/v1/backoffice/requests/:requestId/substitution',
    describedAs('Start a substitution, with its reason: SELEZIONE COMPLETATA → IN ATTESA', {
      params: requestIdParamsSchema,
      body: substitutionInputSchema,
      response: { 200: requestStatusResultSchema },
    }),
    async (request) =>
      runTutorTransition(ctx, tutorUid(request), request.params.requestId, 'substitutionAsked', {
        note: reasonedNote(substitutionReasonLabels[request.body.reason], request.body.note),
        params: { reason: request.body.reason },
      }),
  );

  app.post(
    '/v1/backoffice/requests/:requestId/stand-by',
    describedAs('Pause the request (STAND BY), with its reason and an optional resume day', {
      params: requestIdParamsSchema,
      body: standByInputSchema,
      response: { 200: requestStatusResultSchema },
    }),
    async (request) => {
      const paused = await ctx.db.transaction((tx) =>
        pauseRequest(ctx, tx, {
          ...request.body,
          tutorUid: tutorUid(request),
          requestId: request.params.requestId,
        }),
      );
      return { id: paused.id, status: paused.status };
    },
  );

  app.post(
    '/v1/backoffice/requests/:requestId/quote',
    describedAs(
      'Send the quote: link a catalogue service, fill requestDetail (→ INVIATO PREVENTIVO)',
      {
        params: requestIdParamsSchema,
        body: sendQuoteSchema,
        response: { 200: requestStatusResultSchema },
      },
    ),
    async (request) => {
      refuseStartInThePast(request.body, ctx.clock.now());
      return runTutorTransition(ctx, tutorUid(request), request.params.requestId, 'sendQuote', {
        note: request.body.note,
        params: { serviceId: request.body.serviceId, requestDetail: request.body.requestDetail },
      });
    },
  );

  app.get(
    '/v1/backoffice/requests/:requestId/family-addresses',
    describedAs('The saved addresses of the request’s family, by id (to pick the service’s)', {
      params: requestIdParamsSchema,
      response: { 200: z.array(addressSchema) },
    }),
    async (request) => listRequestFamilyAddresses(ctx, request.params.requestId),
  );

  app.put(
    '/v1/backoffice/requests/:requestId/address',
    describedAs('Write the service’s address told on the phone (NUOVA, DA RICHIAMARE)', {
      params: requestIdParamsSchema,
      body: serviceAddressInputSchema,
      response: noContentResponse,
    }),
    async (request, reply) =>
      answerNoContent(
        reply,
        setServiceAddress(ctx, tutorUid(request), request.params.requestId, request.body),
      ),
  );

  app.put(
    '/v1/backoffice/requests/:requestId/quote',
    describedAs(
      'Correct the quote sent, before the family accepts it (INVIATO PREVENTIVO; the family is emailed)',
      {
        params: requestIdParamsSchema,
        querystring: quoteCorrectionQuerySchema,
        body: sendQuoteSchema,
        response: { 200: requestStatusResultSchema },
      },
    ),
    async (request) => {
      refuseStartInThePast(request.body, ctx.clock.now());
      return correctQuote(
        ctx,
        tutorUid(request),
        request.params.requestId,
        request.body,
        request.query.quoteSentAt,
      );
    },
  );

  app.post(
    '/v1/backoffice/requests/:requestId/interview',
    describedAs('Book the interview (PAGATO → COLLOQUIO PRENOTATO)', {
      params: requestIdParamsSchema,
      body: interviewInputSchema,
      response: { 200: requestStatusResultSchema },
    }),
    async (request) =>
      runTutorTransition(ctx, tutorUid(request), request.params.requestId, 'bookInterview', {
        params: request.body,
      }),
  );

  app.put(
    '/v1/backoffice/requests/:requestId/interview',
    describedAs('Move the booked interview (COLLOQUIO PRENOTATO)', {
      params: requestIdParamsSchema,
      body: interviewInputSchema,
      response: { 200: interviewAppointmentSchema },
    }),
    async (request) =>
      rescheduleInterview(ctx, tutorUid(request), request.params.requestId, request.body),
  );

  app.post(
    '/v1/backoffice/requests/:requestId/interview/cancel',
    describedAs(
      'Call off the booked interview before it starts, with the reason: the caregiver no longer available (released: → INVIATO CV or SELEZIONE ATTIVA) or the family asked (→ PAGATO); the family is emailed',
      {
        params: requestIdParamsSchema,
        body: cancelInterviewSchema,
        response: { 200: requestStatusResultSchema },
      },
    ),
    async (request) =>
      cancelInterview(ctx, tutorUid(request), request.params.requestId, request.body),
  );

  app.post(
    '/v1/backoffice/requests/:requestId/close',
    describedAs(
      "Close the request (NON PIU' INTERESSATO or NON RISPONDE) with the reason; with a payment received, `refund` says whether it is given back (required then), and `refundAmounts` how much of each payment when not all (the part of the service done stays paid)",
      {
        params: requestIdParamsSchema,
        body: closeRequestSchema,
        response: { 200: requestStatusResultSchema },
      },
    ),
    async (request) =>
      runTutorTransition(
        ctx,
        tutorUid(request),
        request.params.requestId,
        request.body.outcome === 'NON RISPONDE' ? 'closeNoAnswer' : 'closeNotInterested',
        {
          note: request.body.note,
          params: { refund: request.body.refund, refundAmounts: request.body.refundAmounts },
        },
      ),
  );

  addToRequestRoute(
    app,
    ctx,
    '/v1/backoffice/requests/:requestId/notes',
    'Add a call or a note of the tutors (any status; never shown to the family)',
    { body: requestNoteInputSchema, response: requestNoteSchema },
    addRequestNote,
  );

  app.put(
    '/v1/backoffice/requests/:requestId/assignee',
    describedAs('Assign the request to a tutor (null: unassign)', {
      params: requestIdParamsSchema,
      body: assigneeSchema,
      response: noContentResponse,
    }),
    async (request, reply) =>
      answerNoContent(
        reply,
        assignRequest(ctx, tutorUid(request), request.params.requestId, request.body.tutorUid),
      ),
  );

  // ── Payments ──────────────────────────────────────────────────────────────────────────────
  app.post(
    '/v1/backoffice/payments/:paymentId/refunded',
    describedAs(
      'Record the refund of a payment to refund as made at the provider (history; the family is emailed)',
      {
        params: z.object({ paymentId: idParam }),
        body: refundMadeSchema,
        response: { 200: backofficePaymentSchema },
      },
    ),
    async (request) =>
      recordRefundMade(ctx, tutorUid(request), request.params.paymentId, request.body),
  );

  // ── Lookups ───────────────────────────────────────────────────────────────────────────────
  app.get(
    '/v1/backoffice/tutors',
    describedAs('Family tutors (for assignment)', {
      response: { 200: tutorListSchema },
    }),
    async () => listTutors(ctx),
  );

  app.get(
    '/v1/backoffice/services',
    describedAs('Active catalogue services (for the quote)', {
      querystring: backofficeServiceListQuerySchema,
      response: { 200: backofficeServiceListSchema },
    }),
    async (request) => listCatalogServices(ctx, request.query),
  );
};
