import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { fieldErrorsOf, useTestApp } from '../../../test/helpers';
import { createCustomer, useCustomer } from '../../../test/request-fixtures';
import { assistanceMessages } from '../../db/schema/assistance';
import { mailOutbox } from '../../db/schema/mail';

describe('POST /api/v1/user-controller/assistance', () => {
  const app = useTestApp({ env: { SUPPORT_EMAIL: 'tutor-team@example.it' } });
  const customer = useCustomer(app);
  const url = '/api/v1/user-controller/assistance';
  /** Asks for help with 'Aiuto', as whoever these headers say. */
  const askHelp = (headers?: Record<string, string>) =>
    app.inject({ method: 'POST', url, headers, payload: { message: 'Aiuto', type: 'GENERIC' } });

  it('stores a GENERIC message of the caller and emails the tutors', async () => {
    const res = await app.inject({
      method: 'POST',
      url,
      headers: customer.headers,
      payload: { message: '  Non riesco ad aggiungere un indirizzo  ', type: 'GENERIC' },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      type: 'GENERIC',
      message: 'Non riesco ad aggiungere un indirizzo',
      requestId: null,
    });
    const [row] = await app.ctx.db
      .select()
      .from(assistanceMessages)
      .where(eq(assistanceMessages.id, res.json().id));
    expect(row).toMatchObject({ userUid: customer.uid, type: 'GENERIC', handledAt: null });

    // Without TUTOR_NOTIFY_EMAILS the customer-service mailbox hears about it.
    const mails = await app.ctx.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.template, 'tutor-assistance'));
    expect(mails).toHaveLength(1);
    expect(mails[0]!.to).toBe('tutor-team@example.it');
    expect(mails[0]!.text).toContain('Non riesco ad aggiungere un indirizzo');
    expect(mails[0]!.text).toContain(customer.email);
  });

  it.each([
    ['an empty message', { message: '   ', type: 'GENERIC' }, 'body.message'],
    ['no message', { type: 'GENERIC' }, 'body.message'],
    ['a message that is too long', { message: 'x'.repeat(5001), type: 'GENERIC' }, 'body.message'],
    ['another type', { message: 'Aiuto', type: 'SUBSTITUTION' }, 'body.type'],
  ])('answers 400 with the field for %s and stores nothing', async (_name, payload, field) => {
    const before = await app.ctx.db.select().from(assistanceMessages);
    const res = await app.inject({ method: 'POST', url, headers: customer.headers, payload });
    expect(Object.keys(fieldErrorsOf(res))).toContain(field);
    expect(await app.ctx.db.select().from(assistanceMessages)).toHaveLength(before.length);
  });

  it('limits a customer to 20 messages an hour (each one emails the tutors)', async () => {
    const sender = await createCustomer(app);
    const send = () => askHelp(sender.headers);
    for (let i = 0; i < 20; i++) expect((await send()).statusCode).toBe(201);
    const limited = await send();
    expect(limited.statusCode).toBe(429);
    expect(limited.json().error.code).toBe('RATE_LIMITED');
    // Someone else is not affected.
    const other = await askHelp(customer.headers);
    expect(other.statusCode).toBe(201);
  });

  it('answers 401 without a token', async () => {
    expect((await askHelp()).statusCode).toBe(401);
  });

  it('refuses a cookie-bearing call without the anti-forgery header', async () => {
    const res = await askHelp({ ...customer.headers, cookie: 'XSRF-TOKEN=abc' });
    expect(res.statusCode).toBe(403);
  });
});
