import { apiDownload } from '@/lib/api-client';
import { saveFile } from '@/lib/save-file';
import { useMutation } from '@/lib/single-flight-mutation';

/** GET /v1/scheduled-appointments/find/{requestID}/calendar.ics: the interview as an .ics file. */
export const downloadInterviewCalendar = (requestId: number) =>
  apiDownload(`/v1/scheduled-appointments/find/${requestId}/calendar.ics`, {
    fallbackName: `colloquio-richiesta-${requestId}.ics`,
  });

/** Downloads the interview's calendar file and hands it to the browser ('Aggiungi al calendario'). */
export const useDownloadInterviewCalendar = (requestId: number) =>
  useMutation({
    mutationFn: async () => {
      const file = await downloadInterviewCalendar(requestId);
      saveFile(file.blob, file.filename);
      return file;
    },
  });
