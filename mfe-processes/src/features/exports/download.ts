/**
 * Shows an HTML blob in a tab opened beforehand: the tab must be opened in the click itself (popup blockers), the
 * export arrives later. The URL lives a minute so the tab can still reload it.
 */
export function showHtmlIn(tab: Window | null, blob: Blob): void {
  // eslint-disable-next-line no-restricted-properties -- shown in a tab, no download: the tab may reload it for a minute
  const url = URL.createObjectURL(new Blob([blob], { type: 'text/html' }));
  if (tab) tab.location.href = url;
  else window.open(url, '_blank');
  window.setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
