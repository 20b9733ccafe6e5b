import { apiDownload } from './api-client';

/** Hands a downloaded file to the browser as a download with this name. */
export function saveFile(blob: Blob, filename: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // Give the browser time to start the download before the address goes.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

/**
 * Opens a file the API serves only to the signed-in user (a CV, a document): fetched with the
 * user's token, then handed to the browser as a download under the name the server gives it
 * ('CV-martina-rossi.pdf'). A tab on the downloaded data was titled, and saved, as a random
 * address ('3f0c…'); a phone opens the named file in its own viewer. Throws when the download
 * fails.
 */
export async function openApiFile(path: string, fallbackName = 'CV.pdf') {
  const { blob, filename } = await apiDownload(path, { fallbackName });
  saveFile(blob, filename);
}
