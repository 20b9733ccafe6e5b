import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { bundledDocumentsDir } from '../modules/caregivers/cv-files';
import { bundledFilesDir } from '../plugins/files';
import { caregiverCvPdf, caregiverPortraitSvg } from './demo-assets';
import { cvKey, demoCaregivers, portraitPath } from './demo-caregivers';

// The bundled portraits and CVs are written from the demo caregivers by
// `scripts/generate-caregiver-assets.ts`; a profile changed without running it left a CV naming
// another city than the card (Irina: Torino on her card, Bologna on her CV).
describe('the demo caregivers’ bundled files', () => {
  it.each(demoCaregivers.map((c) => [c.docRef, c] as const))(
    '%s: its portrait and CV say what its profile says',
    (_docRef, caregiver) => {
      const portrait = fs.readFileSync(
        path.join(bundledFilesDir, portraitPath(caregiver.docRef)),
        'utf8',
      );
      expect(portrait, 'run scripts/generate-caregiver-assets.ts').toBe(
        caregiverPortraitSvg(caregiver),
      );
      const cvFile = path.join(bundledDocumentsDir, cvKey(caregiver.docRef));
      if (!caregiver.hasCv) return;
      expect(
        fs.readFileSync(cvFile).equals(Buffer.from(caregiverCvPdf(caregiver))),
        'run scripts/generate-caregiver-assets.ts',
      ).toBe(true);
    },
  );
});
