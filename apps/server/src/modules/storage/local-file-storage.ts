import { randomBytes } from 'node:crypto';
import { createReadStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { assertStorageKey, contentTypeOfKey, type FileStorage } from './file-storage';

const isMissing = (error: unknown) =>
  (error as NodeJS.ErrnoException)?.code === 'ENOENT' ||
  (error as NodeJS.ErrnoException)?.code === 'ENOTDIR';

/**
 * Files in a local folder (default `DATA_DIR/files`), one file per key. Writes go to a temporary
 * file renamed into place, so a reader never sees half a file.
 */
export function createLocalFileStorage(root: string): FileStorage {
  const base = path.resolve(root);
  const fileOf = (key: string) => {
    assertStorageKey(key);
    const file = path.resolve(base, ...key.split('/'));
    if (!file.startsWith(`${base}${path.sep}`)) throw new Error('Storage key outside the root');
    return file;
  };

  return {
    async put(key, data) {
      const file = fileOf(key);
      await fs.mkdir(path.dirname(file), { recursive: true });
      const temporary = `${file}.${randomBytes(6).toString('hex')}.tmp`;
      try {
        await fs.writeFile(temporary, data, { flag: 'wx' });
        await fs.rename(temporary, file);
      } catch (error) {
        await fs.rm(temporary, { force: true });
        throw error;
      }
    },

    async get(key) {
      try {
        return await fs.readFile(fileOf(key));
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },

    async stream(key) {
      const file = fileOf(key);
      try {
        const stat = await fs.stat(file);
        if (!stat.isFile()) return null;
        return {
          stream: createReadStream(file),
          size: stat.size,
          contentType: contentTypeOfKey(key),
        };
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },

    async delete(key) {
      await fs.rm(fileOf(key), { force: true });
    },
  };
}
