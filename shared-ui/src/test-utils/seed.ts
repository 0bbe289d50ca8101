import { http, HttpResponse } from 'msw';
import { getMockDb } from '@qms/shared-api/mock';
import type { RequirementType, SopVersionSummary } from '@qms/shared-api';

let n = 0;
/** A fresh id in UUID form (the contracts check the format), unique within a test file. */
export const testUuid = (): string => `00000000-0000-4000-8000-${String(++n).padStart(12, '0')}`;

/** Answers GET `path` (any origin) with `body`, for one test: `server.use(serveJson('/qms-api/storage', []))`. */
export const serveJson = (path: string, body: Parameters<typeof HttpResponse.json>[0]) =>
  http.get(`*${path}`, () => HttpResponse.json(body));

export interface SeedProcessOptions {
  requirementType?: RequirementType;
  releaseState?: SopVersionSummary['releaseState'];
  /** the parent process's artifact id; omitted = a root process */
  parent?: string;
  /** fixed ids where a test's handlers name them; otherwise fresh ones */
  artifactId?: string;
  versionId?: string;
  description?: string;
  templateArtifactIds?: string[];
  templateContentIds?: string[];
  dbVersion?: number;
}

/** Puts a process (artifact + one version) into the mock backend; blocks and terms go through the API. */
export function seedProcess(
  name: string,
  options: SeedProcessOptions = {},
): { artifactId: string; versionId: string } {
  const artifactId = options.artifactId ?? testUuid();
  const versionId = options.versionId ?? testUuid();
  const list = getMockDb().sops;
  list.artifacts.push({
    artifactId,
    parentArtifactId: options.parent ?? null,
    requirementType: options.requirementType ?? 'QMS',
    orderedArtifactIds: [],
    dbVersion: 0,
  });
  list.sops.push({
    artifactId,
    versionId,
    version: 1,
    releaseState: options.releaseState ?? 'DRAFT',
    changeDescription: '',
    sopAsPdf: false,
    name,
    description: options.description ?? `Purpose of ${name}`,
    templateArtifactIds: options.templateArtifactIds ?? [],
    templateContentIds: options.templateContentIds ?? [],
    srProcessIds: [],
    dbVersion: options.dbVersion ?? 0,
  });
  if (options.parent) {
    const parent = list.artifacts.find((a) => a.artifactId === options.parent);
    parent?.orderedArtifactIds.push(artifactId);
  } else list.rootOrderedArtifactIds.push(artifactId);
  return { artifactId, versionId };
}
