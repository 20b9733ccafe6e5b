import formbody from '@fastify/formbody';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import {
  type FastifyPluginAsyncZod,
  hasZodFastifySchemaValidationErrors,
  isResponseSerializationError,
} from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { eraseCustomerData } from '../privacy/erasure.service';
import { lookup } from './account-records';
import { resetPassword, sendOobCode } from './action-codes.service';
import { applyOobCode, createAuthUri, sendEmailChange } from './email-changes.service';
import { signInWithEmailLinkBody, signInWithEmailLinkResponse } from './email-link.schemas';
import { sendSignInLink, signInWithEmailLink } from './email-link.service';
import { deleteOwnAccount } from './identity.service';
import { IdentityError, identityErrorBody } from './identity-errors';
import type { Caller } from './identity-rules';
import {
  apiKeyQuery,
  createAuthUriBody,
  createAuthUriResponse,
  deleteResponse,
  idTokenBody,
  lookupResponse,
  passwordPolicyResponse,
  projectConfigResponse,
  recaptchaConfigResponse,
  resetPasswordBody,
  resetPasswordResponse,
  sendOobCodeBody,
  sendOobCodeResponse,
  signInBody,
  signInResponse,
  signUpBody,
  signUpResponse,
  tokenBody,
  tokenResponse,
  updateBody,
  updateResponse,
} from './identity-toolkit.schemas';
import { updateAccountInfo } from './password-changes.service';
import { passwordPolicy } from './passwords';
import { refreshIdToken } from './sessions.service';
import { signInWithPassword } from './sign-in.service';
import { signUp } from './sign-up.service';

const IT = '/identitytoolkit.googleapis.com';
const STS = '/securetoken.googleapis.com';

/** Headers the SDK sends (IDENTITY.md §1.3); preflights asking for others get them reflected. */
const sdkHeaders =
  'content-type, x-client-version, x-firebase-gmpid, x-firebase-client, x-firebase-appcheck, x-firebase-locale';

const unavailableCodes = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', '57P01', '57P03']);

function sendError(reply: FastifyReply, status: number, message: string, googleStatus?: string) {
  return reply.code(status).send(identityErrorBody(status, message, googleStatus));
}

/** Every failure in Google's envelope, so the SDK maps it to its `auth/*` code. */
function handleIdentityError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  if (error instanceof IdentityError) {
    if (error.retryAfterSeconds) reply.header('retry-after', String(error.retryAfterSeconds));
    return sendError(reply, error.status, error.message, error.googleStatus);
  }
  if (
    hasZodFastifySchemaValidationErrors(error) ||
    error.code?.startsWith('FST_ERR_CTP_') ||
    error.statusCode === 400
  ) {
    const status = error.statusCode === 413 || error.statusCode === 415 ? error.statusCode : 400;
    return sendError(
      reply,
      status,
      'INVALID_ARGUMENT : Invalid JSON payload received.',
      'INVALID_ARGUMENT',
    );
  }
  if (isResponseSerializationError(error)) {
    request.log.error(
      { err: error, issues: error.cause.issues },
      'identity response failed its schema',
    );
    return sendError(reply, 500, 'INTERNAL_ERROR', 'INTERNAL');
  }
  const pgCode =
    (error as { code?: string }).code ?? (error as { cause?: { code?: string } }).cause?.code;
  if (pgCode && unavailableCodes.has(pgCode)) {
    request.log.warn({ err: error }, 'database unavailable');
    return sendError(
      reply,
      503,
      'UNAVAILABLE : The service is currently unavailable.',
      'UNAVAILABLE',
    );
  }
  request.log.error({ err: error }, 'identity endpoint failed');
  return sendError(reply, 500, 'INTERNAL_ERROR', 'INTERNAL');
}

/**
 * The identity service (IDENTITY.md): Google's Identity Toolkit and Secure Token REST protocol at
 * the root of our origin, so the official firebase/auth SDK works against it through
 * `connectAuthEmulator`. Registered only in local identity mode.
 */
