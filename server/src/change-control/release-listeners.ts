import type { ChangeControlArtifactType } from '@qms/shared-api/contract';
import type { Tx } from '../db/tenant';

/** What a completed release tells the modules that act on it (training, issue 29.3). */
export interface CompletedRelease {
  tenantId: string;
  artifactType: ChangeControlArtifactType;
  artifactId: string;
  versionId: string;
  version: number;
  name: string;
  releaseId: string;
  /** 'YYYY-MM-DD': the day the version comes into force */
  effectiveDate: string;
  releasedBy: string;
  /** the people the releaser added to the training (checked: active users of the tenant) */
  extraTraineeIds: string[];
}

/** Runs in the completing request's transaction: a listener that throws rolls the release back. */
export type ReleaseListener = (tx: Tx, release: CompletedRelease) => Promise<void>;

// Registered once by route-table.ts (the wiring place), so change control imports no module that listens to it.
const listeners: ReleaseListener[] = [];

export function onReleaseCompleted(listener: ReleaseListener): void {
  if (!listeners.includes(listener)) listeners.push(listener);
}

export async function releaseCompleted(tx: Tx, release: CompletedRelease): Promise<void> {
  for (const listener of listeners) await listener(tx, release);
}
