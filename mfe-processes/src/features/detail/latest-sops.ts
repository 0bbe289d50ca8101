import { LATEST_SOPS_MAX, PROCESS_LABELS } from '@qms/shared-api';

/** spec 1 §3: the 5 most recently opened process artifact ids, most recent first, under 'latest-sops'. */
export function rememberOpenedProcess(artifactId: string, storage: Storage = window.localStorage): void {
  try {
    const raw = storage.getItem(PROCESS_LABELS.latestSopsKey);
    const parsed: unknown = raw ? JSON.parse(raw) : [];
    const previous = Array.isArray(parsed) ? parsed.filter((v): v is string => typeof v === 'string') : [];
    const next = [artifactId, ...previous.filter((id) => id !== artifactId)].slice(0, LATEST_SOPS_MAX);
    storage.setItem(PROCESS_LABELS.latestSopsKey, JSON.stringify(next));
  } catch {
    // storage disabled or full: the dashboard tile simply misses this visit
  }
}
