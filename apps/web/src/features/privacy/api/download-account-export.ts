import type { ExportFormat } from '@equilibrio/contract/privacy';
import { apiDownload } from '@/lib/api-client';
import { saveFile } from '@/lib/save-file';
import { useMutation } from '@/lib/single-flight-mutation';

/** GET /api/v1/user-controller/{uid}/export?format=json|html */
export const downloadAccountExport = (uid: string, format: ExportFormat) =>
  apiDownload(`/api/v1/user-controller/${encodeURIComponent(uid)}/export`, {
    query: { format },
    fallbackName: `equilibrio-dati.${format}`,
  });

/** Downloads the export and hands it to the browser as a file. */
export const useDownloadAccountExport = (uid: string) =>
  useMutation({
    mutationFn: async (format: ExportFormat) => {
      const file = await downloadAccountExport(uid, format);
      saveFile(file.blob, file.filename);
      return file;
    },
  });
