import { LATEST_SOPS_MAX, PROCESS_LABELS } from '@qms/shared-api';

/** The recent list the processes area keeps (spec 1 §3): artifact ids under 'latest-sops', most recent first. */
export function readLatestSops(storage: Storage = window.localStorage): string[] {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(PROCESS_LABELS.latestSopsKey) ?? '[]');
    return Array.isArray(parsed)
      ? parsed.filter((v): v is string => typeof v === 'string').slice(0, LATEST_SOPS_MAX)
      : [];
  } catch {
    return [];
  }
}
