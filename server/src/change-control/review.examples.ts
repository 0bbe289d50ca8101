// The examples of the periodic-review routes (review.routes.ts) for the generated route checks: a RELEASED
// version to review, and for the tenant-wide 'Due for review' list a document released through the workflow whose
// next review an admin set to today.
import { routeKey, type ExampleFixtures, type RouteExamples } from '../http/route-examples';
import { freshProcess } from '../../test/fixtures/processes';
import { sopChangeControlHost } from '../processes/index';
import { completeRelease } from './change-control.service';
import { exampleRelease, withSignaturePassword, type ExampleMount } from './change-control.examples';
import { saveSchedule, scheduleOf } from './reviews.repository';

const key = (method: 'GET' | 'POST' | 'PUT', url: string) => routeKey({ method, service: 'qms', url });

/** The examples of `reviewRoutes` as one area mounts them. */
export function reviewExamples(
  mount: ExampleMount & { basePath: string; scheduleUrl: string },
): RouteExamples {
  const { exampleVersion, basePath, scheduleUrl } = mount;
  const released = (fx: ExampleFixtures) => exampleVersion(fx, 'RELEASED');
  return {
    [key('GET', scheduleUrl)]: { example: async (fx) => ({ params: await released(fx) }) },
    [key('PUT', scheduleUrl)]: {
      example: async (fx) => ({
        params: await released(fx),
        body: { intervalMonths: 12, nextDueDate: null, dbVersion: 0 },
      }),
    },
    [key('POST', `${basePath}/v/:versionId/reviews`)]: {
      example: async (fx) => {
        const { versionId } = await released(fx);
        return {
          params: { versionId },
          body: {
            comment: 'Still accurate',
            dbVersion: 0,
            password: await withSignaturePassword(fx, fx.caller),
            email: fx.caller.email,
          },
        };
      },
    },
  };
}

export const dueForReviewExamples: RouteExamples = {
  [key('GET', '/due-for-review')]: {
    seed: async (fx) => {
      let name = '';
      const host = sopChangeControlHost;
      const release = await exampleRelease(
        fx,
        {
          host,
          exampleVersion: async (f, releaseState) => {
            const process = await freshProcess(f, {
              releaseState,
              changeDescription: 'Example change',
              blocks: [{ type: 'TIPTAP' }],
            });
            name = process.name;
            return process;
          },
        },
        { approvedByAuthor: true },
      );
      const today = new Date().toISOString().slice(0, 10);
      await fx.run(async (tx) => {
        await completeRelease({ tx, user: fx.caller, host }, release.versionId, {
          comment: '',
          dbVersion: release.releaseDbVersion,
          password: '', // checked before the transaction, which the examples skip
          extraTraineeIds: [],
        });
        const { dbVersion } = await scheduleOf(tx, fx.tenantId, 'SOP', release.artifactId);
        await saveSchedule(
          tx,
          fx.tenantId,
          'SOP',
          release.artifactId,
          { intervalMonths: null, nextDueDate: today },
          dbVersion,
        );
      });
      return { ids: [release.versionId], names: [name] };
    },
  },
};
