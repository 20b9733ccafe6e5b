import {
  notificationSettingsSchema,
  personalInfoSchema,
  userProfileSchema,
} from '@equilibrio/contract/users';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireOwner } from '../../plugins/auth';
import { errorResponses } from '../../plugins/errors';
import {
  getNotificationSettings,
  getProfile,
  updateNotificationSettings,
  updateProfile,
} from './users.service';

const uidParams = z.object({ uid: z.string().min(1).max(128) });
const errors = errorResponses(400, 401, 404);

/** A user-controller route's description: the owner's bearer token, the uid in the path. */
const described = <S extends { body?: z.ZodType; response: Record<number, z.ZodType> }>(
  summary: string,
  schema: S,
) => ({
  schema: {
    tags: ['users'],
    summary,
    security: [{ bearerAuth: [] }],
    params: uidParams,
    ...schema,
  },
});

/** The customer's profile (spec §7 user-controller): owner only, a foreign uid answers 404. */
export const usersRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/v1/user-controller/:uid',
    described('Profile of the signed-in user', { response: { 200: userProfileSchema, ...errors } }),
    async (request) => getProfile(app.ctx, requireOwner(request, request.params.uid)),
  );

  app.patch(
    '/api/v1/user-controller/:uid/update-profile',
    described('Update contact, fiscal and billing data', {
      body: personalInfoSchema,
      response: { 200: userProfileSchema, ...errors },
    }),
    async (request) =>
      updateProfile(app.ctx, requireOwner(request, request.params.uid), request.body),
  );

  app.get(
    '/api/v1/user-controller/:uid/notification-settings',
    described('Which emails the family gets about its requests', {
      response: { 200: notificationSettingsSchema, ...errors },
    }),
    async (request) => getNotificationSettings(app.ctx, requireOwner(request, request.params.uid)),
  );

  app.put(
    '/api/v1/user-controller/:uid/notification-settings',
    described('Choose which emails the family gets (legal and payment emails: always)', {
      body: notificationSettingsSchema,
      response: { 200: notificationSettingsSchema, ...errors },
    }),
    async (request) =>
      updateNotificationSettings(app.ctx, requireOwner(request, request.params.uid), request.body),
  );
};
