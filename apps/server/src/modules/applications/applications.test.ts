import type { Application, ApplicationPage } from '@equilibrio/contract/caregiver-applications';
import type { CaregiverCheck } from '@equilibrio/contract/caregiver-checks';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  applicationForm,
  applicationsPath,
  applyAndFind,
  submitApplication,
} from '../../../test/application-fixtures';
import { callAs, fieldErrorsOf, injectAs, useTestApp, useTestUser } from '../../../test/helpers';
import { sampleFiles } from '../../../test/upload-fixtures';
import { mailsTo, seedCatalogAndCaregivers } from '../../../test/workflow-fixtures';
import { caregiverApplications, caregiverChecks, caregivers } from '../../db/schema/caregivers';
import { italianDay } from '../../lib/clock';

const MB = 1024 * 1024;
const base = applicationsPath;

describe("'Lavora con noi': applying", () => {
  const app = useTestApp();
  const tutor = useTestUser(app, { role: 'tutor' });
  let ips = 0;
  /** A new client address for each call, so the per-address limit stays out of the way. */
  const apply = (form: unknown, files?: Parameters<typeof submitApplication>[2]) => {
    ips += 1;
    return submitApplication(app, form, files, `192.0.2.${ips}`);
  };

  it('stores a valid application, with the notice version, and emails the applicant', async () => {
    const form = applicationForm();
    const res = await apply(form);
    expect(res.statusCode, res.body).toBe(201);
    expect(Object.keys(res.json())).toEqual(['receivedAt']);
    const page = await callAs<ApplicationPage>(app, tutor, 'GET', `${base}?status=RECEIVED`);
    const summary = page.content.find((row) => row.email === form.email)!;
    expect(summary).toMatchObject({ comuneLabel: 'Torino (TO)', types: ['babysitter'] });
    const application = await callAs<Application>(app, tutor, 'GET', `${base}/${summary.id}`);
    expect(application).toMatchObject({
      status: 'RECEIVED',
      province: 'TO',
      consentVersion: '1.1',
      skills: ['homework-help', 'taxi-sitter'],
      availability: ['mon-aft', 'tue-aft', 'wed-aft'],
      workComuni: [
        { code: '001272', label: 'Torino (TO)' },
        { code: '001156', label: 'Moncalieri (TO)' },
      ],
    });
    const [row] = await app.ctx.db
      .select({ hash: caregiverApplications.consentHash })
      .from(caregiverApplications)
      .where(eq(caregiverApplications.id, summary.id));
    expect(row?.hash).toMatch(/^[0-9a-f]{64}$/);
    const mails = await mailsTo(app, form.email);
    expect(mails.map((mail) => mail.subject)).toEqual(['Abbiamo ricevuto la tua candidatura']);
    // The private files: tutors only.
    const photo = await injectAs(app, tutor, 'GET', application.photoUrl!);
    expect(photo.statusCode).toBe(200);
    expect(photo.headers['content-type']).toBe('image/jpeg');
    expect((await injectAs(app, tutor, 'GET', application.cvUrl!)).headers['content-type']).toBe(
      'application/pdf',
    );
    expect((await app.inject({ method: 'GET', url: application.cvUrl! })).statusCode).toBe(401);
  });

  it.each([
    ['name', { name: ' ' }, 'Questo campo è obbligatorio'],
    ['email', { email: 'giulia@' }, 'Formato email non corretto'],
    ['phone', { phone: 'chiamami' }, 'Numero di telefono non valido'],
    ['comune', { comune: '999999' }, 'Scegli il comune dall’elenco'],
    ['workComuni.0', { workComuni: ['123'] }, 'Comune non valido'],
    [
      'workComuni',
      { workComuni: [], workProvinces: [] },
      'Indica dove puoi lavorare: almeno un comune (anche il tuo) o una provincia',
    ],
    ['types', { types: [] }, 'Scegli almeno un servizio'],
    ['skills.0', { skills: ['dementia'] }, 'non riguarda i servizi che hai scelto'],
    ['languages', { languages: [] }, 'Indica almeno una lingua'],
    ['yearsOfExperience', { yearsOfExperience: -2 }, 'non possono essere negativi'],
    ['availability', { availability: [] }, 'Indica almeno un momento'],
    ['birthDate', { birthDate: '2015-01-01' }, 'devi essere maggiorenne'],
    ['birthDate', { birthDate: '1990-02-31' }, 'Formato data non valido'],
    ['presentation', { presentation: 'Ciao' }, 'almeno 30 caratteri'],
    ['privacyConsent', { privacyConsent: false }, 'informativa privacy per i candidati'],
  ] as const)('refuses a bad %s with an Italian message', async (field, change, message) => {
    const res = await apply(applicationForm(change as never));
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().error.fields[field]).toContain(message);
  });

  it('checks the files by their content and size, and stores nothing refused', async () => {
    const cases = [
      [{ photo: sampleFiles.text() }, 'photo', 'Formato non supportato'],
      [{ photo: sampleFiles.webp() }, 'photo', 'JPEG o PNG'],
      [{ cv: sampleFiles.png() }, 'cv', 'un file PDF'],
      [{ photo: null }, 'photo', 'Carica una tua foto'],
      [{ cv: null }, 'cv', 'Carica il tuo CV'],
      [{ photo: sampleFiles.jpeg(2 * MB + 10) }, 'photo', 'dimensione massima di 2 MB'],
      [{ cv: sampleFiles.pdf(5 * MB + 10) }, 'cv', 'dimensione massima di 5 MB'],
    ] as const;
    for (const [files, field, message] of cases) {
      const form = applicationForm();
      const res = await apply(form, files);
      expect(res.statusCode, `${field}: ${res.body}`).toBe(400);
      expect(res.json().error.fields[field]).toContain(message);
      const rows = await app.ctx.db
        .select()
        .from(caregiverApplications)
        .where(eq(caregiverApplications.email, form.email));
      expect(rows).toEqual([]);
    }
  });

  it('refuses a body that is not a multipart form, or without the form', async () => {
    const json = await app.inject({
      method: 'POST',
      url: '/v1/caregiver-applications',
      payload: applicationForm(),
    });
    expect(json.statusCode).toBe(415);
    const broken = await apply('not json');
    expect(broken.statusCode).toBe(400);
  });

  it('refuses a second open application from the same address (409)', async () => {
    const form = applicationForm();
    expect((await apply(form)).statusCode).toBe(201);
    const again = await apply({ ...form, email: form.email.toUpperCase() });
    expect(again.statusCode, again.body).toBe(409);
    expect(again.json().error.message).toContain('Abbiamo già ricevuto una tua candidatura');
  });

  it('limits applications per client address and per email address (429)', async () => {
    const max = app.ctx.config.limits.applicationsPerHour;
    for (let i = 0; i < max; i += 1) {
      const res = await submitApplication(app, applicationForm(), {}, '198.18.0.1');
      expect(res.statusCode, res.body).toBe(201);
    }
    const over = await submitApplication(app, applicationForm(), {}, '198.18.0.1');
    expect(over.statusCode).toBe(429);
    expect(over.headers['retry-after']).toBeDefined();
    expect(over.json().error.message).toContain('troppe candidature');
    // One email address from many clients: refused (duplicate) attempts count too.
    const form = applicationForm();
    for (let i = 0; i < max; i += 1) {
      const res = await submitApplication(app, form, {}, `198.18.1.${i + 1}`);
      expect(res.statusCode).toBe(i === 0 ? 201 : 409);
    }
    const byEmail = await submitApplication(app, form, {}, '198.18.2.1');
    expect(byEmail.statusCode).toBe(429);
  });
});

