// npm run tutorials:record — records the three tutorial videos from e2e journeys of the real
// app (e2e/tutorials/*.tutorial.ts) and converts them with ffmpeg to compact MP4 (H.264,
// no audio, fast start) in apps/server/public-files/tutorials/, which the server serves at
// /files/tutorials/. The web app's VITE_TUTORIAL_*_URL point there by default.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { findChrome, installHint } from './find-chrome.mjs';
import { checkNode, ensureWebBuild, root } from './lib.mjs';

checkNode();
const ffmpeg = process.env.FFMPEG_PATH ?? '/usr/bin/ffmpeg';
if (spawnSync(ffmpeg, ['-version'], { stdio: 'ignore' }).status !== 0) {
  console.error(`ffmpeg non trovato (${ffmpeg}): installalo con "sudo apt-get install -y ffmpeg".`);
  process.exit(1);
}
const chrome = findChrome({ headless: false });
if (!chrome) {
  console.error(installHint);
  process.exit(1);
}

// Playwright's video recorder runs "its" ffmpeg from its browser registry; instead of
// downloading that build, a private registry folder points it at the system ffmpeg (the same
// command line works: matroska in, VP9 WebM out).
const browsersJson = JSON.parse(
  fs.readFileSync(path.join(root, 'node_modules/playwright-core/browsers.json'), 'utf8'),
);
const ffmpegRevision = browsersJson.browsers.find((b) => b.name === 'ffmpeg').revision;
// Outside test-results: Playwright empties its output folder when it starts.
const registryDir = path.join(os.tmpdir(), 'equilibrio-playwright-registry');
const ffmpegDir = path.join(registryDir, `ffmpeg-${ffmpegRevision}`);
fs.mkdirSync(ffmpegDir, { recursive: true });
const ffmpegLink = path.join(ffmpegDir, 'ffmpeg-linux');
fs.rmSync(ffmpegLink, { force: true });
fs.symlinkSync(ffmpeg, ffmpegLink);

const rawDir = path.join(root, 'test-results/tutorials/raw');
const outDir = path.join(root, 'apps/server/public-files/tutorials');
fs.rmSync(rawDir, { recursive: true, force: true });
ensureWebBuild();

const only = process.argv.slice(2).filter((arg) => !arg.startsWith('-'));
const record = spawnSync(
  path.join(root, 'node_modules/.bin/playwright'),
  ['test', '-c', 'e2e/tutorials.config.ts', ...only],
  {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, CHROME_PATH: chrome, PLAYWRIGHT_BROWSERS_PATH: registryDir },
  },
);
if (record.status !== 0) {
  console.error('La registrazione dei tutorial non è riuscita.');
  process.exit(record.status ?? 1);
}

fs.mkdirSync(outDir, { recursive: true });
const recordings = fs.existsSync(rawDir)
  ? fs.readdirSync(rawDir).filter((f) => f.endsWith('.webm'))
  : [];
if (recordings.length === 0) {
  console.error('Nessuna registrazione trovata in test-results/tutorials/raw.');
  process.exit(1);
}
for (const file of recordings) {
  const target = path.join(outDir, file.replace(/\.webm$/, '.mp4'));
  const result = spawnSync(
    ffmpeg,
    [
      '-y',
      '-loglevel',
      'error',
      '-i',
      path.join(rawDir, file),
      '-vf',
      'fps=25,scale=1280:-2:flags=lanczos',
      '-c:v',
      'libx264',
      '-preset',
      'slow',
      '-crf',
      '28',
      '-tune',
      'stillimage',
      '-pix_fmt',
      'yuv420p',
      '-movflags',
      '+faststart',
      '-an',
      target,
    ],
    { stdio: 'inherit' },
  );
  if (result.status !== 0) {
    console.error(`Conversione non riuscita: ${file}`);
    process.exit(1);
  }
  // A still from the recording, shown by the player before it starts.
  const poster = target.replace(/\.mp4$/, '.jpg');
  const still = spawnSync(
    ffmpeg,
    ['-y', '-loglevel', 'error', '-ss', '4', '-i', target, '-frames:v', '1', '-q:v', '5', poster],
    { stdio: 'inherit' },
  );
  if (still.status !== 0) {
    console.error(`Anteprima non riuscita: ${file}`);
    process.exit(1);
  }
  const kb = Math.round(fs.statSync(target).size / 1024);
  console.log(`✓ ${path.relative(root, target)} (${kb} kB)`);
}
