import type { InjectOptions } from 'fastify';
import type { TestUser } from '../helpers';
import type { PopulatedCustomer } from '../privacy-fixtures';

/**
 * The authorisation matrix. It walks every route the app registers (the `onRoute` list), so a
 * route added without an entry here fails the test:
 *
 * - public routes are listed explicitly (`PUBLIC`), each with why it needs no token;
 * - `/v1/backoffice/…` routes are the tutors' (the module's own `onRequest` guard): no token or a
 *   bad token → 401, a customer's token → 403;
 * - every other route is a customer route with an entry in `CUSTOMER`: no token, an expired
 *   token, a tampered token → 401; customer B's token on customer A's ids → 404 with nothing of
 *   A's in the answer and nothing written (or, for routes that take no foreign id, B's answer
 *   carries nothing of A's).
 */

export type Fixture = {
  a: PopulatedCustomer & {
    dependantId: number;
    addressId: number;
    firstRequestId: number;
    paidRequestId: number;
    formRequestId: number;
    caregiver: string;
    serviceId: number;
    /** A's message with a file, on the paid request. */
    attachmentMessageId: number;
  };
  b: TestUser;
};

export type Call = Pick<InjectOptions, 'url' | 'payload'>;

export type CustomerEntry =
  /** B calls with A's ids: 404, never A's data, nothing written. */
  | { cross: 'not-found'; call: (f: Fixture) => Call }
  /**
   * A's ids named in B's body (not the path): refused exactly as ids that do not exist are, with
   * the same answer (so nothing tells B they exist); `missing` is the same call with unknown ids.
   */
  | { cross: 'unknown-reference'; call: (f: Fixture) => Call; missing: (f: Fixture) => Call }
  /** No foreign id can be named: B's own answer (2xx) carries nothing of A's. */
  | { cross: 'own-only'; call: (f: Fixture) => Call; why: string };

/** A route B calls with A's ids (`call`, from the fixture): 404, never A's data, nothing written. */
const notFound = (call: (f: Fixture) => Call): CustomerEntry => ({ cross: 'not-found', call });

/** An own-only route that takes no parameter, called at its path (`url`). */
const ownOnly = (why: string, url: string): CustomerEntry => ({
  cross: 'own-only',
  why,
  call: () => ({ url }),
});

