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

/** The customer's profile (spec §7 user-controller): owner only, a foreign uid answers 404. */
export const usersRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/v1/user-controller/:uid',
    {
      schema: {
        tags: ['users'],
        summary: 'Profile of the signed-in user',
        security: [{ bearerAuth: [] }],
        params: uidParams,
        response: { 200: userProfileSchema, ...errors },
      },
    },
    async (request) => getProfile(app.ctx, requireOwner(request, request.params.uid)),
  );

  app.patch(
    '/api/v1/user-controller/:uid/update-profile',
    {
      schema: {
        tags: ['users'],
        summary: 'Update contact, fiscal and billing data',
        security: [{ bearerAuth: [] }],
        params: uidParams,
        body: personalInfoSchema,
        response: { 200: userProfileSchema, ...errors },
      },
    },
    async (request) =>
      updateProfile(app.ctx, requireOwner(request, request.params.uid), request.body),
  );

  app.get(
    '/api/v1/user-controller/:uid/notification-settings',
    {
      schema: {
        tags: ['users'],
        summary: 'Which emails the family gets about its requests',
        security: [{ bearerAuth: [] }],
        params: uidParams,
        response: { 200: notificationSettingsSchema, ...errors },
      },
    },
    async (request) => getNotificationSettings(app.ctx, requireOwner(request, request.params.uid)),
  );

  app.put(
    '/api/v1/user-controller/:uid/notification-settings',
    {
      schema: {
        tags: ['users'],
        summary: 'Choose which emails the family gets (legal and payment emails: always)',
        security: [{ bearerAuth: [] }],
        params: uidParams,
        body: notificationSettingsSchema,
        response: { 200: notificationSettingsSchema, ...errors },
      },
    },
    async (request) =>
      updateNotificationSettings(app.ctx, requireOwner(request, request.params.uid), request.body),
  );
};
