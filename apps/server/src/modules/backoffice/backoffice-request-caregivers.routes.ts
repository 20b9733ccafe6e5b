// The caregivers on a request in the back office: candidates proposed, suggestions, rounds of work.
import {
  backofficeCandidateSchema,
  caregiverSuggestionsSchema,
} from '@equilibrio/contract/backoffice';
import {
  addCandidateSchema,
  candidateReasonInputSchema,
} from '@equilibrio/contract/backoffice-moves';
import { docRefSchema } from '@equilibrio/contract/caregivers';
import { roundInputSchema, roundUpdateSchema } from '@equilibrio/contract/service-rounds';
import { idParam } from '@equilibrio/contract/validation';
import { requestIdParamsSchema, serviceRoundSchema } from '@equilibrio/contract/workflow';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { suggestCaregivers } from '../caregivers/caregiver-matching.service';
import {
  addCandidate,
  confirmCandidateAvailability,
  removeCandidate,
  setCandidateReason,
} from '../workflow/candidates.service';
import { addRound, changeRound } from '../workflow/service-rounds.service';

import {
  addToRequestRoute,
  answerNoContent,
  describedAs,
  noContentResponse,
  tutorUid,
} from './backoffice-route-kit';

/** A request's candidates (added, explained, vouched for, removed), the suggestions, and the service's rounds of work. */
export const backofficeRequestCaregiverRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (
  app,
  { ctx },
) => {
  // ── Candidates ────────────────────────────────────────────────────────────────────────────
  addToRequestRoute(
    app,
    ctx,
    '/v1/backoffice/requests/:requestId/candidates',
    'Add a candidate (SELEZIONE ATTIVA, IN ATTESA); hidden until published',
    { body: addCandidateSchema, response: backofficeCandidateSchema },
    addCandidate,
  );

  app.patch(
    '/v1/backoffice/requests/:requestId/candidates/:docRef',
    describedAs(
      "Write a candidate's reason, 'Perché te lo proponiamo' (SELEZIONE ATTIVA, IN ATTESA)",
      {
        params: requestIdParamsSchema.extend({ docRef: docRefSchema }),
        body: candidateReasonInputSchema,
        response: { 200: backofficeCandidateSchema },
      },
    ),
    async (request) =>
      setCandidateReason(
        ctx,
        tutorUid(request),
        request.params.requestId,
        request.params.docRef,
        request.body.reason,
      ),
  );

  app.post(
    '/v1/backoffice/requests/:requestId/candidates/:docRef/availability',
    describedAs(
      "'Conferma disponibilità': a candidate another family chose meanwhile can take this request too",
      {
        params: requestIdParamsSchema.extend({ docRef: docRefSchema }),
        response: { 200: backofficeCandidateSchema },
      },
    ),
    async (request) =>
      confirmCandidateAvailability(
        ctx,
        tutorUid(request),
        request.params.requestId,
        request.params.docRef,
      ),
  );

  app.get(
    '/v1/backoffice/requests/:requestId/suggestions',
    describedAs('Caregivers ranked for the request, each with the reasons', {
      params: requestIdParamsSchema,
      response: { 200: caregiverSuggestionsSchema },
    }),
    async (request) => suggestCaregivers(ctx, request.params.requestId),
  );

  app.delete(
    '/v1/backoffice/requests/:requestId/candidates/:docRef',
    describedAs('Remove a candidate not chosen (SELEZIONE ATTIVA, IN ATTESA)', {
      params: requestIdParamsSchema.extend({ docRef: docRefSchema }),
      response: noContentResponse,
    }),
    async (request, reply) =>
      answerNoContent(
        reply,
        removeCandidate(ctx, tutorUid(request), request.params.requestId, request.params.docRef),
      ),
  );

  // ── Service rounds ────────────────────────────────────────────────────────────────────────
  addToRequestRoute(
    app,
    ctx,
    '/v1/backoffice/requests/:requestId/rounds',
    'Record a service round',
    { body: roundInputSchema, response: serviceRoundSchema },
    addRound,
  );

  app.patch(
    '/v1/backoffice/rounds/:roundId',
    describedAs('Update a service round (end, hours, payment status)', {
      params: z.object({ roundId: idParam }),
      body: roundUpdateSchema,
      response: { 200: serviceRoundSchema },
    }),
    async (request) => changeRound(ctx, tutorUid(request), request.params.roundId, request.body),
  );
};