export const PUBLIC: Record<string, string> = {
  'GET /docs': 'OpenAPI UI',
  'GET /docs/static/index.html': 'OpenAPI UI',
  'GET /docs/static/swagger-initializer.js': 'OpenAPI UI',
  'GET /docs/static/*': 'OpenAPI UI assets',
  'GET /docs/json': 'OpenAPI description',
  'GET /docs/yaml': 'OpenAPI description',
  'GET /healthz': 'liveness probe',
  'GET /readyz': 'readiness probe',
  'GET /metrics':
    'operations metrics: its own bearer token (METRICS_TOKEN; 404 when unset), no user token; route patterns only, no customer data (metrics.test.ts)',
  'GET /.well-known/jwks.json': 'public keys of the ID tokens',
  'GET /files/*': 'static public files (portraits, tutorials)',
  'GET /files/uploads/*': 'uploaded public files (photos, logos)',
  'GET /files/cv/:docRef':
    'a caregiver’s CV for a new tab: no bearer token, the page session’s cookie, then the answer of GET /v1/caregivers/:docRef/cv to its user (a page saying so without a session; workflow-access.test.ts)',
  'GET /v1/places/autocomplete': 'address autocomplete of the signed-out first request',
  'GET /v1/places/details': 'address details of the signed-out first request',
  'OPTIONS *': 'CORS preflight of the configured origins (404 for any other)',
  'OPTIONS /identitytoolkit.googleapis.com/*': 'identity provider CORS preflight',
  'OPTIONS /securetoken.googleapis.com/*': 'identity provider CORS preflight',
  'POST /identitytoolkit.googleapis.com/v1/accounts::signUp': 'identity provider',
  'POST /identitytoolkit.googleapis.com/v1/accounts::signInWithPassword': 'identity provider',
  'POST /identitytoolkit.googleapis.com/v1/accounts::lookup': 'identity provider (own idToken)',
  'POST /identitytoolkit.googleapis.com/v1/accounts::update': 'identity provider (own idToken)',
  'POST /identitytoolkit.googleapis.com/v1/accounts::delete': 'identity provider (own idToken)',
  'POST /identitytoolkit.googleapis.com/v1/accounts::sendOobCode': 'identity provider',
  'POST /identitytoolkit.googleapis.com/v1/accounts::resetPassword': 'identity provider',
  'POST /identitytoolkit.googleapis.com/v1/accounts::signInWithEmailLink': 'identity provider',
  'POST /identitytoolkit.googleapis.com/v1/accounts::createAuthUri':
    'identity provider (names no sign-in method)',
  'GET /identitytoolkit.googleapis.com/v2/passwordPolicy': 'identity provider',
  'GET /identitytoolkit.googleapis.com/v2/recaptchaConfig': 'identity provider',
  'GET /identitytoolkit.googleapis.com/v1/projects': 'identity provider',
  'POST /securetoken.googleapis.com/v1/token': 'identity provider (refresh token)',
  'GET /identitytoolkit.googleapis.com/*': 'identity provider: unknown method (404)',
  'POST /identitytoolkit.googleapis.com/*': 'identity provider: unknown method (404)',
  'GET /securetoken.googleapis.com/*': 'identity provider: unknown method (404)',
  'POST /securetoken.googleapis.com/*': 'identity provider: unknown method (404)',
  'GET /api/v1/user-controller/send-reset-password-email': "'Password dimenticata' (signed out)",
  'GET /api/v1/user-controller/send-verification-email': 'verification email again',
  'GET /api/v1/user-controller/claim-account': 'claim link of /email-confirmed',
  'POST /api/v1/user-controller/claim-account': 'claim link of /email-confirmed',
  'GET /v1/services/starting-prices': "'Come funziona' page (signed out)",
  'GET /v1/b2b-companies/:companyId': 'partner company sign-up page',
  'GET /v1/services/b2b/:companyId': 'partner company sign-up page',
  'GET /v1/legal/:document': 'privacy notice and terms (and the applicants’ notice)',
  'POST /v1/caregiver-applications':
    "'Lavora con noi': an applicant sends one application, sees nothing back but its receipt (limited per address and per email)",
  'GET /dev/mailbox': 'development mailbox (never in production)',
  'GET /dev/mailbox/messages': 'development mailbox (never in production)',
  'GET /dev/mailbox/:id': 'development mailbox (never in production)',
  'GET /emulator/v1/projects/:projectId/oobCodes': 'emulator listing (never in production)',
  'GET /v1/payments/return': 'checkout return URL (asks the provider)',
  'DELETE /api/v1/session/page':
    'sign-out: removes the caller’s own page-session cookie, nothing else (anti-forgery checked; must work once the token has expired)',
  'GET /checkout/sandbox.js': "sandbox checkout: the page's own script, the same for everyone",
  'GET /checkout/sandbox/:ref': 'sandbox checkout: the unguessable reference is the key',
  'POST /checkout/sandbox/:ref/pay': 'sandbox checkout: the unguessable reference is the key',
  'POST /checkout/sandbox/:ref/cancel': 'sandbox checkout: the unguessable reference is the key',
};

