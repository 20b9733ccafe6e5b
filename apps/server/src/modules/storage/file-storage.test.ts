import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { text } from 'node:stream/consumers';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type FakeS3, startFakeS3 } from '../../../test/fake-s3';
import { sampleFiles } from '../../../test/upload-fixtures';
import { checkUpload, detectFileKind, uploadPolicies } from './file-kinds';
import {
  type FileStorage,
  isValidStorageKey,
  keyOfPublicUrl,
  publicUrlOfKey,
} from './file-storage';
import { createLocalFileStorage } from './local-file-storage';
import { createS3FileStorage, S3Error, signV4 } from './s3-file-storage';

type Subject = { storage: FileStorage; stored(): Promise<string[]> };

/** What every storage must do, run against the local folder and the S3 bucket alike. */
function storageContract(name: string, make: () => Promise<Subject>) {
  describe(`${name}: storage contract`, () => {
    let subject: Subject;
    beforeEach(async () => {
      subject = await make();
    });

    it('puts, reads, streams and deletes files by key', async () => {
      const { storage } = subject;
      await storage.put('public/caregivers/anna-1.png', Buffer.from('ciao'), 'image/png');
      expect((await storage.get('public/caregivers/anna-1.png'))?.toString()).toBe('ciao');
      const served = await storage.stream('public/caregivers/anna-1.png');
      expect(served).toMatchObject({ size: 4, contentType: 'image/png' });
      expect(await text(served!.stream)).toBe('ciao');
      expect(await subject.stored()).toEqual(['public/caregivers/anna-1.png']);

      await storage.put('public/caregivers/anna-1.png', Buffer.from('nuovo'), 'image/png');
      expect((await storage.get('public/caregivers/anna-1.png'))?.toString()).toBe('nuovo');

      await storage.delete('public/caregivers/anna-1.png');
      await storage.delete('public/caregivers/anna-1.png');
      expect(await storage.get('public/caregivers/anna-1.png')).toBeNull();
      expect(await storage.stream('public/caregivers/anna-1.png')).toBeNull();
      expect(await subject.stored()).toEqual([]);
    });

    it('keeps binary files byte for byte', async () => {
      const pdf = sampleFiles.pdf(300_000);
      await subject.storage.put('private/cv/anna-2.pdf', pdf, 'application/pdf');
      expect((await subject.storage.get('private/cv/anna-2.pdf'))?.equals(pdf)).toBe(true);
      const served = await subject.storage.stream('private/cv/anna-2.pdf');
      expect(served).toMatchObject({ size: pdf.length, contentType: 'application/pdf' });
      const chunks: Buffer[] = [];
      for await (const chunk of served!.stream) chunks.push(chunk as Buffer);
      expect(Buffer.concat(chunks).equals(pdf)).toBe(true);
    });

    it('refuses keys that could leave its folder', async () => {
      const { storage } = subject;
      for (const key of ['../secret.pdf', '/etc/passwd.txt', 'a/../../b.pdf', 'A/B.pdf', 'x']) {
        expect(isValidStorageKey(key)).toBe(false);
        await expect(storage.put(key, Buffer.from('x'), 'text/plain')).rejects.toThrow();
        await expect(storage.get(key)).rejects.toThrow();
      }
      expect(await subject.stored()).toEqual([]);
    });
  });
}

let root: string;
storageContract('local folder', async () => {
  root = await fs.mkdtemp(path.join(os.tmpdir(), 'eq-storage-'));
  return {
    storage: createLocalFileStorage(root),
    stored: async () =>
      (await fs.readdir(root, { recursive: true, withFileTypes: true }))
        .filter((entry) => entry.isFile())
        .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)))
        .sort(),
  };
});
afterEach(async () => {
  if (root) await fs.rm(root, { recursive: true, force: true });
});

let s3: FakeS3;
beforeAll(async () => {
  s3 = await startFakeS3();
});
afterAll(async () => {
  await s3.close();
});
const s3Options = () => ({
  endpoint: s3.url,
  bucket: s3.bucket,
  region: s3.region,
  accessKeyId: s3.accessKeyId,
  secretAccessKey: s3.secretAccessKey,
});
storageContract('S3 bucket', async () => {
  s3.objects.clear();
  s3.requests.length = 0;
  return {
    storage: createS3FileStorage(s3Options()),
    stored: async () => [...s3.objects.keys()].sort(),
  };
});

