import fs from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type FakeS3, startFakeS3 } from '../../../test/fake-s3';
import {
  injectAs,
  madeBeforeAll,
  type TestApp,
  useTestApp,
  useTestUser,
} from '../../../test/helpers';
import { multipartFiles, putFile, sampleFiles } from '../../../test/upload-fixtures';
import {
  createTestRequest,
  recordCriminalRecords,
  seedCatalogAndCaregivers,
} from '../../../test/workflow-fixtures';
import { requests } from '../../db/schema/requests';

const MB = 1024 * 1024;

/** Every file under the app's upload folder (relative paths). */
async function storedFiles(app: TestApp): Promise<string[]> {
  const root = path.join(app.ctx.config.dataDir, 'files');
  const entries = await fs.readdir(root, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)))
    .sort();
}

describe('back-office uploads', () => {
  const app = useTestApp();
  beforeAll(() => seedCatalogAndCaregivers(app));
  const tutor = useTestUser(app, { role: 'tutor' });
  const customer = useTestUser(app);
  let docRef: string;

  beforeEach(async () => {
    const created = await injectAs(app, tutor, 'POST', '/v1/backoffice/caregivers', {
      active: true,
      type: 'babysitter',
      name: 'Anna',
      surname: 'Bellini',
      languages: ['italian'],
    });
    expect(created.statusCode).toBe(201);
    docRef = created.json().docRef;
  });

  const upload = (url: string, data: Buffer, options?: Parameters<typeof putFile>[4]) =>
    putFile(app, tutor, url, data, options);

  it('stores a photo, serves it publicly, and deletes the one it replaces', async () => {
    const before = await storedFiles(app);
    const png = sampleFiles.png(4096);
    const first = await upload(`/v1/backoffice/caregivers/${docRef}/photo`, png, {
      fileName: 'anna.png',
      contentType: 'image/png',
    });
    expect(first.statusCode).toBe(200);
    const firstUrl = first.json().photoUrl as string;
    expect(firstUrl).toMatch(new RegExp(`^/files/uploads/caregivers/${docRef}-[0-9a-f]+\\.png$`));

    const served = await app.inject({ method: 'GET', url: firstUrl });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.rawPayload.equals(png)).toBe(true);

    // Declared as PNG but a JPEG by content: stored as what it is.
    const second = await upload(`/v1/backoffice/caregivers/${docRef}/photo`, sampleFiles.jpeg(), {
      fileName: 'anna.png',
      contentType: 'image/png',
    });
    expect(second.statusCode).toBe(200);
    expect(second.json().photoUrl).toMatch(/\.jpg$/);
    expect((await app.inject({ method: 'GET', url: firstUrl })).statusCode).toBe(404);
    expect(await storedFiles(app)).toHaveLength(before.length + 1);

    const removed = await injectAs(
      app,
      tutor,
      'DELETE',
      `/v1/backoffice/caregivers/${docRef}/photo`,
    );
    expect(removed.json().photoUrl).toBeNull();
    expect(await storedFiles(app)).toEqual(before);
  });

  it('refuses photos over 2 MB or that are not images, storing nothing', async () => {
    const before = await storedFiles(app);
    const tooBig = await upload(
      `/v1/backoffice/caregivers/${docRef}/photo`,
      sampleFiles.jpeg(2 * MB + 1),
      { fileName: 'grande.jpg', contentType: 'image/jpeg' },
    );
    expect(tooBig.statusCode).toBe(400);
    expect(tooBig.json().error).toMatchObject({
      code: 'VALIDATION_FAILED',
      fields: { file: 'Il file supera la dimensione massima di 2 MB.' },
    });

    // An HTML page calling itself a JPEG.
    const disguised = await upload(
      `/v1/backoffice/caregivers/${docRef}/photo`,
      sampleFiles.text(),
      {
        fileName: 'foto.jpg',
        contentType: 'image/jpeg',
      },
    );
    expect(disguised.statusCode).toBe(400);
    expect(disguised.json().error.fields.file).toBe(
      'Formato non supportato: carica un’immagine JPEG, PNG o WebP.',
    );

    const pdfAsPhoto = await upload(`/v1/backoffice/caregivers/${docRef}/photo`, sampleFiles.pdf());
    expect(pdfAsPhoto.statusCode).toBe(400);

    const noFile = await injectAs(app, tutor, 'PUT', `/v1/backoffice/caregivers/${docRef}/photo`, {
      photo: 'x',
    });
    expect(noFile.statusCode).toBe(415);

    expect(await storedFiles(app)).toEqual(before);
    const caregiver = await injectAs(app, tutor, 'GET', `/v1/backoffice/caregivers/${docRef}`);
    expect(caregiver.json().photoUrl).toBeNull();
  });

  it('stores a CV privately: only tutors and customers it was proposed to can read it', async () => {
    const before = await storedFiles(app);
    const pdf = sampleFiles.pdf(10_000);
    const res = await upload(`/v1/backoffice/caregivers/${docRef}/cv`, pdf, {
      fileName: 'cv.pdf',
      contentType: 'application/pdf',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ hasCv: true, cvUrl: `/v1/caregivers/${docRef}/cv` });
    const stored = await storedFiles(app);
    expect(stored).toHaveLength(before.length + 1);
    const added = stored.find((file) => !before.includes(file))!;
    expect(added).toMatch(new RegExp(`^private/cv/${docRef}-[0-9a-f]+\\.pdf$`));

    // Not reachable as a public file.
    const publicTry = await app.inject({ method: 'GET', url: `/files/uploads/../${added}` });
    expect(publicTry.statusCode).toBe(404);

    const asTutor = await injectAs(app, tutor, 'GET', `/v1/caregivers/${docRef}/cv`);
    expect(asTutor.statusCode).toBe(200);
    expect(asTutor.headers['content-type']).toBe('application/pdf');
    expect(asTutor.rawPayload.equals(pdf)).toBe(true);

    const asStranger = await injectAs(app, customer, 'GET', `/v1/caregivers/${docRef}/cv`);
    expect(asStranger.statusCode).toBe(404);

    // Proposed on the customer's request and published: now the customer may read it.
    const requestId = await createTestRequest(app, customer);
    // (The quote steps before a selection are covered by the workflow tests.)
    await app.ctx.db
      .update(requests)
      .set({ status: 'SELEZIONE ATTIVA' })
      .where(eq(requests.id, requestId));
    const call = (method: 'POST', url: string, payload?: object) =>
      app.inject({ method, url, headers: tutor.headers, ...(payload ? { payload } : {}) });
    expect(
      (await call('POST', `/v1/backoffice/requests/${requestId}/candidates`, { docRef }))
        .statusCode,
    ).toBe(201);
    await recordCriminalRecords(app, tutor, [docRef]);
    expect(
      (await call('POST', `/v1/backoffice/requests/${requestId}/publish-candidates`)).statusCode,
    ).toBe(200);
    const asCustomer = await injectAs(app, customer, 'GET', `/v1/caregivers/${docRef}/cv`);
    expect(asCustomer.statusCode).toBe(200);
    expect(asCustomer.rawPayload.equals(pdf)).toBe(true);
  });

  it('refuses CVs over 5 MB or that are not PDFs, storing nothing', async () => {
    const before = await storedFiles(app);
    const tooBig = await upload(
      `/v1/backoffice/caregivers/${docRef}/cv`,
      sampleFiles.pdf(5 * MB + 1),
    );
    expect(tooBig.statusCode).toBe(400);
    expect(tooBig.json().error.fields.file).toBe('Il file supera la dimensione massima di 5 MB.');
    const image = await upload(`/v1/backoffice/caregivers/${docRef}/cv`, sampleFiles.png(), {
      fileName: 'cv.pdf',
      contentType: 'application/pdf',
    });
    expect(image.statusCode).toBe(400);
    expect(image.json().error.fields.file).toBe('Formato non supportato: carica un file PDF.');
    expect(await storedFiles(app)).toEqual(before);
  });

  it('refuses a request with two files on every upload route with 400, storing nothing', async () => {
    const company = await injectAs(app, tutor, 'POST', '/v1/backoffice/catalog/companies', {
      id: 'doppio-spa',
      name: 'Doppio S.p.A.',
      serviceIds: [],
    });
    expect(company.statusCode).toBe(201);
    const before = await storedFiles(app);
    const routes = [
      [`/v1/backoffice/caregivers/${docRef}/photo`, sampleFiles.png, 'image/png'],
      [`/v1/backoffice/caregivers/${docRef}/cv`, sampleFiles.pdf, 'application/pdf'],
      ['/v1/backoffice/catalog/companies/doppio-spa/logo', sampleFiles.webp, 'image/webp'],
    ] as const;
    for (const [url, sample, contentType] of routes) {
      // Both parts named "file", then a second part under another name.
      for (const secondField of ['file', 'altro']) {
        const { payload, headers } = multipartFiles([
          { data: sample(), fileName: 'primo', contentType },
          { data: sample(), fileName: 'secondo', contentType, field: secondField },
        ]);
        const res = await app.inject({
          method: 'PUT',
          url,
          payload,
          headers: { ...tutor.headers, ...headers },
        });
        expect(res.statusCode, `${url} ${secondField}`).toBe(400);
        expect(res.json().error, url).toMatchObject({
          code: 'VALIDATION_FAILED',
          fields: { file: 'Carica un solo file alla volta.' },
        });
      }
    }
    expect(await storedFiles(app)).toEqual(before);
    const caregiver = await injectAs(app, tutor, 'GET', `/v1/backoffice/caregivers/${docRef}`);
    expect(caregiver.json()).toMatchObject({ photoUrl: null, hasCv: false });
  });

  it('answers 404 for a missing caregiver and stores nothing', async () => {
    const before = await storedFiles(app);
    const res = await upload('/v1/backoffice/caregivers/cg-nessuno/photo', sampleFiles.png());
    expect(res.statusCode).toBe(404);
    expect(await storedFiles(app)).toEqual(before);
  });

  it('deletes the uploaded files with the caregiver', async () => {
    const before = await storedFiles(app);
    await upload(`/v1/backoffice/caregivers/${docRef}/photo`, sampleFiles.webp());
    await upload(`/v1/backoffice/caregivers/${docRef}/cv`, sampleFiles.pdf());
    expect(await storedFiles(app)).toHaveLength(before.length + 2);
    const res = await injectAs(app, tutor, 'DELETE', `/v1/backoffice/caregivers/${docRef}`);
    expect(res.statusCode).toBe(204);
    expect(await storedFiles(app)).toEqual(before);
  });

  it('keeps the photo when the profile is saved without it, and refuses borrowing an upload', async () => {
    const photo = await upload(`/v1/backoffice/caregivers/${docRef}/photo`, sampleFiles.png());
    const photoUrl = photo.json().photoUrl;
    const saved = await injectAs(app, tutor, 'PUT', `/v1/backoffice/caregivers/${docRef}`, {
      type: 'babysitter',
      name: 'Anna',
      surname: 'Bellini Rossi',
    });
    expect(saved.json()).toMatchObject({ surname: 'Bellini Rossi', photoUrl });

    const other = await injectAs(app, tutor, 'POST', '/v1/backoffice/caregivers', {
      active: true,
      type: 'colf',
      name: 'Rita',
      surname: 'Neri',
      photoUrl,
    });
    expect(other.statusCode).toBe(400);
    expect(other.json().error.fields.photoUrl).toBe('Carica la foto con il caricamento dedicato');
  });
});