export const CUSTOMER: Record<string, CustomerEntry> = {
  'GET /v1/events': ownOnly(
    "the changes of the caller's own requests only (as JSON without Accept: text/event-stream; the stream is tested in modules/events)",
    '/v1/events',
  ),
  'GET /api/v1/session': ownOnly('answers the caller', '/api/v1/session'),
  'PUT /api/v1/session/page': ownOnly(
    'sets the caller’s own token as their page-session cookie; names no one',
    '/api/v1/session/page',
  ),
  'GET /v2/requests/:uid/requests': notFound(({ a }) => ({
    url: `/v2/requests/${a.user.uid}/requests`,
  })),
  'GET /v2/requests/:id': notFound(({ a }) => ({ url: `/v2/requests/${a.paidRequestId}` })),
  'POST /v2/requests': {
    cross: 'unknown-reference',
    call: ({ a }) => ({ url: '/v2/requests', payload: newRequest(a.dependantId, a.addressId) }),
    missing: () => ({ url: '/v2/requests', payload: newRequest(2_000_000_000, 2_000_000_000) }),
  },
  'PUT /v2/requests/:id': notFound(({ a }) => ({
    url: `/v2/requests/${a.formRequestId}`,
    payload: {
      dependant: [a.dependantId],
      addressID: a.addressId,
      businessline: 'NURSE',
      languages: ['italian'],
    },
  })),
  'POST /api/v1/user-controller/assistance': {
    cross: 'own-only',
    why: "the caller's own assistance message",
    call: () => ({
      url: '/api/v1/user-controller/assistance',
      payload: { message: 'Ho bisogno di aiuto', type: 'GENERIC' },
    }),
  },
  'GET /v1/nps-scores/me': ownOnly(
    "when the caller last answered: A's answers never count for B",
    '/v1/nps-scores/me',
  ),
  'POST /v1/nps-scores': {
    cross: 'own-only',
    why: "the caller's own NPS answer",
    call: ({ b }) => ({ url: '/v1/nps-scores', payload: { score: 8, email: b.email } }),
  },
  'POST /v2/requests/first-request': notFound(({ a }) => ({
    url: '/v2/requests/first-request',
    payload: {
      uid: a.user.uid,
      name: 'Intruso',
      surname: 'Rossi',
      email: a.person.email,
      phone: '+39 333 1234567',
      needs: 'Babysitter',
      conditions: true,
    },
  })),
  'GET /v1/services/:serviceId/summary': {
    cross: 'own-only',
    why: 'catalogue prices, nobody’s data',
    call: ({ a }) => ({ url: `/v1/services/${a.serviceId}/summary?province=TO` }),
  },
  'POST /v1/requests/confirm-quotation': notFound(({ a }) => ({
    url: `/v1/requests/confirm-quotation?requestID=${a.paidRequestId}`,
  })),
  'GET /v1/caregiver-selection/request/:requestId/phase/:phase': notFound(({ a }) => ({
    url: `/v1/caregiver-selection/request/${a.paidRequestId}/phase/SELECTED`,
  })),
  'PATCH /v1/caregiver-selection/request/:requestId/caregiver/:docRef/accept': notFound(
    ({ a }) => ({
      url: `/v1/caregiver-selection/request/${a.paidRequestId}/caregiver/${a.caregiver}/accept`,
    }),
  ),
  'GET /v1/request-service-records/request/:requestId': notFound(({ a }) => ({
    url: `/v1/request-service-records/request/${a.paidRequestId}`,
  })),
  'GET /v1/scheduled-appointments/find/:requestID': notFound(({ a }) => ({
    url: `/v1/scheduled-appointments/find/${a.paidRequestId}`,
  })),
  'GET /v1/scheduled-appointments/find/:requestID/calendar.ics': notFound(({ a }) => ({
    url: `/v1/scheduled-appointments/find/${a.paidRequestId}/calendar.ics`,
  })),
  'POST /v2/requests/:id/assistance': notFound(({ a }) => ({
    url: `/v2/requests/${a.paidRequestId}/assistance`,
    payload: { message: 'Vorrei una sostituzione', type: 'SUBSTITUTION' },
  })),
  'GET /v2/requests/:id/messages': notFound(({ a }) => ({
    url: `/v2/requests/${a.paidRequestId}/messages`,
  })),
  'POST /v2/requests/:id/messages': notFound(({ a }) => ({
    url: `/v2/requests/${a.paidRequestId}/messages`,
    payload: { message: 'Scrivo nella conversazione di un altro' },
  })),
  'POST /v2/requests/:id/messages/read': notFound(({ a }) => ({
    url: `/v2/requests/${a.paidRequestId}/messages/read`,
  })),
  'GET /v2/requests/:id/reviews': notFound(({ a }) => ({
    url: `/v2/requests/${a.paidRequestId}/reviews`,
  })),
  'POST /v2/requests/:id/reviews': notFound(({ a }) => ({
    url: `/v2/requests/${a.paidRequestId}/reviews`,
    payload: { docRef: a.caregiver, rating: 1, comment: 'Recensione di un intruso' },
  })),
  'PUT /v2/requests/:id/reviews/:docRef': notFound(({ a }) => ({
    url: `/v2/requests/${a.paidRequestId}/reviews/${a.caregiver}`,
    payload: { rating: 1, comment: 'Recensione di un intruso' },
  })),
  'GET /v1/messages/:messageId/attachment': notFound(({ a }) => ({
    url: `/v1/messages/${a.attachmentMessageId}/attachment`,
  })),
  'GET /v1/messages/unread': ownOnly("the caller's own unread replies", '/v1/messages/unread'),
  'GET /api/v1/user-controller/assistance/messages': ownOnly(
    "the caller's own general conversation",
    '/api/v1/user-controller/assistance/messages',
  ),
  'POST /api/v1/user-controller/assistance/messages/read': ownOnly(
    "marks the caller's own general conversation read",
    '/api/v1/user-controller/assistance/messages/read',
  ),
  'GET /v1/caregivers/:docRef/cv': notFound(({ a }) => ({
    url: `/v1/caregivers/${a.caregiver}/cv`,
  })),
  'POST /v1/payments/user-request-payment': notFound(({ a }) => ({
    url: '/v1/payments/user-request-payment',
    payload: { requestId: a.paidRequestId },
  })),
  'PUT /v2/requests/:id/guarantee-renewal': notFound(({ a }) => ({
    url: `/v2/requests/${a.paidRequestId}/guarantee-renewal`,
    payload: { renew: false },
  })),
  'GET /api/v1/user-controller/:uid': notFound(({ a }) => ({
    url: `/api/v1/user-controller/${a.user.uid}`,
  })),
  'PATCH /api/v1/user-controller/:uid/update-profile': notFound(({ a }) => ({
    url: `/api/v1/user-controller/${a.user.uid}/update-profile`,
    payload: {
      name: 'Intruso',
      surname: 'Rossi',
      phone: '+39 333 1234567',
      fiscalCode: a.person.fiscalCode,
    },
  })),
  'GET /api/v1/user-controller/:uid/notification-settings': notFound(({ a }) => ({
    url: `/api/v1/user-controller/${a.user.uid}/notification-settings`,
  })),
  'PUT /api/v1/user-controller/:uid/notification-settings': notFound(({ a }) => ({
    url: `/api/v1/user-controller/${a.user.uid}/notification-settings`,
    payload: { notificationPreference: 'NONE' },
  })),
  'GET /api/v1/user-controller/:uid/export': notFound(({ a }) => ({
    url: `/api/v1/user-controller/${a.user.uid}/export`,
  })),
  'DELETE /api/v1/user-controller/:uid': notFound(({ a }) => ({
    url: `/api/v1/user-controller/${a.user.uid}`,
  })),
  // B names A's uid in the path (with a token of theirs in the body): nothing of A's moves.
  'POST /api/v1/user-controller/:uid/hand-over': notFound(({ a, b }) => ({
    url: `/api/v1/user-controller/${a.user.uid}/hand-over`,
    payload: { anonymousIdToken: b.token },
  })),
  'GET /v1/dependents': notFound(({ a }) => ({ url: `/v1/dependents?uid=${a.user.uid}` })),
  'POST /v1/dependents/': notFound(({ a }) => ({
    url: '/v1/dependents/',
    payload: dependant(a.user.uid),
  })),
  'POST /v1/dependents': notFound(({ a }) => ({
    url: '/v1/dependents',
    payload: dependant(a.user.uid),
  })),
  // B names their own uid in the body and A's dependant in the path.
  'PUT /v1/dependents/:id': notFound(({ a, b }) => ({
    url: `/v1/dependents/${a.dependantId}`,
    payload: dependant(b.uid),
  })),
  'DELETE /v1/dependents/:id': notFound(({ a }) => ({ url: `/v1/dependents/${a.dependantId}` })),
  'GET /v1/user-address': notFound(({ a }) => ({ url: `/v1/user-address?uid=${a.user.uid}` })),
  'POST /v1/user-address': notFound(({ a }) => ({
    url: '/v1/user-address',
    payload: { userUID: a.user.uid, ...address },
  })),
  'PUT /v1/user-address/:id': notFound(({ a }) => ({
    url: `/v1/user-address/${a.addressId}`,
    payload: address,
  })),
  'DELETE /v1/user-address/:id': notFound(({ a }) => ({ url: `/v1/user-address/${a.addressId}` })),
  'PUT /v1/user-address/:id/default': notFound(({ a }) => ({
    url: `/v1/user-address/${a.addressId}/default`,
  })),
};

const newRequest = (dependantId: number, addressId: number) => ({
  dependant: [dependantId],
  addressID: addressId,
  businessline: 'BABYSITTER',
  languages: ['italian'],
  conditions: true,
});
const address = { street: 'Via Intrusa 1', city: 'Torino', province: 'TO', postalCode: '10121' };
const dependant = (userUID: string) => ({
  name: 'Intruso',
  birthDate: '2019-03-15',
  gender: 'MALE',
  handicap: false,
  userUID,
  type: 'PERSON',
});
