import { ApiError } from '../../client/api-error';
import { apiJson } from '../../client/http';
import { SIGNATURE_PASSWORD_WRONG } from '../../change-control/change-control.messages';
import { addMonths, localDay } from '../../change-control/due-date';
import {
  DueReviewList,
  REVIEW_ERRORS,
  REVIEW_PATHS,
  ReviewSchedule,
} from '../../change-control/periodic-review.contract';
import { createSop } from '../../processes/sops.queries';
import { getMockDb, setMockRole } from '../db';
import { MOCK_WRONG_PASSWORD } from './change-control.handlers';
import { setupMockApi } from '../setup-mock-api';

setupMockApi();

async function refusal(call: Promise<unknown>): Promise<{ status: number; message?: string }> {
  try {
    await call;
  } catch (error) {
    if (error instanceof ApiError) return { status: error.status, message: error.errorMessage };
    throw error;
  }
  throw new Error('the call was not refused');
}

const today = localDay(new Date());
const dueList = () => apiJson(DueReviewList, `/qms-api/due-for-review?today=${today}`);
const schedule = (artifactId: string) => apiJson(ReviewSchedule, REVIEW_PATHS.sops.schedule(artifactId));

describe('mock periodic review (answers like the server)', () => {
  it('sets a due date, lists the document as due, and moves the date with a signed review', async () => {
    setMockRole('admin');
    const { sop } = await createSop({ name: 'Calibration' });
    expect((await schedule(sop.artifactId)).nextDueDate).toBeNull();
    const review = (password: string, dbVersion: number) =>
      apiJson(ReviewSchedule, REVIEW_PATHS.sops.sign(sop.versionId), {
        method: 'POST',
        body: { password, dbVersion },
      });
    expect(await refusal(review('secret', 0))).toEqual({ status: 409, message: REVIEW_ERRORS.notReleased });

    getMockDb().sops.sops.find((s) => s.versionId === sop.versionId)!.releaseState = 'RELEASED';
    expect((await schedule(sop.artifactId)).nextDueDate).toBe(addMonths(today, 24));
    expect(await dueList()).toEqual([]);
    const set = await apiJson(ReviewSchedule, REVIEW_PATHS.sops.schedule(sop.artifactId), {
      method: 'PUT',
      body: { intervalMonths: 12, nextDueDate: today, dbVersion: 0 },
    });
    expect(set).toMatchObject({
      nextDueDate: today,
      dueDateSetDirectly: true,
      intervalMonths: 12,
      dbVersion: 1,
    });
    expect((await dueList()).map((d) => [d.name, d.nextDueDate, d.link])).toEqual([
      ['Calibration', today, `/processes/${sop.versionId}?tab=releaseWorkflow`],
    ]);

    expect(await refusal(review(MOCK_WRONG_PASSWORD, 1))).toEqual({
      status: 403,
      message: SIGNATURE_PASSWORD_WRONG,
    });
    expect(await refusal(review('secret', 0))).toEqual({
      status: 409,
      message: REVIEW_ERRORS.scheduleChanged,
    });
    const reviewed = await review('secret', 1);
    expect(reviewed).toMatchObject({ nextDueDate: addMonths(today, 12), dueDateSetDirectly: false });
    expect(reviewed.reviews.map((r) => [r.meaning, r.nextDueDate])).toEqual([
      ['Reviewed, no change needed', addMonths(today, 12)],
    ]);
    expect(await dueList()).toEqual([]);

    setMockRole('viewer');
    expect((await refusal(review('secret', 2))).status).toBe(403);
  });
});
