// The examples of the processes' change-control and version routes (versions.routes.ts) for the generated route
// checks: a fresh process with one block, its version in the state asked for.
import { changeControlExamples } from '../../change-control/change-control.examples';
import { reviewExamples } from '../../change-control/review.examples';
import { freshProcess } from '../../../test/fixtures/processes';
import { sopChangeControlHost } from './sop-host';
import { sopReviewScheduleUrl, sopVersionUrls } from './versions.routes';

export const sopVersionsExamples = changeControlExamples({
  host: sopChangeControlHost,
  basePath: '/sops',
  urls: sopVersionUrls,
  exampleVersion: async (fx, releaseState) => {
    // a release completes only with a Change Description (issue 27.4)
    const { artifactId, versionId } = await freshProcess(fx, {
      releaseState,
      changeDescription: 'Example change',
      blocks: [{ type: 'TIPTAP' }],
    });
    return { artifactId, versionId };
  },
});

export const sopReviewExamples = reviewExamples({
  host: sopChangeControlHost,
  basePath: '/sops',
  scheduleUrl: sopReviewScheduleUrl,
  exampleVersion: async (fx, releaseState) => {
    const { artifactId, versionId } = await freshProcess(fx, { releaseState, blocks: [{ type: 'TIPTAP' }] });
    return { artifactId, versionId };
  },
});
