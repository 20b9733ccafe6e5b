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
