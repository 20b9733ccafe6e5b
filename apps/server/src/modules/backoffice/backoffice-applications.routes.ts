import {
  acceptApplicationSchema,
  applicationListQuerySchema,
  applicationPageSchema,
  applicationParamsSchema,
  applicationSchema,
  caregiverDataExportSchema,
  checkParamsSchema,
  declineApplicationSchema,
} from '@equilibrio/contract/caregiver-applications';
import {
  caregiverCheckInputSchema,
  caregiverCheckSchema,
} from '@equilibrio/contract/caregiver-checks';
import { docRefSchema } from '@equilibrio/contract/caregivers';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { exportFileName, sendPrivateFile } from '../../lib/private-file';
import { requireTutor } from '../../plugins/auth';
import {
  acceptApplication,
  declineApplication,
  getApplication,
  listApplications,
  openApplicationFile,
  recordApplicationCheck,
  removeApplicationCheck,
  startReview,
} from '../applications/applications.service';
import {
  listCaregiverChecks,
  recordCaregiverCheck,
  removeCaregiverCheck,
} from '../applications/caregiver-checks.service';
import {
  type DataSubject,
  eraseCaregiverData,
  exportCaregiverData,
} from '../applications/data-rights.service';
import { describedAs } from './backoffice-route-kit';

const caregiverParams = z.object({ docRef: docRefSchema });
const caregiverCheckParams = z.object({
  docRef: docRefSchema,
  checkId: checkParamsSchema.shape.checkId,
});
const checksResponse = { 200: z.array(caregiverCheckSchema) };
const erasureResponse = { 200: z.object({ caregiver: z.enum(['none', 'deleted', 'anonymised']) }) };

/** The applications inbox ('Lavora con noi'), vetting checks and caregivers' data rights. */
export const backofficeApplicationRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (
  app,
  { ctx },
) => {
  const base = '/v1/backoffice/caregiver-applications';

  app.get(
    base,
    describedAs('The applications inbox, newest first, with per-status counts', {
      querystring: applicationListQuerySchema,
      response: { 200: applicationPageSchema },
    }),
    async (request) => listApplications(ctx, request.query),
  );

  app.get(
    `${base}/:id`,
    describedAs('An application with its checks', {
      params: applicationParamsSchema,
      response: { 200: applicationSchema },
    }),
    async (request) => getApplication(ctx, request.params.id),
  );

  app.post(
    `${base}/:id/review`,
    describedAs('Take an application in review (RECEIVED → IN_REVIEW)', {
      params: applicationParamsSchema,
      response: { 200: applicationSchema },
    }),
    async (request) => startReview(ctx, request.params.id),
  );

  app.post(
    `${base}/:id/checks`,
    describedAs('Record a check on an open application (the tutor and the date are kept)', {
      params: applicationParamsSchema,
      body: caregiverCheckInputSchema,
      response: { 200: applicationSchema },
    }),
    async (request) =>
      recordApplicationCheck(ctx, requireTutor(request), request.params.id, request.body),
  );

  app.delete(
    `${base}/:id/checks/:checkId`,
    describedAs('Remove a check recorded by mistake on an open application', {
      params: checkParamsSchema,
      response: { 200: applicationSchema },
    }),
    async (request) => removeApplicationCheck(ctx, request.params.id, request.params.checkId),
  );

  app.post(
    `${base}/:id/accept`,
    describedAs(
      'Accept: an active caregiver with the profile, photo, CV and checks (one transaction)',
      {
        params: applicationParamsSchema,
        body: acceptApplicationSchema,
        response: { 200: applicationSchema },
      },
    ),
    async (request) =>
      acceptApplication(ctx, requireTutor(request), request.params.id, request.body.type),
  );

  app.post(
    `${base}/:id/decline`,
    describedAs('Decline with a reason (kept for the tutors); the applicant gets a kind email', {
      params: applicationParamsSchema,
      body: declineApplicationSchema,
      response: { 200: applicationSchema },
    }),
    async (request) =>
      declineApplication(ctx, requireTutor(request), request.params.id, request.body.reason),
  );

  for (const slot of ['photo', 'cv'] as const) {
    app.get(
      `${base}/:id/${slot}`,
      describedAs(`The application's private ${slot === 'photo' ? 'photo' : 'CV'}`, {
        params: applicationParamsSchema,
      }),
      async (request, reply) => {
        const file = await openApplicationFile(ctx, request.params.id, slot);
        return sendPrivateFile(reply, file, 'inline');
      },
    );
  }

  // ── Data rights (the applicant's or the caregiver's request, run by a tutor) ──────────────
  const dataRoutes = (
    url: string,
    subjectOf: (params: Record<string, unknown>) => DataSubject,
    params: z.ZodObject,
  ) => {
    app.get(
      `${url}/data-export`,
      describedAs('Export the data we hold about them (JSON download)', {
        params,
        response: { 200: caregiverDataExportSchema },
      }),
      async (request, reply) => {
        const data = await exportCaregiverData(
          ctx,
          subjectOf(request.params as Record<string, unknown>),
        );
        reply.header('cache-control', 'private, no-store');
        reply.header(
          'content-disposition',
          `attachment; filename="${exportFileName('equilibrio-dati-caregiver', data.generatedAt, 'json')}"`,
        );
        return data;
      },
    );
    app.delete(
      `${url}/data`,
      describedAs(
        'Erase their data: applications deleted; the caregiver deleted, or anonymised when requests name them',
        { params, response: erasureResponse },
      ),
      async (request) =>
        eraseCaregiverData(ctx, subjectOf(request.params as Record<string, unknown>)),
    );
  };
  dataRoutes(`${base}/:id`, (p) => ({ applicationId: p.id as number }), applicationParamsSchema);
  dataRoutes(
    '/v1/backoffice/caregivers/:docRef',
    (p) => ({ docRef: p.docRef as string }),
    caregiverParams,
  );

  // ── Checks of a caregiver already in the directory ─────────────────────────────────────────
  app.get(
    '/v1/backoffice/caregivers/:docRef/checks',
    describedAs("A caregiver's checks", { params: caregiverParams, response: checksResponse }),
    async (request) => listCaregiverChecks(ctx, request.params.docRef),
  );
  app.post(
    '/v1/backoffice/caregivers/:docRef/checks',
    describedAs('Record a check on a caregiver', {
      params: caregiverParams,
      body: caregiverCheckInputSchema,
      response: checksResponse,
    }),
    async (request) =>
      recordCaregiverCheck(ctx, requireTutor(request), request.params.docRef, request.body),
  );
  app.delete(
    '/v1/backoffice/caregivers/:docRef/checks/:checkId',
    describedAs("Remove a caregiver's check", {
      params: caregiverCheckParams,
      response: checksResponse,
    }),
    async (request) => removeCaregiverCheck(ctx, request.params.docRef, request.params.checkId),
  );
};
