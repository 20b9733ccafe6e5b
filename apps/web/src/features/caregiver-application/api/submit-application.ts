import {
  type ApplicationForm,
  applicationReceiptSchema,
} from '@equilibrio/contract/caregiver-applications';
import { apiRequest } from '@/lib/api-client';
import { useMutation } from '@/lib/single-flight-mutation';

/** POST /v1/caregiver-applications (public): the form as JSON, the photo and the CV as files. */
export const submitApplication = ({
  form,
  photo,
  cv,
}: {
  form: ApplicationForm;
  photo: File;
  cv: File;
}) => {
  const body = new FormData();
  body.append('application', JSON.stringify(form));
  body.append('photo', photo, photo.name);
  body.append('cv', cv, cv.name);
  return apiRequest('/v1/caregiver-applications', {
    method: 'POST',
    body,
    schema: applicationReceiptSchema,
  });
};

export const useSubmitApplication = () => useMutation({ mutationFn: submitApplication });
