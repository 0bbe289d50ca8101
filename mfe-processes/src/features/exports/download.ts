import { DOWNLOAD_URL_REVOKE_MS } from '@qms/shared-api';

/** Saves a blob under the name (an <a download> click); the object URL is revoked 60 ms later (spec 1 §7). */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.style.display = 'none';
  document.body.appendChild(link);
  link.click();
  link.remove();
  window.setTimeout(() => URL.revokeObjectURL(url), DOWNLOAD_URL_REVOKE_MS);
}

/**
 * Shows an HTML blob in a tab opened beforehand: the tab must be opened in the click itself (popup blockers), the
 * export arrives later. The URL lives a minute so the tab can still reload it.
 */
export function showHtmlIn(tab: Window | null, blob: Blob): void {
  const url = URL.createObjectURL(new Blob([blob], { type: 'text/html' }));
  if (tab) tab.location.href = url;
  else window.open(url, '_blank');
  window.setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
