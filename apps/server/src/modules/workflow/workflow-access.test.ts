import { PAGE_SESSION_COOKIE } from '@equilibrio/contract/first-paint';
import { cvPageOf } from '@equilibrio/contract/server-paths';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { injectAs, type TestUser, useTestUser } from '../../../test/helpers';
import {
  askAssistance,
  requestWithCandidates,
  useWorkflowApp,
} from '../../../test/workflow-fixtures';
import { caregivers } from '../../db/schema/caregivers';

type Call = { method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE'; url: string; payload?: object };

/**
 * Who may call what: a customer only reaches their own requests (anyone else's answers 404, like
 * a missing one), every call needs a token, the tutor API refuses customers.
 */
describe('workflow API: ownership, roles and bad input', () => {
  const { app, customer: owner, tutor } = useWorkflowApp();
  const stranger = useTestUser(app);
  let requestId: number;

  beforeAll(async () => {
    const candidates = ['cg-martina-rossi', 'cg-sofia-ricci'];
    requestId = (await requestWithCandidates(app, owner, tutor, candidates)).id;
  });

  const customerCalls = (): Call[] => [
    { method: 'POST', url: `/v1/requests/confirm-quotation?requestID=${requestId}` },
    { method: 'GET', url: `/v1/caregiver-selection/request/${requestId}/phase/SELECTED` },
    { method: 'GET', url: `/v1/caregiver-selection/request/${requestId}/phase/CHOSEN` },
    {
      method: 'PATCH',
      url: `/v1/caregiver-selection/request/${requestId}/caregiver/cg-martina-rossi/accept`,
    },
    { method: 'GET', url: `/v1/request-service-records/request/${requestId}` },
    { method: 'GET', url: `/v1/scheduled-appointments/find/${requestId}` },
    {
      method: 'POST',
      url: `/v2/requests/${requestId}/assistance`,
      payload: { message: 'Aiuto', type: 'GENERIC' },
    },
    { method: 'GET', url: '/v1/caregivers/cg-martina-rossi/cv' },
  ];

  it('answers 401 without a token on every customer call', async () => {
    for (const call of customerCalls()) {
      const res = await app.inject(call);
      expect(res.statusCode, `${call.method} ${call.url}`).toBe(401);
    }
  });

  it('answers 404 to another customer on every customer call, changing nothing', async () => {
    for (const call of customerCalls()) {
      const res = await app.inject({ ...call, headers: stranger.headers });
      expect(res.statusCode, `${call.method} ${call.url}`).toBe(404);
      expect(res.json().error.code).toBe('NOT_FOUND');
    }
    const missing = await injectAs(
      app,
      owner,
      'GET',
      '/v1/caregiver-selection/request/999999/phase/SELECTED',
    );
    expect(missing.statusCode).toBe(404);
    const detail = await injectAs(app, tutor, 'GET', `/v1/backoffice/requests/${requestId}`);
    expect(detail.json().status).toBe('INVIATO CV');
    expect(detail.json().assistance).toEqual([]);
  });

  it('serves the CV to the owner and tutors only, and never a hidden or missing one', async () => {
    const cv = await injectAs(app, owner, 'GET', '/v1/caregivers/cg-martina-rossi/cv');
    expect(cv.statusCode).toBe(200);
    expect(cv.headers['content-type']).toBe('application/pdf');
    // Shown in the browser's viewer (a phone downloaded it), under a name safe for a header.
    expect(cv.headers['content-disposition']).toBe('inline; filename="CV-martina-rossi.pdf"');
    // Proposed to the owner, not to another family: the same answer as a missing CV.
    const elsewhere = await injectAs(app, stranger, 'GET', '/v1/caregivers/cg-martina-rossi/cv');
    expect(elsewhere.statusCode).toBe(404);
    expect(elsewhere.headers['content-disposition']).toBeUndefined();
    expect(
      (await app.inject({ method: 'GET', url: '/v1/caregivers/cg-martina-rossi/cv' })).statusCode,
    ).toBe(401);
    expect(cv.headers['cache-control']).toBe('private, no-store');
    expect(cv.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    // Switched off since it was proposed: no longer the family's, nor its CV.
    const switched = (active: boolean) =>
      app.ctx.db
        .update(caregivers)
        .set({ active })
        .where(eq(caregivers.docRef, 'cg-martina-rossi'));
    await switched(false);
    try {
      const withdrawn = await injectAs(app, owner, 'GET', '/v1/caregivers/cg-martina-rossi/cv');
      expect(withdrawn.statusCode).toBe(404);
    } finally {
      await switched(true);
    }
    // Not proposed on any of the owner's requests.
    expect((await injectAs(app, owner, 'GET', '/v1/caregivers/cg-luca-marino/cv')).statusCode).toBe(
      404,
    );
    // Tutors read any CV, even one hidden from customers.
    expect((await injectAs(app, tutor, 'GET', '/v1/caregivers/cg-rosa-conti/cv')).statusCode).toBe(
      200,
    );
    // No CV on file.
    const none = await injectAs(app, tutor, 'GET', '/v1/caregivers/cg-lucia-costa/cv');
    expect(none.statusCode).toBe(404);
    expect(none.json().error.message).toBe('CV non disponibile per questo profilo');
    expect((await injectAs(app, tutor, 'GET', '/v1/caregivers/no-such-one/cv')).statusCode).toBe(
      404,
    );
  });

  it('shows the CV at an address of its own to the page session’s user, by the same rules', async () => {
    // What the browser holds after the app's PUT /api/v1/session/page: the page session's cookie.
    const sessionOf = async (user: TestUser) => {
      const res = await injectAs(app, user, 'PUT', '/api/v1/session/page');
      const line = [res.headers['set-cookie'] ?? []]
        .flat()
        .find((cookie) => cookie.startsWith(`${PAGE_SESSION_COOKIE}=`));
      return { cookie: line!.split(';')[0]! };
    };
    const page = (url: string, headers: Record<string, string> = {}) =>
      app.inject({ method: 'GET', url, headers });
    const ownerTab = await sessionOf(owner);
    const cv = await page(cvPageOf('cg-martina-rossi'), ownerTab);
    expect(cv.statusCode).toBe(200);
    expect(cv.headers['content-type']).toBe('application/pdf');
    expect(cv.headers['content-disposition']).toBe('inline; filename="CV-martina-rossi.pdf"');
    expect(cv.headers['cache-control']).toBe('private, no-store');
    expect(cv.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    // Not proposed to this family, another family's session, no session, a session signed out.
    const notFound = await page(cvPageOf('cg-luca-marino'), ownerTab);
    expect(notFound.statusCode).toBe(404);
    expect(notFound.headers['content-type']).toContain('text/html');
    expect(notFound.body).toContain('CV non disponibile');
    expect((await page(cvPageOf('cg-martina-rossi'), await sessionOf(stranger))).statusCode).toBe(
      404,
    );
    const anonymous = await page(cvPageOf('cg-martina-rossi'));
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.body).toContain('Accedi per vedere il CV');
    expect(anonymous.body).not.toContain('%PDF-');
    // A bearer token in the address's request is not what the page reads: only the cookie.
    expect((await page(cvPageOf('cg-martina-rossi'), owner.headers)).statusCode).toBe(401);
    const signedOut = await app.inject({
      method: 'DELETE',
      url: '/api/v1/session/page',
      headers: { cookie: `XSRF-TOKEN=abc; ${ownerTab.cookie}`, 'x-xsrf-token': 'abc' },
    });
    expect(signedOut.statusCode).toBe(204);
    expect((await page(cvPageOf('cg-martina-rossi'), ownerTab)).statusCode).toBe(401);
  });

  it('refuses customers (403) and anonymous calls (401) on every tutor call', async () => {
    const calls: Call[] = [
      { method: 'GET', url: '/v1/backoffice/requests' },
      { method: 'GET', url: `/v1/backoffice/requests/${requestId}` },
      { method: 'POST', url: `/v1/backoffice/requests/${requestId}/mark-to-call` },
      { method: 'POST', url: `/v1/backoffice/requests/${requestId}/quote`, payload: {} },
      { method: 'POST', url: `/v1/backoffice/requests/${requestId}/start-selection` },
      {
        method: 'POST',
        url: `/v1/backoffice/requests/${requestId}/candidates`,
        payload: { docRef: 'cg-luca-marino' },
      },
      { method: 'DELETE', url: `/v1/backoffice/requests/${requestId}/candidates/cg-sofia-ricci` },
      {
        method: 'POST',
        url: `/v1/backoffice/requests/${requestId}/candidates/cg-sofia-ricci/availability`,
      },
      { method: 'POST', url: `/v1/backoffice/requests/${requestId}/publish-candidates` },
      { method: 'POST', url: `/v1/backoffice/requests/${requestId}/interview`, payload: {} },
      { method: 'PUT', url: `/v1/backoffice/requests/${requestId}/interview`, payload: {} },
      { method: 'POST', url: `/v1/backoffice/requests/${requestId}/interview-done` },
      { method: 'POST', url: `/v1/backoffice/requests/${requestId}/interview-failed` },
      {
        method: 'POST',
        url: `/v1/backoffice/requests/${requestId}/interview/cancel`,
        payload: { reason: 'familyAsked' },
      },
      {
        method: 'POST',
        url: `/v1/backoffice/requests/${requestId}/substitution`,
        payload: { reason: 'FAMILY_REQUEST' },
      },
      { method: 'POST', url: `/v1/backoffice/requests/${requestId}/new-selection` },
      {
        method: 'POST',
        url: `/v1/backoffice/requests/${requestId}/stand-by`,
        payload: { reason: 'FAMILY_REQUEST' },
      },
      { method: 'POST', url: `/v1/backoffice/requests/${requestId}/resume` },
      {
        method: 'POST',
        url: `/v1/backoffice/requests/${requestId}/close`,
        payload: { outcome: 'NON RISPONDE', note: 'x' },
      },
      {
        method: 'PUT',
        url: `/v1/backoffice/requests/${requestId}/assignee`,
        payload: { tutorUid: null },
      },
      { method: 'POST', url: `/v1/backoffice/requests/${requestId}/rounds`, payload: {} },
      { method: 'PATCH', url: '/v1/backoffice/rounds/1', payload: {} },
      { method: 'GET', url: '/v1/backoffice/assistance' },
      { method: 'POST', url: '/v1/backoffice/assistance/1/handled' },
      { method: 'POST', url: `/v1/backoffice/requests/${requestId}/messages/handled` },
      { method: 'POST', url: '/v1/backoffice/assistance/1/reopen' },
      { method: 'POST', url: '/v1/backoffice/payments/1/refunded' },
      { method: 'GET', url: '/v1/backoffice/tutors' },
      { method: 'GET', url: '/v1/backoffice/services' },
      { method: 'GET', url: '/v1/backoffice/caregivers' },
      { method: 'GET', url: '/v1/backoffice/caregivers/cg-martina-rossi' },
      { method: 'POST', url: '/v1/backoffice/caregivers', payload: {} },
      { method: 'PUT', url: '/v1/backoffice/caregivers/cg-martina-rossi', payload: {} },
      { method: 'DELETE', url: '/v1/backoffice/caregivers/cg-martina-rossi' },
    ];
    for (const call of calls) {
      const anonymous = await app.inject(call);
      expect(anonymous.statusCode, `${call.method} ${call.url}`).toBe(401);
      const customer = await app.inject({ ...call, headers: owner.headers });
      expect(customer.statusCode, `${call.method} ${call.url}`).toBe(403);
      expect(customer.json().error.code).toBe('FORBIDDEN');
    }
    const detail = await injectAs(app, tutor, 'GET', `/v1/backoffice/requests/${requestId}`);
    expect(detail.json().status).toBe('INVIATO CV');
    expect(detail.json().candidates).toHaveLength(2);
  });

  it('answers bad input with 400 and the failing fields', async () => {
    // Who calls, the call, and a field its 400 names.
    const cases: [TestUser, Call, string][] = [
      [
        owner,
        { method: 'GET', url: `/v1/caregiver-selection/request/${requestId}/phase/MAYBE` },
        'params.phase',
      ],
      [
        owner,
        { method: 'GET', url: '/v1/caregiver-selection/request/abc/phase/CHOSEN' },
        'params.requestId',
      ],
      [owner, { method: 'POST', url: '/v1/requests/confirm-quotation' }, 'querystring.requestID'],
      [
        owner,
        {
          method: 'POST',
          url: `/v2/requests/${requestId}/assistance`,
          payload: { message: 'Ciao', type: 'URGENT' },
        },
        'body.type',
      ],
      [
        owner,
        {
          method: 'POST',
          url: `/v2/requests/${requestId}/assistance`,
          payload: { message: '', type: 'GENERIC' },
        },
        'body.message',
      ],
      [
        owner,
        {
          method: 'PATCH',
          url: `/v1/caregiver-selection/request/${requestId}/caregiver/..%2F..%2Fetc/accept`,
        },
        'params.docRef',
      ],
      [
        tutor,
        {
          method: 'POST',
          url: `/v1/backoffice/requests/${requestId}/close`,
          payload: { outcome: 'CHIUSA', note: 'x' },
        },
        'body.outcome',
      ],
      [
        tutor,
        {
          method: 'POST',
          url: `/v1/backoffice/requests/${requestId}/interview`,
          payload: { dateTime: 'domani', place: 'Casa' },
        },
        'body.dateTime',
      ],
      [
        tutor,
        {
          method: 'POST',
          url: `/v1/backoffice/requests/${requestId}/rounds`,
          payload: { eventType: 'USAGE', startDate: '2030-02-30', paymentStatus: 'PAID' },
        },
        'body.startDate',
      ],
      [
        tutor,
        {
          method: 'POST',
          url: '/v1/backoffice/caregivers',
          payload: {
            type: 'cuoco',
            name: '',
            surname: 'Rossi',
            photoUrl: 'https://example.com/a.jpg',
          },
        },
        'body.photoUrl',
      ],
      [
        tutor,
        {
          method: 'PUT',
          url: `/v1/backoffice/requests/${requestId}/assignee`,
          payload: { tutorUid: owner.uid },
        },
        'tutorUid',
      ],
    ];
    for (const [user, call, field] of cases) {
      const res = await app.inject({ ...call, headers: user.headers });
      expect(res.statusCode, `${call.method} ${call.url}`).toBe(400);
      expect(res.json().error.code).toBe('VALIDATION_FAILED');
      expect(Object.keys(res.json().error.fields), `${call.method} ${call.url}`).toContain(field);
    }
  });

  it('takes a generic assistance message at any status and tells the tutors', async () => {
    const res = await askAssistance(app, owner, requestId, '  Posso cambiare l’orario?  ');
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      type: 'GENERIC',
      message: 'Posso cambiare l’orario?',
      requestId,
    });
    // A substitution needs a caregiver in service.
    const substitution = await askAssistance(
      app,
      owner,
      requestId,
      'Vorrei cambiare',
      'SUBSTITUTION',
    );
    expect(substitution.statusCode).toBe(409);
    expect(substitution.json().error.message).toBe(
      'La sostituzione si può chiedere solo per un caregiver già in servizio.',
    );
  });
});
