/**
 * Hands a downloaded file to the browser's save flow (in the kiosk shell, Electron's download
 * handling). A temporary `<a download>` is the only way a page can name the file.
 */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoking at once can cancel the download in some browsers; a minute is plenty to start it.
  window.setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
