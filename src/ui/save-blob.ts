/**
 * Hands a file to the browser's download (spec 02 §7): a temporary link is
 * clicked and removed DOWNLOAD_LINK_TTL_MS after the click (spec 02 §9),
 * with its object URL. Every CSV and PDF download goes through here.
 */
export const DOWNLOAD_LINK_TTL_MS = 1000;

export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.appendChild(link);
  link.click();
  window.setTimeout(() => {
    link.remove();
    URL.revokeObjectURL(url);
  }, DOWNLOAD_LINK_TTL_MS);
}
