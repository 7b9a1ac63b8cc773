/** Types the browser shows by itself (its PDF viewer, an image), with no script of ours involved. */
const VIEWABLE: readonly string[] = ['application/pdf', 'image/jpeg', 'image/png'];
// A blob: URL lives as long as this page unless revoked; the tab has loaded it long before.
const REVOKE_AFTER_MS = 60_000;

/** Saves the file behind a signed link (the server sends it as an attachment). */
export function downloadFile(url: string): void {
  const anchor = document.createElement('a');
  anchor.href = url;
  anchor.download = '';
  anchor.rel = 'noopener';
  anchor.click();
}

/**
 * 'Voir'. Signed links answer with an attachment, never a page on our origin, so a PDF or a photo is
 * fetched and shown in `tab` (opened on the click, before any await, so it is not blocked) from a blob:
 * of the type the server checked. Anything else, or a link on another origin (the S3 bucket, which our
 * CSP does not let the page fetch), is saved instead, and the tab closed.
 */
export async function viewFile(tab: Window | null, url: string, mimeType: string): Promise<void> {
  const link = new URL(url, window.location.href);
  if (link.origin !== window.location.origin || !VIEWABLE.includes(mimeType)) {
    tab?.close();
    downloadFile(link.href);
    return;
  }
  const response = await fetch(link.href);
  if (!response.ok) throw new Error(`signed link answered ${response.status}`);
  const blob = URL.createObjectURL(new Blob([await response.arrayBuffer()], { type: mimeType }));
  setTimeout(() => URL.revokeObjectURL(blob), REVOKE_AFTER_MS);
  if (tab) tab.location.href = blob;
  else window.open(blob, '_blank', 'noopener');
}
