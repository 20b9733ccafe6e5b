import type { Application } from '@equilibrio/contract/caregiver-applications';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { applicationsPath, applyAndFind } from '../../../test/application-fixtures';
import { callAs, injectAs, useTestApp, useTestUser } from '../../../test/helpers';
import {
  advanceClock,
  createTestRequest,
  seedCatalogAndCaregivers,
} from '../../../test/workflow-fixtures';
import {
  caregiverApplications,
  caregiverChecks,
  caregiverSelections,
  caregivers,
} from '../../db/schema/caregivers';
import { serviceRounds } from '../../db/schema/service-records';

const base = applicationsPath;

describe("caregivers' data rights and retention", () => {
  const app = useTestApp({ env: { APPLICATION_RETENTION_DAYS: '30' } });
  const tutor = useTestUser(app, { role: 'tutor' });
  const customer = useTestUser(app);
  beforeAll(() => seedCatalogAndCaregivers(app));

  it('exports and erases an applicant’s data', async () => {
    const { id, form } = await applyAndFind(app, tutor);
    await callAs(app, tutor, 'POST', `${base}/${id}/checks`, {
      payload: { kind: 'identity-document', checkedOn: '2026-11-20' },
    });
    const res = await injectAs(app, tutor, 'GET', `${base}/${id}/data-export`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toMatch(/attachment; filename=".*\.json"/);
    const data = res.json();
    expect(data.applications).toHaveLength(1);
    expect(data.applications[0]).toMatchObject({ email: form.email, phone: form.phone });
    expect(data.checks).toHaveLength(1);
    expect(data.caregiver).toBeNull();

    // The photo and the CV themselves, byte for byte as the tutor's file endpoints serve them.
    const application = await callAs<Application>(app, tutor, 'GET', `${base}/${id}`);
    type ExportedFile = {
      owner: string;
      ownerId: unknown;
      kind: string;
      contentType: string;
      size: number;
      base64: string;
    };
    const files = data.files as ExportedFile[];
    expect(files.map((f) => [f.owner, f.ownerId, f.kind, f.contentType])).toEqual([
      ['application', id, 'photo', 'image/jpeg'],
      ['application', id, 'cv', 'application/pdf'],
    ]);
    for (const file of files) {
      const url = file.kind === 'photo' ? application.photoUrl! : application.cvUrl!;
      const served = (await injectAs(app, tutor, 'GET', url)).rawPayload;
      expect(Buffer.from(file.base64, 'base64').equals(served)).toBe(true);
      expect(file.size).toBe(served.length);
    }

    const erased = await callAs(app, tutor, 'DELETE', `${base}/${id}/data`);
    expect(erased).toEqual({ caregiver: 'none' });
    expect((await injectAs(app, tutor, 'GET', `${base}/${id}`)).statusCode).toBe(404);
    expect((await injectAs(app, tutor, 'GET', application.photoUrl!)).statusCode).toBe(404);
    const checks = await app.ctx.db
      .select()
      .from(caregiverChecks)
      .where(eq(caregiverChecks.applicationId, id));
    expect(checks).toEqual([]);
  });

  it('erases a caregiver never proposed; anonymises one that requests still name', async () => {
    const first = await applyAndFind(app, tutor);
    const accepted = await callAs<Application>(app, tutor, 'POST', `${base}/${first.id}/accept`, {
      payload: { type: 'babysitter' },
    });
    const docRef = accepted.caregiverDocRef!;
    const exported = await callAs<{
      caregiver: { docRef: string };
      applications: unknown[];
      files: { owner: string; ownerId: string; kind: string; size: number; base64: string }[];
    }>(app, tutor, 'GET', `/v1/backoffice/caregivers/${docRef}/data-export`);
    expect(exported.caregiver.docRef).toBe(docRef);
    expect(exported.applications).toHaveLength(1);
    // Accepted: the files moved to the caregiver (photo public, CV private); both are in the copy.
    expect(exported.files.map((f) => [f.owner, f.ownerId, f.kind, f.size])).toEqual([
      ['caregiver', docRef, 'photo', 2048],
      ['caregiver', docRef, 'cv', 4096],
    ]);
    expect(Buffer.from(exported.files[1]!.base64, 'base64').subarray(0, 5).toString()).toBe(
      '%PDF-',
    );
    expect(await callAs(app, tutor, 'DELETE', `/v1/backoffice/caregivers/${docRef}/data`)).toEqual({
      caregiver: 'deleted',
    });
    expect(
      (await injectAs(app, tutor, 'GET', `/v1/backoffice/caregivers/${docRef}`)).statusCode,
    ).toBe(404);

    // A caregiver proposed on a request: the row stays for the request's history, emptied.
    const second = await applyAndFind(app, tutor);
    const named = await callAs<Application>(app, tutor, 'POST', `${base}/${second.id}/accept`, {
      payload: { type: 'babysitter' },
    });
    const requestId = await createTestRequest(app, customer);
    const [proposed] = await app.ctx.db
      .select({ id: caregivers.id })
      .from(caregivers)
      .where(eq(caregivers.docRef, named.caregiverDocRef!));
    await app.ctx.db
      .insert(caregiverSelections)
      .values({ requestId, caregiverId: proposed!.id, selectedAt: app.ctx.clock.now() });
    expect(
      await callAs(app, tutor, 'DELETE', `/v1/backoffice/caregivers/${named.caregiverDocRef}/data`),
    ).toEqual({ caregiver: 'anonymised' });
    const [row] = await app.ctx.db
      .select()
      .from(caregivers)
      .where(eq(caregivers.docRef, named.caregiverDocRef!));
    expect(row).toMatchObject({
      name: 'Caregiver',
      surname: 'rimosso',
      phone: null,
      email: null,
      photoUrl: null,
      cvPath: null,
      birthDate: null,
      presentation: null,
      active: false,
      skills: [],
    });
    expect(
      await app.ctx.db
        .select()
        .from(caregiverApplications)
        .where(eq(caregiverApplications.id, second.id)),
    ).toEqual([]);
    expect(
      (
        await injectAs(
          app,
          customer,
          'DELETE',
          `/v1/backoffice/caregivers/${named.caregiverDocRef}/data`,
        )
      ).statusCode,
    ).toBe(403);
  });

  it('keeps a caregiver a family counts on until they are replaced, then erases their name from the rounds too', async () => {
    const application = await applyAndFind(app, tutor);
    const accepted = await callAs<Application>(
      app,
      tutor,
      'POST',
      `${base}/${application.id}/accept`,
      { payload: { type: 'babysitter' } },
    );
    const docRef = accepted.caregiverDocRef!;
    const [caregiver] = await app.ctx.db
      .select({ id: caregivers.id, name: caregivers.name, surname: caregivers.surname })
      .from(caregivers)
      .where(eq(caregivers.docRef, docRef));
    const requestId = await createTestRequest(app, customer);
    const now = app.ctx.clock.now();
    // Chosen and confirmed on an open request, with a service round in their name.
    const [place] = await app.ctx.db
      .insert(caregiverSelections)
      .values({
        requestId,
        caregiverId: caregiver!.id,
        phase: 'CHOSEN',
        published: true,
        selectedAt: now,
        chosenAt: now,
        acceptedAt: now,
      })
      .returning({ id: caregiverSelections.id });
    await app.ctx.db.insert(serviceRounds).values({
      requestId,
      caregiverId: caregiver!.id,
      caregiverName: `${caregiver!.name} ${caregiver!.surname}`,
      eventType: 'ACTIVATION',
      startDate: '2030-01-07',
      paymentStatus: 'PAID',
    });

    const refused = await injectAs(
      app,
      tutor,
      'DELETE',
      `/v1/backoffice/caregivers/${docRef}/data`,
    );
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toBe(
      `Il caregiver ha un incarico aperto (#${requestId}): prima avvia la sostituzione o chiudi la richiesta, poi cancella i dati.`,
    );
    // Nothing went: the record, the checks' owner and the name are as they were.
    expect(
      (await callAs<{ name: string }>(app, tutor, 'GET', `/v1/backoffice/caregivers/${docRef}`))
        .name,
    ).toBe(caregiver!.name);

    // Replaced: the place ends, and the data may go — from the rounds' copy of the name too.
    await app.ctx.db
      .update(caregiverSelections)
      .set({ endedAt: now, endedReason: 'REPLACED' })
      .where(eq(caregiverSelections.id, place!.id));
    expect(await callAs(app, tutor, 'DELETE', `/v1/backoffice/caregivers/${docRef}/data`)).toEqual({
      caregiver: 'anonymised',
    });
    expect(
      (
        await app.ctx.db
          .select({ caregiverName: serviceRounds.caregiverName })
          .from(serviceRounds)
          .where(eq(serviceRounds.requestId, requestId))
      ).map((round) => round.caregiverName),
    ).toEqual(['Caregiver rimosso']);
  });

  it('deletes declined applications APPLICATION_RETENTION_DAYS after the decision (job)', async () => {
    const { id } = await applyAndFind(app, tutor);
    await callAs(app, tutor, 'POST', `${base}/${id}/checks`, {
      payload: { kind: 'identity-document', checkedOn: '2026-11-20' },
    });
    await callAs(app, tutor, 'POST', `${base}/${id}/decline`, { payload: { reason: 'Zona' } });
    const open = await applyAndFind(app, tutor);
    await advanceClock(app, 29 * 86_400_000, [{ user: tutor, role: 'tutor' }]);
    await app.jobs.runAll();
    expect((await injectAs(app, tutor, 'GET', `${base}/${id}`)).statusCode).toBe(200);
    await advanceClock(app, 2 * 86_400_000, [{ user: tutor, role: 'tutor' }]);
    await app.jobs.runAll();
    expect((await injectAs(app, tutor, 'GET', `${base}/${id}`)).statusCode).toBe(404);
    const checks = await app.ctx.db
      .select()
      .from(caregiverChecks)
      .where(eq(caregiverChecks.applicationId, id));
    expect(checks).toEqual([]);
    // Open applications are never swept.
    expect((await injectAs(app, tutor, 'GET', `${base}/${open.id}`)).statusCode).toBe(200);
  });
});
