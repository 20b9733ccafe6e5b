import { z } from 'zod';
import { apiDownload, apiRequest } from '@/lib/api-client';
import { saveFile } from '@/lib/save-file';

/** Whose data: an applicant (by application) or a caregiver of the directory. */
export type DataSubjectPath = string;

export const applicationSubject = (id: number): DataSubjectPath =>
  `/v1/backoffice/caregiver-applications/${id}`;
export const caregiverSubject = (docRef: string): DataSubjectPath =>
  `/v1/backoffice/caregivers/${encodeURIComponent(docRef)}`;

/** GET …/data-export: everything we hold about them, saved as a JSON file. */
export async function downloadDataExport(subject: DataSubjectPath) {
  const { blob, filename } = await apiDownload(`${subject}/data-export`, {
    fallbackName: 'equilibrio-dati-caregiver.json',
  });
  saveFile(blob, filename);
}

const erasureSchema = z.object({ caregiver: z.enum(['none', 'deleted', 'anonymised']) });

/** DELETE …/data: their applications go; the caregiver is deleted, or anonymised when named. */
export const eraseData = (subject: DataSubjectPath) =>
  apiRequest(`${subject}/data`, { method: 'DELETE', schema: erasureSchema });
