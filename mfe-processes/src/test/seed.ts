import { getMockDb } from '@qms/shared-api/mock';
import type { RequirementType, SopVersionSummary } from '@qms/shared-api';

let n = 0;
const id = () => `00000000-0000-4000-8000-${String(++n).padStart(12, '0')}`;

/** Puts a process (artifact + one version) into the mock backend; blocks and terms go through the API. */
export function seedProcess(
  name: string,
  options: {
    requirementType?: RequirementType;
    releaseState?: SopVersionSummary['releaseState'];
    parent?: string;
  } = {},
): { artifactId: string; versionId: string } {
  const artifactId = id();
  const versionId = id();
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
    description: `Purpose of ${name}`,
    templateArtifactIds: [],
    templateContentIds: [],
    srProcessIds: [],
    dbVersion: 0,
  });
  if (options.parent) {
    const parent = list.artifacts.find((a) => a.artifactId === options.parent);
    parent?.orderedArtifactIds.push(artifactId);
  } else list.rootOrderedArtifactIds.push(artifactId);
  return { artifactId, versionId };
}
