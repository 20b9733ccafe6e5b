import type { AppContext } from '../../context';

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
