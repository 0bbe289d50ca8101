// The examples of the templates' change-control and version routes (change-control.routes.ts) for the generated
// route checks: a fresh template moved through the workflow's states up to the one asked for.
import { and, eq } from 'drizzle-orm';
import type { ReleaseState } from '@qms/shared-api/contract';
import { changeControlExamples, type ExampleVersion } from '../../change-control/change-control.examples';
import { reviewExamples } from '../../change-control/review.examples';
import { templateChangeControlHost } from './template-host';
import { templateReviewScheduleUrl, templateVersionUrls } from './change-control.routes';
import { changeTemplateState, createTemplate } from './templates.repository';
import { templates } from '../schema';

const exampleVersion: ExampleVersion = async (fx, releaseState) =>
  fx.run(async (tx) => {
    const t = await createTemplate(tx, fx.tenantId, { name: fx.uniqueName('Template') });
    // a release completes only with a Change Description (issue 27.4)
    await tx
      .update(templates)
      .set({ changeDescription: 'Example change' })
      .where(and(eq(templates.tenantId, fx.tenantId), eq(templates.versionId, t.versionId)));
    const path: ReleaseState[] =
      releaseState === 'IN_RELEASE'
        ? ['IN_RELEASE']
        : releaseState === 'RELEASED'
          ? ['IN_RELEASE', 'RELEASED']
          : releaseState === 'OBSOLETE'
            ? ['IN_RELEASE', 'RELEASED', 'OBSOLETE']
            : [];
    for (const state of path) await changeTemplateState(tx, fx.tenantId, t.versionId, state);
    return { artifactId: t.artifactId, versionId: t.versionId };
  });

export const templateChangeControlExamples = changeControlExamples({
  host: templateChangeControlHost,
  basePath: '/templates',
  urls: templateVersionUrls,
  exampleVersion,
});

export const templateReviewExamples = reviewExamples({
  host: templateChangeControlHost,
  basePath: '/templates',
  scheduleUrl: templateReviewScheduleUrl,
  exampleVersion,
});
