// The training module (issue 29): who must read a released version, their signed "read and understood", the
// training matrix. Other areas and route-table.ts use only what this file exports.
import type { ChangeControlHost } from '../change-control/index';
import type { AnyRoute } from '../http/route';
import { assignmentsRoutes } from './assignments/index';
import { trainingMailRoutes } from './mail/index';
import { matrixRoutes } from './matrix/index';
import { myTrainingsRoutes } from './my-trainings/index';

/**
 * The training routes (route-table.ts mounts them with the hosts of every artifact kind: a confirmation signs the
 * version's content, which only its area knows).
 */
export const trainingAreaRoutes = (hosts: readonly ChangeControlHost[]): AnyRoute[] => [
  ...assignmentsRoutes,
  ...myTrainingsRoutes(hosts),
  ...matrixRoutes,
  ...trainingMailRoutes,
];
// the release listener (route-table.ts registers it with onReleaseCompleted)
export { assignTrainingsOnRelease } from './assignments/index';
// for the role holders' routes: after roles were taken from users, their trainings those roles caused are withdrawn
export { withdrawUnheldTrainings } from './assignments/index';
export { scheduleTrainingMailSweep, sweepTrainingMails } from './mail/index';
