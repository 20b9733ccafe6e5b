import {
  backofficeCandidateSchema,
  backofficeRequestDetailSchema,
  backofficeRequestFacetsQuerySchema,
  backofficeRequestFacetsSchema,
  backofficeRequestListQuerySchema,
  backofficeRequestPageSchema,
  backofficeServiceListQuerySchema,
  backofficeServiceListSchema,
  tutorListSchema,
} from '@equilibrio/contract/backoffice';
import {
  addCandidateSchema,
  assigneeSchema,
  closeRequestSchema,
  interviewInputSchema,
  roundInputSchema,
  roundUpdateSchema,
  sendQuoteSchema,
  transitionNoteSchema,
} from '@equilibrio/contract/backoffice-moves';
import { docRefSchema } from '@equilibrio/contract/caregivers';
import { idParam } from '@equilibrio/contract/validation';
import {
  interviewAppointmentSchema,
  requestIdParamsSchema,
  requestStatusResultSchema,
  serviceRoundSchema,
  type WorkflowAction,
} from '@equilibrio/contract/workflow';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { listCatalogServices } from '../catalog/catalog-services.service';
import {
  addCandidate,
  addRound,
  assignRequest,
  changeRound,
  removeCandidate,
  rescheduleInterview,
  runTutorTransition,
} from '../workflow/tutor-flow.service';
import { getRequestDetail, getRequestFacets, listRequests, listTutors } from './backoffice.service';

import { security, tags, tutorUid } from './backoffice-route-kit';

/** Moves of the transition table that take only an optional note. */
const noteMoves = [
  ['mark-to-call', 'markToCall', 'NUOVA → DA RICHIAMARE'],
  ['start-selection', 'startSelection', 'PREVENTIVO ACCETTATO → SELEZIONE ATTIVA'],
  [
    'publish-candidates',
    'publishCandidates',
    'Publish the candidates: SELEZIONE ATTIVA → INVIATO CV',
  ],
  [
    'interview-done',
    'interviewDone',
    'Interview done: → SELEZIONE COMPLETATA (service round recorded)',
  ],
  ['interview-failed', 'interviewFailed', 'Interview failed: → INVIATO CV (caregiver released)'],
  ['substitution', 'substitutionAsked', 'Substitution asked: SELEZIONE COMPLETATA → IN ATTESA'],
  ['new-selection', 'newSelection', 'New selection for a substitute: IN ATTESA → SELEZIONE ATTIVA'],
  ['stand-by', 'standBy', 'Pause the request (STAND BY)'],
  ['resume', 'resume', 'Resume a STAND BY request to the status it left'],
] as const satisfies readonly (readonly [string, WorkflowAction, string])[];