export const identityToolkitRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (
  app,
  { ctx },
) => {
  await app.register(formbody);
  app.setErrorHandler(handleIdentityError);

  // CORS as Google's endpoints: any origin (no cookies are involved), preflights reflected.
  app.addHook('onRequest', async (request, reply) => {
    const origin = request.headers.origin;
    if (origin) {
      reply.header('access-control-allow-origin', origin);
      reply.header('vary', 'Origin');
    }
  });
  const preflight = async (request: FastifyRequest, reply: FastifyReply) => {
    const requested = request.headers['access-control-request-headers'];
    reply.header('access-control-allow-methods', 'GET, POST');
    reply.header(
      'access-control-allow-headers',
      typeof requested === 'string' ? requested : sdkHeaders,
    );
    reply.header('access-control-max-age', '3600');
    reply.header('vary', 'Origin, Access-Control-Request-Headers');
    if (request.headers['access-control-request-private-network'] === 'true') {
      reply.header('access-control-allow-private-network', 'true');
    }
    return reply.code(204).send();
  };
  app.options(`${IT}/*`, { schema: { hide: true } }, preflight);
  app.options(`${STS}/*`, { schema: { hide: true } }, preflight);

  // Google's API-key rule: any non-empty key, or exactly IDENTITY_API_KEY when it is set.
  app.addHook('onRequest', async (request) => {
    if (request.method === 'OPTIONS') return;
    const key = (request.query as { key?: unknown } | undefined)?.key;
    if (typeof key !== 'string' || key === '')
      throw new IdentityError(
        'The request is missing a valid API key.',
        undefined,
        403,
        'PERMISSION_DENIED',
      );
    if (ctx.config.identity.apiKey && key !== ctx.config.identity.apiKey)
      throw new IdentityError(
        'API key not valid. Please pass a valid API key.',
        undefined,
        400,
        'INVALID_ARGUMENT',
      );
  });

  const caller = (request: FastifyRequest): Caller => ({
    ip: request.ip,
    apiKey: String((request.query as { key?: string }).key),
  });
  const docs = (summary: string) => ({
    tags: ['identity-toolkit'],
    summary,
    querystring: apiKeyQuery,
  });

  app.post(
    `${IT}/v1/accounts::signUp`,
    {
      schema: {
        ...docs('Sign up: email + password, anonymous, or link'),
        body: signUpBody,
        response: { 200: signUpResponse },
      },
    },
    async (request) => signUp(ctx, caller(request), request.body),
  );
  app.post(
    `${IT}/v1/accounts::signInWithPassword`,
    {
      schema: {
        ...docs('Sign in with email and password'),
        body: signInBody,
        response: { 200: signInResponse },
      },
    },
    async (request) => signInWithPassword(ctx, caller(request), request.body),
  );
  app.post(
    `${IT}/v1/accounts::lookup`,
    {
      schema: {
        ...docs('The signed-in account'),
        body: idTokenBody,
        response: { 200: lookupResponse },
      },
    },
    async (request) => lookup(ctx, request.body),
  );
  app.post(
    `${IT}/v1/accounts::update`,
    {
      schema: {
        ...docs('Profile, password, or an email-verification code'),
        body: updateBody,
        response: { 200: updateResponse },
      },
    },
    async (request) =>
      request.body.oobCode !== undefined && request.body.idToken === undefined
        ? applyOobCode(ctx, caller(request), request.body.oobCode)
        : updateAccountInfo(ctx, caller(request), request.body),
  );
  app.post(
    `${IT}/v1/accounts::delete`,
    {
      schema: {
        ...docs('Delete the signed-in account'),
        body: idTokenBody,
        response: { 200: deleteResponse },
      },
    },
    // The same erasure as "Elimina il mio account" (privacy module), then the account.
    async (request) =>
      deleteOwnAccount(ctx, request.body, (tx, account) => eraseCustomerData(ctx, tx, account)),
  );
  app.post(
    `${IT}/v1/accounts::sendOobCode`,
    {
      schema: {
        ...docs('Send a password-reset or verification email'),
        body: sendOobCodeBody,
        response: { 200: sendOobCodeResponse },
      },
    },
    async (request) =>
      request.body.requestType === 'EMAIL_SIGNIN'
        ? sendSignInLink(ctx, caller(request), request.body)
        : request.body.requestType === 'VERIFY_AND_CHANGE_EMAIL'
          ? sendEmailChange(ctx, caller(request), request.body)
          : sendOobCode(ctx, caller(request), request.body),
  );
  app.post(
    `${IT}/v1/accounts::signInWithEmailLink`,
    {
      schema: {
        ...docs(
          'Sign in with an email link: new or existing account, or link to the signed-in one',
        ),
        body: signInWithEmailLinkBody,
        response: { 200: signInWithEmailLinkResponse },
      },
    },
    async (request) => signInWithEmailLink(ctx, request.body),
  );
  app.post(
    `${IT}/v1/accounts::createAuthUri`,
    {
      schema: {
        ...docs('Sign-in methods of an address: none named (email-enumeration protection)'),
        body: createAuthUriBody,
        response: { 200: createAuthUriResponse },
      },
    },
    async (request) => createAuthUri(request.body),
  );
  app.post(
    `${IT}/v1/accounts::resetPassword`,
    {
      schema: {
        ...docs('Check an email code, or reset the password with it'),
        body: resetPasswordBody,
        response: { 200: resetPasswordResponse },
      },
    },
    async (request) => resetPassword(ctx, caller(request), request.body),
  );
  app.get(
    `${IT}/v2/passwordPolicy`,
    {
      schema: {
        ...docs('The password policy (spec §5)'),
        response: { 200: passwordPolicyResponse },
      },
    },
    async () => passwordPolicy,
  );
  app.get(
    `${IT}/v2/recaptchaConfig`,
    {
      schema: {
        ...docs('reCAPTCHA: off for every provider'),
        response: { 200: recaptchaConfigResponse },
      },
    },
    async () => ({
      recaptchaKey: `projects/${ctx.config.identity.projectId}/keys/recaptcha-disabled`,
      recaptchaEnforcementState: [
        { provider: 'EMAIL_PASSWORD_PROVIDER', enforcementState: 'OFF' as const },
        { provider: 'PHONE_PROVIDER', enforcementState: 'OFF' as const },
      ],
    }),
  );
  app.get(
    `${IT}/v1/projects`,
    { schema: { ...docs('Project configuration'), response: { 200: projectConfigResponse } } },
    async () => ({
      projectId: ctx.config.identity.projectId,
      authorizedDomains: [
        ...new Set(
          ['localhost', ctx.config.publicUrl, ...ctx.config.corsOrigins].map((origin) =>
            origin.includes('://') ? new URL(origin).hostname : origin,
          ),
        ),
      ],
    }),
  );
  app.post(
    `${STS}/v1/token`,
    {
      schema: {
        ...docs('Exchange a refresh token for a new ID token'),
        body: tokenBody,
        response: { 200: tokenResponse },
      },
    },
    async (request) => refreshIdToken(ctx, request.body),
  );

  // Sign-in methods we do not offer (IdP, custom tokens, phone, MFA…).
  const notOffered = async () => {
    throw new IdentityError('OPERATION_NOT_ALLOWED');
  };
  app.route({
    method: ['GET', 'POST'],
    url: `${IT}/*`,
    schema: { hide: true },
    handler: notOffered,
  });
  app.route({
    method: ['GET', 'POST'],
    url: `${STS}/*`,
    schema: { hide: true },
    handler: notOffered,
  });
};
