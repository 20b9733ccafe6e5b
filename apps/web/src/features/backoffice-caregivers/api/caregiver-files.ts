import { caregiverSchema } from '@equilibrio/contract/caregivers';
import { apiRequest } from '@/lib/api-client';
import { useRefreshingMutation } from '@/lib/refreshing-mutation';
import { openApiFile } from '@/lib/save-file';
import { caregiverQueriesRoot } from './keys';

export type CaregiverFileSlot = 'photo' | 'cv';

const fileUrl = (docRef: string, slot: CaregiverFileSlot) =>
  `/v1/backoffice/caregivers/${encodeURIComponent(docRef)}/${slot}`;

/** PUT /v1/backoffice/caregivers/{docRef}/photo|cv: multipart, field "file". */
export const uploadCaregiverFile = ({
  docRef,
  slot,
  file,
}: {
  docRef: string;
  slot: CaregiverFileSlot;
  file: File;
}) => {
  const body = new FormData();
  body.append('file', file, file.name);
  return apiRequest(fileUrl(docRef, slot), { method: 'PUT', body, schema: caregiverSchema });
};

/** DELETE /v1/backoffice/caregivers/{docRef}/photo|cv */
export const removeCaregiverFile = ({
  docRef,
  slot,
}: {
  docRef: string;
  slot: CaregiverFileSlot;
}) => apiRequest(fileUrl(docRef, slot), { method: 'DELETE', schema: caregiverSchema });

export const useUploadCaregiverFile = () =>
  useRefreshingMutation(uploadCaregiverFile, caregiverQueriesRoot, { after: 'settled' });

export const useRemoveCaregiverFile = () =>
  useRefreshingMutation(removeCaregiverFile, caregiverQueriesRoot, { after: 'settled' });

/** GET the CV (authorised endpoint) and hand it to the browser under its name. */
export const openCaregiverCv = (cvUrl: string) => openApiFile(cvUrl);
