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

/**
 * Shows a private PDF of the API (a caregiver's CV) in a new tab, so the page stays where it is:
 * the server serves it `inline`, which a phone's viewer shows where a download went to its
 * files. The tab opens at the tap (a tab opened after the download would be blocked as a
 * pop-up), cut off from this page (no `opener`), and then goes to the fetched file. Where the
 * browser opens no tab, a link with `target="_blank" rel="noopener"` shows it. Throws when the
 * download fails (the empty tab is closed).
 */
export async function viewApiFile(path: string, fallbackName = 'CV.pdf') {
  const tab = window.open('', '_blank');
  if (tab) tab.opener = null;
  let blob: Blob;
  try {
    ({ blob } = await apiDownload(path, { fallbackName }));
  } catch (error) {
    tab?.close();
    throw error;
  }
  const url = URL.createObjectURL(blob);
  if (tab) {
    tab.location.href = url;
  } else {
    const link = document.createElement('a');
    link.href = url;
    link.target = '_blank';
    link.rel = 'noopener';
    document.body.append(link);
    link.click();
    link.remove();
  }
  // Give the tab time to read the file before the address goes.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
