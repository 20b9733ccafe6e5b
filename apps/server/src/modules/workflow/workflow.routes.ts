import {
  acceptCaregiverResultSchema,
  caregiverPhaseParamsSchema,
  caregiverRecordSchema,
  docRefSchema,
} from '@equilibrio/contract/caregivers';
import { idParam } from '@equilibrio/contract/validation';
import {
  assistanceInputSchema,
  assistanceMessageSchema,
  confirmQuotationQuerySchema,
  interviewAppointmentSchema,
  requestIdParamsSchema,
  requestStatusResultSchema,
  serviceRoundSchema,
} from '@equilibrio/contract/workflow';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { sendPrivateFile } from '../../lib/private-file';
import { currentUser } from '../../plugins/auth';
import { perAccountLimit } from '../../plugins/rate-limit';
import {
  acceptCaregiver,
  confirmQuotation,
  listCaregiverRecords,
  listRequestRounds,
  openCaregiverCv,
} from './customer-flow.service';
import { submitRequestAssistance } from './family-assistance.service';
import { findRequestAppointment, interviewCalendarFile } from './interview-appointments.service';

const security = [{ bearerAuth: [] }];

/** The customer's side of the request workflow (spec §7). Every call: the request's owner only. */
export const workflowRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.post(
    '/v1/requests/confirm-quotation',
    {
      schema: {
        tags: ['workflow'],
        summary: 'Accept the quote (INVIATO PREVENTIVO → PREVENTIVO ACCETTATO)',
        security,
        querystring: confirmQuotationQuerySchema,
        response: { 200: requestStatusResultSchema },
      },
    },
    async (request) =>
      confirmQuotation(
        ctx,
        currentUser(request).uid,
        request.query.requestID,
        request.query.quoteSentAt,
      ),
  );

  app.get(
    '/v1/caregiver-selection/request/:requestId/phase/:phase',
    {
      schema: {
        tags: ['workflow'],
        summary: 'Caregivers of a request in a phase (CHOSEN or SELECTED)',
        security,
        params: caregiverPhaseParamsSchema,
        response: { 200: z.array(caregiverRecordSchema) },
      },
    },
    async (request) =>
      listCaregiverRecords(
        ctx,
        currentUser(request).uid,
        request.params.requestId,
        request.params.phase,
      ),
  );

  app.patch(
    '/v1/caregiver-selection/request/:requestId/caregiver/:docRef/accept',
    {
      schema: {
        tags: ['workflow'],
        summary: 'Choose a candidate (INVIATO CV → DA PAGARE, held for 24 hours)',
        security,
        params: requestIdParamsSchema.extend({ docRef: docRefSchema }),
        response: { 200: acceptCaregiverResultSchema },
      },
    },
    async (request) =>
      acceptCaregiver(
        ctx,
        currentUser(request).uid,
        request.params.requestId,
        request.params.docRef,
      ),
  );

  app.get(
    '/v1/request-service-records/request/:requestId',
    {
      schema: {
        tags: ['workflow'],
        summary: 'Service rounds of a request (event register)',
        security,
        params: requestIdParamsSchema,
        response: { 200: z.array(serviceRoundSchema) },
      },
    },
    async (request) => listRequestRounds(ctx, currentUser(request).uid, request.params.requestId),
  );

  app.get(
    '/v1/scheduled-appointments/find/:requestID',
    {
      schema: {
        tags: ['workflow'],
        summary: 'The latest interview of a request (404 when none)',
        security,
        params: z.object({ requestID: idParam }),
        response: { 200: interviewAppointmentSchema },
      },
    },
    async (request) =>
      findRequestAppointment(ctx, currentUser(request).uid, request.params.requestID),
  );

  app.post(
    '/v2/requests/:id/assistance',
    {
      schema: {
        tags: ['workflow'],
        summary: 'Ask for assistance (GENERIC) or a substitution (SUBSTITUTION) on a request',
        security,
        params: z.object({ id: idParam }),
        body: assistanceInputSchema,
        response: { 201: assistanceMessageSchema },
      },
      // Every message emails the tutors: 20 an hour, as the general assistance form.
      config: perAccountLimit(20, '1 hour', 'assistance'),
    },
    async (request, reply) => {
      const message = await submitRequestAssistance(
        ctx,
        currentUser(request).uid,
        request.params.id,
        request.body,
      );
      return reply.code(201).send(message);
    },
  );

  app.get(
    '/v1/scheduled-appointments/find/:requestID/calendar.ics',
    {
      schema: {
        tags: ['workflow'],
        summary: 'The latest interview as a calendar file (.ics, Europe/Rome); owner only',
        security,
        params: z.object({ requestID: idParam }),
      },
    },
    async (request, reply) => {
      const file = await interviewCalendarFile(
        ctx,
        currentUser(request).uid,
        request.params.requestID,
      );
      return reply
        .type('text/calendar; charset=utf-8')
        .header('content-disposition', `attachment; filename="${file.fileName}"`)
        .header('cache-control', 'private, no-store')
        .send(file.text);
    },
  );

  app.get(
    '/v1/caregivers/:docRef/cv',
    {
      schema: {
        tags: ['workflow'],
        summary: 'A caregiver’s CV (PDF): tutors, or the customer of a request listing them',
        security,
        params: z.object({ docRef: docRefSchema }),
      },
    },
    async (request, reply) => {
      const cv = await openCaregiverCv(ctx, currentUser(request), request.params.docRef);
      return sendPrivateFile(reply, { ...cv, contentType: 'application/pdf' }, 'inline');
    },
  );
};
