import path from 'node:path';

/**
 * apps/server: where the files the server reads at run time are found (migrations, the
 * gazetteer, the public and private files, the legal texts; the web build from the repository
 * root). This file sits in src/, one level down, like every module of the compiled server in
 * dist/ (scripts/server-build.mjs), so one rule finds them from the sources and from the bundle.
 */
export const serverRoot = path.resolve(import.meta.dirname, '..');

/** A path under apps/server. */
export const serverPath = (...parts: string[]) => path.join(serverRoot, ...parts);