describe('S3 storage', () => {
  beforeEach(() => {
    s3.objects.clear();
    s3.requests.length = 0;
  });

  it('signs every request (Signature V4) so the bucket accepts it', async () => {
    const storage = createS3FileStorage(s3Options());
    await storage.put('public/companies/acme-1.webp', sampleFiles.webp(), 'image/webp');
    await storage.get('public/companies/acme-1.webp');
    await storage.delete('public/companies/acme-1.webp');
    expect(s3.requests.map((r) => [r.method, r.key, r.signed])).toEqual([
      ['PUT', 'public/companies/acme-1.webp', true],
      ['GET', 'public/companies/acme-1.webp', true],
      ['DELETE', 'public/companies/acme-1.webp', true],
    ]);
    expect(s3.requests[0]!.signedHeaders).toEqual([
      'content-type',
      'host',
      'x-amz-content-sha256',
      'x-amz-date',
    ]);
    expect(s3.objects.size).toBe(0);
  });

  it('fails clearly with a wrong secret, and stores nothing', async () => {
    const storage = createS3FileStorage({ ...s3Options(), secretAccessKey: 'wrong' });
    const put = storage.put('public/companies/acme-1.webp', sampleFiles.webp(), 'image/webp');
    await expect(put).rejects.toBeInstanceOf(S3Error);
    await expect(
      storage.put('public/companies/acme-1.webp', sampleFiles.webp(), 'image/webp'),
    ).rejects.toThrow('S3 PUT public/companies/acme-1.webp: 403 SignatureDoesNotMatch');
    await expect(storage.get('public/companies/acme-1.webp')).rejects.toThrow(/403/);
    expect(s3.objects.size).toBe(0);
  });

  it('tries once more when the bucket answers a passing server error', async () => {
    const storage = createS3FileStorage(s3Options());
    s3.failNext(1);
    await storage.put('public/companies/acme-2.png', sampleFiles.png(), 'image/png');
    expect(s3.objects.has('public/companies/acme-2.png')).toBe(true);
    s3.failNext(2);
    await expect(storage.get('public/companies/acme-2.png')).rejects.toThrow(/503 SlowDown/);
  });

  it('computes the signature of the AWS documentation example (GET Object)', () => {
    const headers = signV4({
      method: 'GET',
      url: new URL('https://examplebucket.s3.amazonaws.com/test.txt'),
      headers: { range: 'bytes=0-9' },
      payloadHash: 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855',
      accessKeyId: 'AKIAIOSFODNN7EXAMPLE',
      secretAccessKey: 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY',
      region: 'us-east-1',
      now: new Date('2013-05-24T00:00:00Z'),
    });
    expect(headers.authorization).toBe(
      'AWS4-HMAC-SHA256 Credential=AKIAIOSFODNN7EXAMPLE/20130524/us-east-1/s3/aws4_request, SignedHeaders=host;range;x-amz-content-sha256;x-amz-date, Signature=f0e8bdb87c964420e857bd35b5d6ed310bd44f0170aba48dd91039c6036bdb41',
    );
  });
});

describe('storage keys', () => {
  it('maps public keys to /files/uploads URLs and back, nothing else', () => {
    expect(publicUrlOfKey('public/companies/acme-1.webp')).toBe(
      '/files/uploads/companies/acme-1.webp',
    );
    expect(keyOfPublicUrl('/files/uploads/companies/acme-1.webp')).toBe(
      'public/companies/acme-1.webp',
    );
    expect(keyOfPublicUrl('/files/companies/acme-welfare.svg')).toBeNull();
    expect(keyOfPublicUrl('/files/uploads/../private/cv/x.pdf')).toBeNull();
    expect(keyOfPublicUrl(null)).toBeNull();
  });
});

describe('upload checks', () => {
  it('recognises files by their content, not their name', () => {
    expect(detectFileKind(sampleFiles.png())).toBe('png');
    expect(detectFileKind(sampleFiles.jpeg())).toBe('jpeg');
    expect(detectFileKind(sampleFiles.webp())).toBe('webp');
    expect(detectFileKind(sampleFiles.pdf())).toBe('pdf');
    expect(detectFileKind(sampleFiles.text())).toBeNull();
    expect(detectFileKind(Buffer.from([0xff, 0xd8]))).toBeNull();
  });

  it('accepts photos up to 2 MB and CVs up to 5 MB, of the right kind only', () => {
    expect(checkUpload(sampleFiles.webp(2 * 1024 * 1024), uploadPolicies.photo)).toBe('webp');
    expect(() => checkUpload(sampleFiles.png(2 * 1024 * 1024 + 1), uploadPolicies.photo)).toThrow(
      'Il file supera la dimensione massima di 2 MB.',
    );
    expect(() => checkUpload(sampleFiles.pdf(), uploadPolicies.photo)).toThrow(
      'Formato non supportato: carica un’immagine JPEG, PNG o WebP.',
    );
    expect(checkUpload(sampleFiles.pdf(5 * 1024 * 1024), uploadPolicies.cv)).toBe('pdf');
    expect(() => checkUpload(sampleFiles.jpeg(), uploadPolicies.cv)).toThrow(
      'Formato non supportato: carica un file PDF.',
    );
    expect(() => checkUpload(Buffer.alloc(0), uploadPolicies.cv)).toThrow('Il file è vuoto.');
  });
});