describe('vetting, accepting and declining', () => {
  const app = useTestApp();
  const tutor = useTestUser(app, { role: 'tutor' });
  const customer = useTestUser(app);
  beforeAll(() => seedCatalogAndCaregivers(app));

  const record = (id: number, payload: object) =>
    callAs<Application>(app, tutor, 'POST', `${base}/${id}/checks`, { payload });

  it('records checks (date, tutor), accepts: an active caregiver with profile, files and checks', async () => {
    const { id, form } = await applyAndFind(app, tutor);
    await record(id, { kind: 'identity-document', checkedOn: '2026-11-20' });
    await record(id, {
      kind: 'references',
      checkedOn: '2026-11-21',
      reference: 'Famiglia Bianchi, Torino',
    });
    const reviewed = await record(id, {
      kind: 'agency-interview',
      checkedOn: '2026-11-22',
      notes: 'Puntuale, molto preparata sui più piccoli.',
    });
    expect(reviewed.status).toBe('IN_REVIEW');
    expect(reviewed.checks.map((c) => c.kind)).toEqual([
      'identity-document',
      'references',
      'agency-interview',
    ]);
    expect(reviewed.checks[1]).toMatchObject({ reference: 'Famiglia Bianchi, Torino' });
    expect(reviewed.checks.every((c) => c.tutorUid === tutor.uid)).toBe(true);

    const bad = await injectAs(app, tutor, 'POST', `${base}/${id}/accept`, { type: 'colf' });
    expect(bad.statusCode).toBe(400);

    const accepted = await callAs<Application>(app, tutor, 'POST', `${base}/${id}/accept`, {
      payload: { type: 'babysitter' },
    });
    expect(accepted).toMatchObject({ status: 'ACCEPTED', photoUrl: null, cvUrl: null });
    const docRef = accepted.caregiverDocRef!;
    const [caregiver] = await app.ctx.db
      .select()
      .from(caregivers)
      .where(eq(caregivers.docRef, docRef));
    expect(caregiver).toMatchObject({
      type: 'babysitter',
      name: form.name,
      surname: form.surname,
      phone: form.phone,
      // The tutors write to her at the address she applied with.
      email: form.email,
      active: true,
      province: 'TO',
      comune: '001272',
      birthDate: form.birthDate,
      workComuni: ['001272', '001156'],
      skills: ['homework-help', 'taxi-sitter'],
      availability: ['mon-aft', 'tue-aft', 'wed-aft'],
      yearsOfExperience: 6,
      presentation: form.presentation,
      // Her CV as she uploaded it (a phone, an address…): hidden from the families until a
      // tutor has read it, or a family would get before payment the phone the selection holds.
      resumeHidden: true,
    });
    expect(caregiver!.photoUrl).toMatch(/^\/files\/uploads\/caregivers\//);
    // The portrait is public now; the CV is served by the caregivers' CV endpoint.
    expect((await app.inject({ method: 'GET', url: caregiver!.photoUrl! })).statusCode).toBe(200);
    const cv = await injectAs(app, tutor, 'GET', `/v1/caregivers/${docRef}/cv`);
    expect(cv.statusCode).toBe(200);
    const checks = await callAs<CaregiverCheck[]>(
      app,
      tutor,
      'GET',
      `/v1/backoffice/caregivers/${docRef}/checks`,
    );
    expect(checks.map((c) => c.kind)).toEqual([
      'identity-document',
      'references',
      'agency-interview',
    ]);
    const leftOnApplication = await app.ctx.db
      .select()
      .from(caregiverChecks)
      .where(eq(caregiverChecks.applicationId, id));
    expect(leftOnApplication).toEqual([]);
    // The accepted application still shows them (they are the caregiver's now), in the list too.
    const shown = await callAs<Application>(app, tutor, 'GET', `${base}/${id}`);
    expect(shown.checks.map((c) => c.kind)).toEqual(checks.map((c) => c.kind));
    expect(shown.checkKinds.sort()).toEqual([
      'agency-interview',
      'identity-document',
      'references',
    ]);
    const listed = await callAs<{ content: { id: number; checkKinds: string[] }[] }>(
      app,
      tutor,
      'GET',
      `${base}?status=ACCEPTED`,
    );
    expect(listed.content.find((row) => row.id === id)!.checkKinds.sort()).toEqual([
      'agency-interview',
      'identity-document',
      'references',
    ]);
    expect((await mailsTo(app, form.email)).map((m) => m.subject)).toContain(
      'Ti diamo il benvenuto in Equilibrio',
    );
    // Decided: no more changes.
    const again = await injectAs(app, tutor, 'POST', `${base}/${id}/decline`, { reason: 'x' });
    expect(again.statusCode).toBe(409);
    const late = await injectAs(app, tutor, 'POST', `${base}/${id}/checks`, {
      kind: 'first-aid',
      checkedOn: '2026-11-23',
    });
    expect(late.statusCode).toBe(409);
  });

  it('accepts in one transaction: a failure leaves the application open and no caregiver', async () => {
    const { id, form } = await applyAndFind(app, tutor);
    await record(id, { kind: 'identity-document', checkedOn: '2026-11-20' });
    // A caregiver row that cannot be written (a constraint added for the test) fails the insert.
    await app.ctx.db.execute(
      sql`alter table caregivers add constraint caregivers_test_blocked check (name <> 'Bloccata') not valid`,
    );
    await app.ctx.db
      .update(caregiverApplications)
      .set({ name: 'Bloccata' })
      .where(eq(caregiverApplications.id, id));
    try {
      const res = await injectAs(app, tutor, 'POST', `${base}/${id}/accept`, {
        type: 'babysitter',
      });
      expect(res.statusCode).toBeGreaterThanOrEqual(400);
    } finally {
      await app.ctx.db.execute(sql`alter table caregivers drop constraint caregivers_test_blocked`);
    }
    const application = await callAs<Application>(app, tutor, 'GET', `${base}/${id}`);
    expect(application).toMatchObject({ status: 'IN_REVIEW', caregiverDocRef: null });
    expect(application.checks).toHaveLength(1);
    expect(application.photoUrl).not.toBeNull();
    const rows = await app.ctx.db
      .select()
      .from(caregivers)
      .where(eq(caregivers.surname, form.surname));
    expect(rows.filter((row) => row.name === 'Bloccata')).toEqual([]);
  });

  it('accepted with checks missing (‘Accogli comunque’), the welcome says what is still to do', async () => {
    const { id, form } = await applyAndFind(app, tutor);
    await record(id, { kind: 'identity-document', checkedOn: '2026-11-20' });
    await callAs<Application>(app, tutor, 'POST', `${base}/${id}/accept`, {
      payload: { type: 'babysitter' },
    });
    const mails = await mailsTo(app, form.email);
    const welcome = mails.find((m) => m.template === 'application-accepted')?.text;
    expect(welcome).toContain(
      'colloquio conoscitivo: porta le referenze e il casellario giudiziale.',
    );
  });

  it('declines with a reason and tells the applicant kindly', async () => {
    const { id, form } = await applyAndFind(app, tutor);
    const empty = await injectAs(app, tutor, 'POST', `${base}/${id}/decline`, { reason: ' ' });
    expect(empty.statusCode).toBe(400);
    const declined = await callAs<Application>(app, tutor, 'POST', `${base}/${id}/decline`, {
      payload: { reason: 'Nessuna esperienza con bambini piccoli' },
    });
    expect(declined).toMatchObject({
      status: 'DECLINED',
      declineReason: 'Nessuna esperienza con bambini piccoli',
    });
    const [mail] = (await mailsTo(app, form.email)).filter(
      (m) => m.template === 'application-declined',
    );
    expect(mail?.subject).toBe('La tua candidatura a Equilibrio');
    expect(mail?.text).toContain('Ti ringraziamo');
    // The tutors' reason is theirs: never in the email.
    expect(mail?.text).not.toContain('bambini piccoli');
    // Declined, the address may apply again.
    const again = await submitApplication(app, { ...form }, {}, '192.0.2.200');
    expect(again.statusCode, again.body).toBe(201);
  });

  it('accepted as one of several services, keeps only that service’s skills', async () => {
    const { id } = await applyAndFind(app, tutor, {
      types: ['badante', 'colf'],
      skills: ['dementia', 'cooking'],
    });
    const accepted = await callAs<Application>(app, tutor, 'POST', `${base}/${id}/accept`, {
      payload: { type: 'badante' },
    });
    const [caregiver] = await app.ctx.db
      .select()
      .from(caregivers)
      .where(eq(caregivers.docRef, accepted.caregiverDocRef!));
    // A colf's 'Cucina' on a badante's record would make every later save of it refused.
    expect(caregiver!.skills).toEqual(['dementia']);
  });

  it('filters the inbox by status and type', async () => {
    await applyAndFind(app, tutor, { types: ['colf'], skills: ['ironing'] });
    const colf = await callAs<ApplicationPage>(app, tutor, 'GET', `${base}?type=colf`);
    expect(colf.content.length).toBeGreaterThan(0);
    expect(colf.content.every((row) => row.types.includes('colf'))).toBe(true);
    const accepted = await callAs<ApplicationPage>(app, tutor, 'GET', `${base}?status=ACCEPTED`);
    expect(accepted.content.every((row) => row.status === 'ACCEPTED')).toBe(true);
  });

  it('records checks on a caregiver already in the directory', async () => {
    const path = '/v1/backoffice/caregivers/cg-martina-rossi/checks';
    const checks = await callAs<CaregiverCheck[]>(app, tutor, 'POST', path, {
      payload: { kind: 'criminal-record', checkedOn: '2026-10-01' },
    });
    const mine = checks.find((c) => c.kind === 'criminal-record')!;
    expect(mine.tutorUid).toBe(tutor.uid);
    const bad = await injectAs(app, tutor, 'POST', path, { kind: 'astrology', checkedOn: 'x' });
    expect(bad.statusCode).toBe(400);
    // A check is recorded once done: not tomorrow (Italy's day), on a caregiver or an application.
    const tomorrow = italianDay(new Date(app.ctx.clock.now().getTime() + 86_400_000));
    for (const url of [path, `${base}/${(await applyAndFind(app, tutor)).id}/checks`]) {
      const future = await injectAs(app, tutor, 'POST', url, {
        kind: 'identity-document',
        checkedOn: tomorrow,
      });
      expect(fieldErrorsOf(future), url).toEqual({
        'body.checkedOn': 'La verifica non può avere una data futura',
      });
    }
    const today = italianDay(app.ctx.clock.now());
    expect(
      (await injectAs(app, tutor, 'POST', path, { kind: 'identity-document', checkedOn: today }))
        .statusCode,
    ).toBe(200);
    const after = await callAs<CaregiverCheck[]>(app, tutor, 'DELETE', `${path}/${mine.id}`);
    expect(after.find((c) => c.id === mine.id)).toBeUndefined();
    expect((await injectAs(app, customer, 'GET', path)).statusCode).toBe(403);
  });

  it('keeps the applications and their files away from customers', async () => {
    const { id } = await applyAndFind(app, tutor);
    for (const url of [`${base}`, `${base}/${id}`, `${base}/${id}/photo`, `${base}/${id}/cv`]) {
      expect((await injectAs(app, customer, 'GET', url)).statusCode, url).toBe(403);
    }
  });
});
