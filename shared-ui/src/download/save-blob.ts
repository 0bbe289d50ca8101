import { DOWNLOAD_URL_REVOKE_MS } from '@qms/shared-api';

/**
 * The one way the suite saves a file (ADR 0132): an object URL of the blob, a click on a hidden `<a download>`, and
 * the URL revoked DOWNLOAD_URL_REVOKE_MS later (spec 1 §7). Revoking right after `click()` can abort the download
 * in browsers that resolve the URL only once the click's navigation runs; the link is in the document while it is
 * clicked because some browsers ignore a click on a detached anchor.
 */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.style.display = 'none';
  document.body.appendChild(link);
  try {
    link.click();
  } finally {
    link.remove();
    window.setTimeout(() => URL.revokeObjectURL(url), DOWNLOAD_URL_REVOKE_MS);
  }
}
