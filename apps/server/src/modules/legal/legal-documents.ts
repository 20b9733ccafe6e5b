import { createHash } from 'node:crypto';
import { statSync } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { LegalDocument, LegalDocumentId } from '@equilibrio/contract/privacy';
import type { AppContext } from '../../context';
import { AppError } from '../../lib/app-error';
import { parseLegalMarkdown, splitFrontMatter } from './markdown';

/** The file of each text in LEGAL_DIR; the operator replaces them (Markdown, front matter). */
export const legalFiles: Record<LegalDocumentId, string> = {
  privacy: 'privacy.md',
  terms: 'termini.md',
  'applicant-privacy': 'privacy-candidati.md',
};

/**
 * Values the texts may quote with `{{name}}`, so they always match the configuration (e.g. how
 * long unfinished sign-ups are kept). The hash and the page use the text after substitution.
 */
function variables(ctx: AppContext): Record<string, string> {
  return {
    anonymousRetentionDays: String(ctx.config.privacy.anonymousRetentionDays),
    applicationRetentionDays: String(ctx.config.privacy.applicationRetentionDays),
    supportEmail: ctx.config.mail.supportEmail,
    publicUrl: ctx.config.publicUrl,
  };
}

/**
 * The texts that still hold the shipped placeholders ('«DA COMPLETARE …»': the data controller,
 * the processors): a family would read a privacy notice with no company behind it. The server
 * says so when it starts in production (main.ts); the operator fills them in.
 */
export async function unfinishedLegalTexts(ctx: AppContext): Promise<string[]> {
  const unfinished: string[] = [];
  for (const name of Object.values(legalFiles)) {
    const text = await fs
      .readFile(path.join(ctx.config.privacy.legalDir, name), 'utf8')
      .catch(() => '');
    if (text.includes('«DA COMPLETARE')) unfinished.push(name);
  }
  return unfinished;
}

type Loaded = { mtimeMs: number; size: number; document: LegalDocument };
const cacheBySource = new Map<string, Map<LegalDocumentId, Loaded>>();

/**
 * A legal text, read from its file and parsed. Re-read when the file changes (checked with one
 * `stat` per call), so replacing a file takes effect at once, without a restart.
 */
export async function getLegalDocument(
  ctx: AppContext,
  id: LegalDocumentId,
): Promise<LegalDocument> {
  const file = path.join(ctx.config.privacy.legalDir, legalFiles[id]);
  let stat: { mtimeMs: number; size: number };
  try {
    // Synchronous: a few microseconds for a local file, where the promise's round trip through
    // the thread pool cost more than the rest of a request's consent (two texts per request).
    stat = statSync(file);
  } catch (error) {
    ctx.log.error({ err: error, file }, 'legal text missing');
    throw new AppError('SERVICE_UNAVAILABLE', 'Documento momentaneamente non disponibile.');
  }
  // The parsed text depends on the folder and on the values it quotes: two apps of one process
  // (the test suites) with different settings each get their own.
  const vars = variables(ctx);
  const key = JSON.stringify([ctx.config.privacy.legalDir, vars]);
  let cache = cacheBySource.get(key);
  if (!cache) {
    cache = new Map();
    cacheBySource.set(key, cache);
  }
  const cached = cache.get(id);
  if (cached && cached.mtimeMs === stat.mtimeMs && cached.size === stat.size) {
    return cached.document;
  }
  const source = await fs.readFile(file, 'utf8');
  const document = buildLegalDocument(id, source, vars);
  cache.set(id, { mtimeMs: stat.mtimeMs, size: stat.size, document });
  return document;
}

/** Parses one file: front matter (`title`, `version`, `updated`) and the Markdown body. */
export function buildLegalDocument(
  id: LegalDocumentId,
  source: string,
  vars: Record<string, string>,
): LegalDocument {
  const withValues = source.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) =>
    name in vars ? vars[name]! : whole,
  );
  const { meta, body } = splitFrontMatter(withValues);
  const contentHash = createHash('sha256').update(withValues).digest('hex');
  const updated = meta.updated && /^\d{4}-\d{2}-\d{2}$/.test(meta.updated) ? meta.updated : null;
  return {
    id,
    title: meta.title || defaultTitles[id],
    // Without a version line the hash names the text (its first 12 characters).
    version: meta.version || `sha256:${contentHash.slice(0, 12)}`,
    updatedOn: updated,
    contentHash,
    blocks: parseLegalMarkdown(body),
  };
}

const defaultTitles: Record<LegalDocumentId, string> = {
  privacy: 'Informativa sul trattamento dei dati personali',
  terms: 'Termini e condizioni del servizio',
  'applicant-privacy': 'Informativa sul trattamento dei dati personali dei candidati',
};

/** The versions a ticked box accepts right now: both texts, as they are served. */
export async function currentLegalVersions(ctx: AppContext) {
  const [privacy, terms] = await Promise.all([
    getLegalDocument(ctx, 'privacy'),
    getLegalDocument(ctx, 'terms'),
  ]);
  return [privacy, terms].map((doc) => ({
    document: doc.id,
    version: doc.version,
    contentHash: doc.contentHash,
  }));
}
