import type { LinkedVersionRef, Template, TemplateContentInfo } from '@qms/shared-api/contract';
import type { CurrentSop } from '../templates/templates.links';

export { contentInfo, contentInfoOf, contentLinkIndex, linkStateOf } from '@qms/shared-api/contract';

const ref = (v: {
  artifactId: string;
  versionId: string;
  version: number;
  name: string;
}): LinkedVersionRef => ({
  artifactId: v.artifactId,
  versionId: v.versionId,
  version: v.version,
  name: v.name,
});

/** Resolves an info's version ids to the refs a TemplateContent carries (the lookups built once per answer). */
export function contentRefResolver(templates: readonly Template[], sops: readonly CurrentSop[]) {
  const byVersion = new Map(templates.map((t) => [t.versionId, t]));
  const sopByVersion = new Map(sops.map((s) => [s.versionId, s]));
  return (info: TemplateContentInfo) => ({
    creatingTemplates: info.createdByTemplateVersionIds.map((id) => ref(byVersion.get(id)!)),
    reportingTemplates: info.reportedByTemplateVersionIds.map((id) => ref(byVersion.get(id)!)),
    processes: info.createdBySopVersionIds.map((id) => ref(sopByVersion.get(id)!)),
  });
}
