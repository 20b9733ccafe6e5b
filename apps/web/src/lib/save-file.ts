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
 * Opens a file the API serves only to the signed-in user (a CV, a private photo) in a new tab:
 * the tab is opened during the click (pop-up blockers allow it), then filled with the download.
 * A failed download closes the tab and throws.
 */
export async function openApiFileInNewTab(path: string) {
  const tab = window.open('', '_blank');
  try {
    const { blob } = await apiDownload(path);
    const url = URL.createObjectURL(blob);
    if (tab) tab.location.href = url;
    else window.location.href = url;
    setTimeout(() => URL.revokeObjectURL(url), 60_000);
  } catch (error) {
    tab?.close();
    throw error;
  }
}
