import type { FastifyRequest } from 'fastify';
import { requireTutor } from '../../plugins/auth';

/** What every back-office route declares in the API description. */
export const security = [{ bearerAuth: [] }];
export const tags = ['backoffice'];

/** The signed-in tutor's uid (the back office's guard has already checked the role). */
export const tutorUid = (request: FastifyRequest) => requireTutor(request).uid;
