import { eq, like } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestUser, injectAs, type TestUser, useTestApp } from '../../../test/helpers';
import { addDependant, createCustomer } from '../../../test/request-fixtures';
import { mailOutbox } from '../../db/schema/mail';

/**
 * The family's receipt of every new request ('Abbiamo ricevuto la tua richiesta #…'): what
 * happens next and when, queued with the request (first request from the sign-up, and later
 * ones from the request form); nothing when the request is refused.
 */
describe('the family’s email when a request is created', () => {
  const app = useTestApp({ env: { TUTOR_NOTIFY_EMAILS: 'richieste@equilibrio.it' } });

  const mailsTo = (email: string) =>
    app.ctx.db
      .select({ subject: mailOutbox.subject, text: mailOutbox.text, template: mailOutbox.template })
      .from(mailOutbox)
      .where(eq(mailOutbox.to, email.toLowerCase()));

  /** The sign-up's first request (a badante for Anna Rossi) from `visitor`, to be answered at `email`. */
  const firstRequest = (visitor: TestUser, email: string) =>
    injectAs(app, visitor, 'POST', '/v2/requests/first-request', {
      uid: visitor.uid,
      name: 'Anna',
      surname: 'Rossi',
      email,
      phone: '+39 333 765 4321',
      needs: 'Badante',
      details: null,
      conditions: true,
      companyId: null,
    });

  const expectReceipt = (
    mail: { subject: string; text: string | null; template: string } | undefined,
    requestId: number,
    line: string,
  ) => {
    expect(mail).toMatchObject({
      template: 'customer-request-received',
      subject: `Abbiamo ricevuto la tua richiesta #${requestId} (${line})`,
    });
    const text = mail!.text!;
    expect(text).toContain(`la tua richiesta di ${line} (#${requestId})`);
    // What happens next, and when.
    expect(text).toContain(
      'Entro un giorno lavorativo un family tutor ti contatta per conoscere meglio le tue esigenze.',
    );
    expect(text).toContain('ti avvisiamo per email quando è pronto');
    expect(text).toContain(
      `Visualizza richiesta: http://localhost:8080/dashboard/request-detail/${requestId}`,
    );
  };

  it('first request (sign-up): to the address the visitor typed', async () => {
    const visitor = await createTestUser(app, { anonymous: true });
    const email = `prima.${visitor.uid}@example.it`;
    const res = await firstRequest(visitor, `  ${email.toUpperCase()} `);
    expect(res.statusCode, res.body).toBe(201);
    const [mail, ...others] = await mailsTo(email);
    expect(others).toEqual([]);
    expectReceipt(mail, res.json().id, 'badante');
    expect(mail!.text).toMatch(/^Abbiamo ricevuto la tua richiesta\n\nCiao Anna,/);
  });

  it('later request (request form): one receipt per request, the tutors still told', async () => {
    const customer = await createCustomer(app);
    const child = await addDependant(app, customer.uid);
    const res = await injectAs(app, customer, 'POST', '/v2/requests', {
      dependant: [child],
      addressID: null,
      businessline: 'BABYSITTER',
      notes: null,
      languages: ['italian'],
      conditions: true,
    });
    expect(res.statusCode, res.body).toBe(201);
    const id = res.json().id as number;
    const mails = await mailsTo(customer.email);
    expect(mails).toHaveLength(1);
    expectReceipt(mails[0], id, 'babysitter');
    const tutors = await app.ctx.db
      .select({ to: mailOutbox.to })
      .from(mailOutbox)
      .where(eq(mailOutbox.subject, `Nuova richiesta #${id}`));
    expect(tutors).toEqual([{ to: 'richieste@equilibrio.it' }]);
  });

  it('a refused request sends nothing', async () => {
    const customer = await createCustomer(app);
    const res = await injectAs(app, customer, 'POST', '/v2/requests', {
      dependant: [],
      addressID: null,
      businessline: 'NON-ESISTE',
      conditions: true,
    });
    expect(res.statusCode).toBe(400);
    expect(await mailsTo(customer.email)).toEqual([]);
    expect(
      await app.ctx.db
        .select({ id: mailOutbox.id })
        .from(mailOutbox)
        .where(like(mailOutbox.subject, 'Abbiamo ricevuto%'))
        .then((rows) => rows.length),
    ).toBe(2);
  });

  it('one address gets at most 5 receipts a day, whoever typed it: nobody floods a stranger', async () => {
    const stranger = `sconosciuta.${Date.now()}@example.it`;
    for (let i = 0; i < 7; i++) {
      const visitor = await createTestUser(app, { anonymous: true });
      const res = await firstRequest(visitor, stranger);
      expect(res.statusCode, res.body).toBe(201);
    }
    const receipts = (await mailsTo(stranger)).filter(
      (mail) => mail.template === 'customer-request-received',
    );
    expect(receipts).toHaveLength(5);
  });
});
