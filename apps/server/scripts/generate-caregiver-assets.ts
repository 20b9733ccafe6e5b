// Writes the demo caregivers' portraits (public-files/caregivers/*.svg) and CVs
// (private-files/cv/*.pdf) from src/demo/demo-caregivers.ts.
// Run: npx tsx apps/server/scripts/generate-caregiver-assets.ts
import fs from 'node:fs';
import path from 'node:path';
import { caregiverCvPdf, caregiverPortraitSvg } from '../src/demo/demo-assets';
import { cvKey, demoCaregivers, portraitPath } from '../src/demo/demo-caregivers';
import { bundledDocumentsDir } from '../src/modules/caregivers/cv-files';
import { bundledFilesDir } from '../src/plugins/files';

const write = (file: string, data: string | Buffer) => {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, data);
  console.log(`wrote ${path.relative(process.cwd(), file)}`);
};

for (const caregiver of demoCaregivers) {
  write(
    path.join(bundledFilesDir, portraitPath(caregiver.docRef)),
    caregiverPortraitSvg(caregiver),
  );
  if (caregiver.hasCv) {
    write(path.join(bundledDocumentsDir, cvKey(caregiver.docRef)), caregiverCvPdf(caregiver));
  }
}