describe('back-office uploads with S3 storage (S3_BUCKET …)', () => {
  let started: FakeS3 | undefined;
  const s3 = madeBeforeAll('The fake S3', async () => {
    started = await startFakeS3();
    return started;
  });
  afterAll(async () => {
    await started?.close();
  });
  const app = useTestApp(() => ({
    env: {
      S3_ENDPOINT: s3.url,
      S3_BUCKET: s3.bucket,
      S3_REGION: s3.region,
      S3_ACCESS_KEY_ID: s3.accessKeyId,
      S3_SECRET_ACCESS_KEY: s3.secretAccessKey,
    },
  }));
  beforeAll(() => seedCatalogAndCaregivers(app));
  const tutor = useTestUser(app, { role: 'tutor' });

  it('keeps photos and CVs in the bucket, not on the local disk, and serves them', async () => {
    const created = await injectAs(app, tutor, 'POST', '/v1/backoffice/caregivers', {
      active: true,
      type: 'colf',
      name: 'Rita',
      surname: 'Galli',
      languages: ['italian'],
    });
    const ref = created.json().docRef as string;
    const png = sampleFiles.png(8192);
    const res = await putFile(app, tutor, `/v1/backoffice/caregivers/${ref}/photo`, png, {
      fileName: 'r.png',
      contentType: 'image/png',
    });
    expect(res.statusCode).toBe(200);
    const url = res.json().photoUrl as string;
    const key = `public/${url.slice('/files/uploads/'.length)}`;
    expect(s3.objects.get(key)?.data.equals(png)).toBe(true);
    expect(s3.objects.get(key)?.contentType).toBe('image/png');
    expect(s3.requests.every((r) => r.signed)).toBe(true);
    await expect(fs.readdir(path.join(app.ctx.config.dataDir, 'files'))).rejects.toThrow();

    const served = await app.inject({ method: 'GET', url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.rawPayload.equals(png)).toBe(true);
    expect((await app.inject({ method: 'GET', url: `${url}x` })).statusCode).toBe(404);
  });
});
