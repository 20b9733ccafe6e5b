import type { Config } from '../../config';
import type { AppContext } from '../../context';
import type { FileStorage } from './file-storage';
import { createLocalFileStorage } from './local-file-storage';
import { createS3FileStorage } from './s3-file-storage';

/** The configured storage: the folder DATA_DIR/files, or the S3 bucket (S3_BUCKET …). */
export function createFileStorage(config: Config): FileStorage {
  const storage = config.storage;
  return storage.kind === 's3'
    ? createS3FileStorage(storage)
    : createLocalFileStorage(storage.root);
}

/**
 * Deletes stored files no row refers to any more (after the change that released them has
 * committed). A failure is logged and leaves only an orphan file behind.
 */
export async function deleteUnusedFiles(ctx: AppContext, keys: (string | null | undefined)[]) {
  for (const key of keys) {
    if (!key) continue;
    await ctx.storage.delete(key).catch((err) => {
      ctx.log.warn({ err, key }, 'could not delete an unused upload');
    });
  }
}
