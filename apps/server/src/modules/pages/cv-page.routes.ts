import { PAGE_SESSION_COOKIE } from '@equilibrio/contract/first-paint';
import { CV_PAGE_ROUTE } from '@equilibrio/contract/server-paths';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { AppContext } from '../../context';
import { escapeHtml, LIGHT_ONLY_META } from '../../lib/html';
import { withDrawingCredential } from '../../plugins/auth';
import { clearPageSession } from './page-session.routes';
import { pageSessionUser } from './page-sessions';

/** A short page in the app's words, for a tab opened on a CV that cannot be shown. */
function messagePage(reply: FastifyReply, status: number, title: string, text: string) {
  return reply
    .code(status)
    .type('text/html; charset=utf-8')
    .header('cache-control', 'private, no-store')
    .send(
      `<!doctype html><html lang="it"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">${LIGHT_ONLY_META}<title>${escapeHtml(title)} — Equilibrio</title><link rel="icon" type="image/svg+xml" href="/favicon.svg"><style>body{font-family:system-ui,sans-serif;margin:0;padding:32px 20px;color:#1f2a37;max-width:560px}h1{font-size:1.25rem}a{color:#1f6f5c;font-weight:600}</style></head><body><main><h1>${escapeHtml(title)}</h1><p>${escapeHtml(text)}</p><p><a href="/dashboard/home">Vai alla tua area personale</a></p></main></body></html>`,
    );
}

/**
 * GET /files/cv/{docRef}: a caregiver's CV as an address of its own, for a new tab — a phone's
 * viewer shows it under its name ('CV-martina-rossi.pdf'), where a file fetched by the app could
 * only be downloaded or shown at a random `blob:` address. The tab carries no bearer token, so
 * the visitor is the page session's (page-sessions.ts: HttpOnly, SameSite=Strict, checked as an
 * API token is), and the file is the API's own answer to that user (GET /v1/caregivers/{docRef}/cv
 * with a drawing credential): the same access rules, one home. Without a session, or for a CV
 * the user may not read, a short page says so.
 */
export function registerCvPage(app: FastifyInstance, ctx: AppContext) {
  app.get(CV_PAGE_ROUTE, { schema: { hide: true } }, async (request, reply) => {
    const { docRef } = request.params as { docRef: string };
    const session = request.cookies?.[PAGE_SESSION_COOKIE];
    const user = session ? await pageSessionUser(ctx, session) : undefined;
    if (!user) {
      if (session) clearPageSession(reply, ctx.config);
      return messagePage(
        reply,
        401,
        'Accedi per vedere il CV',
        'La sessione non è più attiva su questo browser: accedi di nuovo a Equilibrio e riapri il CV dalla tua richiesta.',
      );
    }
    const answer = await withDrawingCredential(user, (credential) =>
      app.inject({
        method: 'GET',
        url: `/v1/caregivers/${encodeURIComponent(docRef)}/cv`,
        headers: { authorization: `Bearer ${credential}` },
        remoteAddress: request.ip,
      }),
    );
    if (answer.statusCode !== 200) {
      return messagePage(
        reply,
        answer.statusCode === 429 ? 429 : 404,
        'CV non disponibile',
        answer.statusCode === 429
          ? 'Troppe richieste in poco tempo: riprova tra qualche minuto.'
          : 'Questo CV non è disponibile: il profilo potrebbe non essere più tra quelli proposti per le tue richieste.',
      );
    }
    return reply
      .code(200)
      .type(String(answer.headers['content-type'] ?? 'application/pdf'))
      .header('content-disposition', String(answer.headers['content-disposition']))
      .header('cache-control', 'private, no-store')
      .send(answer.rawPayload);
  });
}
