import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { escapeHtml } from '../../lib/html';
import { listRecentMails } from './mail.queries';

/** The dev mailbox: every email the app would have sent. Registered only outside production. */
export const devMailboxRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (
  app,
  { ctx },
) => {
  app.get(
    '/dev/mailbox/messages',
    {
      schema: {
        hide: true,
        querystring: z.object({
          to: z.string().max(320).optional(),
          limit: z.coerce.number().int().min(1).max(200).default(50),
        }),
      },
    },
    async (request) => ({
      messages: await listRecentMails(ctx.db, request.query.limit, request.query.to),
    }),
  );

  app.get(
    '/dev/mailbox/:id',
    { schema: { hide: true, params: z.object({ id: z.coerce.number().int().positive() }) } },
    async (request, reply) => {
      const mails = await listRecentMails(ctx.db, 500);
      const mail = mails.find((m) => m.id === request.params.id);
      if (!mail) return reply.code(404).type('text/html').send('<p>Messaggio non trovato</p>');
      // Sent by SMTP (or dropped): its body was not kept.
      return reply
        .type('text/html; charset=utf-8')
        .send(mail.html ?? '<p>Il testo di questa email non è conservato dopo l’invio.</p>');
    },
  );

  app.get('/dev/mailbox', { schema: { hide: true } }, async (_request, reply) => {
    const mails = await listRecentMails(ctx.db, 100);
    const rows = mails
      .map(
        (m) =>
          `<tr><td>${m.createdAt.toLocaleString('it-IT')}</td><td>${escapeHtml(m.to)}</td><td><a href="/dev/mailbox/${m.id}">${escapeHtml(m.subject)}</a></td><td>${escapeHtml(m.template)}</td></tr>`,
      )
      .join('');
    return reply
      .type('text/html; charset=utf-8')
      .send(
        `<!doctype html><html lang="it"><head><meta charset="utf-8"><title>Posta di sviluppo — Equilibrio</title><style>body{font-family:system-ui,sans-serif;margin:2rem;color:#1f2a37}table{border-collapse:collapse;width:100%}td,th{border-bottom:1px solid #ddd;padding:.5rem;text-align:left}a{color:#1f6f5c}</style></head><body><h1>Posta di sviluppo</h1><p>Le email che Equilibrio invierebbe (nessun server SMTP configurato).</p><table><thead><tr><th>Data</th><th>Destinatario</th><th>Oggetto</th><th>Modello</th></tr></thead><tbody>${rows || '<tr><td colspan="4">Nessun messaggio.</td></tr>'}</tbody></table></body></html>`,
      );
  });
};
