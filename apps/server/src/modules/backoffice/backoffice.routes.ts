import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { requireTutor } from '../../plugins/auth';
import { backofficeAccountRoutes } from './backoffice-accounts.routes';
import { backofficeApplicationRoutes } from './backoffice-applications.routes';
import { backofficeAssistanceRoutes } from './backoffice-assistance.routes';
import { backofficeCaregiverRoutes } from './backoffice-caregivers.routes';
import { backofficeCatalogRoutes } from './backoffice-catalog.routes';
import { backofficeConversationRoutes } from './backoffice-conversations.routes';
import { backofficeReplyTemplateRoutes } from './backoffice-reply-templates.routes';
import { backofficeRequestCaregiverRoutes } from './backoffice-request-caregivers.routes';
import { backofficeRequestRoutes } from './backoffice-requests.routes';
import { backofficeReviewRoutes } from './backoffice-reviews.routes';

/** The family tutors' API. Every route: a tutor's token (401 without one, 403 for customers). */
export const backofficeRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (
  app,
  { ctx },
) => {
  app.addHook('onRequest', async (request) => {
    requireTutor(request);
  });
  // File uploads (photos, CVs, logos): read one file at a time, limits per upload kind.
  await app.register(multipart, { limits: { files: 1, fields: 0, parts: 1 } });
  await app.register(backofficeRequestRoutes, { ctx });
  await app.register(backofficeRequestCaregiverRoutes, { ctx });
  await app.register(backofficeAccountRoutes, { ctx });
  await app.register(backofficeAssistanceRoutes, { ctx });
  await app.register(backofficeCaregiverRoutes, { ctx });
  await app.register(backofficeCatalogRoutes, { ctx });
  await app.register(backofficeConversationRoutes, { ctx });
  await app.register(backofficeReplyTemplateRoutes, { ctx });
  await app.register(backofficeReviewRoutes, { ctx });
  await app.register(backofficeApplicationRoutes, { ctx });
};
