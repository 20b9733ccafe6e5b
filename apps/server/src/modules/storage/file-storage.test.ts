import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { text } from 'node:stream/consumers';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { sampleFiles } from '../../../test/upload-fixtures';
import { checkUpload, detectFileKind, uploadPolicies } from './file-kinds';
import { isValidStorageKey, keyOfPublicUrl, publicUrlOfKey } from './file-storage';
import { createLocalFileStorage } from './local-file-storage';

describe('local file storage', () => {
  let root: string;
  beforeEach(async () => {
    root = await fs.mkdtemp(path.join(os.tmpdir(), 'eq-storage-'));
  });
  afterEach(async () => {
    await fs.rm(root, { recursive: true, force: true });
  });

  it('puts, reads, streams and deletes files by key', async () => {
    const storage = createLocalFileStorage(root);
    await storage.put('public/caregivers/anna-1.png', Buffer.from('ciao'), 'image/png');
    expect((await storage.get('public/caregivers/anna-1.png'))?.toString()).toBe('ciao');
    const served = await storage.stream('public/caregivers/anna-1.png');
    expect(served).toMatchObject({ size: 4, contentType: 'image/png' });
    expect(await text(served!.stream)).toBe('ciao');
    expect(await fs.readdir(path.join(root, 'public/caregivers'))).toEqual(['anna-1.png']);

    await storage.put('public/caregivers/anna-1.png', Buffer.from('nuovo'), 'image/png');
    expect((await storage.get('public/caregivers/anna-1.png'))?.toString()).toBe('nuovo');

    await storage.delete('public/caregivers/anna-1.png');
    await storage.delete('public/caregivers/anna-1.png');
    expect(await storage.get('public/caregivers/anna-1.png')).toBeNull();
    expect(await storage.stream('public/caregivers/anna-1.png')).toBeNull();
  });

  it('refuses keys that could leave its folder', async () => {
    const storage = createLocalFileStorage(root);
    for (const key of ['../secret.pdf', '/etc/passwd.txt', 'a/../../b.pdf', 'A/B.pdf', 'x']) {
      expect(isValidStorageKey(key)).toBe(false);
      await expect(storage.put(key, Buffer.from('x'), 'text/plain')).rejects.toThrow();
      await expect(storage.get(key)).rejects.toThrow();
    }
    expect(await fs.readdir(root)).toEqual([]);
  });

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