/** The request workspace: inbox, detail, workflow moves, quote, candidates, interview, service rounds, and the lookups its forms use. */
export const backofficeRequestRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (
  app,
  { ctx },
) => {
  // ── Requests ──────────────────────────────────────────────────────────────────────────────
  app.get(
    '/v1/backoffice/requests',
    {
      schema: {
        tags,
        summary: 'Requests, newest first (filter by status, assignee, text)',
        security,
        querystring: backofficeRequestListQuerySchema,
        response: { 200: backofficeRequestPageSchema },
      },
    },
    async (request) => listRequests(ctx, tutorUid(request), request.query),
  );

  app.get(
    '/v1/backoffice/requests/facets',
    {
      schema: {
        tags,
        summary: 'Per-status counts of the requests matching the other filters',
        security,
        querystring: backofficeRequestFacetsQuerySchema,
        response: { 200: backofficeRequestFacetsSchema },
      },
    },
    async (request) => getRequestFacets(ctx, tutorUid(request), request.query),
  );

  app.get(
    '/v1/backoffice/requests/:requestId',
    {
      schema: {
        tags,
        summary: 'A request with customer, history, assistance, candidates, interview, rounds',
        security,
        params: requestIdParamsSchema,
        response: { 200: backofficeRequestDetailSchema },
      },
    },
    async (request) => getRequestDetail(ctx, request.params.requestId),
  );

  for (const [path, action, summary] of noteMoves) {
    app.post(
      `/v1/backoffice/requests/:requestId/${path}`,
      {
        schema: {
          tags,
          summary,
          security,
          params: requestIdParamsSchema,
          body: transitionNoteSchema,
          response: { 200: requestStatusResultSchema },
        },
      },
      async (request) =>
        runTutorTransition(ctx, tutorUid(request), request.params.requestId, action, {
          note: request.body?.note,
        }),
    );
  }

  app.post(
    '/v1/backoffice/requests/:requestId/quote',
    {
      schema: {
        tags,
        summary:
          'Send the quote: link a catalogue service, fill requestDetail (→ INVIATO PREVENTIVO)',
        security,
        params: requestIdParamsSchema,
        body: sendQuoteSchema,
        response: { 200: requestStatusResultSchema },
      },
    },
    async (request) =>
      runTutorTransition(ctx, tutorUid(request), request.params.requestId, 'sendQuote', {
        note: request.body.note,
        params: { serviceId: request.body.serviceId, requestDetail: request.body.requestDetail },
      }),
  );

  app.post(
    '/v1/backoffice/requests/:requestId/interview',
    {
      schema: {
        tags,
        summary: 'Book the interview (PAGATO → COLLOQUIO PRENOTATO)',
        security,
        params: requestIdParamsSchema,
        body: interviewInputSchema,
        response: { 200: requestStatusResultSchema },
      },
    },
    async (request) =>
      runTutorTransition(ctx, tutorUid(request), request.params.requestId, 'bookInterview', {
        params: request.body,
      }),
  );

  app.put(
    '/v1/backoffice/requests/:requestId/interview',
    {
      schema: {
        tags,
        summary: 'Move the booked interview (COLLOQUIO PRENOTATO)',
        security,
        params: requestIdParamsSchema,
        body: interviewInputSchema,
        response: { 200: interviewAppointmentSchema },
      },
    },
    async (request) =>
      rescheduleInterview(ctx, tutorUid(request), request.params.requestId, request.body),
  );

  app.post(
    '/v1/backoffice/requests/:requestId/close',
    {
      schema: {
        tags,
        summary: "Close the request (NON PIU' INTERESSATO or NON RISPONDE) with the reason",
        security,
        params: requestIdParamsSchema,
        body: closeRequestSchema,
        response: { 200: requestStatusResultSchema },
      },
    },
    async (request) =>
      runTutorTransition(
        ctx,
        tutorUid(request),
        request.params.requestId,
        request.body.outcome === 'NON RISPONDE' ? 'closeNoAnswer' : 'closeNotInterested',
        { note: request.body.note },
      ),
  );

  app.put(
    '/v1/backoffice/requests/:requestId/assignee',
    {
      schema: {
        tags,
        summary: 'Assign the request to a tutor (null: unassign)',
        security,
        params: requestIdParamsSchema,
        body: assigneeSchema,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await assignRequest(ctx, request.params.requestId, request.body.tutorUid);
      return reply.code(204).send(null);
    },
  );

  // ── Candidates ────────────────────────────────────────────────────────────────────────────
  app.post(
    '/v1/backoffice/requests/:requestId/candidates',
    {
      schema: {
        tags,
        summary: 'Add a candidate (SELEZIONE ATTIVA, IN ATTESA); hidden until published',
        security,
        params: requestIdParamsSchema,
        body: addCandidateSchema,
        response: { 201: backofficeCandidateSchema },
      },
    },
    async (request, reply) => {
      const candidate = await addCandidate(
        ctx,
        tutorUid(request),
        request.params.requestId,
        request.body.docRef,
      );
      return reply.code(201).send(candidate);
    },
  );

  app.delete(
    '/v1/backoffice/requests/:requestId/candidates/:docRef',
    {
      schema: {
        tags,
        summary: 'Remove a candidate not chosen (SELEZIONE ATTIVA, IN ATTESA)',
        security,
        params: requestIdParamsSchema.extend({ docRef: docRefSchema }),
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await removeCandidate(ctx, request.params.requestId, request.params.docRef);
      return reply.code(204).send(null);
    },
  );

  // ── Service rounds ────────────────────────────────────────────────────────────────────────
  app.post(
    '/v1/backoffice/requests/:requestId/rounds',
    {
      schema: {
        tags,
        summary: 'Record a service round',
        security,
        params: requestIdParamsSchema,
        body: roundInputSchema,
        response: { 201: serviceRoundSchema },
      },
    },
    async (request, reply) => {
      const round = await addRound(ctx, tutorUid(request), request.params.requestId, request.body);
      return reply.code(201).send(round);
    },
  );

  app.patch(
    '/v1/backoffice/rounds/:roundId',
    {
      schema: {
        tags,
        summary: 'Update a service round (end, hours, payment status)',
        security,
        params: z.object({ roundId: idParam }),
        body: roundUpdateSchema,
        response: { 200: serviceRoundSchema },
      },
    },
    async (request) => changeRound(ctx, request.params.roundId, request.body),
  );

  // ── Lookups ───────────────────────────────────────────────────────────────────────────────
  app.get(
    '/v1/backoffice/tutors',
    {
      schema: {
        tags,
        summary: 'Family tutors (for assignment)',
        security,
        response: { 200: tutorListSchema },
      },
    },
    async () => listTutors(ctx),
  );

  app.get(
    '/v1/backoffice/services',
    {
      schema: {
        tags,
        summary: 'Active catalogue services (for the quote)',
        security,
        querystring: backofficeServiceListQuerySchema,
        response: { 200: backofficeServiceListSchema },
      },
    },
    async (request) => listCatalogServices(ctx, request.query),
  );
};
